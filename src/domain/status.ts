/**
 * The session's status and the one rule about moving it: forward only, `closed` from anywhere
 * and for good (docs/design.md, "Security model"). The same rule runs in the AppSync update
 * pipeline, in the local cloud and in the functions, so a browser can never move a session
 * back (a closed session reopened, an agreed issue undone) and no step is undone by a late write.
 *
 * The AppSync guards are bundled from this module (amplify/data/steps/), so it is written in the
 * APPSYNC_JS subset (no try/catch, while or classic for loops, regex, `in`, Set or Map).
 */
import { latestCheckIn } from './checkIns';
import { commitmentRecorded, readCommitmentRecord } from './commitments';

export const ISSUE_STATUSES = [
  'created',
  'accepted',
  'agreed_on_issue',
  'resolving_issue',
  'resolved',
  'prepare',
  'propose',
  'strategies',
  'implemented',
  // Step 7 (src/domain/commitments.ts, src/domain/rounds.ts): both committed; a check-in held and one marked the session resolved.
  'committed',
  'concluded',
  'closed',
] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

export const isIssueStatus = (value: unknown): value is IssueStatus => ISSUE_STATUSES.includes(value as IssueStatus);

/**
 * How far along each status is. Equal steps may follow each other: the agree step records
 * `resolving_issue` for every outcome, and the spec also names `agreed_on_issue`, so the two
 * sit side by side; the ranking screen promotes an agreed session to `resolving_issue`.
 * After that, the order the later steps imply (resolved, strategies, implemented), with the
 * waiting and proposing steps between resolved and strategies (docs/rules.md, "Status transitions").
 */
export const STATUS_STEP: Record<IssueStatus, number> = {
  created: 0,
  accepted: 1,
  agreed_on_issue: 2,
  resolving_issue: 2,
  resolved: 3,
  prepare: 4,
  propose: 5,
  strategies: 6,
  implemented: 7,
  committed: 8,
  concluded: 9,
  closed: 10,
};

/** Said when a write would move a session back; nothing of that write is applied. */
export const STATUS_BACKWARDS_MESSAGE = 'This session has already moved past that step, so its status cannot go back.';
export const STATUS_CLOSED_MESSAGE = 'This session has been deleted and can no longer change.';
export const STATUS_UNKNOWN_MESSAGE = 'That is not a status a session can have.';
export const STATUS_AT_CREATION_MESSAGE = 'A new session starts as created.';

/**
 * Why a status write from `from` (the stored status; missing counts as the start) to `to` is
 * refused, or null when it may go ahead. `closed` is reachable from anywhere and final.
 */
export function statusTransitionProblem(from: string | null | undefined, to: string): string | null {
  if (!isIssueStatus(to)) return STATUS_UNKNOWN_MESSAGE;
  const current = isIssueStatus(from) ? from : null;
  if (current === 'closed') return to === 'closed' ? null : STATUS_CLOSED_MESSAGE;
  if (to === 'closed' || current === null) return null;
  return STATUS_STEP[to] >= STATUS_STEP[current] ? null : STATUS_BACKWARDS_MESSAGE;
}

/** The stored statuses from which a write may move a session to `to` (besides none, which counts as the start). */
export function statusesAllowingMoveTo(to: string): IssueStatus[] {
  const statuses: IssueStatus[] = [...ISSUE_STATUSES];
  return statuses.filter((from) => statusTransitionProblem(from, to) === null);
}

/**
 * The stored statuses in which a write may apply (besides none): a closed session takes none, and
 * a status move only from where it is allowed (`to`, when the write moves the status).
 */
export function statusesTakingWrite(to?: string): IssueStatus[] {
  const from = to === undefined ? [...ISSUE_STATUSES] : statusesAllowingMoveTo(to);
  return from.filter((status) => status !== 'closed');
}

/** The statuses a session may be created with (none, which defaults to created, or created itself). */
export const CREATION_STATUSES: readonly IssueStatus[] = ['created'];

/**
 * The statuses of the steps after a best solution is chosen (resolved to implemented): a page of
 * those steps opened early (the conflict-style quiz leads to the strategies page in all cases)
 * must not move the session there, or every later visit to the overview would skip the agree
 * and solution steps.
 */
export function statusNeedsChosenSolution(status: IssueStatus): boolean {
  return status !== 'closed' && STATUS_STEP[status] >= STATUS_STEP.resolved;
}

/** `{status: to}` when that moves the session forward, else nothing (never back, never a no-op write). */
export function forwardStatus(current: string | null | undefined, to: IssueStatus): { status?: IssueStatus } {
  return current !== to && statusTransitionProblem(current, to) === null ? { status: to } : {};
}

/** The recorded decisions a status move must rest on (all written by the server, but collaboratorJoined). */
export interface StatusFacts {
  status?: string | null;
  collaboratorJoined?: boolean | null;
  agreedIssue?: string | null;
  bestSolutionId?: string | null;
  commitmentJson?: unknown;
  reviewJson?: unknown;
}

export const STATUS_NOT_EARNED_MESSAGE = 'This session has not reached that step yet, so its status cannot move there.';

/**
 * Why `input` may not be applied to a session whose stored record is `stored`, as far as its status
 * goes, or null. A closed (deleted) session takes no writes at all, but the server's claim of its
 * deletion notice. A status moves forward only (statusTransitionProblem) and only to a step the
 * record has reached: accepted and resolving_issue once the collaborator joined, agreed_on_issue
 * once the server recorded the agreed issue, resolved and every later step once it recorded the
 * best solution, committed once it recorded both sides' commitments, concluded once the last
 * check-in held; closed (the soft delete) at any time. So no side can move a session past a step
 * the server has not decided, and stall the other's steps.
 */
export function statusUpdateProblem(input: Record<string, unknown>, stored: StatusFacts): string | null {
  if (stored.status === 'closed') {
    const fields = Object.keys(input).filter((field) => field !== 'id' && field !== 'sessionDeletedEmailSentAt');
    return fields.length ? STATUS_CLOSED_MESSAGE : null;
  }
  if (!Object.hasOwn(input, 'status')) return null;
  const to = input.status as string;
  const problem = statusTransitionProblem(stored.status, to);
  if (problem !== null || to === 'closed' || to === 'created') return problem;
  // The same write may record the decision (the functions' own writes; a participant's write of these fields is refused before).
  const after = { ...stored, ...input } as StatusFacts;
  if (after.collaboratorJoined !== true) return STATUS_NOT_EARNED_MESSAGE;
  if (to === 'agreed_on_issue' && !(typeof after.agreedIssue === 'string' && after.agreedIssue.trim() !== '')) return STATUS_NOT_EARNED_MESSAGE;
  if (statusNeedsChosenSolution(to as IssueStatus) && !after.bestSolutionId) return STATUS_NOT_EARNED_MESSAGE;
  // Step 7: committed once the server recorded both commitments, concluded once the last check-in held.
  if (to === 'committed' && !commitmentRecorded(readCommitmentRecord(after.commitmentJson))) return STATUS_NOT_EARNED_MESSAGE;
  return to === 'concluded' && latestCheckIn(after)?.outcome !== 'holding' ? STATUS_NOT_EARNED_MESSAGE : null;
}
