import { useCallback, useEffect, useState } from 'react';
import type { ProfileRecord } from './data';
import { getOwnProfile } from './profile';

export type OwnProfileState =
  | { status: 'loading' }
  /** profile is null when the user has none yet. */
  | { status: 'ready'; profile: ProfileRecord | null }
  | { status: 'failed'; error: string };

/** The signed-in user's own Profile, read once per e-mail (and again on `reload`). */
export function useOwnProfile(email: string | undefined): { state: OwnProfileState; reload: () => void } {
  const [result, setResult] = useState<{ key: string; value: OwnProfileState } | null>(null);
  const [round, setRound] = useState(0);
  const key = `${email ?? ''}\n${round}`;

  useEffect(() => {
    if (!email) return;
    let cancelled = false;
    getOwnProfile(email).then(
      (profile) => !cancelled && setResult({ key, value: { status: 'ready', profile } }),
      (error: unknown) =>
        !cancelled && setResult({ key, value: { status: 'failed', error: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      cancelled = true;
    };
  }, [email, key]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  if (!email) return { state: { status: 'ready', profile: null }, reload };
  return { state: result?.key === key ? result.value : { status: 'loading' }, reload };
}
