import { useEffect, useRef, useState } from 'react';
import type { IssueRecord } from './data';
import { rememberedSession } from './sessionCache';
import { DEFAULT_POLLING, watchSession, type PollingFor } from './watchSessions';

const defaultPolling: PollingFor = () => DEFAULT_POLLING;

const liveOf = (session: IssueRecord | null): LiveSession =>
  !session ? { state: 'missing' } : session.status === 'closed' ? { state: 'missing', closed: session } : { state: 'ready', session };

export type LiveSession =
  | { state: 'loading' }
  /** `closed`: the session exists but was deleted (soft delete), for a page that says so. */
  | { state: 'missing'; closed?: IssueRecord }
  | { state: 'error'; message: string }
  | { state: 'ready'; session: IssueRecord };

/**
 * A session read once and then kept current by live updates. A closed (soft-deleted) session
 * counts as missing, as it does for the list. `id` null (a malformed id) is missing at once.
 * `polling` says how to re-read while live updates are down, for the state last shown (the
 * page's wait decides it); a new function takes effect without re-subscribing. A session an
 * earlier screen read (sessionCache.ts) shows at once, before this screen's own read answers.
 */
export function useLiveSession(id: string | null, loadErrorMessage: string, polling: PollingFor = defaultPolling): LiveSession {
  // Remembered with the id it belongs to, so a change of id reads as loading until its data comes.
  const [loaded, setLoaded] = useState<{ id: string; live: LiveSession } | null>(null);
  const pollingPlan = useRef(polling);
  useEffect(() => {
    pollingPlan.current = polling;
  }, [polling]);
  useEffect(() => {
    if (!id) return;
    let active = true;
    // watchSession renders every page's update of one session at once, in one flushSync.
    const show = (session: IssueRecord | null) => {
      if (active) setLoaded({ id, live: liveOf(session) });
    };
    const stop = watchSession(
      id,
      show,
      (error: unknown) => {
        console.warn(loadErrorMessage, error);
        if (active) setLoaded({ id, live: { state: 'error', message: loadErrorMessage } });
      },
      (session) => pollingPlan.current(session),
    );
    return () => {
      active = false;
      stop();
    };
  }, [id, loadErrorMessage]);
  if (!id) return { state: 'missing' };
  if (loaded?.id === id) return loaded.live;
  // What the last screen read of this session paints at once; the read under way refreshes it.
  const remembered = rememberedSession(id);
  return remembered === undefined ? { state: 'loading' } : liveOf(remembered);
}
