/**
 * The signed-in user as the screens see it (docs/rules.md, "Accounts"),
 * kept current on sign-in, sign-out and token refresh through Amplify Hub.
 */
import './amplify';
import { fetchAuthSession, fetchUserAttributes, getCurrentUser } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { normalizeEmail } from '../domain/email';
import { hasSignedInSession } from './auth';
import { earlyKeys, takeEarlyAnswer } from './earlyAnswers';

export interface SignedInUser {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface GetUserAnswer {
  UserAttributes?: { Name: string; Value?: string }[];
  message?: string;
}

/**
 * The user's attributes from Cognito (GetUser: the check that the tokens were not revoked). The
 * first check of a page load takes the answer index.html asked for with the same access token
 * (earlyAnswers.ts); Cognito's refusal there is a refusal here.
 */
async function userAttributes(): Promise<Partial<Record<string, string>>> {
  const { tokens } = await fetchAuthSession();
  const early = tokens?.accessToken && ((await takeEarlyAnswer(earlyKeys.getUser, tokens.accessToken.toString())) as GetUserAnswer | undefined);
  if (!early) return fetchUserAttributes();
  if (!Array.isArray(early.UserAttributes)) throw new Error(early.message ?? 'Cognito refused the stored sign-in');
  return Object.fromEntries(early.UserAttributes.map(({ Name, Value }) => [Name, Value]));
}

/** The user's attributes, or null when nobody is signed in. First name: given_name, else name, else the custom attribute. */
export async function loadSignedInUser(): Promise<SignedInUser | null> {
  if (!(await hasSignedInSession())) return null;
  try {
    const [{ userId }, attributes] = await Promise.all([getCurrentUser(), userAttributes()]);
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
