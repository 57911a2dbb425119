import { describe, expect, it } from 'vitest';
import { readableBeforeCheck, withholdInitiatorWords } from '../../../src/domain/beforeFirstCheck';
import { blindSession } from '../../../src/domain/blindRankings';
import { ISSUE_WRITE_RIGHTS, issueFieldsOf, type IssueField } from '../../../src/domain/writeRights';

const stored = {
  __typename: 'Issue',
  id: 's-1',
  status: 'created',
  initiatorEmail: 'ann@example.com',
  collaboratorEmail: 'ben@example.com',
  initiatorFirstName: 'Ann',
  initiatorIssue: ['What Ann wrote'],
  desiredOutcomeInitiator: ['What Ann wants'],
  whyOutcomeMattersInitiator: ['Why it matters to Ann'],
  initiatorClarifiedIssue: ['More of Ann'],
  inferredIssueSummary: 'What the AI made of Ann’s words',
  proposedIssues: ['A statement drawn from Ann’s words'],
  closedComment: 'A closing word',
  collaboratorIssue: ['What Ben wrote'],
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const ANN = { email: 'ann@example.com' };
const BEN = { email: ' Ben@Example.com ' };

describe('before the collaborator’s safety check lets them go on', () => {
  it('nobody but the initiator reads the initiator’s words, the AI’s text drawn from them or the closing comment', () => {
    for (const audience of [BEN, 'subscribers' as const, { email: 'stranger@example.com' }]) {
      const seen = blindSession(stored, audience);
      expect(JSON.stringify(seen)).not.toMatch(/Ann’s|What Ann|Why it matters|More of Ann|closing word/);
      expect(seen).toMatchObject({ id: 's-1', status: 'created', initiatorFirstName: 'Ann', collaboratorIssue: ['What Ben wrote'], initiatorIssue: null });
    }
    // The sealed rankings and check-ins add their own nulls; every word is there.
    expect(blindSession(stored, ANN)).toMatchObject(stored);
    expect(blindSession(stored, 'server')).toEqual(stored);
  });

  it('once settle-session records the check let them go on, they read it all; a pause withholds it again', () => {
    const cleared = { ...stored, collaboratorSafetyClearedAt: '2026-01-02T00:00:00.000Z' };
    expect(blindSession(cleared, BEN)).toMatchObject(cleared);
    expect(blindSession(cleared, 'subscribers')).toMatchObject(cleared);
    const paused = { ...cleared, safetyPausedAt: '2026-01-03T00:00:00.000Z' };
    expect(blindSession(paused, BEN).initiatorIssue).toBeNull();
  });

  it('withholds by what may be read: none of the initiator’s fields but the invitation’s topic, nor the closing comment, only five of the server’s, so a new one starts withheld', () => {
    const open = (Object.keys(ISSUE_WRITE_RIGHTS) as IssueField[]).filter(readableBeforeCheck);
    // The topic is written to be shared: the invitation e-mail carries it (src/domain/invitationTopic.ts).
    expect(open).toContain('invitationTopic');
    for (const field of [...issueFieldsOf('initiator').filter((field) => field !== 'invitationTopic'), 'closedComment']) {
      expect(open).not.toContain(field);
    }
    expect(open.filter((field) => ISSUE_WRITE_RIGHTS[field] === 'server').sort()).toEqual(['collaboratorSafetyClearedAt', 'deletedBy', 'formerParticipantSide', 'inviteEmailStatus', 'safetyPausedAt']);
    expect(withholdInitiatorWords({ aFieldAddedLater: 'words' })).toEqual({ aFieldAddedLater: null });
  });
});
