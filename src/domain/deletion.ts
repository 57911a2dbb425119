/**
 * Who deleted a session (issue 27: "say who ended it"). The server stamps `deletedBy` with the
 * side of the caller whose write closes the session, taken from the caller's token by the update
 * guard (amplify/data/steps/updateIssueGuard.ts); no participant may write the field itself
 * (src/domain/writeRights.ts), so neither side can put the deletion on the other. The screen
 * (src/ui/SessionUnavailable.tsx) and the deletion e-mail (amplify/functions/shared/mailTemplates.ts)
 * both word it with `deletionLine`, so they cannot disagree.
 *
 * The stamp is bundled into the update guard, so this module is written in the APPSYNC_JS subset.
 */
import { roleOf, type Role } from './sessionRole';

export const DELETED_BY_FIELD = 'deletedBy';

export interface DeletionFacts {
  status?: string | null;
  initiatorEmail?: string | null;
  collaboratorEmail?: string | null;
  safetyPausedAt?: string | null;
}

/**
 * The side to record as the deleter when `input` closes the `stored` session for the caller
 * signed in as `callerEmail`, or null: not a closing write, already closed, a caller who is no
 * participant (the functions write without one), or a session a safety check paused (whoever
 * closes it, the other is never told more than the neutral line).
 */
export function deleterOf(input: Record<string, unknown>, stored: DeletionFacts, callerEmail: string | null | undefined): Role | null {
  if (input.status !== 'closed' || stored.status === 'closed' || stored.safetyPausedAt) return null;
  return roleOf(stored, callerEmail);
}

/**
 * How a deleted session names who deleted it, for `reader`: "You deleted this session." or
 * "{Name} deleted this session."; null when the record does not say (a session deleted before
 * the server recorded it), so the neutral wording stays.
 */
export function deletionLine(deletedBy: string | null | undefined, reader: Role, names: { initiator: string; collaborator: string }): string | null {
  if (deletedBy !== 'initiator' && deletedBy !== 'collaborator') return null;
  return deletedBy === reader ? 'You deleted this session.' : `${names[deletedBy]} deleted this session.`;
}
