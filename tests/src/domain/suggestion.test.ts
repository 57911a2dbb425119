import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, rankingUpdateProblem } from '../../../src/domain/rankingRules';
import { normalizeSolution, solutionsDocument } from '../../../src/domain/solutions';
import {
  MAX_DECLINED_SUGGESTIONS,
  SUGGESTION_MESSAGES,
  answerSuggestion,
  readSuggestion,
  suggestionStanding,
  suggestionUpdate,
  type SuggestionFacts,
} from '../../../src/domain/suggestion';
import { chooseBest, rankingsFor } from '../../../src/domain/topThree';

const SOLUTIONS = [1, 2, 3, 4, 5].map((n) => normalizeSolution({ id: `sol-${n}`, title: `Plan ${n}`, summary: `s${n}` }, n - 1));
const NOW = new Date('2026-05-06T07:08:09.000Z');
const TOP_THREE = ['sol-1', 'sol-2', 'sol-4'];

/** A session whose re-rankings of the top three put different solutions first: 1,4,2 and 4,2,1. */
function differentFirsts(extra: Partial<SuggestionFacts> = {}): SuggestionFacts {
  return {
    id: 'i1',
    status: 'resolving_issue',
    proposedSolutionsJson: solutionsDocument(SOLUTIONS),
    topThreeSolutionIds: TOP_THREE,
    initiatorSolutionOrder: ['sol-1', 'sol-4', 'sol-2'],
    collaboratorSolutionOrder: ['sol-4', 'sol-2', 'sol-1'],
    ...extra,
  };
}

/** The session after `updates` were applied in turn (as the server writes them). */
const applied = (session: SuggestionFacts, ...updates: (Record<string, unknown> | null)[]) =>
  updates.reduce<SuggestionFacts>((facts, update) => ({ ...facts, ...(update ?? {}) }), session);

function opened(extra: Partial<SuggestionFacts> = {}): SuggestionFacts {
  const session = differentFirsts(extra);
  const choice = chooseBest(session);
  if (choice.kind !== 'suggested') throw new Error(choice.kind);
  return applied(session, suggestionUpdate(session, choice, NOW));
}

describe('a suggested best solution is a proposal both accept (issue 27)', () => {
  it('opens the suggestion without recording a best solution or moving the status', () => {
    const session = opened();
    expect(session.bestSolutionId).toBeUndefined();
    expect(session.status).toBe('resolving_issue');
    const { open } = readSuggestion(session.bestSolutionSuggestionJson);
    // 1,4,2 and 4,2,1: sol-4 has the lowest total (2 + 1).
    expect(open).toMatchObject({ id: 'sol-4', title: 'Plan 4', rule: 'sum', accepted: [] });
    // Opening again while it waits changes nothing.
    const choice = chooseBest(session);
    if (choice.kind !== 'suggested') throw new Error(choice.kind);
    expect(suggestionUpdate(session, choice, NOW)).toBeNull();
  });

  it('records the best solution (status resolved) only once both sides accepted, each for itself', () => {
    let session = opened();
    const first = answerSuggestion(session, 'initiator', 'accept', NOW);
    expect(first).toMatchObject({ kind: 'accepted', both: false });
    if (first.kind !== 'accepted') throw new Error(first.kind);
    expect(first.update).not.toHaveProperty('bestSolutionId');
    expect(first.update).not.toHaveProperty('status');
    session = applied(session, first.update);
    expect(suggestionStanding(readSuggestion(session.bestSolutionSuggestionJson).open!, 'initiator')).toBe('you-accepted');
    expect(suggestionStanding(readSuggestion(session.bestSolutionSuggestionJson).open!, 'collaborator')).toBe('other-accepted');

    // The same side accepting again does not count for the other.
    const again = answerSuggestion(session, 'initiator', 'accept', NOW);
    expect(again).toEqual({ kind: 'accepted', both: false, update: null });

    const second = answerSuggestion(session, 'collaborator', 'accept', NOW);
    if (second.kind !== 'accepted') throw new Error(second.kind);
    expect(second.both).toBe(true);
    expect(second.update).toMatchObject({ bestSolutionId: 'sol-4', bestSolution: 'Plan 4', status: 'resolved' });
    expect(JSON.parse(String(second.update!.bestSolutionJson))).toMatchObject({ chosenId: 'sol-4', decidedBy: 'suggestion' });
  });

  it('a re-rank sets the suggestion aside, clears both rankings of the three and says who asked', () => {
    const session = opened();
    const decision = answerSuggestion(session, 'collaborator', 're-rank', NOW);
    if (decision.kind !== 're-ranked') throw new Error(decision.kind);
    expect(decision.update).toMatchObject({
      initiatorSolutionOrder: null,
      collaboratorSolutionOrder: null,
      initiatorSolutionRankings: null,
      collaboratorSolutionRankings: null,
    });
    expect(decision.update).not.toHaveProperty('topThreeSolutionIds');
    const after = applied(session, decision.update);
    expect(readSuggestion(after.bestSolutionSuggestionJson)).toEqual({
      version: 1,
      open: null,
      declined: [{ id: 'sol-4', title: 'Plan 4', by: 'collaborator', at: NOW.toISOString() }],
    });
    expect(chooseBest(after)).toEqual({ kind: 'waiting', for: ['initiator', 'collaborator'] });
    // Nothing is open to answer now.
    expect(answerSuggestion(after, 'initiator', 'accept', NOW)).toEqual({ kind: 'not-open' });
  });

  it(`after ${MAX_DECLINED_SUGGESTIONS} re-ranks the way back is no longer offered; accepting still is`, () => {
    let session = opened();
    for (let round = 0; round < MAX_DECLINED_SUGGESTIONS; round += 1) {
      const decision = answerSuggestion(session, 'initiator', 're-rank', NOW);
      if (decision.kind !== 're-ranked') throw new Error(decision.kind);
      // Both rank the same way again, and the same suggestion opens.
      session = opened({ bestSolutionSuggestionJson: decision.update.bestSolutionSuggestionJson });
    }
    expect(answerSuggestion(session, 'collaborator', 're-rank', NOW)).toEqual({ kind: 'refused', message: SUGGESTION_MESSAGES.noMoreReRanks });
    expect(answerSuggestion(session, 'collaborator', 'accept', NOW)).toMatchObject({ kind: 'accepted', both: false });
  });

  it('the rankings stay as they are while a suggestion waits; the server’s re-rank may empty them', () => {
    const session = opened();
    const order = ['sol-1', 'sol-2', 'sol-4'];
    expect(rankingUpdateProblem({ initiatorSolutionOrder: order, initiatorSolutionRankings: rankingsFor(order, SOLUTIONS) }, session, 'initiator')).toBe(
      ORDER_MESSAGES.suggestionOpen,
    );
    // A side cannot empty its ranking alone (an order must list the three) …
    expect(rankingUpdateProblem({ initiatorSolutionOrder: null, initiatorSolutionRankings: null }, session, 'initiator')).not.toBeNull();
    // … only the write that also records the suggestion (server-only) does.
    const reRank = answerSuggestion(session, 'initiator', 're-rank', NOW);
    if (reRank.kind !== 're-ranked') throw new Error(reRank.kind);
    for (const side of ['initiator', 'collaborator'] as const) expect(rankingUpdateProblem(reRank.update, session, side)).toBeNull();
    // Without an open suggestion, the three are ranked as before.
    expect(rankingUpdateProblem({ initiatorSolutionOrder: order }, applied(session, reRank.update), 'initiator')).toBeNull();
  });

  it('reads a missing or broken record as no suggestion', () => {
    expect(readSuggestion(null)).toEqual({ version: 1, open: null, declined: [] });
    expect(readSuggestion('{broken')).toEqual({ version: 1, open: null, declined: [] });
  });
});
