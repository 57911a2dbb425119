import { describe, expect, it } from 'vitest';
import { normalizeSolution, solutionsDocument } from '../../../src/domain/solutions';
import { bestSolutionDocument, bestSolutionUpdate, storedBestSolution } from '../../../src/domain/bestSolution';
import type { RankingFacts } from '../../../src/domain/rankingRules';
import { chooseBest } from '../../../src/domain/topThree';

const SOLUTIONS = [1, 2, 3, 4, 5].map((n) => normalizeSolution({ id: `sol-${n}`, title: `Plan ${n}`, summary: `s${n}` }, n - 1));
const base: RankingFacts = { proposedSolutionsJson: solutionsDocument(SOLUTIONS) };
const ranked = (initiator: number[] | null, collaborator: number[] | null, extra: RankingFacts = {}): RankingFacts => ({
  ...base,
  initiatorSolutionOrder: initiator?.map((n) => `sol-${n}`) ?? null,
  collaboratorSolutionOrder: collaborator?.map((n) => `sol-${n}`) ?? null,
  ...extra,
});

describe('bestSolutionDocument (part 2, 3.3)', () => {
  it('holds version 1, the chosen solution, every proposal and the context', () => {
    const session = ranked([4, 1, 2], [4, 2, 1], { topThreeSolutionIds: ['sol-1', 'sol-2', 'sol-4'] });
    const choice = chooseBest(session);
    if (choice.kind !== 'chosen') throw new Error(choice.kind);
    const document = bestSolutionDocument(
      choice,
      session,
      { issueId: 'i1', topThreeSolutionIds: ['sol-1', 'sol-2', 'sol-4'], precedence: 'Fairness first', initiatorDCS: 'avoiding', collaboratorDCS: null },
      new Date('2026-01-02T03:04:05.000Z'),
    );
    expect(document).toMatchObject({
      version: 1,
      savedAt: '2026-01-02T03:04:05.000Z',
      issueId: 'i1',
      chosenId: 'sol-4',
      normalized: { id: 'sol-4', title: 'Plan 4' },
      raw: { id: 'sol-4' },
      context: { topThreeSolutionIds: ['sol-1', 'sol-2', 'sol-4'], precedence: 'Fairness first', initiatorDCS: 'avoiding', collaboratorDCS: null },
      decidedBy: 'same-first',
    });
    expect(document.proposals).toHaveLength(5);
  });
});

describe('the best-solution update', () => {
  const NOW = new Date('2026-03-04T05:06:07.000Z');
  const session = (extra: Record<string, unknown> = {}) => ({ id: 'i1', status: 'agreed_on_issue', ...ranked([1, 2, 3, 4, 5], [2, 1, 5, 3, 4]), ...extra });

  it('records an auto-chosen best solution, and a suggestion both accepted, with status resolved', () => {
    const chosenFacts = session({ topThreeSolutionIds: ['sol-1', 'sol-2', 'sol-4'], ...ranked([4, 1, 2], [4, 2, 1]), status: 'resolving_issue' });
    const chosen = chooseBest(chosenFacts);
    if (chosen.kind !== 'chosen') throw new Error(chosen.kind);
    const update = bestSolutionUpdate({ ...chosenFacts, precedencePrincipleHuman: 'Fairness first' }, chosen, NOW)!;
    expect(update).toMatchObject({ id: 'i1', bestSolutionId: 'sol-4', bestSolution: 'Plan 4', status: 'resolved' });
    expect(JSON.parse(update.bestSolutionJson)).toMatchObject({ version: 1, chosenId: 'sol-4', context: { precedence: 'Fairness first' } });

    const suggestedFacts = session({ topThreeSolutionIds: ['sol-1', 'sol-2', 'sol-4'], ...ranked([1, 4, 2], [4, 2, 1]), status: 'resolving_issue' });
    const suggested = chooseBest(suggestedFacts);
    if (suggested.kind !== 'suggested') throw new Error(suggested.kind);
    const accepted = bestSolutionUpdate(suggestedFacts, { ...suggested, kind: 'accepted' }, NOW)!;
    expect(accepted).toMatchObject({ bestSolutionId: 'sol-4', status: 'resolved' });
    expect(JSON.parse(accepted.bestSolutionJson)).toMatchObject({ chosenId: 'sol-4', decidedBy: 'suggestion' });
  });

  it('records the best solution once', () => {
    const facts = session({ topThreeSolutionIds: ['sol-1', 'sol-2', 'sol-4'], ...ranked([4, 1, 2], [4, 2, 1]), bestSolutionId: 'sol-4' });
    const choice = chooseBest({ ...facts, bestSolutionId: null });
    if (choice.kind !== 'chosen') throw new Error(choice.kind);
    expect(bestSolutionUpdate(facts, choice, NOW)).toBeNull();
  });
});

describe('storedBestSolution', () => {
  it('reads the document the server wrote, with how it was decided', () => {
    const session = ranked([4, 1, 2], [4, 2, 1], { topThreeSolutionIds: ['sol-1', 'sol-2', 'sol-4'] });
    const choice = chooseBest(session);
    if (choice.kind !== 'chosen') throw new Error(choice.kind);
    const update = bestSolutionUpdate({ id: 'i1', ...session }, choice, new Date())!;
    const stored = storedBestSolution({ ...session, bestSolutionJson: update.bestSolutionJson });
    expect(stored).toMatchObject({ solution: { id: 'sol-4', title: 'Plan 4' }, decidedBy: 'same-first' });
    expect(stored!.scores.map((s) => s.sol)[0]).toBe('sol-4');
  });

  it('falls back to the id among the proposals, then the older fields, then nothing', () => {
    expect(storedBestSolution({ ...base, bestSolutionId: 'sol-2' })?.solution.title).toBe('Plan 2');
    expect(storedBestSolution({ selectedSolutionJson: JSON.stringify({ title: 'Old pick', steps: 'a\nb' }) })?.solution).toMatchObject({ title: 'Old pick', steps: ['a', 'b'] });
    expect(storedBestSolution({ bestSolution: 'Take turns' })?.solution.title).toBe('Take turns');
    expect(storedBestSolution({ bestSolutionStatement: 'Split it' })?.solution.title).toBe('Split it');
    expect(storedBestSolution({ bestSolutionJson: '{broken' })).toBeNull();
    expect(storedBestSolution({})).toBeNull();
  });
});
