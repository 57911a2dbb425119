/**
 * Issue 27: after no shared statement, each side may propose its own wording of the issue; a
 * wording becomes the agreed issue only when the other side holds the same one (accepting is
 * making it your own). The server records it (outcomeUpdate), also after a recorded no common
 * conflict, and the wordings lock once an issue is agreed.
 */
import { describe, expect, it } from 'vitest';
import { agreedWording, outcomeUpdate, proposedWording, reviewOutcome, wordingUpdate, type AgreementFacts } from '../../../src/domain/agreement';
import { REVIEW_LOCKED_MESSAGE, WORDING_LOCKED_MESSAGE, reviewUpdateProblem } from '../../../src/domain/outcomeLocks';

const NOW = new Date('2026-11-27T07:00:00.000Z');
const FOUR = ['We split chores unevenly', 'We disagree about money', 'We talk past each other', 'We plan differently'];

/** Both sides declined every statement, and the server recorded no common conflict. */
const declined = (more: Partial<AgreementFacts> = {}): AgreementFacts & { id: string } => ({
  id: 's1',
  status: 'resolving_issue',
  proposedIssues: FOUR,
  initiatorAcceptedIssues: [],
  initiatorReviewedIssues: FOUR,
  collaboratorAcceptedIssues: [],
  collaboratorReviewedIssues: FOUR,
  noCommonConflict: true,
  ...more,
});

const WORDING = 'We each feel the other does not see the work we put in';

describe('proposed wordings', () => {
  it('reads each side’s own wording, trimmed; blank is none', () => {
    const s = declined({ initiatorProposedIssue: `  ${WORDING} `, collaboratorProposedIssue: '   ' });
    expect(proposedWording(s, 'initiator')).toBe(WORDING);
    expect(proposedWording(s, 'collaborator')).toBeNull();
  });

  it('is not agreed while only one side proposes it', () => {
    const s = declined({ initiatorProposedIssue: WORDING });
    expect(agreedWording(s)).toBeNull();
    expect(reviewOutcome(s)).toEqual({ kind: 'no-common-conflict' });
    expect(outcomeUpdate(s, reviewOutcome(s), NOW)).toBeNull();
  });

  it('is not agreed when the other accepted an earlier wording the proposer has since changed', () => {
    const s = declined({ initiatorProposedIssue: `${WORDING}, at home`, collaboratorProposedIssue: WORDING });
    expect(agreedWording(s)).toBeNull();
    expect(reviewOutcome(s).kind).toBe('no-common-conflict');
  });

  it('is agreed once the other holds the same wording (case and spaces aside), with no option number', () => {
    const s = declined({ initiatorProposedIssue: WORDING, collaboratorProposedIssue: `  ${WORDING.toUpperCase().replace(/ /g, '  ')}` });
    expect(agreedWording(s)).toBe(WORDING);
    expect(reviewOutcome(s)).toEqual({ kind: 'agreed', candidate: { statement: WORDING, score: null, conflictType: null, reason: null }, index: null });
  });

  it('is recorded by the server even after a recorded no common conflict, without an option index', () => {
    const s = declined({ initiatorProposedIssue: WORDING, collaboratorProposedIssue: WORDING });
    const update = outcomeUpdate(s, reviewOutcome(s), NOW);
    expect(update).toMatchObject({ id: 's1', agreedIssue: WORDING, agreedAt: NOW.toISOString(), noCommonConflict: false });
    expect(update).not.toHaveProperty('agreeCandidateIndex');
    expect(JSON.parse(String(update && 'agreedIssueMeta' in update ? update.agreedIssueMeta : null))).toMatchObject({ statement: WORDING, candidateIndex: null });
  });

  it('is not recorded again once an issue is agreed', () => {
    const s = declined({ initiatorProposedIssue: WORDING, collaboratorProposedIssue: WORDING, agreedIssue: 'Something agreed before', noCommonConflict: false });
    expect(outcomeUpdate(s, reviewOutcome(s), NOW)).toBeNull();
  });

  it('writes only the viewer’s own wording field (an empty text withdraws it)', () => {
    expect(wordingUpdate('s1', 'collaborator', ` ${WORDING} `, NOW)).toEqual({ id: 's1', collaboratorProposedIssue: WORDING, lastActivityAt: NOW.toISOString() });
    expect(wordingUpdate('s1', 'initiator', '  ', NOW)).toEqual({ id: 's1', initiatorProposedIssue: null, lastActivityAt: NOW.toISOString() });
  });
});

describe('the update guard on wordings', () => {
  it('lets a side change its wording after no common conflict (the four answers stay locked)', () => {
    const stored = { noCommonConflict: true, agreedIssue: null };
    expect(reviewUpdateProblem({ initiatorProposedIssue: WORDING }, stored)).toBeNull();
    expect(reviewUpdateProblem({ initiatorAcceptedIssues: [FOUR[0]] }, stored)).toBe(REVIEW_LOCKED_MESSAGE);
  });

  it('refuses any change of a wording once an issue is agreed', () => {
    const stored = { noCommonConflict: false, agreedIssue: WORDING };
    expect(reviewUpdateProblem({ collaboratorProposedIssue: 'Something else' }, stored)).toBe(WORDING_LOCKED_MESSAGE);
    expect(reviewUpdateProblem({ initiatorProposedIssue: null }, stored)).toBe(WORDING_LOCKED_MESSAGE);
  });
});
