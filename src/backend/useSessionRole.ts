import { roleOf, type Role } from '../domain/sessionRole';
import type { IssueRecord } from './data';
import { useLiveSession } from './useLiveSession';

export type SessionRoleState =
  /** No session id: the page runs standalone. */
  | { status: 'standalone' }
  | { status: 'loading' }
  /** `role` null: the viewer is not one of the session's two participants. */
  | { status: 'ready'; issue: IssueRecord; role: Role | null }
  /** The session could not be read: a malformed id, missing, not the viewer's, or the request failed. */
  | { status: 'failed'; error: string };

const NOT_FOUND = 'Session not found.';
const LOAD_FAILED = 'Failed to load session.';

/**
 * The viewer's role in session `issueId` (undefined: standalone; null: a malformed id): follows
 * the Issue live (issue 27: a page of the session never stays stale after the other side acts)
 * and compares the signed-in e-mail with its two participants' (roleOf). Any page of a session
 * may reuse it.
 */
export function useSessionRole(issueId: string | null | undefined, viewerEmail: string | undefined): SessionRoleState {
  // Nothing is read until the viewer is known (a null id reads nothing either).
  const live = useLiveSession(issueId && viewerEmail !== undefined ? issueId : null, LOAD_FAILED);
  if (issueId === undefined) return { status: 'standalone' };
  if (issueId === null) return { status: 'failed', error: NOT_FOUND };
  if (viewerEmail === undefined || live.state === 'loading') return { status: 'loading' };
  if (live.state === 'error') return { status: 'failed', error: live.message };
  if (live.state === 'missing') return { status: 'failed', error: NOT_FOUND };
  return { status: 'ready', issue: live.session, role: roleOf(live.session, viewerEmail) };
}
