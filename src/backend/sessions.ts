/**
 * Data calls for sessions (Issues): create, read, the two index lists, updates, the soft
 * delete, live updates and the e-mail function (docs/rules.md, "Sessions"). Every call runs as
 * the signed-in user; the owner rules decide what comes back.
 */
import { fetchAuthSession } from 'aws-amplify/auth';
import { normalizeEmail } from '../domain/identity';
import type { NewSessionInput } from '../domain/intake';
import { mergeLiveEvent } from '../domain/liveRecord';
import { SESSION_LIST_LIMIT, mergeSessionLists, softDeleteUpdate } from '../domain/sessions';
import { DataRequestError, dataClient, type IssueRecord } from './data';
import { functionUrl } from './functions';
import { isRealtimeConnected, whenRealtimeConnects } from './realtimeConnection';

export type { IssueRecord };
type IssueUpdate = Parameters<typeof dataClient.models.Issue.update>[0];

/** Creates the session and returns its id ('Create Issue returned no id' when the API gives none). */
export async function createSession(input: NewSessionInput): Promise<string> {
  const { data, errors } = await dataClient.models.Issue.create({ ...input, lastActivityAt: new Date().toISOString() });
  if (errors?.length) throw new DataRequestError(errors);
  if (!data?.id) throw new Error('Create Issue returned no id');
  return data.id;
}

/** The session, or null when it does not exist or the viewer is not one of its participants. */
export async function getSession(id: string): Promise<IssueRecord | null> {
  const { data, errors } = await dataClient.models.Issue.get({ id });
  // The owner rules answer a stranger with Unauthorized: to the viewer that is "not found".
  if (errors?.length && !errors.every((e) => e.errorType === 'Unauthorized')) throw new DataRequestError(errors);
  return data ?? null;
}

/** Updates the session; lastActivityAt is always refreshed ('Update failed' when nothing comes back). */
export async function updateSession(update: IssueUpdate): Promise<IssueRecord> {
  const { data, errors } = await dataClient.models.Issue.update({ lastActivityAt: new Date().toISOString(), ...update });
  if (errors?.length) throw new DataRequestError(errors);
  if (!data) throw new Error('Update failed');
  return data;
}

/** Sessions the user takes part in, from both indexes (up to 200 each), merged, closed ones hidden. */
export async function listMySessions(email: string): Promise<IssueRecord[]> {
  const me = normalizeEmail(email);
  const options = { sortDirection: 'DESC' as const, limit: SESSION_LIST_LIMIT };
  const [asInitiator, asCollaborator] = await Promise.all([
    dataClient.models.Issue.issuesByInitiatorEmail({ initiatorEmail: me }, options),
    dataClient.models.Issue.issuesByCollaboratorEmail({ collaboratorEmail: me }, options),
  ]);
  const errors = [...(asInitiator.errors ?? []), ...(asCollaborator.errors ?? [])];
  if (errors.length) throw new DataRequestError(errors);
  return mergeSessionLists(asInitiator.data, asCollaborator.data);
}

/** Sessions where the user is the collaborator and the status is still created. */
export async function listInvitations(email: string): Promise<IssueRecord[]> {
  const { data, errors } = await dataClient.models.Issue.issuesByCollaboratorEmail(
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

/**
 * Keeps the viewer's session list current: `onChange` gets the whole list (as listMySessions
 * gives it) at first, after every live update of one of their sessions (a delete by the other
 * participant among them) and whenever the realtime connection comes back. `onError` when a
 * read fails. The owner rules deliver only the viewer's own sessions' updates.
 */
export function watchMySessions(email: string, onChange: (sessions: IssueRecord[]) => void, onError: (error: unknown) => void): () => void {
  let stopped = false;
  let readsSent = 0;
  let lastShown = 0;
  const refresh = () => {
    const read = (readsSent += 1);
    listMySessions(email).then(
      (sessions) => {
        if (stopped || read < lastShown) return;
        lastShown = read;
        onChange(sessions);
      },
      (error: unknown) => {
        if (!stopped) onError(error);
      },
    );
  };
  const stopListening = whenRealtimeConnects(refresh);
  const subscription = dataClient.models.Issue.onUpdate().subscribe({
    next: () => {
      if (!stopped) refresh();
    },
    error: (error: unknown) => console.warn('Live updates of the session list are unavailable', error),
  });
  refresh();
  return () => {
    stopped = true;
    stopListening();
    subscription.unsubscribe();
  };
}

/**
 * How a page re-reads the session while the realtime connection is down: every `everyMs`,
 * for at most `forMs` of the same wait (`name`); a new wait starts a new window.
 */
export interface PollingPlan {
  name: string;
  everyMs: number;
  forMs: number;
}

/** The plan for the session as last shown (null before it loaded or when it is missing). */
export type PollingFor = (session: IssueRecord | null) => PollingPlan;

/** Without a page's own plan: every 4 s (the spec's interval), for as long as the page is open. */
export const DEFAULT_POLLING: PollingPlan = { name: 'session', everyMs: 4000, forMs: Infinity };

/**
 * Reads the session and then calls `onChange` whenever it changes; `onLoadError` when the
 * first read fails. Updates arrive over the realtime subscription:
 * - each event is shown at once, its non-null fields over the last state (mergeLiveEvent:
 *   events carry only the fields the writer selected, so a null never blanks a field);
 * - then the session is re-read, which settles whatever the event could not say.
 * Reads can answer out of order, and a read sent before an event may predate its write: a
 * read is dropped when a later read was already shown, an event arrived after it was sent
 * (that event sent its own read), or its updatedAt is older than what is shown.
 * While the realtime connection is down (or the subscription failed), the session is polled
 * instead, as `polling` says for the state shown at each tick.
 */
export function watchSession(
  id: string,
  onChange: (session: IssueRecord | null) => void,
  onLoadError: (error: unknown) => void,
  polling: PollingFor = () => DEFAULT_POLLING,
): () => void {
  let stopped = false;
  let poll: ReturnType<typeof setTimeout> | undefined;
  let wait = { name: '', since: Date.now() };
  let subscriptionFailed = false;
  /** The last state passed to onChange (undefined before the first). */
  let shown: IssueRecord | null | undefined;
  let readsSent = 0;
  let lastReadShown = 0;
  let events = 0;
  const show = (session: IssueRecord | null) => {
    shown = session;
    onChange(session);
  };
  const refresh = () => {
    const read = (readsSent += 1);
    const eventsBefore = events;
    getSession(id).then(
      (session) => {
        if (stopped || read < lastReadShown || eventsBefore !== events) return;
        // Older than what is shown (an eventually consistent read in AWS, say): keep the newer.
        if (session?.updatedAt && shown?.updatedAt && session.updatedAt < shown.updatedAt) return;
        lastReadShown = read;
        show(session);
      },
      (error: unknown) => {
        if (stopped) return;
        // Nothing on screen yet: the page shows the error (a later read may still replace it).
        if (shown === undefined) onLoadError(error);
        else console.warn('Could not refresh the session', error);
      },
    );
  };
  // A write that lands after the first read but before the subscription is acknowledged sends
  // no event to this page, and neither do writes during a disconnection: re-read each time
  // the realtime connection becomes Connected, as Amplify's docs suggest for catching up.
  const stopListening = whenRealtimeConnects(refresh);
  const subscription = dataClient.models.Issue.onUpdate({ filter: { id: { eq: id } } }).subscribe({
    next: (event) => {
      if (stopped) return;
      events += 1;
      const merged = shown && event ? mergeLiveEvent(shown, event) : null;
      if (merged) show(merged);
      refresh();
    },
    error: (error: unknown) => {
      console.warn('Live updates unavailable; polling instead', error);
      subscriptionFailed = true;
      refresh();
    },
  });
  // Amplify retries a refused or dropped socket on its own, often without telling the
  // subscriber, so the poller runs all along and reads only while the connection is not up.
  function pollTick() {
    const plan = polling(shown ?? null);
    if (plan.name !== wait.name) wait = { name: plan.name, since: Date.now() };
    const realtimeDown = subscriptionFailed || !isRealtimeConnected();
    // Past the window the timer keeps ticking without reading, so a new wait can start one.
    if (realtimeDown && Date.now() - wait.since < plan.forMs) refresh();
    poll = setTimeout(pollTick, plan.everyMs);
  }
  poll = setTimeout(pollTick, polling(null).everyMs);
  refresh();
  return () => {
    stopped = true;
    stopListening();
    subscription.unsubscribe();
    clearTimeout(poll);
  };
}

/** What a participant may ask send-email for: the invitation, and the notice that the session was deleted. */
export type SessionEmail = 'invite' | 'session-deleted';

/** A function's refusal: its HTTP status and its message (and whatever else its body said). */
export class FunctionCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> | null,
  ) {
    super(message);
  }
}

/**
 * POSTs JSON to one of the session functions as the signed-in user (its access token, which
 * the function also checks has not been revoked); a refusal is a FunctionCallError.
 */
export async function callSessionFunction(name: string, body: unknown, subpath = ''): Promise<unknown> {
  const base = functionUrl(name);
  if (!base) throw new Error(`${name} is not configured for this deployment.`);
  const url = subpath ? `${base.replace(/\/+$/, '')}/${subpath}` : base;
  const { tokens } = await fetchAuthSession();
  const token = tokens?.accessToken?.toString();
  if (!token) throw new Error('No current user');
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return answer;
  const message = typeof answer?.message === 'string' ? answer.message : `The request failed (${response.status}).`;
  throw new FunctionCallError(response.status, message, answer);
}

/** Asks the send-email function to send one of the session's e-mails; it composes and addresses it. */
export async function sendSessionEmail(template: SessionEmail, issueId: string): Promise<void> {
  await callSessionFunction('send-email', { template, issueId });
}

/**
 * Asks for the proposed issue statements (the propose-issues function). Safe to repeat: the
 * function does the work once; the statements arrive on the session through live updates.
 */
export async function requestProposedIssues(issueId: string): Promise<void> {
  await callSessionFunction('propose-issues', { issueId });
}

export type SettleStep = 'agree' | 'top-three' | 'best-solution';

/**
 * Asks the server to decide what both sides share at `step` from what each has submitted
 * (the settle-session function). The outcome it recorded, or null while it still waits for
 * someone's input. Safe to repeat and to race: one outcome is recorded.
 */
export async function settleSession(issueId: string, step: SettleStep): Promise<string | null> {
  try {
    const answer = (await callSessionFunction('settle-session', { issueId, step })) as { outcome?: unknown } | null;
    return typeof answer?.outcome === 'string' ? answer.outcome : null;
  } catch (error) {
    if (error instanceof FunctionCallError && error.status === 409) return null;
    throw error;
  }
}
