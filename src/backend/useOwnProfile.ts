import { useCallback, useEffect, useState } from 'react';
import type { ProfileRecord } from './data';
import { getOwnProfile } from './profile';
import { whenIdle } from './whenIdle';

export type OwnProfileState =
  | { status: 'loading' }
  /** profile is null when the user has none yet. */
  | { status: 'ready'; profile: ProfileRecord | null }
  | { status: 'failed'; error: string };

/**
 * The signed-in user's own Profile, read once per e-mail (and again on `reload`). The first read
 * waits until the page has painted (whenIdle): the pages that show it (the assessments) paint
 * without it, and the aws-amplify code it loads would otherwise come before their first paint.
 */
export function useOwnProfile(email: string | undefined): { state: OwnProfileState; reload: () => void } {
  const [result, setResult] = useState<{ key: string; value: OwnProfileState } | null>(null);
  const [round, setRound] = useState(0);
  const key = `${email ?? ''}\n${round}`;

  useEffect(() => {
    if (!email) return;
    let cancelled = false;
    const read = () =>
      getOwnProfile(email).then(
        (profile) => !cancelled && setResult({ key, value: { status: 'ready', profile } }),
        (error: unknown) =>
          !cancelled && setResult({ key, value: { status: 'failed', error: error instanceof Error ? error.message : String(error) } }),
      );
    // `reload` follows a tap: nothing to wait for then.
    let cancelWait: () => void = () => undefined;
    if (round === 0) cancelWait = whenIdle(read);
    else read();
    return () => {
      cancelled = true;
      cancelWait();
    };
  }, [email, key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  if (!email) return { state: { status: 'ready', profile: null }, reload };
  return { state: result?.key === key ? result.value : { status: 'loading' }, reload };
}
