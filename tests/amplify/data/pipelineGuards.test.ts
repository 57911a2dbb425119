/**
 * The generated APPSYNC_JS guards, executed as the local cloud executes them (the same code
 * AppSync runs), checked against the domain rules they are generated from.
 */
import { describe, expect, it } from 'vitest';
import { GUARD_ERROR_TYPE, creationGuardCode, statusGuardCode } from '../../../amplify/data/pipelineGuards';
import { loadPipelineSteps } from '../../../local/data/appsyncJs';
import { AppSyncError } from '../../../local/data/errors';
import { matchesFilter } from '../../../local/data/filters';
import { ISSUE_STATUSES, STATUS_AT_CREATION_MESSAGE, statusTransitionProblem } from '../../../src/domain/status';
import { CREATION_VALUES_MESSAGE } from '../../../src/domain/writeRights';

const steps = loadPipelineSteps([
  { typeName: 'Mutation', fieldName: 'updateIssue', name: 'updateIssueStatusGuard', dataSource: 'IssueTable', code: statusGuardCode() },
  { typeName: 'Mutation', fieldName: 'createIssue', name: 'createIssueCreationGuard', dataSource: 'NONE', code: creationGuardCode() },
]);
const [statusGuard] = steps.get('Mutation.updateIssue')!;
const [creationGuard] = steps.get('Mutation.createIssue')!;

/** The guard's verdict: the error message, or null and the conditions it adds. */
function runStatusGuard(stored: string | null, to: unknown) {
  try {
    const { conditions } = statusGuard({ id: 's1', status: to }, stored === null ? { id: 's1' } : { id: 's1', status: stored }, null);
    return { error: null, conditions };
  } catch (error) {
    expect(error).toBeInstanceOf(AppSyncError);
    expect((error as AppSyncError).errorType).toBe(GUARD_ERROR_TYPE);
    return { error: (error as Error).message, conditions: [] };
  }
}

describe('status guard (updateIssue)', () => {
  const stored = [null, ...ISSUE_STATUSES];
  const pairs = stored.flatMap((from) => ISSUE_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('from %s to %s decides as the domain rule does', (from, to) => {
    const verdict = runStatusGuard(from, to);
    expect(verdict.error).toBe(statusTransitionProblem(from, to));
  });

  it.each(pairs.filter(([from, to]) => statusTransitionProblem(from, to) === null))(
    'from %s to %s adds a condition that holds for exactly the statuses the move is allowed from',
    (from, to) => {
      const [condition] = runStatusGuard(from, to).conditions;
      for (const other of stored) {
        const item = other === null ? { id: 's1' } : { id: 's1', status: other };
        expect(matchesFilter(item, condition), `stored ${other}`).toBe(statusTransitionProblem(other, to) === null);
      }
    },
  );

  it('leaves a write without a status alone, without reading the record', () => {
    expect(statusGuard({ id: 's1', lastActivityAt: 'x' }, null, null)).toEqual({ conditions: [] });
  });

  it('refuses a status that does not exist, and null', () => {
    expect(runStatusGuard('created', 'archived').error).toBe(statusTransitionProblem('created', 'archived'));
    expect(runStatusGuard('created', null).error).toBe(statusTransitionProblem('created', 'archived'));
  });
});

describe('creation guard (createIssue)', () => {
  const create = (input: Record<string, unknown>) => () => creationGuard({ initiatorEmail: 'a@x.com', ...input }, null, null);

  it('accepts the starting values, or none of them', () => {
    expect(create({ status: 'created', collaboratorJoined: false, inviteEmailStatus: 'pending' })()).toEqual({ conditions: [] });
    expect(create({})()).toEqual({ conditions: [] });
  });

  it.each([
    [{ status: 'implemented' }, STATUS_AT_CREATION_MESSAGE],
    [{ status: 'closed' }, STATUS_AT_CREATION_MESSAGE],
    [{ status: 'whatever' }, CREATION_VALUES_MESSAGE],
    [{ collaboratorJoined: true }, CREATION_VALUES_MESSAGE],
    [{ inviteEmailStatus: 'sent' }, CREATION_VALUES_MESSAGE],
  ])('refuses %o', (input, message) => {
    expect(create(input)).toThrow(message);
  });
});
