/**
 * Data calls for sessions (Issues): create, read, the two index lists, updates and the soft
 * delete (docs/rules.md, "Sessions"). Every call runs as the signed-in user; the owner rules
 * decide what comes back. Live updates are in watchSessions.ts, the function calls in
 * sessionFunctions.ts.
 */
import { normalizeEmail } from '../domain/identity';
import type { NewSessionInput } from '../domain/intake';
import { hasLeft, leaveUpdate } from '../domain/leaving';
import { SESSION_LIST_FIELDS, SESSION_LIST_LIMIT, mergeSessionLists, softDeleteUpdate } from '../domain/sessions';
import { roleOf, type Role } from '../domain/sessionRole';
import type { SelectionSet } from 'aws-amplify/data';
import type { Schema } from '../../amplify/data/resource';
import { DataRequestError, dataClient, type DataClient, type DataError, type IssueRecord } from './data';
import { earlyKeys, takeEarlyGraphQL, type EarlyTake } from './earlyAnswers';
import { ownWrite } from './sessionCache';
import { sendSessionEmail } from './sessionFunctions';

type IssueUpdate = Parameters<DataClient['models']['Issue']['update']>[0];

/** Creates the session and returns its id ('Create Issue returned no id' when the API gives none). */
export async function createSession(input: NewSessionInput): Promise<string> {
  const { data, errors } = await (await dataClient()).models.Issue.create({ ...input, lastActivityAt: new Date().toISOString() });
  if (errors?.length) throw new DataRequestError(errors);
  if (!data?.id) throw new Error('Create Issue returned no id');
  return data.id;
}

/** The session, or null when it does not exist or the viewer is not one of its participants. */
export async function getSession(id: string, early?: EarlyTake): Promise<IssueRecord | null> {
  const { data, errors } = (early && (await takeEarlyGraphQL<IssueRecord>(earlyKeys.session(id), early.accessToken))) ?? (await (await dataClient()).models.Issue.get({ id }));
  // The owner rules answer a stranger with Unauthorized: to the viewer that is "not found".
  if (errors?.length && !errors.every((e) => e.errorType === 'Unauthorized')) throw new DataRequestError(errors);
  return data ?? null;
}

/** Updates the session; lastActivityAt is always refreshed ('Update failed' when nothing comes back). */
export function updateSession(update: IssueUpdate): Promise<IssueRecord> {
  // One of the viewer's own writes: its echo over the subscription needs no re-read (sessionCache.ts).
  return ownWrite(update.id, async () => {
    const { data, errors } = await (await dataClient()).models.Issue.update({ lastActivityAt: new Date().toISOString(), ...update });
    if (errors?.length) throw new DataRequestError(errors);
    if (!data) throw new Error('Update failed');
    return data;
  });
}

/**
 * When the session was last written (null: not found, or not the viewer's): a read of a few
 * bytes, to learn whether anything changed since the record shown without reading it all.
 */
export async function getSessionUpdatedAt(id: string): Promise<string | null> {
  const { data, errors } = await (await dataClient()).models.Issue.get({ id }, { selectionSet: ['id', 'updatedAt'] });
  if (errors?.length && !errors.every((e) => e.errorType === 'Unauthorized')) throw new DataRequestError(errors);
  return data?.updatedAt ?? null;
}


/** A session as the list reads it. */
export type SessionListItem = SelectionSet<Schema['Issue']['type'], typeof SESSION_LIST_FIELDS>;

/** Sessions the user takes part in, from both indexes (up to 200 each), merged, closed ones hidden. */
export async function listMySessions(email: string, early?: EarlyTake): Promise<SessionListItem[]> {
  const me = normalizeEmail(email);
  const options = { sortDirection: 'DESC' as const, limit: SESSION_LIST_LIMIT, selectionSet: SESSION_LIST_FIELDS };
  type ListAnswer = { data: SessionListItem[]; errors?: readonly DataError[] };
  // The first read of a page load takes what index.html asked for, if it was asked with the same token.
  const fromEarlyOr = async (key: string, read: () => Promise<ListAnswer>): Promise<ListAnswer> => {
    const answer = early && (await takeEarlyGraphQL<{ items: SessionListItem[] }>(key, early.accessToken));
    return answer ? { data: answer.data?.items ?? [], errors: answer.errors } : read();
  };
  const [asInitiator, asCollaborator] = await Promise.all([
    fromEarlyOr(earlyKeys.sessionsAsInitiator, async () => (await dataClient()).models.Issue.issuesByInitiatorEmail({ initiatorEmail: me }, options)),
    fromEarlyOr(earlyKeys.sessionsAsCollaborator, async () => (await dataClient()).models.Issue.issuesByCollaboratorEmail({ collaboratorEmail: me }, options)),
  ]);
  const errors = [...(asInitiator.errors ?? []), ...(asCollaborator.errors ?? [])];
  if (errors.length) throw new DataRequestError(errors);
  // A session the viewer left (after an agreement) is hidden for them; the other keeps it.
  return mergeSessionLists(asInitiator.data, asCollaborator.data).filter((session) => {
    const role = roleOf(session, me);
    return !role || !hasLeft(session, role);
  });
}

/** Leaves a session with an agreed issue: hidden for the viewer, kept for the other (the server refuses it before an agreement). */
export const leaveSession = (id: string, role: Role) => updateSession(leaveUpdate(id, role, new Date()));

/** Sessions where the user is the collaborator and the status is still created. */
export async function listInvitations(email: string): Promise<IssueRecord[]> {
  const { data, errors } = await (await dataClient()).models.Issue.issuesByCollaboratorEmail(
    { collaboratorEmail: normalizeEmail(email) },
    { sortDirection: 'DESC', limit: SESSION_LIST_LIMIT, filter: { status: { eq: 'created' } } },
  );
  if (errors?.length) throw new DataRequestError(errors);
  return data;
}

/**
 * The soft delete: status closed and closedAt, which hides the session for both participants.
 * Then the other participant is told by e-mail (send-email sends it once per session); the
 * delete itself does not wait for that, and a failed notice is only logged.
 */
export async function deleteSession(id: string): Promise<IssueRecord> {
  const closed = await updateSession(softDeleteUpdate(id, new Date()));
  sendSessionEmail('session-deleted', id).catch((error: unknown) => console.warn('The other participant could not be e-mailed about the deletion', error));
  return closed;
}
