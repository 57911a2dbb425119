/**
 * Strategies, communication tips and the implementation plan (docs/rules.md, "Strategies"):
 * what they need (both conflict styles), when a stored set is still current (a checksum of its
 * inputs), how lists are read, the polling windows and what each page says while it waits.
 * Pure; shared by the pages and the propose-strategies and implement-plan functions.
 */
import { storedBestSolution, type BestSolutionFacts } from './bestSolution';
import { parseDcsMode, type DcsMode } from './dcs';
import { parseDpiType, type DpiType } from './dpi';
import { listItems } from './lists';
import type { Role } from './sessionRole';
import { texts } from './sessions';

/** Polling while live updates are down: the propose and waiting pages 1 s for 20 s; the implement page 2 s for 60 s. */
export const STRATEGY_POLLING = {
  propose: { everyMs: 1000, forMs: 20_000 },
  implement: { everyMs: 2000, forMs: 60_000 },
} as const;

export const DEFAULT_AWAITING_MESSAGE = 'Awaiting the other party to complete Dfuse conflict mode questions to provide strategies and communication tips.';
export const OTHER_409_MESSAGE = 'Awaiting required inputs to proceed.';

export interface StrategyFacts extends BestSolutionFacts {
  id: string;
  agreedIssue?: string | null;
  initiatorFirstName?: string | null;
  collaboratorFirstName?: string | null;
  initiatorDCS?: string | null;
  collaboratorDCS?: string | null;
  inferInitiatorDCS?: string | null;
  inferCollaboratorDCS?: string | null;
  initiatorDPI?: (string | null)[] | null;
  collaboratorDPI?: (string | null)[] | null;
  initiatorIssue?: (string | null)[] | null;
  collaboratorIssue?: (string | null)[] | null;
  desiredOutcomeInitiator?: (string | null)[] | null;
  desiredOutcomeCollaborator?: (string | null)[] | null;
  whyOutcomeMattersInitiator?: (string | null)[] | null;
  whyOutcomeMattersCollaborator?: (string | null)[] | null;
  initiatorStrategies?: (string | null)[] | null;
  collaboratorStrategies?: (string | null)[] | null;
  initiatorCommunicationTips?: (string | null)[] | null;
  collaboratorCommunicationTips?: (string | null)[] | null;
}

/** A side's conflict style: its saved style, else the inferred one where set; only the five modes count. */
export function styleOf(session: StrategyFacts, role: Role): DcsMode | null {
  return role === 'initiator'
    ? (parseDcsMode(session.initiatorDCS) ?? parseDcsMode(session.inferInitiatorDCS))
    : (parseDcsMode(session.collaboratorDCS) ?? parseDcsMode(session.inferCollaboratorDCS));
}

/** A side's personality type (DPI), when they took the test: the first entry of their list, if it is one of the sixteen types. */
export function personalityOf(session: StrategyFacts, role: Role): DpiType | null {
  return parseDpiType(texts(role === 'initiator' ? session.initiatorDPI : session.collaboratorDPI)[0]);
}

export interface Awaiting {
  awaiting: true;
  message: string;
  /** The missing fields: initiatorDCS, collaboratorDCS. */
  missing: ('initiatorDCS' | 'collaboratorDCS')[];
}

/**
 * What strategy generation still waits for, or null when both styles are known (the 409 body
 * of the propose-strategies function; docs/rules.md, "Strategies").
 */
export function awaitingStyles(session: StrategyFacts): Awaiting | null {
  const missing: Awaiting['missing'] = [];
  if (!styleOf(session, 'initiator')) missing.push('initiatorDCS');
  if (!styleOf(session, 'collaborator')) missing.push('collaboratorDCS');
  if (!missing.length) return null;
  const names = missing.map((field) =>
    field === 'initiatorDCS' ? session.initiatorFirstName?.trim() || 'the initiator' : session.collaboratorFirstName?.trim() || 'the collaborator',
  );
  return {
    awaiting: true,
    message: `Awaiting ${names.join(' and ')} to complete the conflict style questions to provide strategies and communication tips.`,
    missing,
  };
}

/** What the strategy pages say to the person reading them while a conflict style is missing. */
export type StylesNeeded =
  /** The reader has not answered: the page offers the questionnaire itself. */
  | { kind: 'your-style'; message: string }
  /** Only the other side's style is missing: the page waits and moves on by itself. */
  | { kind: 'their-style'; message: string };

/**
 * The missing styles in the second person, for `role` (docs/rules.md, "Strategies"): a waiting
 * screen that waits for the person looking at it offers the step itself and never names them in
 * the third person. Null when both styles are known.
 */
export function stylesNeededFor(session: StrategyFacts, role: Role): StylesNeeded | null {
  const other: Role = role === 'initiator' ? 'collaborator' : 'initiator';
  const otherName = (other === 'initiator' ? session.initiatorFirstName : session.collaboratorFirstName)?.trim() || 'the other person';
  const theirsMissing = !styleOf(session, other);
  if (!styleOf(session, role)) {
    return {
      kind: 'your-style',
      message:
        'Dfuse writes strategies for each of you from both of your conflict styles (how each of you tends to handle a disagreement). ' +
        `You have not answered the conflict style questions for this session yet; they take about five minutes.${theirsMissing ? ` ${otherName} has not answered them yet either.` : ''}`,
    };
  }
  if (theirsMissing) return { kind: 'their-style', message: `Waiting for ${otherName} to answer the conflict style questions. This page moves on by itself once they have.` };
  return null;
}

/** Said (by the strategy pages and the two functions) before a best solution is chosen. */
export const NO_SOLUTION_YET_MESSAGE = 'Strategies, communication tips and the plan come once you have both chosen a solution together.';

/** True once the session holds its chosen best solution, which the strategies and the plan build on. */
export const hasChosenSolution = (session: BestSolutionFacts) => storedBestSolution(session) !== null;

/** One side's stored strategies and tips (blank and non-string entries ignored). */
export function sideStrategies(session: StrategyFacts, role: Role): { strategies: string[]; tips: string[] } {
  return role === 'initiator'
    ? { strategies: listItems(session.initiatorStrategies), tips: listItems(session.initiatorCommunicationTips) }
    : { strategies: listItems(session.collaboratorStrategies), tips: listItems(session.collaboratorCommunicationTips) };
}

/** True once any strategies or tips exist (the waiting page then moves on; Continue is enabled). */
export const hasAnyStrategies = (session: StrategyFacts) =>
  (['initiator', 'collaborator'] as const).some((role) => {
    const side = sideStrategies(session, role);
    return side.strategies.length + side.tips.length > 0;
  });

/** True once both sides have strategies (the implement page's wait). */
export const bothHaveStrategies = (session: StrategyFacts) =>
  (['initiator', 'collaborator'] as const).every((role) => sideStrategies(session, role).strategies.length > 0);

/** FNV-1a, 32 bits, as hex: a short, stable fingerprint (not a security measure). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The checksum of what strategies are made from: both styles, both personality types, the
 * agreed issue, the best solution and both sides' answers. A repeat request with the same
 * checksum does nothing; a change (a retaken quiz) makes new strategies.
 */
export function strategyInputsChecksum(session: StrategyFacts): string {
  const inputs = {
    styles: [styleOf(session, 'initiator'), styleOf(session, 'collaborator')],
    personalities: [personalityOf(session, 'initiator'), personalityOf(session, 'collaborator')],
    agreedIssue: session.agreedIssue?.trim() ?? '',
    best: storedBestSolution(session)?.solution.id ?? null,
    answers: [
      session.initiatorIssue,
      session.desiredOutcomeInitiator,
      session.whyOutcomeMattersInitiator,
      session.collaboratorIssue,
      session.desiredOutcomeCollaborator,
      session.whyOutcomeMattersCollaborator,
    ].map((list) => texts(list)),
  };
  return `v1-${fingerprint(JSON.stringify(inputs))}`;
}

/** The generated implementation plan (docs/rules.md, "Strategies"), as stored per side and shown. */
export interface ImplementPlan {
  planTitle: string;
  summary: string;
  steps: string[];
  communicationTips: string[];
  monitoringIdeas: string[];
  checkInDate: string | null;
  /** The inputs it was made from, so a changed session makes a new one. */
  checksum: string;
}

/** A stored or returned plan read leniently (planTitle or title, summary or overview); null when it has no content. */
export function readPlan(value: unknown): ImplementPlan | null {
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const text = (field: string) => (typeof record[field] === 'string' ? (record[field] as string).trim() : '');
  const plan: ImplementPlan = {
    planTitle: text('planTitle') || text('title'),
    summary: text('summary') || text('overview'),
    steps: listItems(record.steps),
    communicationTips: listItems(record.communicationTips),
    monitoringIdeas: listItems(record.monitoringIdeas),
    checkInDate: /^\d{4}-\d{2}-\d{2}$/.test(text('checkInDate')) ? text('checkInDate') : null,
    checksum: text('checksum'),
  };
  return plan.planTitle || plan.summary || plan.steps.length ? plan : null;
}
