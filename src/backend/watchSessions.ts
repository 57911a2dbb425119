/**
 * Live updates of sessions: the viewer's list and one session, over the realtime subscription,
 * with a re-read after each event and whenever the connection comes back, and polling while it
 * is down (docs/rules.md, "Sessions").
 */
import { normalizeEmail } from '../domain/identity';
import { mergeLiveEvent } from '../domain/liveRecord';
import { whenIdle } from './whenIdle';
import { subscribeWhenLoaded, type IssueRecord } from './data';
import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { isRealtimeConnected, whenRealtimeConnects, whenSubscriptionAcknowledged } from './realtimeConnection';
import { onOwnWrite, ownWritesUnderWay, rememberSession, rememberedSession, sessionListReadKey, sessionReadKey, takeRead } from './sessionCache';
import { getSession, getSessionUpdatedAt, listMySessions, type SessionListItem } from './sessions';

/**
 * Opens the live subscription once the first read has answered and the browser is idle (the
 * screen has painted it): the aws-amplify client it loads then does not hold that paint up (issue
 * 30). A write made in between is caught by the check every acknowledgement brings. Returns the
 * way to stop.
 */
function subscribeOnceShown(firstRead: Promise<unknown>, subscribe: () => () => void): () => void {
  let stopped = false;
  let cancelWait: (() => void) | undefined;
  let unsubscribe: (() => void) | undefined;
  void firstRead
    .catch(() => undefined)
    .then(() => {
      if (!stopped) cancelWait = whenIdle(() => (unsubscribe = subscribe()));
    });
  return () => {
    stopped = true;
    cancelWait?.();
    unsubscribe?.();
  };
}

/** Whether an acknowledged subscription is the list's: updates of Issue with no filter. */
const isListSubscription = ({ query, variables }: { query: string; variables: unknown }) =>
  query.includes('onUpdateIssue') && !(variables as { filter?: unknown } | null | undefined)?.filter;

/**
 * Keeps the viewer's session list current: `onChange` gets the whole list (as listMySessions
 * gives it) at first, after every live update of one of their sessions (a delete by the other
 * participant among them), and once the subscription is acknowledged and on every reconnection
 * (writes before those sent no event). `onError` when a read fails. The first read is the one
 * the route started ahead, when it kept one. The owner rules deliver only the viewer's own
 * sessions' updates.
 */
export function watchMySessions(email: string, onChange: (sessions: SessionListItem[]) => void, onError: (error: unknown) => void): () => void {
  let stopped = false;
  let readsSent = 0;
  let lastShown = 0;
  let reading: Promise<unknown> | undefined;
  let catchUps = 0;
  const refresh = (): Promise<unknown> => {
    const read = (readsSent += 1);
    const ahead = read === 1 ? takeRead<SessionListItem[]>(sessionListReadKey(normalizeEmail(email))) : undefined;
    const answer = ahead ? ahead.catch(() => listMySessions(email)) : listMySessions(email);
    reading = answer;
    answer.then(
      (sessions) => {
        if (stopped || read < lastShown) return;
        const first = lastShown === 0;
        lastShown = read;
        // The first list replaces the loading card: rendered in slices, as a session's first state is.
        if (first) startTransition(() => onChange(sessions));
        else onChange(sessions);
      },
      (error: unknown) => {
        if (!stopped) onError(error);
      },
    );
    return answer;
  };
  // After the read under way, so the catch-up is sent after the acknowledgement; an
  // acknowledgement and the Connected state it brings ask once.
  const catchUp = () => {
    const mine = (catchUps += 1);
    void Promise.resolve(reading)
      .catch(() => undefined)
      .then(() => {
        if (!stopped && mine === catchUps) refresh();
      });
  };
  const stopAcks = whenSubscriptionAcknowledged((subscription) => {
    if (isListSubscription(subscription)) catchUp();
  });
  const stopListening = whenRealtimeConnects(catchUp);
  const warn = (error: unknown) => console.warn('Live updates of the session list are unavailable', error);
  const subscribe = () =>
    subscribeWhenLoaded(
      (client) =>
        client.models.Issue.onUpdate().subscribe({
          next: () => {
            if (!stopped) refresh();
          },
          error: warn,
        }),
      warn,
    );
  const unsubscribe = subscribeOnceShown(refresh(), subscribe);
  return () => {
    stopped = true;
    stopAcks();
    stopListening();
    unsubscribe();
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

/** One page's interest in a session: what it is told, and how it polls while live updates are down. */
interface Watcher {
  onChange: (session: IssueRecord | null) => void;
  onLoadError: (error: unknown) => void;
  polling: PollingFor;
}

/**
 * One session's live state, shared by everything on the page that watches it (the safety gate
 * and the step's page): one subscription and one read for all of them, closed with the last.
 */
interface Channel {
  watchers: Set<Watcher>;
  /** The last state shown, or the one the last screen left (undefined before any). */
  shown(): IssueRecord | null | undefined;
  /** Why the first read failed, while nothing is shown (undefined otherwise). */
  loadError(): unknown;
  /** Reads the session now (unless a read sent since the last event is still under way). */
  poll(): void;
  subscriptionFailed(): boolean;
  close(): void;
}

const channels = new Map<string, Channel>();

/** Whether an acknowledged subscription is this session's (its filter names the id). */
const isSubscriptionOf = (id: string) => (variables: unknown) => JSON.stringify(variables ?? null).includes(JSON.stringify(id));

function openChannel(id: string): Channel {
  const watchers = new Set<Watcher>();
  let stopped = false;
  let failed = false;
  let shown: IssueRecord | null | undefined = rememberedSession(id);
  let loadError: unknown;
  let readsSent = 0;
  let lastReadShown = 0;
  let events = 0;
  /** Whether what is shown came whole from a read or a write's answer (not laid together from an event). */
  let whole = false;
  /** The full read under way, and how many events had arrived when it was sent. */
  let reading: { read: Promise<unknown>; events: number } | null = null;
  let catchUps = 0;
  /** The newest event that arrived while one of the viewer's own writes was under way. */
  let echoUpdatedAt: string | null = null;

  const show = (session: IssueRecord | null, fromWhole = true) => {
    const first = shown === undefined;
    shown = session;
    whole = fromWhole;
    rememberSession(id, session);
    const tellWatchers = () => {
      for (const watcher of [...watchers]) watcher.onChange(session);
    };
    // The first state replaces a loading card with the whole page: rendered in slices, so a
    // tap meanwhile is not kept waiting for all of it (issue 30, blocking time).
    if (first) return startTransition(tellWatchers);
    // Later, one synchronous render for every watcher: a live update is what the viewer waits
    // for, and the read that may follow would otherwise run first.
    flushSync(tellWatchers);
  };
  const isNewer = (updatedAt: string | null | undefined) => !shown?.updatedAt || !updatedAt || updatedAt > shown.updatedAt;

  /** A full read; the first is the one the route started ahead, when it kept one. */
  const read = (): Promise<unknown> => {
    const sent = (readsSent += 1);
    const eventsBefore = events;
    const ahead = sent === 1 ? takeRead<IssueRecord | null>(sessionReadKey(id)) : undefined;
    // A read ahead that failed (no tokens then, say) is sent again rather than shown as an error.
    const answer = ahead ? ahead.catch(() => getSession(id)) : getSession(id);
    const pending = { read: answer, events: eventsBefore };
    reading = pending;
    answer
      .then(
        (session) => {
          if (stopped || sent < lastReadShown || eventsBefore !== events) return;
          // Older than what is shown (an eventually consistent read in AWS, say): keep the newer.
          if (session?.updatedAt && shown?.updatedAt && session.updatedAt < shown.updatedAt) return;
          lastReadShown = sent;
          loadError = undefined;
          // The same record as shown (same updatedAt, shown whole): nothing to render again.
          if (whole && session && session.updatedAt === shown?.updatedAt) return;
          show(session);
        },
        (error: unknown) => {
          if (stopped) return;
          // Nothing on screen yet: the pages show the error (a later read may still replace it).
          if (shown === undefined) {
            loadError = error;
            for (const watcher of [...watchers]) watcher.onLoadError(error);
          } else console.warn('Could not refresh the session', error);
        },
      )
      .finally(() => {
        if (reading === pending) reading = null;
      });
    return answer;
  };
  const readUnlessUnderWay = () => {
    if (!reading || reading.events !== events) void read();
  };

  /**
   * After the subscription is acknowledged (and on every reconnection): a write made before
   * that sent this page no event, so ask when the session was last written, once the read
   * under way has answered, and read it all only if that is newer than what is shown.
   */
  const catchUp = () => {
    const mine = (catchUps += 1);
    void Promise.resolve(reading?.read)
      .catch(() => undefined)
      .then(async () => {
        // A later acknowledgement (or reconnection) asks again; a full read then covers this one.
        if (stopped || mine !== catchUps) return;
        if (shown === undefined) return read();
        const eventsBefore = events;
        const updatedAt = await getSessionUpdatedAt(id);
        if (stopped || mine !== catchUps || eventsBefore !== events) return;
        if (updatedAt === null ? shown !== null : isNewer(updatedAt)) read();
      })
      .catch((error: unknown) => console.warn('Could not check the session for changes', error));
  };

  const stopAcks = whenSubscriptionAcknowledged(({ variables }) => {
    if (isSubscriptionOf(id)(variables)) catchUp();
  });
  const stopConnects = whenRealtimeConnects(catchUp);
  const stopOwnWrites = onOwnWrite(id, (answer) => {
    if (stopped) return;
    // The write's answer is the record after it, whole (its echo, shown first, may not have
    // blanked a field the write cleared).
    if (answer && (isNewer(answer.updatedAt) || (!whole && answer.updatedAt === shown?.updatedAt))) show(answer);
    if (ownWritesUnderWay(id) || echoUpdatedAt === null) return;
    const echo = echoUpdatedAt;
    echoUpdatedAt = null;
    // Something newer than the write's answer arrived meanwhile (the other side's write): read it.
    if (!answer || echo > answer.updatedAt) read();
  });
  const subscriptionFailed = (error: unknown) => {
    console.warn('Live updates unavailable; polling instead', error);
    failed = true;
    void read();
  };
  const onEvent = (event: IssueRecord | null | undefined) => {
    if (stopped) return;
    // Not newer than what is shown (the echo of a write whose answer is shown): nothing to do.
    if (event?.updatedAt && shown?.updatedAt && event.updatedAt <= shown.updatedAt) return;
    events += 1;
    const merged = shown && event ? mergeLiveEvent(shown, event) : null;
    if (merged) show(merged, false);
    if (ownWritesUnderWay(id) && event?.updatedAt) {
      // Likely the echo of the viewer's write: its answer settles whether a read is needed.
      if (!echoUpdatedAt || event.updatedAt > echoUpdatedAt) echoUpdatedAt = event.updatedAt;
      return;
    }
    void read();
  };
  const subscribe = () =>
    subscribeWhenLoaded(
      (client) => client.models.Issue.onUpdate({ filter: { id: { eq: id } } }).subscribe({ next: onEvent, error: subscriptionFailed }),
      subscriptionFailed,
    );
  const unsubscribe = subscribeOnceShown(read(), subscribe);

  return {
    watchers,
    shown: () => shown,
    loadError: () => (shown === undefined ? loadError : undefined),
    poll: readUnlessUnderWay,
    subscriptionFailed: () => failed,
    close: () => {
      stopped = true;
      stopAcks();
      stopConnects();
      stopOwnWrites();
      unsubscribe();
    },
  };
}

/**
 * Reads the session and then calls `onChange` whenever it changes; `onLoadError` when the
 * first read fails. Everything on a page that watches the same session shares one channel: one
 * subscription and one read. Updates arrive over the realtime subscription:
 * - each event newer than what is shown is shown at once, its non-null fields over the last
 *   state (mergeLiveEvent: events carry only the fields the writer selected, so a null never
 *   blanks a field), then the session is re-read, which settles what the event could not say;
 * - an event not newer than what is shown needs nothing, and the echo of the viewer's own write
 *   (sessions.ts, updateSession) is settled by that write's answer, which holds the new record.
 * Reads can answer out of order, and a read sent before an event may predate its write: a
 * read is dropped when a later read was already shown, an event arrived after it was sent
 * (that event sent its own read), or its updatedAt is older than what is shown.
 * The subscription opens once the first read has answered and the browser is idle (its
 * aws-amplify client then loads after the screen has painted).
 * Once the subscription is acknowledged, and on every reconnection, a small read of updatedAt
 * catches a write made before that (which sent no event); the whole session is read only if
 * it is newer. While the realtime connection is down (or the subscription failed), the session
 * is polled instead, as `polling` says for the state shown at each tick.
 * What is shown is kept in sessionCache.ts for the next screen, which starts from it (issue 30);
 * the first read is the one the route started ahead, when it kept one.
 */
export function watchSession(
  id: string,
  onChange: (session: IssueRecord | null) => void,
  onLoadError: (error: unknown) => void,
  polling: PollingFor = () => DEFAULT_POLLING,
): () => void {
  const channel = channels.get(id) ?? openChannel(id);
  channels.set(id, channel);
  const watcher: Watcher = { onChange, onLoadError, polling };
  channel.watchers.add(watcher);
  // Joining a channel whose first read failed: this page shows that error too. (One that
  // shows a session already paints it from sessionCache.ts, where the channel keeps it.)
  const failedLoad = channel.loadError();
  if (failedLoad !== undefined) queueMicrotask(() => channel.watchers.has(watcher) && onLoadError(failedLoad));
  let stopped = false;
  let poll: ReturnType<typeof setTimeout> | undefined;
  let wait = { name: '', since: Date.now() };
  // Amplify retries a refused or dropped socket on its own, often without telling the
  // subscriber, so the poller runs all along and reads only while the connection is not up.
  function pollTick() {
    const plan = polling(channel.shown() ?? null);
    if (plan.name !== wait.name) wait = { name: plan.name, since: Date.now() };
    const realtimeDown = channel.subscriptionFailed() || !isRealtimeConnected();
    // Past the window the timer keeps ticking without reading, so a new wait can start one.
    if (realtimeDown && Date.now() - wait.since < plan.forMs) channel.poll();
    poll = setTimeout(pollTick, plan.everyMs);
  }
  poll = setTimeout(pollTick, polling(null).everyMs);
  return () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(poll);
    channel.watchers.delete(watcher);
    // After the current task's effects: a page that unmounts and mounts again in one commit
    // (React runs the cleanups before the new effects) keeps the channel and its read.
    queueMicrotask(() => {
      if (channel.watchers.size || channels.get(id) !== channel) return;
      channel.close();
      channels.delete(id);
    });
  };
}
