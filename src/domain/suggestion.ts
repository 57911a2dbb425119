/**
 * A suggested best solution is a proposal both accept (docs/rules.md, "Best solution"; issue 27).
 * When the two re-rankings of the top three put different solutions first, the tie-break suggests
 * one; it becomes the best solution only once each side has accepted it. Either side may instead
 * ask to rank the top three again: the suggestion is set aside, both re-rankings are cleared and
 * both rank the same three afresh. After MAX_DECLINED_SUGGESTIONS such asks the way back is no
 * longer offered (the page says so and offers what else there is).
 *
 * The record lives in the server-only `bestSolutionSuggestionJson` (version 1); settle-session
 * writes it (`best-solution` opens a suggestion, `suggestion` records one side's answer, the side
 * taken from the caller's token). Pure.
 */
import { bestSolutionUpdate } from './bestSolution';
import { storedDocument } from './solutionIds';
import { otherRole, type Role } from './sessionRole';
import { tiesWithFirst, type BestChoice, type DecidingRule, type SettleFacts, type SolutionScore } from './topThree';

/** How many suggestions may be set aside by a re-rank before the way back is no longer offered. */
export const MAX_DECLINED_SUGGESTIONS = 2;

export type SuggestionAnswer = 'accept' | 're-rank';
export const SUGGESTION_ANSWERS: readonly SuggestionAnswer[] = ['accept', 're-rank'];

/** The suggestion waiting for both answers. */
export interface OpenSuggestion {
  id: string;
  title: string;
  rule: DecidingRule;
  /** How many other options tied with it (so the explanation names every tie). */
  ties: number;
  scores: SolutionScore[];
  suggestedAt: string;
  /** The sides that accepted it so far. */
  accepted: Role[];
}

/** A suggestion set aside because one side asked to re-rank. */
export interface DeclinedSuggestion {
  id: string;
  title: string;
  by: Role;
  at: string;
}

export interface SuggestionRecord {
  version: 1;
  open: OpenSuggestion | null;
  declined: DeclinedSuggestion[];
}

export const SUGGESTION_MESSAGES = {
  notOpen: 'There is no suggestion waiting for an answer.',
  badAnswer: `answer must be one of: ${SUGGESTION_ANSWERS.join(', ')}.`,
  noMoreReRanks: `You have ranked the top three again ${MAX_DECLINED_SUGGESTIONS} times already, so Dfuse does not offer it again.`,
} as const;

export interface SuggestionFacts extends SettleFacts {
  bestSolutionSuggestionJson?: unknown;
}

const isRole = (value: unknown): value is Role => value === 'initiator' || value === 'collaborator';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readOpen(value: unknown): OpenSuggestion | null {
  if (!isRecord(value) || typeof value.id !== 'string') return null;
  return {
    id: value.id,
    title: typeof value.title === 'string' ? value.title : value.id,
    rule: (typeof value.rule === 'string' ? value.rule : 'order') as DecidingRule,
    ties: typeof value.ties === 'number' ? value.ties : 0,
    scores: Array.isArray(value.scores) ? (value.scores as SolutionScore[]) : [],
    suggestedAt: typeof value.suggestedAt === 'string' ? value.suggestedAt : '',
    accepted: Array.isArray(value.accepted) ? value.accepted.filter(isRole) : [],
  };
}

/** The stored suggestion record; an empty one when none was made. */
export function readSuggestion(raw: unknown): SuggestionRecord {
  let value: unknown = null;
  try {
    value = storedDocument(raw);
  } catch {
    value = null;
  }
  if (!isRecord(value)) return { version: 1, open: null, declined: [] };
  const declined = Array.isArray(value.declined)
    ? value.declined.filter((d): d is DeclinedSuggestion => isRecord(d) && typeof d.id === 'string' && isRole(d.by)).map((d) => ({
        id: d.id,
        title: typeof d.title === 'string' ? d.title : d.id,
        by: d.by,
        at: typeof d.at === 'string' ? d.at : '',
      }))
    : [];
  return { version: 1, open: readOpen(value.open), declined };
}

/** Whether a side may still ask to re-rank (the suggestion open now is not counted yet). */
export const reRankOffered = (record: SuggestionRecord) => record.declined.length < MAX_DECLINED_SUGGESTIONS;

/**
 * The update that opens a suggestion (docs/rules.md, "Best solution"), or null when the best
 * solution is recorded or a suggestion is open already (it stays as made until both answer).
 */
export function suggestionUpdate(session: SuggestionFacts, choice: Extract<BestChoice, { kind: 'suggested' }>, now: Date) {
  if (session.bestSolutionId || session.bestSolutionJson) return null;
  const record = readSuggestion(session.bestSolutionSuggestionJson);
  if (record.open) return null;
  const title = choice.scores.find((s) => s.sol === choice.id)?.title ?? choice.id;
  const open: OpenSuggestion = { id: choice.id, title, rule: choice.rule, ties: tiesWithFirst(choice.scores), scores: choice.scores, suggestedAt: now.toISOString(), accepted: [] };
  return { id: session.id, bestSolutionSuggestionJson: JSON.stringify({ ...record, open }), lastActivityAt: now.toISOString() };
}

/** The fields a re-rank empties: both sides' rankings of the top three. */
export const RE_RANK_CLEARED = ['initiatorSolutionOrder', 'collaboratorSolutionOrder', 'initiatorSolutionRankings', 'collaboratorSolutionRankings'] as const;

export type SuggestionDecision =
  /** Nothing to answer: no suggestion open (or the best solution is recorded already). */
  | { kind: 'not-open' }
  /** Refused as asked (the message says why). */
  | { kind: 'refused'; message: string }
  /** The caller accepted; `both` once the other had too (then the update records the best solution). */
  | { kind: 'accepted'; both: boolean; update: ({ id: string } & Record<string, unknown>) | null }
  /** The caller asked to re-rank: the suggestion is set aside and both rankings of the three cleared. */
  | { kind: 're-ranked'; update: { id: string } & Record<string, unknown> };

/**
 * One side's answer to the open suggestion. The side is the caller's own (from its token), so no
 * side answers for the other. Accepting twice changes nothing; the second side's accept records
 * the best solution (status resolved), so the resolve step opens only once both accepted.
 */
export function answerSuggestion(session: SuggestionFacts, role: Role, answer: SuggestionAnswer, now: Date): SuggestionDecision {
  if (session.bestSolutionId) return answer === 'accept' ? { kind: 'accepted', both: true, update: null } : { kind: 'not-open' };
  const record = readSuggestion(session.bestSolutionSuggestionJson);
  const open = record.open;
  if (!open) return { kind: 'not-open' };
  if (answer === 're-rank') {
    if (!reRankOffered(record)) return { kind: 'refused', message: SUGGESTION_MESSAGES.noMoreReRanks };
    const declined = [...record.declined, { id: open.id, title: open.title, by: role, at: now.toISOString() }];
    const update: { id: string } & Record<string, unknown> = {
      id: session.id,
      bestSolutionSuggestionJson: JSON.stringify({ version: 1, open: null, declined }),
      lastActivityAt: now.toISOString(),
    };
    for (const field of RE_RANK_CLEARED) update[field] = null;
    return { kind: 're-ranked', update };
  }
  if (open.accepted.includes(role)) return { kind: 'accepted', both: false, update: null };
  const accepted = [...open.accepted, role];
  const both = accepted.includes(otherRole(role));
  const suggestion = { bestSolutionSuggestionJson: JSON.stringify({ ...record, open: { ...open, accepted } }) };
  if (!both) return { kind: 'accepted', both, update: { id: session.id, ...suggestion, lastActivityAt: now.toISOString() } };
  const best = bestSolutionUpdate(session, { kind: 'accepted', id: open.id, scores: open.scores, rule: open.rule }, now);
  return { kind: 'accepted', both, update: best ? { ...best, ...suggestion } : null };
}

/** Where the open suggestion stands for the viewer, as the solutions page shows it. */
export type SuggestionStanding = 'answer' | 'you-accepted' | 'other-accepted';

export function suggestionStanding(open: OpenSuggestion, role: Role): SuggestionStanding {
  if (open.accepted.includes(role)) return 'you-accepted';
  return open.accepted.includes(otherRole(role)) ? 'other-accepted' : 'answer';
}
