/**
 * The signed-in user as the screens see it (docs/rules.md, "Accounts"),
 * kept current on sign-in, sign-out and token refresh through Amplify Hub.
 */
import './amplify';
import { fetchUserAttributes, getCurrentUser } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { normalizeEmail } from '../domain/email';
import { hasSignedInSession } from './auth';

export interface SignedInUser {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The user's attributes, or null when nobody is signed in. First name: given_name, else name, else the custom attribute. */
export async function loadSignedInUser(): Promise<SignedInUser | null> {
  if (!(await hasSignedInSession())) return null;
  try {
    const [{ userId }, attributes] = await Promise.all([getCurrentUser(), fetchUserAttributes()]);
    return {
      sub: attributes.sub ?? userId,
      email: normalizeEmail(attributes.email),
      firstName: attributes.given_name || attributes.name || attributes['custom:firstName'] || '',
      lastName: attributes.family_name || '',
    };
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

/** Calls `listener` with the current user now and after every auth event. Returns the unsubscribe function. */
export function watchSignedInUser(listener: (user: SignedInUser | null) => void): () => void {
  let active = true;
  let latest = 0;
  const report = () => {
    const call = ++latest;
    void loadSignedInUser().then((user) => active && call === latest && listener(user));
  };
  const stop = Hub.listen('auth', ({ payload }) => {
    if (['signedIn', 'signedOut', 'tokenRefresh', 'tokenRefresh_failure', 'signInWithRedirect'].includes(payload.event)) report();
  });
  report();
  return () => {
    active = false;
    stop();
  };
}
