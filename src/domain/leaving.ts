/**
 * Leaving a session (docs/rules.md, "Status transitions"; issue 27). Before anything is agreed, a
 * participant may delete the session for both (the soft delete). Once an issue is agreed, what
 * they reached belongs to both: a participant may then only leave it, which hides it from their
 * own list while the other keeps their copy and is told, in words that blame nobody, that the
 * other person left. Each side writes its own time of leaving; the update guard refuses a leave
 * before an agreement and a delete after one.
 *
 * APPSYNC_JS subset (the update guard is bundled from this module): no try/catch, while or
 * classic for loops, regex, `in`, Set or Map.
 */
import type { Role } from './sessionRole';

/** Each side's own time of leaving. */
export const LEFT_AT_FIELD = { initiator: 'initiatorLeftAt', collaborator: 'collaboratorLeftAt' } as const;

export const LEAVE_BEFORE_AGREEMENT_MESSAGE = 'You can leave a session once you have agreed on an issue. Before that, you can delete it for both of you.';
export const DELETE_AFTER_AGREEMENT_MESSAGE =
  'You have agreed on an issue, so this session can no longer be deleted for both of you. You can leave it instead: the other person keeps their copy.';
export const LEAVE_TAKEN_BACK_MESSAGE = 'Leaving a session cannot be undone here.';

interface LeavingFacts {
  agreedIssue?: unknown;
  initiatorLeftAt?: unknown;
  collaboratorLeftAt?: unknown;
  status?: unknown;
}

/** Whether an issue is agreed: the point from which a session is left, not deleted. */
export const hasAgreedIssue = (session: { agreedIssue?: unknown }) => typeof session.agreedIssue === 'string' && session.agreedIssue.trim() !== '';

/** Whether `side` has left the session. */
export const hasLeft = (session: LeavingFacts, side: Role) => {
  const at = session[LEFT_AT_FIELD[side]];
  return typeof at === 'string' && at !== '';
};

/** Why a write that leaves, or deletes, is refused (the stored session decides), or null. */
export function leavingUpdateProblem(input: Record<string, unknown>, stored: LeavingFacts): string | null {
  const agreed = hasAgreedIssue(stored);
  const touched = [LEFT_AT_FIELD.initiator, LEFT_AT_FIELD.collaborator].filter((field) => Object.hasOwn(input, field));
  if (touched.length > 0 && !agreed) return LEAVE_BEFORE_AGREEMENT_MESSAGE;
  const takesBack = touched.some((field) => {
    const before = (stored as Record<string, unknown>)[field];
    return typeof before === 'string' && before !== '' && input[field] !== before;
  });
  if (takesBack) return LEAVE_TAKEN_BACK_MESSAGE;
  // A session already deleted is answered by the status rule (it takes no write at all).
  return agreed && input.status === 'closed' && stored.status !== 'closed' ? DELETE_AFTER_AGREEMENT_MESSAGE : null;
}

/** The write that has `side` leave the session. */
export function leaveUpdate(id: string, side: Role, now: Date) {
  const at = now.toISOString();
  return { id, ...(side === 'initiator' ? { initiatorLeftAt: at } : { collaboratorLeftAt: at }), lastActivityAt: at };
}
