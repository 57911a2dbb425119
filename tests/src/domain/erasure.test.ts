import { describe, expect, it } from 'vitest';
import { ERASURE_WRITE_MESSAGE, FORMER_PARTICIPANT, erasureWrite, erasureWriteProblem, personalFields } from '../../../src/domain/erasure';
import { issueUpdateProblem } from '../../../src/domain/issueUpdateRules';
import { ISSUE_WRITE_RIGHTS, type IssueField } from '../../../src/domain/writeRights';

const EMAIL = 'erased-1@former-participant.invalid';

describe('erasure (docs/rules.md, "My data")', () => {
  it('empties every field the side writes itself, and what the AI wrote about it alone; keeps the other side and the shared outcomes', () => {
    const fields = personalFields('initiator');
    const own = (Object.keys(ISSUE_WRITE_RIGHTS) as IssueField[]).filter((f) => ISSUE_WRITE_RIGHTS[f] === 'initiator');
    expect(fields).toEqual(expect.arrayContaining(own));
    expect(fields).toEqual(expect.arrayContaining(['initiatorInterests', 'initiatorStrategies', 'initiatorImplementPlanJson']));
    for (const kept of ['agreedIssue', 'bestSolution', 'solutionScores', 'collaboratorIssue', 'collaboratorStrategies', 'collaboratorJoined']) {
      expect(personalFields('initiator')).not.toContain(kept);
    }
    expect(personalFields('collaborator')).not.toContain('collaboratorJoined');
  });

  it('shows the side as a former participant under an address nobody can sign in with', () => {
    expect(erasureWrite('s1', 'collaborator', EMAIL)).toMatchObject({
      id: 's1',
      formerParticipantSide: 'collaborator',
      collaboratorFirstName: FORMER_PARTICIPANT,
      collaboratorLastName: '',
      collaboratorEmail: EMAIL,
      collaboratorIssue: null,
    });
  });

  it('passes the update guard whatever the locks say (a closed review, a chosen best solution)', () => {
    const locked = { status: 'resolved', bestSolutionId: 'sol-1', initiatorAcceptedIssues: ['x'], agreedIssue: 'x' };
    expect(issueUpdateProblem(erasureWrite('s1', 'initiator', EMAIL), locked as never)).toBeNull();
  });

  it('refuses anything riding along with it: the other side, a shared outcome, a real address, a value instead of null', () => {
    const write = erasureWrite('s1', 'initiator', EMAIL);
    expect(erasureWriteProblem({ ...write, collaboratorIssue: null })).toBe(ERASURE_WRITE_MESSAGE);
    expect(erasureWriteProblem({ ...write, agreedIssue: null })).toBe(ERASURE_WRITE_MESSAGE);
    expect(erasureWriteProblem({ ...write, initiatorEmail: 'someone@example.com' })).toBe(ERASURE_WRITE_MESSAGE);
    expect(erasureWriteProblem({ ...write, initiatorIssue: ['new words'] })).toBe(ERASURE_WRITE_MESSAGE);
    expect(erasureWriteProblem({ ...write, formerParticipantSide: 'both' })).toBe(ERASURE_WRITE_MESSAGE);
  });
});
