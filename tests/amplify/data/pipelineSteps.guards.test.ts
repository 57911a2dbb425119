/**
 * The APPSYNC_JS guards as bundled from the domain modules, executed as the local cloud executes
 * them (the same code AppSync runs), checked against the domain rules they are bundled from.
 */
import { describe, expect, it } from 'vitest';
import { STEP_ENTRIES, bundleStep } from '../../../amplify/data/pipelineSteps';
import { GUARD_ERROR_TYPE } from '../../../amplify/data/steps/errorTypes';
import { loadPipelineSteps } from '../../../local/data/appsyncJs';
import { AppSyncError } from '../../../local/data/errors';
import { matchesFilter } from '../../../local/data/filters';
import { ISSUE_STATUSES, STATUS_AT_CREATION_MESSAGE, STATUS_CLOSED_MESSAGE, STATUS_NOT_EARNED_MESSAGE, statusTransitionProblem, statusUpdateProblem } from '../../../src/domain/status';
import { normalizeSolution, solutionsDocument } from '../../../src/domain/solutions';
import { ORDER_MESSAGES, RANKINGS_MISMATCH_MESSAGE, idsToRank, orderProblem } from '../../../src/domain/rankingRules';
import { rankingsFor } from '../../../src/domain/topThree';
import { COLLABORATOR_ADDRESS_MESSAGE } from '../../../src/domain/plainAddress';
import { CREATION_VALUES_MESSAGE } from '../../../src/domain/writeRights';
import { issueUpdateProblem } from '../../../src/domain/issueUpdateRules';
import { DELETE_AFTER_AGREEMENT_MESSAGE } from '../../../src/domain/leaving';
import { PARTICIPANT_EMAIL_CLAIM } from '../../../src/domain/identity';

const steps = loadPipelineSteps([
  { typeName: 'Mutation', fieldName: 'updateIssue', name: 'updateIssueGuard', dataSource: 'IssueTable', at: 'beforeData', code: bundleStep(STEP_ENTRIES.updateIssueGuard) },
  { typeName: 'Mutation', fieldName: 'createIssue', name: 'createIssueCreationGuard', dataSource: 'NONE', at: 'beforeData', code: bundleStep(STEP_ENTRIES.createIssueGuard) },
]);
const [statusGuard] = steps.beforeData.get('Mutation.updateIssue')!;
const [creationGuard] = steps.beforeData.get('Mutation.createIssue')!;

/** A record that has reached every step (the server recorded each decision), so only the order decides. */
/** Step 7 reached: both commitments recorded, and a check-in that held (src/domain/commitments.ts, checkIns.ts). */
const STEP_7_RECORDED = {
  commitmentJson: JSON.stringify({ committedAt: '2031-01-01T00:00:00.000Z', trialEndsAt: '2031-01-15T00:00:00.000Z', commitments: [] }),
  reviewJson: JSON.stringify({ open: null, checkIns: [{ number: 1, outcome: 'holding', needsAnotherLook: [] }] }),
};
const EARNED = { collaboratorJoined: true, agreedIssue: 'How we plan', bestSolutionId: 'sol-1', ...STEP_7_RECORDED };

/** The guard's verdict: the error message, or null and the conditions it adds. */
function runStatusGuard(stored: string | null, to: unknown) {
  try {
    const { conditions } = statusGuard({ id: 's1', status: to }, stored === null ? { id: 's1', ...EARNED } : { id: 's1', ...EARNED, status: stored }, null);
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
    expect(verdict.error).toBe(issueUpdateProblem({ id: 's1', status: to }, { ...EARNED, ...(from === null ? {} : { status: from }) }));
    // With every step reached, that is the forward-only order, but that a closed session takes no
    // write at all, and one with an agreed issue is left, not deleted (src/domain/leaving.ts).
    const expected = from === 'closed' ? STATUS_CLOSED_MESSAGE : to === 'closed' ? DELETE_AFTER_AGREEMENT_MESSAGE : statusTransitionProblem(from, to);
    expect(verdict.error).toBe(expected);
  });

  it('before an issue is agreed, deleting is allowed from every open status, on condition the session is still open', () => {
    const [condition] = statusGuard({ id: 's1', status: 'closed' }, { id: 's1', status: 'accepted', collaboratorJoined: true }, null).conditions;
    for (const other of stored) {
      const item = other === null ? { id: 's1' } : { id: 's1', status: other };
      expect(matchesFilter(item, condition), `stored ${other}`).toBe(other !== 'closed');
    }
  });

  it.each(pairs.filter(([from, to]) => to !== 'closed' && statusUpdateProblem({ status: to }, { ...EARNED, status: from }) === null))(
    'from %s to %s adds a condition that holds for exactly the statuses the move is allowed from',
    (from, to) => {
      const [condition] = runStatusGuard(from, to).conditions;
      for (const other of stored) {
        // A closed session takes no write at all, so the condition also leaves it out.
        const item = other === null ? { id: 's1' } : { id: 's1', status: other };
        expect(matchesFilter(item, condition), `stored ${other}`).toBe(statusUpdateProblem({ status: to }, { ...EARNED, status: other }) === null);
      }
    },
  );

  it('lets a write without a status through an open session, on condition it is still open; refuses it in a closed one', () => {
    const [condition] = statusGuard({ id: 's1', lastActivityAt: 'x' }, { id: 's1', status: 'accepted' }, null).conditions;
    expect(matchesFilter({ id: 's1', status: 'strategies' }, condition)).toBe(true);
    expect(matchesFilter({ id: 's1', status: 'closed' }, condition)).toBe(false);
    expect(() => statusGuard({ id: 's1', lastActivityAt: 'x' }, { id: 's1', status: 'closed' }, null)).toThrow(STATUS_CLOSED_MESSAGE);
  });

  it('refuses a move to a step the record has not reached', () => {
    expect(() => statusGuard({ id: 's1', status: 'implemented' }, { id: 's1', status: 'resolving_issue', collaboratorJoined: true }, null)).toThrow(STATUS_NOT_EARNED_MESSAGE);
    expect(() => statusGuard({ id: 's1', status: 'accepted' }, { id: 's1', status: 'created' }, null)).toThrow(STATUS_NOT_EARNED_MESSAGE);
  });

  it('refuses a status that does not exist, and null', () => {
    expect(runStatusGuard('created', 'archived').error).toBe(statusTransitionProblem('created', 'archived'));
    expect(runStatusGuard('created', null).error).toBe(statusTransitionProblem('created', 'archived'));
  });
});

describe('ranking guard (updateIssue)', () => {
  const solutions = [1, 2, 3, 4, 5].map((n) => normalizeSolution({ id: `sol-${n}`, title: `Plan ${n}` }, n - 1));
  const stored = { id: 's1', status: 'resolving_issue', proposedSolutionsJson: solutionsDocument(solutions) };
  const run = (input: Record<string, unknown>, record: Record<string, unknown> = stored) => {
    try {
      statusGuard({ id: 's1', ...input }, record, null);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };
  const ids = solutions.map((s) => s.id);
  const orders: unknown[][] = [
    ['sol-3', 'sol-1', 'sol-2', 'sol-5', 'sol-4'],
    ['sol-1', 'sol-2', 'sol-3', 'sol-4'],
    ['sol-1', 'sol-1', 'sol-3', 'sol-4', 'sol-5'],
    ['sol-1', 'sol-2', 'sol-3', 'sol-4', 'sol-9'],
    ['sol-1', 'sol-2', 'sol-3', 'sol-4', 'sol-5', 'sol-1'],
    [],
    [7, 'sol-2', 'sol-3', 'sol-4', 'sol-5'],
  ];

  it.each(orders)('decides the order %j as the domain rule does, for either side', (...order) => {
    expect(run({ initiatorSolutionOrder: order })).toBe(orderProblem(order, ids));
    expect(run({ collaboratorSolutionOrder: order })).toBe(orderProblem(order, ids));
  });

  it('checks rankings against the order they come with', () => {
    const order = ['sol-2', 'sol-1', 'sol-3', 'sol-4', 'sol-5'];
    expect(run({ initiatorSolutionOrder: order, initiatorSolutionRankings: rankingsFor(order, solutions) })).toBeNull();
    const swapped = rankingsFor(['sol-1', 'sol-2', 'sol-3', 'sol-4', 'sol-5'], solutions);
    expect(run({ initiatorSolutionOrder: order, initiatorSolutionRankings: swapped })).toBe(RANKINGS_MISMATCH_MESSAGE);
    const gaps = order.map((sol, i) => ({ sol, value: i * 2 + 1 }));
    expect(run({ collaboratorSolutionRankings: gaps })).toBe(RANKINGS_MISMATCH_MESSAGE);
  });

  it('asks for the three once the top three exist, using idsToRank', () => {
    const withTopThree = { ...stored, topThreeSolutionIds: ['sol-4', 'sol-1', 'sol-2'] };
    expect(run({ initiatorSolutionOrder: ['sol-1', 'sol-2', 'sol-4'] }, withTopThree)).toBeNull();
    expect(run({ initiatorSolutionOrder: ids }, withTopThree)).toBe(orderProblem(ids, idsToRank(withTopThree)));
  });

  it('locks the rankings once the best solution is chosen', () => {
    expect(run({ initiatorSolutionOrder: ids }, { ...stored, bestSolutionId: 'sol-1' })).toBe(ORDER_MESSAGES.locked);
  });

  it('has nothing to rank before there are solutions', () => {
    expect(run({ initiatorSolutionOrder: ids }, { id: 's1' })).toBe(ORDER_MESSAGES.noOptions);
  });
});

describe('who deleted it (updateIssue)', () => {
  const open = { id: 's1', status: 'resolving_issue', initiatorEmail: 'gina@x.com', collaboratorEmail: 'hugo@x.com' };
  const closing = { id: 's1', status: 'closed', closedAt: '2031-01-01T00:00:00.000Z' };
  const caller = (email: string) => ({ claims: { [PARTICIPANT_EMAIL_CLAIM]: email } });

  it('puts the closing caller’s side, from the token, under the write as a default value', () => {
    expect(statusGuard(closing, open, caller('hugo@x.com')).defaultValues).toEqual({ deletedBy: 'collaborator' });
    expect(statusGuard(closing, open, caller('gina@x.com')).defaultValues).toEqual({ deletedBy: 'initiator' });
  });

  it('records nobody for another write, a caller without a token (the functions) or a paused session', () => {
    expect(statusGuard({ id: 's1', lastActivityAt: closing.closedAt }, open, caller('gina@x.com')).defaultValues).toEqual({});
    expect(statusGuard(closing, open, null).defaultValues).toEqual({});
    expect(statusGuard(closing, { ...open, safetyPausedAt: closing.closedAt }, caller('gina@x.com')).defaultValues).toEqual({});
  });
});

describe('creation guard (createIssue)', () => {
  const create = (input: Record<string, unknown>) => () => creationGuard({ initiatorEmail: 'a@x.com', collaboratorEmail: 'b@x.com', ...input }, null, null);

  it('accepts the starting values, or none of them', () => {
    expect(create({ status: 'created', collaboratorJoined: false, inviteEmailStatus: 'pending' })()).toEqual({ conditions: [], defaultValues: {} });
    expect(create({})()).toEqual({ conditions: [], defaultValues: {} });
  });

  it.each([
    [{ status: 'implemented' }, STATUS_AT_CREATION_MESSAGE],
    [{ status: 'closed' }, STATUS_AT_CREATION_MESSAGE],
    [{ status: 'whatever' }, CREATION_VALUES_MESSAGE],
    [{ collaboratorJoined: true }, CREATION_VALUES_MESSAGE],
    [{ inviteEmailStatus: 'sent' }, CREATION_VALUES_MESSAGE],
    [{ collaboratorEmail: 'B <b@x.com>' }, COLLABORATOR_ADDRESS_MESSAGE],
    [{ collaboratorEmail: 'b@x.com\r\nBcc: c@x.com' }, COLLABORATOR_ADDRESS_MESSAGE],
    [{ collaboratorEmail: 'B@X.com' }, COLLABORATOR_ADDRESS_MESSAGE],
    [{ collaboratorEmail: undefined }, COLLABORATOR_ADDRESS_MESSAGE],
  ])('refuses %o', (input, message) => {
    expect(create(input)).toThrow(message);
  });
});
