/**
 * Cleans every task's input before any provider sees it: trims, drops blank entries and caps
 * counts and lengths at the product limits, so an oversized legacy record cannot blow up a
 * prompt (or the builtin engine's time budget). What a task cannot work with at all (a style
 * that is not one of the five modes, a date that is not a date) is an `invalid_input` error.
 */
import { parseDcsMode } from '../../src/domain/dcs';
import { parseDpiType } from '../../src/domain/dpi';
import { LIMITS } from '../../src/domain/limits';
import { parseRelationship } from '../../src/domain/relationship';
import { normalizeSolution } from '../../src/domain/solutions';
import { CONFLICT_TYPES } from '../../src/domain/statements';
import { AiTaskError } from './errors';
import type {
  AiTaskName,
  BothSidesAnswers,
  ConflictType,
  ImplementPlanInput,
  InferInterestsInput,
  PartyAnswers,
  ProposedSolution,
  PreviousPlan,
  ProposeStrategiesInput,
  SideForStrategies,
} from './types';

const cleanList = (list: readonly unknown[] | null | undefined): string[] =>
  (Array.isArray(list) ? list : [])
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.trim().slice(0, LIMITS.answer).trim())
    .filter((entry) => entry.length > 0)
    .slice(0, LIMITS.answerEntries);

const cleanParty = (party: Partial<PartyAnswers> | null | undefined): PartyAnswers => {
  const relationship = parseRelationship(party?.relationship);
  return {
    firstName: (typeof party?.firstName === 'string' ? party.firstName : '').trim().slice(0, LIMITS.name),
    issue: cleanList(party?.issue),
    desiredOutcome: cleanList(party?.desiredOutcome),
    whyOutcomeMatters: cleanList(party?.whyOutcomeMatters),
    // A value the app does not offer is dropped, as if not answered.
    ...(relationship ? { relationship } : {}),
  };
};

export const normalizeAnswers = (input: BothSidesAnswers): BothSidesAnswers => ({
  initiator: cleanParty(input?.initiator),
  collaborator: cleanParty(input?.collaborator),
});

export const hasAnyAnswer = (party: PartyAnswers) =>
  party.issue.length + party.desiredOutcome.length + party.whyOutcomeMatters.length > 0;

const cleanText = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max).trim() : '');

function cleanConflictType(value: unknown): ConflictType | null {
  const type = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return CONFLICT_TYPES.find((known) => known === type) ?? null;
}

export const normalizeInferInterestsInput = (input: InferInterestsInput): InferInterestsInput => ({
  agreedIssue: cleanText(input?.agreedIssue, LIMITS.statement),
  conflictType: cleanConflictType(input?.conflictType),
  ...normalizeAnswers(input),
});

/** Steps, benefits and risks a solution may bring into a later task: enough to build on, bounded. */
const SOLUTION_LIST_ITEMS = 8;

/**
 * The best solution as the screens show it (src/domain/solutions.ts reads it), capped; null
 * when it is missing or has nothing in it.
 */
export function normalizeBestSolution(raw: unknown): ProposedSolution | null {
  if (raw === null || raw === undefined || typeof raw !== 'object') return null;
  const solution = normalizeSolution(raw, 0);
  const list = (items: string[]) => items.slice(0, SOLUTION_LIST_ITEMS).map((item) => item.slice(0, LIMITS.statement).trim());
  const capped: ProposedSolution = {
    id: solution.id.slice(0, LIMITS.shortText),
    title: solution.title.slice(0, LIMITS.shortText).trim(),
    summary: solution.summary.slice(0, LIMITS.longText).trim(),
    steps: list(solution.steps),
    benefits: list(solution.benefits),
    risksOrTradeoffs: list(solution.risksOrTradeoffs),
    successMetric: solution.successMetric.slice(0, LIMITS.statement).trim(),
  };
  const hasContent = capped.summary || capped.steps.length || capped.benefits.length || capped.successMetric || (raw as { title?: unknown }).title;
  return hasContent ? capped : null;
}

function cleanSide(side: SideForStrategies, role: string, task: AiTaskName): SideForStrategies {
  const style = parseDcsMode(side?.style);
  if (!style) throw new AiTaskError('invalid_input', `the ${role}'s conflict style is ${JSON.stringify(side?.style)}, not one of the five modes`, { task });
  return { ...cleanParty(side), style, personality: parseDpiType(side?.personality) };
}

export const normalizeProposeStrategiesInput = (input: ProposeStrategiesInput): ProposeStrategiesInput => ({
  agreedIssue: cleanText(input?.agreedIssue, LIMITS.statement),
  bestSolution: normalizeBestSolution(input?.bestSolution),
  initiator: cleanSide(input?.initiator, 'initiator', 'proposeStrategies'),
  collaborator: cleanSide(input?.collaborator, 'collaborator', 'proposeStrategies'),
});

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written YYYY-MM-DD, or undefined. */
export function parseIsoDate(value: unknown): Date | undefined {
  const match = typeof value === 'string' ? ISO_DATE.exec(value.trim()) : null;
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value!.toString().trim() ? date : undefined;
}

export function normalizeImplementPlanInput(input: ImplementPlanInput): ImplementPlanInput {
  const role = input?.role;
  if (role !== 'initiator' && role !== 'collaborator') {
    throw new AiTaskError('invalid_input', `role must be initiator or collaborator, got ${JSON.stringify(role)}`, { task: 'implementPlan' });
  }
  if (!parseIsoDate(input.today)) throw new AiTaskError('invalid_input', `today must be a date written YYYY-MM-DD, got ${JSON.stringify(input.today)}`, { task: 'implementPlan' });
  const partnerRole = role === 'initiator' ? 'collaborator' : 'initiator';
  return {
    role,
    agreedIssue: cleanText(input.agreedIssue, LIMITS.statement),
    bestSolution: normalizeBestSolution(input.bestSolution),
    viewer: cleanSide(input.viewer, role, 'implementPlan'),
    partner: cleanSide(input.partner, partnerRole, 'implementPlan'),
    today: input.today.trim(),
    previous: cleanPreviousPlan(input.previous),
  };
}

/** The plan a new one must differ from, read leniently and capped; null when there is none. */
function cleanPreviousPlan(raw: unknown): PreviousPlan | null {
  if (!raw || typeof raw !== 'object') return null;
  const plan = raw as Record<string, unknown>;
  const steps = Array.isArray(plan.steps) ? plan.steps.filter((step): step is string => typeof step === 'string').slice(0, SOLUTION_LIST_ITEMS) : [];
  const previous = { planTitle: cleanText(plan.planTitle, LIMITS.shortText), summary: cleanText(plan.summary, LIMITS.longText), steps: steps.map((step) => cleanText(step, LIMITS.statement)) };
  return previous.planTitle || previous.summary || previous.steps.length ? previous : null;
}
