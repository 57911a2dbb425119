import { describe, expect, it } from 'vitest';
import {
  ISSUE_STATUSES,
  STATUS_BACKWARDS_MESSAGE,
  STATUS_CLOSED_MESSAGE,
  STATUS_STEP,
  STATUS_UNKNOWN_MESSAGE,
  isIssueStatus,
  statusNeedsChosenSolution,
  statusTransitionProblem,
  type IssueStatus,
} from '../../../src/domain/status';

describe('statuses', () => {
  it('knows exactly the ten spec statuses and the two of step 7 (issue 26), in that order', () => {
    expect([...ISSUE_STATUSES].sort()).toEqual(
      ['created', 'accepted', 'agreed_on_issue', 'resolving_issue', 'resolved', 'prepare', 'propose', 'strategies', 'implemented', 'committed', 'concluded', 'closed'].sort(),
    );
    expect(STATUS_STEP.implemented < STATUS_STEP.committed && STATUS_STEP.committed < STATUS_STEP.concluded && STATUS_STEP.concluded < STATUS_STEP.closed).toBe(true);
    expect(Object.keys(STATUS_STEP).sort()).toEqual([...ISSUE_STATUSES].sort());
  });

  it('recognizes only the spec statuses', () => {
    for (const status of ISSUE_STATUSES) expect(isIssueStatus(status)).toBe(true);
    for (const other of ['Created', 'deleted', '', null, undefined, 3]) expect(isIssueStatus(other)).toBe(false);
  });
});

describe('status moves forward only', () => {
  // Every move the product makes (docs/rules.md, "Status transitions"), each of which must be allowed.
  const specMoves: [IssueStatus | null, IssueStatus][] = [
    [null, 'created'],
    ['created', 'accepted'],
    ['created', 'resolving_issue'], // the collaborator responds after the initiator's three answers
    ['accepted', 'resolving_issue'],
    ['created', 'agreed_on_issue'],
    ['agreed_on_issue', 'resolving_issue'], // the ranking screen promotes an agreed session
    ['resolving_issue', 'agreed_on_issue'], // the two sit side by side
    ['resolving_issue', 'resolving_issue'], // saving the top three sets it again
    ['resolving_issue', 'resolved'], // a best solution is chosen, or the resolve page opens
    ['resolved', 'resolved'],
    ['resolved', 'strategies'], // opening propose-strategies
    ['resolved', 'prepare'],
    ['prepare', 'propose'],
    ['propose', 'strategies'],
    ['strategies', 'implemented'], // opening the implement page
    ['resolved', 'implemented'],
    ['implemented', 'implemented'],
  ];
  it.each(specMoves)('allows %s -> %s', (from, to) => {
    expect(statusTransitionProblem(from, to)).toBeNull();
  });

  it('allows closing from every status, and closing again', () => {
    for (const from of [null, ...ISSUE_STATUSES]) expect(statusTransitionProblem(from, 'closed')).toBeNull();
  });

  const backwards: [IssueStatus, IssueStatus][] = [
    ['accepted', 'created'],
    ['resolving_issue', 'accepted'],
    ['resolved', 'resolving_issue'],
    ['strategies', 'resolved'],
    ['implemented', 'strategies'],
    ['implemented', 'created'],
    ['propose', 'prepare'],
  ];
  it.each(backwards)('refuses %s -> %s with a clear message', (from, to) => {
    expect(statusTransitionProblem(from, to)).toBe(STATUS_BACKWARDS_MESSAGE);
  });

  it('keeps a closed session closed', () => {
    for (const to of ISSUE_STATUSES.filter((s) => s !== 'closed')) expect(statusTransitionProblem('closed', to)).toBe(STATUS_CLOSED_MESSAGE);
  });

  it('refuses a status that does not exist', () => {
    expect(statusTransitionProblem('created', 'archived')).toBe(STATUS_UNKNOWN_MESSAGE);
  });

  it('treats an unknown stored status as the start', () => {
    expect(statusTransitionProblem('legacy-value', 'accepted')).toBeNull();
  });
});

describe('statusNeedsChosenSolution', () => {
  it('holds the steps from resolved to implemented back until a best solution is chosen, and nothing before them', () => {
    expect(ISSUE_STATUSES.filter(statusNeedsChosenSolution)).toEqual(['resolved', 'prepare', 'propose', 'strategies', 'implemented', 'committed', 'concluded']);
  });
});
