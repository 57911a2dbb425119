/**
 * Ranking the five solutions and choosing the best one (docs/rules.md, "Top three"). Pure; the
 * settle-session function applies these rules to both sides' stored rankings, and the screens
 * use them to show where things stand.
 *
 * - Each side ranks all five (1 = highest). The top three are the five sorted by rank sum
 *   (lower is better), then the smaller disagreement between the two ranks, then the smaller
 *   worse rank, then the proposals' order.
 * - Each side then re-ranks those three. The same #1 for both is chosen; otherwise the same
 *   rule, applied to the re-rankings, suggests one.
 */
import { hasSavedRanking } from './blindRankings';
import { TOP_THREE_COUNT, idsToRank, orderProblem, rankingsOrder, topThreeIds, type Ranking, type RankingFacts } from './rankingRules';
import type { Role } from './sessionRole';
import { forwardStatus } from './status';
import { SOLUTION_COUNT } from './solutionIds';
import { solutionById, storedSolutions, type Solution } from './solutions';

export const TOP_THREE_NEEDS_BOTH = 'Both parties must rank all five solutions before computing the Top 3.';

/** The rankings a side stores for an order (left = 1). */
export function rankingsFor(order: readonly string[], solutions: readonly Solution[]): Ranking[] {
  return order.map((sol, index) => ({ sol, value: index + 1, title: solutionById(solutions, sol)?.title ?? null }));
}

/** A side's ranks by solution id, from its order (or, without one, its rankings); null when it has not ranked `expected`. */
export function ranksOf(session: RankingFacts, role: Role, expected: readonly string[]): Map<string, number> | null {
  const order = (role === 'initiator' ? session.initiatorSolutionOrder : session.collaboratorSolutionOrder) ?? [];
  if (order.length && orderProblem(order, expected) === null) return new Map(order.map((id, index) => [id as string, index + 1]));
  const rankings = (role === 'initiator' ? session.initiatorSolutionRankings : session.collaboratorSolutionRankings) ?? [];
  const byRank = rankings.length ? rankingsOrder(rankings) : null;
  if (byRank && orderProblem(byRank, expected) === null) return new Map(byRank.map((id, index) => [id as string, index + 1]));
  return null;
}

/** One solution's place in both rankings (spec's solutionScores entry). */
export interface SolutionScore {
  sol: string;
  title: string;
  initiatorScore: number;
  collaboratorScore: number;
  sum: number;
}

/** How far apart the two ranks of one option are. */
const disagreement = (s: SolutionScore) => Math.abs(s.initiatorScore - s.collaboratorScore);
/** The lower (numerically higher) of the two ranks of one option. */
const worse = (s: SolutionScore) => Math.max(s.initiatorScore, s.collaboratorScore);

/**
 * The tie-break of part 2, 9: rank sum, then the smaller disagreement, then the smaller worse
 * rank, then the proposals' order. Negative when `a` comes first.
 */
export function compareScores(a: SolutionScore, b: SolutionScore, order: readonly string[]): number {
  return a.sum - b.sum || disagreement(a) - disagreement(b) || worse(a) - worse(b) || order.indexOf(a.sol) - order.indexOf(b.sol);
}

/** Which rule separated the first of `scores` from the second, in words for the people. */
export type DecidingRule = 'sum' | 'disagreement' | 'worse' | 'order' | 'only';

export function decidingRule(scores: readonly SolutionScore[]): DecidingRule {
  const [first, second] = scores;
  if (!second) return 'only';
  if (first.sum !== second.sum) return 'sum';
  if (disagreement(first) !== disagreement(second)) return 'disagreement';
  if (worse(first) !== worse(second)) return 'worse';
  return 'order';
}

/**
 * How many other options tied with the first on every measure before `decidingRule` separated
 * them (so the explanation can name every tie, not just one). 0 for 'sum' and 'only'.
 */
export function tiesWithFirst(scores: readonly SolutionScore[]): number {
  const [first, ...others] = scores;
  if (!first) return 0;
  const rule = decidingRule(scores);
  if (rule === 'sum' || rule === 'only') return 0;
  // The measures the options still shared when `rule` separated them.
  const tied = (other: SolutionScore) =>
    other.sum === first.sum &&
    (rule === 'disagreement' || (disagreement(other) === disagreement(first) && (rule === 'worse' || worse(other) === worse(first))));
  return others.filter(tied).length;
}

/** Every id of `ids` scored by both sides' ranks and sorted by the tie-break. */
export function scoreAll(
  ids: readonly string[],
  initiator: ReadonlyMap<string, number>,
  collaborator: ReadonlyMap<string, number>,
  solutions: readonly Solution[],
): SolutionScore[] {
  const order = solutions.map((s) => s.id);
  return ids
    .map((sol) => {
      const initiatorScore = initiator.get(sol)!;
      const collaboratorScore = collaborator.get(sol)!;
      return { sol, title: solutionById(solutions, sol)?.title ?? sol, initiatorScore, collaboratorScore, sum: initiatorScore + collaboratorScore };
    })
    .sort((a, b) => compareScores(a, b, order));
}

export type TopThreeResult =
  | { kind: 'ready'; ids: string[]; scores: SolutionScore[] }
  /** The sides that have not ranked all five yet. */
  | { kind: 'waiting'; for: Role[] }
  | { kind: 'no-solutions' };

/** The top three from both sides' rankings of all five, and every solution's scores (best first). */
export function computeTopThree(session: RankingFacts): TopThreeResult {
  const solutions = storedSolutions(session);
  if (solutions.length !== SOLUTION_COUNT) return { kind: 'no-solutions' };
  const ids = solutions.map((s) => s.id);
  const initiator = ranksOf(session, 'initiator', ids);
  const collaborator = ranksOf(session, 'collaborator', ids);
  if (!initiator || !collaborator) {
    return { kind: 'waiting', for: [...(initiator ? [] : ['initiator' as const]), ...(collaborator ? [] : ['collaborator' as const])] };
  }
  const scores = scoreAll(ids, initiator, collaborator, solutions);
  return { kind: 'ready', ids: scores.slice(0, TOP_THREE_COUNT).map((s) => s.sol), scores };
}

export type BestChoice =
  /** Both put the same solution first: it is chosen. */
  | { kind: 'chosen'; id: string; scores: SolutionScore[] }
  /** Different firsts: the tie-break over the re-rankings suggests one. */
  | { kind: 'suggested'; id: string; scores: SolutionScore[]; rule: DecidingRule }
  | { kind: 'waiting'; for: Role[] }
  | { kind: 'no-top-three' };

/** The best solution once both sides have re-ranked the top three (docs/rules.md, "Best solution"). */
export function chooseBest(session: RankingFacts): BestChoice {
  const topThree = topThreeIds(session);
  if (!topThree.length) return { kind: 'no-top-three' };
  const initiator = ranksOf(session, 'initiator', topThree);
  const collaborator = ranksOf(session, 'collaborator', topThree);
  if (!initiator || !collaborator) {
    return { kind: 'waiting', for: [...(initiator ? [] : ['initiator' as const]), ...(collaborator ? [] : ['collaborator' as const])] };
  }
  const scores = scoreAll(topThree, initiator, collaborator, storedSolutions(session));
  const initiatorFirst = topThree.find((id) => initiator.get(id) === 1)!;
  if (collaborator.get(initiatorFirst) === 1) return { kind: 'chosen', id: initiatorFirst, scores };
  return { kind: 'suggested', id: scores[0].sol, scores, rule: decidingRule(scores) };
}

/** The session fields the settle updates read besides the rankings. */
export interface SettleFacts extends RankingFacts {
  id: string;
  status?: string | null;
  precedencePrincipleHuman?: string | null;
  precedencePrinciple?: { code?: string | null; human?: string | null } | null;
  initiatorDCS?: string | null;
  collaboratorDCS?: string | null;
}

/**
 * The update that records the top three and every solution's scores (docs/rules.md, "Top three"), or
 * null when the top three are already recorded. Saving them sets status resolving_issue.
 */
export function topThreeUpdate(session: SettleFacts, result: Extract<TopThreeResult, { kind: 'ready' }>, now: Date) {
  if ((session.topThreeSolutionIds ?? []).length === TOP_THREE_COUNT) return null;
  return {
    id: session.id,
    topThreeSolutionIds: result.ids,
    solutionScores: result.scores,
    ...forwardStatus(session.status, 'resolving_issue'),
    lastActivityAt: now.toISOString(),
  };
}

/** Where the ranking stands for one side, as the ranking screen shows it. */
export type RankingStage =
  | { kind: 'no-solutions' }
  /** Ranking all five (`round: 'five'`) or the top three (`round: 'top3'`). */
  | { kind: 'ranking'; round: 'five' | 'top3'; ids: string[]; mine: string[] | null; partnerDone: boolean }
  /** The best solution is recorded. */
  | { kind: 'decided'; id: string };

/** The viewer's stage: which cards to rank, their saved order if any, and whether the other side has saved theirs. */
export function rankingStage(session: RankingFacts, role: Role): RankingStage {
  if (session.bestSolutionId) return { kind: 'decided', id: session.bestSolutionId };
  const solutions = storedSolutions(session);
  if (solutions.length !== SOLUTION_COUNT) return { kind: 'no-solutions' };
  const ids = idsToRank(session);
  const round = ids.length === TOP_THREE_COUNT ? 'top3' : 'five';
  const partner: Role = role === 'initiator' ? 'collaborator' : 'initiator';
  const mine = ranksOf(session, role, ids);
  return {
    kind: 'ranking',
    round,
    ids,
    mine: mine ? [...mine.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id) : null,
    // Until both have saved, the partner's ranking reads as sealed (src/domain/blindRankings.ts).
    partnerDone: hasSavedRanking(session, partner, ids),
  };
}
