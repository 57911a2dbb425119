import { describe, expect, it } from 'vitest';
import type { Role } from '../../../src/domain/sessionRole';
import { noSharedIssueText, overviewNotice, overviewNoticeText, sessionStage, type StageFacts } from '../../../src/domain/sessionStage';

const STATEMENTS = ['How we share the weekly handover', 'How we plan shifts a week ahead'];
const CANDIDATES = JSON.stringify(STATEMENTS.map((statement, i) => ({ statement, score: 0.9 - i / 10, conflictType: 'task' })));
const NAMES = { otherFirst: 'Cal', otherFull: 'Cal Collaborator' };

function session(patch: Partial<StageFacts> = {}): StageFacts {
  return {
    id: 's1',
    status: 'created',
    initiatorEmail: 'ivy@example.com',
    collaboratorEmail: 'cal@example.com',
    initiatorFirstName: 'Ivy',
    collaboratorFirstName: 'Cal',
    initiatorIssue: ['We keep missing each other at handover'],
    ...patch,
  };
}

/** Each step of the session, as it is stored after it. */
const invited = session();
const answered = session({ status: 'resolving_issue', collaboratorJoined: true, collaboratorIssue: ['The handover time changes'] });
const proposed = { ...answered, proposedIssueCandidatesJson: CANDIDATES };
const initiatorAnswered = { ...proposed, initiatorAcceptedIssues: [STATEMENTS[0]], initiatorReviewedIssues: STATEMENTS };
const bothAgreed = {
  ...initiatorAnswered,
  collaboratorAcceptedIssues: [STATEMENTS[0]],
  collaboratorReviewedIssues: STATEMENTS,
  agreedIssue: STATEMENTS[0],
};
const initiatorDeclined = {
  ...proposed,
  initiatorAcceptedIssues: [],
  initiatorReviewedIssues: STATEMENTS,
  collaboratorAcceptedIssues: [STATEMENTS[0]],
  collaboratorReviewedIssues: STATEMENTS,
  noCommonConflict: true,
};
const noOverlap = {
  ...initiatorAnswered,
  collaboratorAcceptedIssues: [STATEMENTS[1]],
  collaboratorReviewedIssues: STATEMENTS,
};

describe('sessionStage', () => {
  it('follows what the session holds at each step, not the status alone', () => {
    expect(sessionStage(invited)?.label).toBe('Invited');
    expect(sessionStage(answered)?.label).toBe('Preparing issue statements');
    expect(sessionStage(proposed)?.label).toBe('Agreeing on the issue');
    expect(sessionStage(initiatorAnswered)?.label).toBe('Agreeing on the issue');
    // The status is still resolving_issue (as the spec keeps it), yet the stage says they agreed.
    expect(bothAgreed.status).toBe('resolving_issue');
    expect(sessionStage(bothAgreed)).toEqual({ key: 'agreed', label: 'Issue agreed', tone: 'success' });
    expect(sessionStage(initiatorDeclined)?.label).toBe('No shared issue yet');
    expect(sessionStage(noOverlap)?.label).toBe('No shared issue yet');
  });

  it('says a solution is being chosen once solutions exist, deleted when closed, and gives way to the status after that', () => {
    const solutions = JSON.stringify({ solutions: [{ id: 'sol-1', title: 'A fixed handover time' }] });
    expect(sessionStage({ ...bothAgreed, proposedSolutionsJson: solutions })?.label).toBe('Choosing a solution');
    expect(sessionStage({ ...bothAgreed, status: 'closed' })?.label).toBe('Deleted');
    expect(sessionStage({ ...bothAgreed, status: 'resolved' })).toBeNull();
  });
});

describe('overviewNotice', () => {
  const notice = (facts: StageFacts, role: Role) => overviewNoticeText(overviewNotice(facts, role), role, NAMES);

  it('says who waits for whom and what comes next, for each side, after each step', () => {
    expect(notice(invited, 'initiator')).toMatch(/^Waiting for Cal Collaborator to accept your invitation\./);
    expect(overviewNotice(invited, 'collaborator')).toEqual({ kind: 'respond' });
    expect(notice(answered, 'initiator')).toMatch(/^Cal Collaborator has responded to your invitation\. Both of you have answered\./);
    expect(notice(proposed, 'collaborator')).toMatch(/^Next: read the proposed issue statements/);
    expect(notice(initiatorAnswered, 'initiator')).toBe('Your answers are in. Waiting for Cal to review the statements; this page updates by itself.');
    expect(overviewNotice(initiatorAnswered, 'collaborator')).toEqual({ kind: 'review' });
  });

  it('after both agreed, says so to both and nothing about agreeing or waiting', () => {
    for (const role of ['initiator', 'collaborator'] as const) {
      const text = notice(bothAgreed, role);
      expect(text).toMatch(/^You both agreed on the issue\. Next:/);
      expect(text).not.toMatch(/agreeing|waiting/i);
    }
  });

  it('explains no shared issue to both sides in the same neutral words, naming nobody (issue 27)', () => {
    const told = [notice(initiatorDeclined, 'initiator'), notice(initiatorDeclined, 'collaborator'), notice(noOverlap, 'collaborator'), notice(noOverlap, 'initiator')];
    for (const text of told) {
      expect(text).toMatch(/^You have not found a shared statement yet\./);
      expect(text).toContain('write your own wording');
      expect(text).not.toMatch(/Cal|Ivy|did not agree/);
    }
    expect(new Set(told).size).toBe(1);
  });
});

describe('noSharedIssueText', () => {
  it('says what happened and what comes next, and that nothing is lost', () => {
    const text = noSharedIssueText();
    expect(text.headline).toBe('You have not found a shared statement yet.');
    expect(text.what).toBe('That is common, and nothing either of you wrote is lost.');
    expect(text.next).toMatch(/^Next: either of you can write your own wording of the issue, or edit one of the proposed statements/);
    expect(text.next).toContain('If you like, a short communication-style questionnaire');
  });
});
