/**
 * Live updates of sessions: the viewer's list and one session, over the realtime subscription,
 * with a re-read after each event and whenever the connection comes back, and polling while it
 * is down (docs/rules.md, "Sessions").
 */
import { mergeLiveEvent } from '../domain/liveRecord';
import { dataClient, type IssueRecord } from './data';
import { isRealtimeConnected, whenRealtimeConnects } from './realtimeConnection';
import { rememberSession, rememberedSession, sessionReadKey, takeRead } from './sessionCache';
import { getSession, listMySessions, type SessionListItem } from './sessions';

/**
 * Keeps the viewer's session list current: `onChange` gets the whole list (as listMySessions
 * gives it) at first, after every live update of one of their sessions (a delete by the other
 * participant among them) and whenever the realtime connection comes back. `onError` when a
 * read fails. The owner rules deliver only the viewer's own sessions' updates.
 */
export function watchMySessions(email: string, onChange: (sessions: SessionListItem[]) => void, onError: (error: unknown) => void): () => void {
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
 * What is shown is kept in sessionCache.ts for the next screen, which starts from it (issue 30);
 * the first read is the one the route started ahead, when one is under way.
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
  /** The last state passed to onChange, or the one the last screen left (undefined before any). */
  let shown: IssueRecord | null | undefined = rememberedSession(id);
  let readsSent = 0;
  let lastReadShown = 0;
  let events = 0;
  const show = (session: IssueRecord | null) => {
    shown = session;
    rememberSession(id, session);
    onChange(session);
  };
  const refresh = () => {
    const read = (readsSent += 1);
    const eventsBefore = events;
    (takeRead<IssueRecord | null>(sessionReadKey(id)) ?? getSession(id)).then(
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
