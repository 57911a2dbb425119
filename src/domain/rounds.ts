/**
 * After a check-in (docs/rules.md, "Commit and review"; issue 26): when it holds, either side may
 * mark the session resolved (status `concluded`); when it needs another look, the way back is
 * "adjust the plan" (the commitments open again for editing, then both commit again) or a "new
 * round" (back to the five solutions for the same agreed issue: rankings, the top three, the best
 * solution, plans, commitments and reviews start again). Either way the earlier round is kept in
 * the session's history (`historyJson`, server-only). Only settle-session writes these resets; the
 * update guard lets a write that sets `historyJson` (the functions' alone) reset nothing else.
 *
 * The AppSync update guard is bundled from this module (through issueUpdateRules.ts), so it is
 * written in the APPSYNC_JS subset (no try/catch, while or classic for loops, regex, `in`, Set or Map).
 */
import { jsonValue, readCommitmentRecord } from './commitments';
import { latestCheckIn, readReviewRecord, type CheckInFacts } from './checkIns';

export type WayBack = 'adjust' | 'new-round';

/** What "adjust the plan" resets: the commitment and its reviews (each side's draft stays, to edit). */
export const ADJUST_RESET_FIELDS = ['commitmentJson', 'reviewJson', 'initiatorCheckInJson', 'collaboratorCheckInJson'] as const;

/** What a new round resets besides: everything from the rankings of the five solutions on. */
export const NEW_ROUND_RESET_FIELDS = [
  ...ADJUST_RESET_FIELDS,
  'initiatorCommitmentsJson',
  'collaboratorCommitmentsJson',
  'initiatorSolutionOrder',
  'collaboratorSolutionOrder',
  'initiatorSolutionRankings',
  'collaboratorSolutionRankings',
  'topThreeSolutionIds',
  'solutionScores',
  'bestSolutionId',
  'bestSolution',
  'bestSolutionJson',
  'bestSolutionSuggestionJson',
  'initiatorImplementPlanJson',
  'collaboratorImplementPlanJson',
  'initiatorStrategies',
  'collaboratorStrategies',
  'initiatorCommunicationTips',
  'collaboratorCommunicationTips',
  'proposeStrategiesChecksum',
  'proposeStrategiesStatus',
] as const;

/** One earlier round as kept: what it decided, compactly (the five solutions stay on the session). */
export interface HistoryRound {
  endedAt: string;
  wayBack: WayBack;
  topThreeSolutionIds: unknown;
  solutionScores: unknown;
  bestSolutionId: unknown;
  bestSolution: unknown;
  initiatorSolutionRankings: unknown;
  collaboratorSolutionRankings: unknown;
  initiatorImplementPlanJson: unknown;
  collaboratorImplementPlanJson: unknown;
  commitment: unknown;
  review: unknown;
}

export const WAY_BACK_MESSAGES = {
  notNow: 'The plan can be adjusted or started again only after a check-in that needs another look.',
} as const;

export const ROUND_WRITE_MESSAGE = 'A reset of the round may only empty the round\'s own fields.';

export interface RoundFacts extends CheckInFacts {
  historyJson?: unknown;
  [field: string]: unknown;
}

export function readHistory(raw: unknown): HistoryRound[] {
  const value = raw === null || raw === undefined ? null : jsonValue(raw);
  return Array.isArray(value) ? (value as HistoryRound[]) : [];
}

/** Whether the last check-in asks for another look, so a way back is open. */
export const wayBackOpen = (session: CheckInFacts) => latestCheckIn(session)?.outcome === 'needs-another-look';

/** The write that takes the session back (`id` aside), or null when no way back is open. */
export function wayBackUpdate(session: RoundFacts, wayBack: WayBack, now: Date): Record<string, unknown> | null {
  if (!wayBackOpen(session)) return null;
  const round: HistoryRound = {
    endedAt: now.toISOString(),
    wayBack,
    topThreeSolutionIds: session.topThreeSolutionIds ?? null,
    solutionScores: session.solutionScores ?? null,
    bestSolutionId: session.bestSolutionId ?? null,
    bestSolution: session.bestSolution ?? null,
    initiatorSolutionRankings: session.initiatorSolutionRankings ?? null,
    collaboratorSolutionRankings: session.collaboratorSolutionRankings ?? null,
    initiatorImplementPlanJson: session.initiatorImplementPlanJson ? jsonValue(session.initiatorImplementPlanJson) : null,
    collaboratorImplementPlanJson: session.collaboratorImplementPlanJson ? jsonValue(session.collaboratorImplementPlanJson) : null,
    commitment: readCommitmentRecord(session.commitmentJson),
    review: readReviewRecord(session.reviewJson),
  };
  const fields: readonly string[] = wayBack === 'adjust' ? ADJUST_RESET_FIELDS : NEW_ROUND_RESET_FIELDS;
  const update: Record<string, unknown> = { historyJson: JSON.stringify(readHistory(session.historyJson).concat([round])) };
  for (const field of fields) update[field] = null;
  return update;
}

/** A write that sets the history: a reset of the round (only the functions may write historyJson). */
export const isRoundWrite = (input: Record<string, unknown>) => Object.hasOwn(input, 'historyJson');

/** Why a round reset is refused: it may only empty the round's fields. */
export function roundWriteProblem(input: Record<string, unknown>): string | null {
  const allowed: readonly string[] = NEW_ROUND_RESET_FIELDS;
  const other = Object.keys(input).filter((field) => field !== 'id' && field !== 'historyJson' && (!allowed.includes(field) || input[field] !== null));
  return other.length ? ROUND_WRITE_MESSAGE : null;
}
