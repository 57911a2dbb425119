import { describe, expect, it } from 'vitest';
import { DELETE_AFTER_AGREEMENT_MESSAGE, LEAVE_BEFORE_AGREEMENT_MESSAGE, LEAVE_TAKEN_BACK_MESSAGE, hasLeft, leaveUpdate, leavingUpdateProblem } from '../../../src/domain/leaving';

const AT = '2031-01-01T00:00:00.000Z';

describe('leavingUpdateProblem', () => {
  it('lets a side leave only once an issue is agreed, and delete for both only before', () => {
    expect(leavingUpdateProblem({ initiatorLeftAt: AT }, {})).toBe(LEAVE_BEFORE_AGREEMENT_MESSAGE);
    expect(leavingUpdateProblem({ collaboratorLeftAt: AT }, { agreedIssue: '  ' })).toBe(LEAVE_BEFORE_AGREEMENT_MESSAGE);
    expect(leavingUpdateProblem({ collaboratorLeftAt: AT }, { agreedIssue: 'How we plan' })).toBeNull();
    expect(leavingUpdateProblem({ status: 'closed' }, { agreedIssue: 'How we plan' })).toBe(DELETE_AFTER_AGREEMENT_MESSAGE);
    expect(leavingUpdateProblem({ status: 'closed' }, {})).toBeNull();
  });

  it('does not let a side take its leaving back', () => {
    expect(leavingUpdateProblem({ initiatorLeftAt: null }, { agreedIssue: 'How we plan', initiatorLeftAt: AT })).toBe(LEAVE_TAKEN_BACK_MESSAGE);
  });

  it('records the side that leaves', () => {
    const update: { initiatorLeftAt?: unknown; collaboratorLeftAt?: unknown } = leaveUpdate('s1', 'collaborator', new Date(AT));
    expect(hasLeft(update, 'collaborator')).toBe(true);
    expect(hasLeft(update, 'initiator')).toBe(false);
  });
});
