/**
 * A session paused by a safety check (src/domain/safety.ts) takes no write but its closing: the
 * soft delete and the server's claim of the deletion notice. The pause itself is the server's
 * (`safetyPausedAt`, written only by settle-session), so no participant can lift it by writing a
 * field, and no write lifts it at all. Part of the update guard (src/domain/issueUpdateRules.ts),
 * so written in the APPSYNC_JS subset.
 */

/** All the other person is ever told of a pause, on screen and in any e-mail: never why. */
export const SESSION_PAUSED_LINE = "This session can't continue right now.";

/** What a paused session still takes: closing it. */
const CLOSING_FIELDS = ['id', 'status', 'closedAt', 'deletedAt', 'closedComment', 'lastActivityAt', 'sessionDeletedEmailSentAt'];

export interface PauseFacts {
  safetyPausedAt?: string | null;
}

/** Why `input` may not be applied to a paused session, or null. */
export function pausedUpdateProblem(input: Record<string, unknown>, stored: PauseFacts): string | null {
  if (!stored.safetyPausedAt) return null;
  const fields = Object.keys(input);
  const closing = fields.every((field) => CLOSING_FIELDS.includes(field));
  const statusOk = !Object.hasOwn(input, 'status') || input.status === 'closed';
  return closing && statusOk ? null : SESSION_PAUSED_LINE;
}
