import { useEffect, useState } from 'react';
import { roleOf, type Role } from '../domain/sessionRole';
import type { IssueRecord } from './data';
import { getSession } from './sessions';

export type SessionRoleState =
  /** No session id: the page runs standalone. */
  | { status: 'standalone' }
  | { status: 'loading' }
  /** `role` null: the viewer is not one of the session's two participants. */
  | { status: 'ready'; issue: IssueRecord; role: Role | null }
  /** The session could not be read: a malformed id, missing, not the viewer's, or the request failed. */
  | { status: 'failed'; error: string };

const NOT_FOUND = 'Session not found.';

/**
 * The viewer's role in session `issueId` (undefined: standalone; null: a malformed id): loads
 * the Issue and compares the signed-in e-mail with its two participants' (roleOf). Any page of
 * a session may reuse it.
 */
export function useSessionRole(issueId: string | null | undefined, viewerEmail: string | undefined): SessionRoleState {
  const [state, setState] = useState<{ key: string; value: SessionRoleState } | null>(null);
  const key = `${issueId ?? ''}\n${viewerEmail ?? ''}`;

  useEffect(() => {
    if (!issueId || viewerEmail === undefined) return;
    let cancelled = false;
    getSession(issueId).then(
      (issue) => {
        if (cancelled) return;
        setState({
          key,
          value: issue ? { status: 'ready', issue, role: roleOf(issue, viewerEmail) } : { status: 'failed', error: NOT_FOUND },
        });
      },
      (error: unknown) => {
        if (!cancelled) setState({ key, value: { status: 'failed', error: error instanceof Error ? error.message : String(error) } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [issueId, viewerEmail, key]);

  if (issueId === undefined) return { status: 'standalone' };
  if (issueId === null) return { status: 'failed', error: NOT_FOUND };
  if (viewerEmail === undefined || state?.key !== key) return { status: 'loading' };
  return state.value;
}
