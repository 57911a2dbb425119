import { describe, expect, it } from 'vitest';
import { proposedCandidates } from '../../../src/domain/agreement';
import { reviewsRevealed, sealReviews, shownStatementKeys } from '../../../src/domain/blindReviews';
import { statementKey } from '../../../src/domain/statements';

const candidate = (statement: string, score: number | null) => ({ statement, score, conflictType: 'task', reason: null });

describe('shownStatementKeys', () => {
  it('names the statements the agree page shows (proposedCandidates), without a sort or a regex', () => {
    const cases = [
      [candidate('A', 0.2), candidate('B', 0.9), candidate('C', null), candidate('D', 0.9), candidate('E', 0.5), candidate('F', 0.1)],
      [candidate('Same  thing', 0.3), candidate('same thing', 0.8), candidate(' ', 1), candidate('Other\tone', null)],
      [candidate('X', null), candidate('Y', null), candidate('Z', null), candidate('W', null), candidate('V', null)],
    ];
    for (const list of cases) {
      const session = { proposedIssueCandidatesJson: JSON.stringify(list) };
      expect(shownStatementKeys(session).sort()).toEqual(proposedCandidates(session).map((c) => statementKey(c.statement)).sort());
    }
    const plain = { proposedIssues: ['One', 'two', 'One', 'Three', 'Four', 'Five'] };
    expect(shownStatementKeys(plain).sort()).toEqual(proposedCandidates(plain).map((c) => statementKey(c.statement)).sort());
  });
});

describe('sealReviews', () => {
  const base = { proposedIssues: ['A', 'B'], initiatorAcceptedIssues: ['A'], initiatorReviewedIssues: ['A', 'B'] };

  it("hides a side's accepted list until the other has answered every statement shown too", () => {
    expect(sealReviews(base, ['initiator']).initiatorAcceptedIssues).toBeNull();
    const half = { ...base, collaboratorAcceptedIssues: [], collaboratorReviewedIssues: ['a'] };
    expect(reviewsRevealed(half)).toBe(false);
    const both = { ...base, collaboratorAcceptedIssues: [], collaboratorReviewedIssues: [' b', 'a '] };
    expect(sealReviews(both, ['initiator', 'collaborator'])).toEqual(both);
  });

  it('shows both once the outcome is recorded', () => {
    expect(sealReviews({ ...base, agreedIssue: 'A' }, ['initiator']).initiatorAcceptedIssues).toEqual(['A']);
    expect(sealReviews({ ...base, noCommonConflict: true }, ['initiator']).initiatorAcceptedIssues).toEqual(['A']);
  });
});
