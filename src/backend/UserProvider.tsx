import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { SignedInUser } from './authStatus';

export type { SignedInUser };
export type UserState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SignedInUser };

const UserContext = createContext<UserState>({ status: 'loading' });

/**
 * Makes the signed-in user available to every screen. The aws-amplify auth code is
 * imported after the first paint, so public pages do not pay for it up front.
 */
export function UserProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<UserState>({ status: 'loading' });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const profilesEnsured = new Set<string>();
    void import('./authStatus').then(({ watchSignedInUser }) => {
      if (cancelled) return;
      stop = watchSignedInUser((user) => {
        setState(user ? { status: 'signedIn', user } : { status: 'signedOut' });
        // First sign-in: create the Profile if it is missing (spec part 1, 3). Once per user and page load.
        if (user && !profilesEnsured.has(user.sub)) {
          profilesEnsured.add(user.sub);
          void import('./profile')
            .then(({ ensureProfile }) => ensureProfile(user))
            .catch((error: unknown) => console.warn('Could not create the profile', error));
        }
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return <UserContext.Provider value={state}>{children}</UserContext.Provider>;
}

export const useUser = (): UserState => useContext(UserContext);
