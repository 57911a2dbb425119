/**
 * What a side's saved ranking must be (docs/rules.md, "Top three"): its order lists each option
 * it must rank exactly once (all five, or the top three once they exist), its rankings are ranks
 * 1..n of that order, and nothing changes once the best solution is chosen.
 *
 * One source for the browser (the ranking screen reads rankings with these rules), the functions
 * and the AppSync update guard, which is bundled from this module (amplify/data/guards/). So it
 * is written in the APPSYNC_JS subset: no try/catch, while or classic for loops, regex, `in`,
 * Set or Map (`eslint` checks it with @aws-appsync/eslint-plugin).
 */
import type { Role } from './sessionRole';
import { storedDocument, storedSolutionIds, type SolutionFacts } from './solutionIds';

export const TOP_THREE_COUNT = 3;

/** One entry of `…SolutionRankings`: a solution and its rank (1 = highest). */
export interface Ranking {
  sol: string;
  value: number;
  title?: string | null;
}

/** The fields of an Issue the ranking rules read. */
export interface RankingFacts extends SolutionFacts {
  initiatorSolutionOrder?: (string | null | undefined)[] | null;
  collaboratorSolutionOrder?: (string | null | undefined)[] | null;
  initiatorSolutionRankings?: (Ranking | null | undefined)[] | null;
  collaboratorSolutionRankings?: (Ranking | null | undefined)[] | null;
  topThreeSolutionIds?: (string | null | undefined)[] | null;
  bestSolutionId?: string | null;
  bestSolutionJson?: unknown;
  bestSolutionSuggestionJson?: unknown;
}

export const ORDER_MESSAGES = {
  unknown: 'Your ranking names a solution that is not one of the options in this session.',
  repeated: 'Your ranking lists the same solution more than once.',
  missing: 'Your ranking leaves out one of the options. Please place every option.',
  noOptions: 'There are no solutions to rank yet.',
  locked: 'The best solution has already been chosen, so the rankings can no longer change.',
  suggestionOpen: 'A suggestion is waiting for both your answers: accept it, or ask to rank the top three again.',
} as const;

/** Said when a side's rankings are not ranks 1..n of its order. */
export const RANKINGS_MISMATCH_MESSAGE = 'Your saved rankings do not match the order of your cards. Please save your ranking again.';

/** The session's top three once recorded (three ids), else []. */
export function topThreeIds(session: RankingFacts): string[] {
  const ids = (session.topThreeSolutionIds ?? []).filter((id) => typeof id === 'string') as string[];
  return ids.length === TOP_THREE_COUNT ? ids : [];
}

/** The ids a side's order must list right now: the top three once they exist, else all five. */
export function idsToRank(session: RankingFacts): string[] {
  const topThree = topThreeIds(session);
  return topThree.length ? topThree : storedSolutionIds(session);
}

/** Whether the stored suggestion record (src/domain/suggestion.ts) has a suggestion waiting for answers. */
export function suggestionOpen(record: unknown): boolean {
  const value = storedDocument(record) as { open?: unknown } | null;
  return !!value && typeof value === 'object' && !!value.open;
}

/** Why `order` is not a ranking of exactly `expected` (each once), or null when it is. */
export function orderProblem(order: unknown, expected: readonly string[]): string | null {
  if (!expected.length) return ORDER_MESSAGES.noOptions;
  if (!Array.isArray(order)) return ORDER_MESSAGES.missing;
  const seen: string[] = [];
  for (const id of order) {
    if (typeof id !== 'string' || !expected.includes(id)) return ORDER_MESSAGES.unknown;
    if (seen.includes(id)) return ORDER_MESSAGES.repeated;
    seen.push(id);
  }
  return seen.length === expected.length ? null : ORDER_MESSAGES.missing;
}

/** Rankings as an order (rank 1 first), or null when their ranks are not exactly 1..n. */
export function rankingsOrder(rankings: unknown): unknown[] | null {
  if (!Array.isArray(rankings)) return null;
  const order: unknown[] = rankings.map(() => undefined);
  for (const ranking of rankings) {
    const value = ranking?.value;
    if (typeof value !== 'number' || value < 1 || value > rankings.length || value % 1 !== 0) return null;
    if (order[value - 1] !== undefined) return null;
    order[value - 1] = ranking.sol;
  }
  return order;
}

const orderField = (side: Role) => (side === 'initiator' ? 'initiatorSolutionOrder' : 'collaboratorSolutionOrder');
const rankingsField = (side: Role) => (side === 'initiator' ? 'initiatorSolutionRankings' : 'collaboratorSolutionRankings');

/** The fields these rules guard in an update: both sides' orders and rankings. */
export const RANKING_FIELDS = [orderField('initiator'), orderField('collaborator'), rankingsField('initiator'), rankingsField('collaborator')];

/**
 * Why an update that writes `side`'s order and/or rankings is refused, given the stored session,
 * or null when it may go ahead (also when it writes neither).
 */
export function rankingUpdateProblem(input: Record<string, unknown>, stored: RankingFacts, side: Role): string | null {
  const hasOrder = Object.hasOwn(input, orderField(side));
  const hasRankings = Object.hasOwn(input, rankingsField(side));
  if (!hasOrder && !hasRankings) return null;
  if (stored.bestSolutionId) return ORDER_MESSAGES.locked;
  // The server's re-rank (src/domain/suggestion.ts) empties both rankings as it sets a suggestion
  // aside; only the functions may write the suggestion record, so no side empties one alone.
  if (Object.hasOwn(input, 'bestSolutionSuggestionJson') && input[orderField(side)] === null && input[rankingsField(side)] === null) return null;
  // While a suggestion waits for both answers, the rankings it came from stay as they are.
  if (suggestionOpen(stored.bestSolutionSuggestionJson)) return ORDER_MESSAGES.suggestionOpen;
  const expected = idsToRank(stored);
  const order = input[orderField(side)];
  if (hasOrder) {
    const problem = orderProblem(order, expected);
    if (problem !== null) return problem;
  }
  if (!hasRankings) return null;
  const fromRankings = rankingsOrder(input[rankingsField(side)]);
  if (fromRankings === null) return RANKINGS_MISMATCH_MESSAGE;
  const problem = orderProblem(fromRankings, expected);
  if (problem !== null) return problem;
  return hasOrder && fromRankings.join('\n') !== (order as string[]).join('\n') ? RANKINGS_MISMATCH_MESSAGE : null;
}
