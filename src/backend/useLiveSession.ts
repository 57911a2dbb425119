import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { watchSession, type IssueRecord } from './sessions';

export type LiveSession =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'error'; message: string }
  | { state: 'ready'; session: IssueRecord };

/**
 * A session read once and then kept current by live updates. A closed (soft-deleted) session
 * counts as missing, as it does for the list. `id` null (a malformed id) is missing at once.
 */
export function useLiveSession(id: string | null, loadErrorMessage: string): LiveSession {
  // Remembered with the id it belongs to, so a change of id reads as loading until its data comes.
  const [loaded, setLoaded] = useState<{ id: string; live: LiveSession } | null>(null);
  useEffect(() => {
    if (!id) return;
    let active = true;
    const show = (session: IssueRecord | null) => {
      if (!active) return;
      // Rendered at once rather than in a later task: a live update is what the viewer waits
      // for, and the re-read that watchSession starts next would otherwise run first.
      flushSync(() => setLoaded({ id, live: session && session.status !== 'closed' ? { state: 'ready', session } : { state: 'missing' } }));
    };
    const stop = watchSession(id, show, (error: unknown) => {
      console.warn(loadErrorMessage, error);
      if (active) setLoaded({ id, live: { state: 'error', message: loadErrorMessage } });
    });
    return () => {
      active = false;
      stop();
    };
  }, [id, loadErrorMessage]);
  if (!id) return { state: 'missing' };
  return loaded?.id === id ? loaded.live : { state: 'loading' };
}
