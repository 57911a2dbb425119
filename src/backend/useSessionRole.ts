import { useEffect, useState } from 'react';
import { sessionRoleOf, type SessionRole } from '../domain/sessionRole';
import { DataRequestError, dataClient, type IssueRecord } from './data';

export type SessionRoleState =
  /** No session id: the page runs standalone. */
  | { status: 'standalone' }
  | { status: 'loading' }
  | { status: 'ready'; issue: IssueRecord; role: SessionRole }
  /** The session could not be read: missing, not the viewer's, or the request failed. */
  | { status: 'failed'; error: string };

/** Loads the Issue by id (signed-in user credential). Null when it does not exist or is not readable. */
export async function loadSession(issueId: string): Promise<IssueRecord | null> {
  const { data, errors } = await dataClient.models.Issue.get({ id: issueId });
  if (errors?.length && !data) throw new DataRequestError(errors);
  return data;
}

/**
 * The viewer's role in session `issueId`: loads the Issue and compares the signed-in, lower-cased
 * e-mail with initiatorEmail and collaboratorEmail. Any page of a session may reuse it.
 */
export function useSessionRole(issueId: string | undefined, viewerEmail: string | undefined): SessionRoleState {
  const [state, setState] = useState<{ key: string; value: SessionRoleState } | null>(null);
  const key = `${issueId ?? ''}\n${viewerEmail ?? ''}`;

  useEffect(() => {
    if (!issueId || viewerEmail === undefined) return;
    let cancelled = false;
    loadSession(issueId).then(
      (issue) => {
        if (cancelled) return;
        setState({
          key,
          value: issue
            ? { status: 'ready', issue, role: sessionRoleOf(viewerEmail, issue) }
            : { status: 'failed', error: 'Session not found.' },
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

  if (!issueId) return { status: 'standalone' };
  if (viewerEmail === undefined || state?.key !== key) return { status: 'loading' };
  return state.value;
}
