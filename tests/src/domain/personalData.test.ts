import { describe, expect, it } from 'vitest';
import { exportedSession, type StoredSession } from '../../../src/domain/personalData';

const session: StoredSession = {
  id: 's1',
  status: 'resolving_issue',
  initiatorEmail: 'ana@example.com',
  collaboratorEmail: 'ben@example.com',
  initiatorFirstName: 'Ana',
  initiatorLastName: 'A',
  collaboratorFirstName: 'Ben',
  collaboratorLastName: 'B',
  initiatorIssue: ['Ana wrote this'],
  collaboratorIssue: ['Ben wrote this'],
  collaboratorRelationship: 'Ben’s private note',
  agreedIssue: 'The agreed issue',
  initiatorSolutionOrder: ['a', 'b', 'c', 'd', 'e'],
  collaboratorSolutionOrder: ['e', 'd', 'c', 'b', 'a'],
};

describe('export of one session (docs/rules.md, "My data")', () => {
  it('holds what this side wrote and the shared outcomes, never the other side’s own inputs', () => {
    const exported = exportedSession(session, 'initiator');
    expect(exported.yourInputs).toEqual({ initiatorIssue: ['Ana wrote this'], initiatorSolutionOrder: ['a', 'b', 'c', 'd', 'e'] });
    expect(exported.sharedOutcomes).toEqual({ agreedIssue: 'The agreed issue' });
    expect(exported.otherParticipant).toEqual({ firstName: 'Ben', lastName: 'B' });
    expect(JSON.stringify(exported)).not.toContain('Ben wrote this');
    expect(JSON.stringify(exported)).not.toContain('Ben’s private note');
  });

  it('shows the other side’s ranking only once the rankings are revealed to both (here: the best solution is chosen)', () => {
    expect(exportedSession(session, 'initiator').otherSideRanking).toBeNull();
    const chosen = { ...session, bestSolutionId: 'a' };
    expect(exportedSession(chosen, 'initiator').otherSideRanking).toEqual({ collaboratorSolutionOrder: ['e', 'd', 'c', 'b', 'a'] });
  });
});
