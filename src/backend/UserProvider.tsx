import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { afterPaint, whenIdle } from './whenIdle';
import { forgetAll } from './sessionCache';
import { earlySignedInUser, type SignedInUser } from './signedInUser';
import { maySignedInSessionBeStored, whenAmplifyLoaded } from './storedSignIn';

export type { SignedInUser };
export type UserState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SignedInUser };

const UserContext = createContext<UserState>({ status: 'loading' });
/** Asks the provider to read the sign-in state now (rather than after the first paint). */
const DemandContext = createContext<() => void>(() => undefined);
/** Asked before the provider mounted (the router's loader for the protected routes). */
let demandedEarly = false;
let beginNow: (() => void) | null = null;

/**
 * Starts the sign-in check now, from outside React: the router calls it as soon as a protected
 * address is known, so the check runs alongside the page's chunks (issue 30).
 */
export function demandSignInCheck(): void {
  demandedEarly = true;
  beginNow?.();
}

/**
 * Makes the signed-in user available to every screen. The aws-amplify auth code is imported
 * when a screen asks for the state (`useUser()`), or else once the first page has painted (the
 * header, `useUserAfterPaint()`), so public pages paint without it. Until then: 'loading'. On a
 * browser where nobody signed in (no stored tokens) the answer is 'signedOut' without it, until
 * something loads aws-amplify (the login form, for one).
 *
 * Not @aws-amplify/ui-react's Authenticator.Provider + useAuthenticator (measured with
 * bench:bundle, loaded lazily the same way): it adds 112 KB gzip after the first paint
 * (66 KB through @aws-amplify/ui-react-core's provider alone) to the 17 KB auth chunk, all of it
 * before /login and every protected page know the sign-in state, and it would still need
 * fetchUserAttributes for the user (its `user` stays empty for sign-ins made outside its own
 * UI) and a Hub listener for tokenRefresh_failure (its authStatus stays 'authenticated').
 */
export function UserProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<UserState>({ status: 'loading' });
  const demanded = useRef(false);
  const begin = useRef<(() => void) | null>(null);
  const [demand] = useState(() => () => {
    demanded.current = true;
    begin.current?.();
  });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopWaiting: (() => void) | undefined;
    let cancelled = false;
    let started = false;
    let watching = false;
    const profilesEnsured = new Set<string>();
    let firstAnswer = true;
    let lastSub: string | null = null;
    const report = (user: SignedInUser | null) => {
      // Signed out (a revoked session among them) or someone else: what was read with the last tokens goes.
      if (!user || (lastSub !== null && user.sub !== lastSub)) forgetAll();
      lastSub = user?.sub ?? null;
      setState(user ? { status: 'signedIn', user } : { status: 'signedOut' });
      // First sign-in: create the Profile if it is missing (docs/rules.md, "Accounts"). Once per user and page load.
      if (user && !profilesEnsured.has(user.sub)) {
        profilesEnsured.add(user.sub);
        const ensure = () =>
          void import('./profile')
            .then(({ ensureProfile }) => ensureProfile(user))
            .catch((error: unknown) => console.warn('Could not create the profile', error));
        // A page load's first answer is a sign-in made earlier, whose profile was ensured then:
        // the check waits until the screen has painted rather than competing with its reads.
        if (firstAnswer) whenIdle(ensure);
        else ensure();
      }
      firstAnswer = false;
    };
    /** Follows the sign-in state through aws-amplify; `now: false` when the current state is known already. */
    const watch = ({ now = true } = {}) => {
      if (watching || cancelled) return;
      watching = true;
      void import('./authStatus').then(({ watchSignedInUser }) => {
        if (!cancelled) stop = watchSignedInUser(report, { now });
      });
    };
    const start = () => {
      if (started || cancelled) return;
      started = true;
      if (!maySignedInSessionBeStored()) {
        // Nobody signed in on this browser: signed out, known without aws-amplify (about 40 KB gzip and
        // its start-up work). A sign-in can only happen through aws-amplify, so watch once it loads.
        setState({ status: 'signedOut' });
        stopWaiting = whenAmplifyLoaded(watch);
        return;
      }
      // index.html asked Cognito already (earlyAnswers.ts): its answer decides, and aws-amplify,
      // which follows refreshes and sign-outs from then on, loads once the screen has painted.
      const early = earlySignedInUser();
      if (!early) return watch();
      void early.then((user) => {
        if (cancelled) return;
        if (user === undefined) return watch();
        report(user);
        if (!user) return void (stopWaiting = whenAmplifyLoaded(watch));
        const follow = () => watch({ now: false });
        // Whichever comes first: the browser idle, or a screen loading aws-amplify for its own calls.
        whenIdle(follow);
        stopWaiting = whenAmplifyLoaded(follow);
      });
    };
    begin.current = start;
    beginNow = start;
    // The screens' effects run before this one, and the router's loaders before both: they may have asked already.
    if (demanded.current || demandedEarly) start();
    return () => {
      cancelled = true;
      begin.current = null;
      beginNow = null;
      stopWaiting?.();
      stop?.();
    };
  }, []);
  return (
    <DemandContext.Provider value={demand}>
      <UserContext.Provider value={state}>{children}</UserContext.Provider>
    </DemandContext.Provider>
  );
}

/** The sign-in state, read now (screens that act on it). */
export function useUser(): UserState {
  const demand = useContext(DemandContext);
  useEffect(() => demand(), [demand]);
  return useContext(UserContext);
}

/** The sign-in state, read once the page has painted (the header's Login / Log Out button). */
export function useUserAfterPaint(): UserState {
  const demand = useContext(DemandContext);
  useEffect(() => afterPaint(demand), [demand]);
  return useContext(UserContext);
}
