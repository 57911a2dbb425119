/**
 * The signed-in user through aws-amplify, kept current on sign-in, sign-out and token refresh
 * through Amplify Hub.
 */
import './amplify';
import { fetchUserAttributes, getCurrentUser } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { hasSignedInSession } from './auth';
import { signedInUserFrom, type SignedInUser } from './signedInUser';

export type { SignedInUser };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The user, or null when nobody is signed in (fetchUserAttributes is Cognito's GetUser: the check that the tokens were not revoked). */
export async function loadSignedInUser(): Promise<SignedInUser | null> {
  if (!(await hasSignedInSession())) return null;
  try {
    const [{ userId }, attributes] = await Promise.all([getCurrentUser(), fetchUserAttributes()]);
    return signedInUserFrom(attributes, userId);
  } catch {
    return null;
  }
}

/**
 * Right after confirming a sign-up the new session's attributes may not be readable
 * yet: retry up to 6 times at 150 ms, then pause 120 ms (docs/rules.md, "Accounts").
 */
export async function loadSignedInUserAfterSignUp(): Promise<SignedInUser | null> {
  let user: SignedInUser | null = null;
  for (let attempt = 0; attempt < 6 && !user?.email; attempt += 1) {
    if (attempt > 0) await sleep(150);
    user = await loadSignedInUser();
  }
  await sleep(120);
  return user;
}

/**
 * Calls `listener` with the current user now (unless `{ now: false }`: the caller knows it) and
 * after every auth event. Returns the unsubscribe function.
 */
export function watchSignedInUser(listener: (user: SignedInUser | null) => void, { now = true } = {}): () => void {
  let active = true;
  let latest = 0;
  const report = () => {
    const call = ++latest;
    void loadSignedInUser().then((user) => active && call === latest && listener(user));
  };
  const stop = Hub.listen('auth', ({ payload }) => {
    if (['signedIn', 'signedOut', 'tokenRefresh', 'tokenRefresh_failure', 'signInWithRedirect'].includes(payload.event)) report();
  });
  if (now) report();
  return () => {
    active = false;
    stop();
  };
}
