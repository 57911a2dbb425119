import { describe, expect, it } from 'vitest';
import { normalizeSolution, solutionsDocument } from '../../../src/domain/solutions';
import { ORDER_MESSAGES, idsToRank, orderProblem, type RankingFacts } from '../../../src/domain/rankingRules';
import {
  TOP_THREE_NEEDS_BOTH,
  chooseBest,
  compareScores,
  computeTopThree,
  decidingRule,
  tiesWithFirst,
  rankingsFor,
  ranksOf,
  rankingStage,
  topThreeUpdate,
  type SolutionScore,
} from '../../../src/domain/topThree';

const SOLUTIONS = [1, 2, 3, 4, 5].map((n) => normalizeSolution({ id: `sol-${n}`, title: `Plan ${n}`, summary: `s${n}` }, n - 1));
const IDS = SOLUTIONS.map((s) => s.id);
const base: RankingFacts = { proposedSolutionsJson: solutionsDocument(SOLUTIONS) };
const ranked = (initiator: number[] | null, collaborator: number[] | null, extra: RankingFacts = {}): RankingFacts => ({
  ...base,
  initiatorSolutionOrder: initiator?.map((n) => `sol-${n}`) ?? null,
  collaboratorSolutionOrder: collaborator?.map((n) => `sol-${n}`) ?? null,
  ...extra,
});
const score = (sol: string, initiatorScore: number, collaboratorScore: number): SolutionScore => ({
  sol,
  title: sol,
  initiatorScore,
  collaboratorScore,
  sum: initiatorScore + collaboratorScore,
});

describe('the text of the rule', () => {
  it('says what Compute Top 3 needs', () => {
    expect(TOP_THREE_NEEDS_BOTH).toBe('Both parties must rank all five solutions before computing the Top 3.');
  });
});

describe('orderProblem', () => {
  it('accepts each option exactly once, in any order', () => {
    expect(orderProblem(['sol-3', 'sol-1', 'sol-2', 'sol-5', 'sol-4'], IDS)).toBeNull();
  });
  it.each([
    [['sol-1', 'sol-2', 'sol-3', 'sol-4', 'sol-9'], ORDER_MESSAGES.unknown],
    [['sol-1', 'sol-1', 'sol-3', 'sol-4', 'sol-5'], ORDER_MESSAGES.repeated],
    [['sol-1', 'sol-2', 'sol-3', 'sol-4'], ORDER_MESSAGES.missing],
    [[], ORDER_MESSAGES.missing],
    [['sol-1', 'sol-2', 'sol-3', 'sol-4', 'sol-5', 7], ORDER_MESSAGES.unknown],
  ])('refuses %j', (order, message) => {
    expect(orderProblem(order, IDS)).toBe(message);
  });
  it('has nothing to rank before there are options', () => {
    expect(orderProblem([], [])).toBe(ORDER_MESSAGES.noOptions);
  });
});

describe('ranks and rankings', () => {
  it('stores rank 1 for the leftmost card, with titles', () => {
    expect(rankingsFor(['sol-2', 'sol-1'], SOLUTIONS)).toEqual([
      { sol: 'sol-2', value: 1, title: 'Plan 2' },
      { sol: 'sol-1', value: 2, title: 'Plan 1' },
    ]);
  });

  it('reads a side’s ranks from its order, else from its rankings', () => {
    expect(ranksOf(ranked([2, 1, 3, 4, 5], null), 'initiator', IDS)?.get('sol-2')).toBe(1);
    const fromRankings: RankingFacts = { ...base, collaboratorSolutionRankings: rankingsFor(['sol-5', 'sol-4', 'sol-3', 'sol-2', 'sol-1'], SOLUTIONS) };
    expect(ranksOf(fromRankings, 'collaborator', IDS)?.get('sol-5')).toBe(1);
  });

  it('treats an incomplete or broken ranking as not ranked', () => {
    expect(ranksOf(ranked([1, 2, 3, 4], null), 'initiator', IDS)).toBeNull();
    const gaps: RankingFacts = { ...base, initiatorSolutionRankings: IDS.map((sol, i) => ({ sol, value: i * 2 + 1 })) };
    expect(ranksOf(gaps, 'initiator', IDS)).toBeNull();
  });

  it('asks for the top three once they exist, else all five', () => {
    expect(idsToRank(base)).toEqual(IDS);
    expect(idsToRank({ ...base, topThreeSolutionIds: ['sol-4', 'sol-1', 'sol-2'] })).toEqual(['sol-4', 'sol-1', 'sol-2']);
  });
});

describe('the tie-break (part 2, 9)', () => {
  const order = ['a', 'b'];
  it('prefers the lower rank sum', () => {
    expect(compareScores(score('b', 1, 2), score('a', 2, 2), order)).toBeLessThan(0);
  });
  it('then the smaller disagreement', () => {
    expect(compareScores(score('b', 2, 2), score('a', 1, 3), order)).toBeLessThan(0);
  });
  it('then the smaller worse rank (a step that never decides alone: equal sums and gaps give equal worse ranks)', () => {
    // (2,3) and (3,2) tie on sum, gap and worse rank, so the proposals' order decides.
    expect(compareScores(score('b', 2, 3), score('a', 3, 2), order)).toBeGreaterThan(0);
    // The comparison still reads it: scores that differ only there order by it.
    expect(compareScores({ ...score('b', 1, 1), sum: 4 }, { ...score('a', 1, 3), sum: 4, initiatorScore: 2, collaboratorScore: 2 }, order)).toBeLessThan(0);
  });
  it('then the proposals’ order', () => {
    expect(compareScores(score('a', 3, 2), score('b', 2, 3), order)).toBeLessThan(0);
  });
  it('names the rule that decided', () => {
    expect(decidingRule([score('a', 1, 1), score('b', 2, 2)])).toBe('sum');
    expect(decidingRule([score('a', 2, 2), score('b', 1, 3)])).toBe('disagreement');
    expect(decidingRule([score('a', 3, 2), score('b', 2, 3)])).toBe('order');
    expect(decidingRule([score('a', 1, 1)])).toBe('only');
  });
  it('counts every option the first tied with before the deciding rule, not just the second', () => {
    // Three share the total 6; a disagrees least, so the disagreement decides against two others.
    expect(tiesWithFirst([score('a', 3, 3), score('b', 2, 4), score('c', 1, 5), score('d', 4, 4)])).toBe(2);
    // Tied on every measure with two others: the proposals' order decides.
    expect(tiesWithFirst([score('a', 2, 3), score('b', 3, 2), score('c', 3, 2), score('d', 5, 5)])).toBe(2);
    expect(tiesWithFirst([score('a', 1, 1), score('b', 2, 2), score('c', 2, 2)])).toBe(0);
    expect(tiesWithFirst([score('a', 1, 1)])).toBe(0);
  });
});

describe('computeTopThree', () => {
  it('waits for the side that has not ranked all five, naming it', () => {
    expect(computeTopThree(ranked([1, 2, 3, 4, 5], null))).toEqual({ kind: 'waiting', for: ['collaborator'] });
    expect(computeTopThree(ranked(null, null))).toEqual({ kind: 'waiting', for: ['initiator', 'collaborator'] });
  });

  it('has nothing to compute without five solutions', () => {
    expect(computeTopThree({})).toEqual({ kind: 'no-solutions' });
  });

  it('picks the three best by rank sum and scores all five, best first', () => {
    const result = computeTopThree(ranked([1, 2, 3, 4, 5], [2, 1, 5, 3, 4]));
    expect(result.kind).toBe('ready');
    if (result.kind !== 'ready') return;
    // Orders list ids left to right. Initiator: sol-1..5 ranked 1..5. Collaborator: sol-2 1st,
    // sol-1 2nd, sol-5 3rd, sol-3 4th, sol-4 5th. Sums 3, 3, 7, 9, 8; sol-1 and sol-2 tie on
    // everything, so the proposals' order puts sol-1 first.
    expect(result.scores.map((s) => [s.sol, s.initiatorScore, s.collaboratorScore, s.sum])).toEqual([
      ['sol-1', 1, 2, 3],
      ['sol-2', 2, 1, 3],
      ['sol-3', 3, 4, 7],
      ['sol-5', 5, 3, 8],
      ['sol-4', 4, 5, 9],
    ]);
    expect(result.ids).toEqual(['sol-1', 'sol-2', 'sol-3']);
  });

  it('breaks a tie on sum by the smaller disagreement', () => {
    // sol-1: 1+5 = 6 (gap 4); sol-3: 3+3 = 6 (gap 0) -> sol-3 first.
    const result = computeTopThree(ranked([1, 2, 3, 4, 5], [5, 4, 3, 2, 1]));
    if (result.kind !== 'ready') throw new Error(result.kind);
    expect(result.ids[0]).toBe('sol-3');
  });
});

describe('chooseBest', () => {
  const withTopThree = (initiator: number[] | null, collaborator: number[] | null) =>
    ranked(initiator, collaborator, { topThreeSolutionIds: ['sol-1', 'sol-2', 'sol-4'] });

  it('chooses the solution both put first', () => {
    const choice = chooseBest(withTopThree([4, 1, 2], [4, 2, 1]));
    expect(choice).toMatchObject({ kind: 'chosen', id: 'sol-4' });
  });

  it('suggests by the same rule when the firsts differ', () => {
    const choice = chooseBest(withTopThree([1, 2, 4], [2, 1, 4]));
    // sol-1: 1+2, sol-2: 2+1 (tie on sum and gap and worse) -> proposals' order: sol-1.
    expect(choice).toMatchObject({ kind: 'suggested', id: 'sol-1', rule: 'order' });
    // Initiator: sol-1, sol-4, sol-2; collaborator: sol-4, sol-2, sol-1. Sums: sol-4 3, sol-1 4, sol-2 5.
    const bySum = chooseBest(withTopThree([1, 4, 2], [4, 2, 1]));
    expect(bySum).toMatchObject({ kind: 'suggested', id: 'sol-4', rule: 'sum' });
  });

  it('waits for a side that has not re-ranked the three, and needs a top three', () => {
    expect(chooseBest(withTopThree([1, 2, 4], null))).toEqual({ kind: 'waiting', for: ['collaborator'] });
    // A five-card order is not a re-ranking of the three.
    expect(chooseBest(withTopThree([1, 2, 3, 4, 5], [1, 2, 4]))).toEqual({ kind: 'waiting', for: ['initiator'] });
    expect(chooseBest(ranked([1, 2, 3, 4, 5], [1, 2, 3, 4, 5]))).toEqual({ kind: 'no-top-three' });
  });
});

describe('the settle updates', () => {
  const NOW = new Date('2026-03-04T05:06:07.000Z');
  const session = (extra: Record<string, unknown> = {}) => ({ id: 'i1', status: 'agreed_on_issue', ...ranked([1, 2, 3, 4, 5], [2, 1, 5, 3, 4]), ...extra });

  it('records the top three and all five scores, moving the status to resolving_issue', () => {
    const facts = session();
    const result = computeTopThree(facts);
    if (result.kind !== 'ready') throw new Error(result.kind);
    expect(topThreeUpdate(facts, result, NOW)).toEqual({
      id: 'i1',
      topThreeSolutionIds: ['sol-1', 'sol-2', 'sol-3'],
      solutionScores: result.scores,
      status: 'resolving_issue',
      lastActivityAt: NOW.toISOString(),
    });
  });

  it('records the top three once, and never moves a later status back', () => {
    const result = computeTopThree(session());
    if (result.kind !== 'ready') throw new Error(result.kind);
    expect(topThreeUpdate(session({ topThreeSolutionIds: ['sol-1', 'sol-2', 'sol-3'] }), result, NOW)).toBeNull();
    expect(topThreeUpdate(session({ status: 'resolved' }), result, NOW)).not.toHaveProperty('status');
  });
});

describe('rankingStage', () => {
  it('has nothing to rank before the solutions arrive', () => {
    expect(rankingStage({}, 'initiator')).toEqual({ kind: 'no-solutions' });
  });

  it('ranks all five first, with the viewer’s saved order and whether the other side saved', () => {
    expect(rankingStage(ranked(null, [2, 1, 3, 4, 5]), 'initiator')).toEqual({ kind: 'ranking', round: 'five', ids: IDS, mine: null, partnerDone: true });
    expect(rankingStage(ranked(null, [2, 1, 3, 4, 5]), 'collaborator')).toMatchObject({ mine: ['sol-2', 'sol-1', 'sol-3', 'sol-4', 'sol-5'], partnerDone: false });
  });

  it('then the top three, where a five-card order no longer counts', () => {
    const stage = rankingStage(ranked([1, 2, 3, 4, 5], [2, 1, 3], { topThreeSolutionIds: ['sol-2', 'sol-1', 'sol-3'] }), 'initiator');
    expect(stage).toEqual({ kind: 'ranking', round: 'top3', ids: ['sol-2', 'sol-1', 'sol-3'], mine: null, partnerDone: true });
  });

  it('is decided once the best solution is recorded', () => {
    expect(rankingStage({ ...base, bestSolutionId: 'sol-3' }, 'collaborator')).toEqual({ kind: 'decided', id: 'sol-3' });
  });
});
