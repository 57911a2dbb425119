/**
 * What the entry can know about signing in without loading aws-amplify (issue 30): a visitor who
 * never signed in on this browser need not download and run the auth code to learn that they are
 * signed out. Kept free of aws-amplify imports; src/backend/amplify.ts reports when it has loaded.
 */
import { localStore } from './browserStorage';

/** The prefix of every key aws-amplify's Cognito token store writes (its default storage is localStorage). */
const COGNITO_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/**
 * False only when aws-amplify cannot find tokens: no key of its token store at all (any client,
 * any user, so nothing it might read is overlooked). True means "ask aws-amplify".
 */
export function maySignedInSessionBeStored(): boolean {
  return localStore.keys().some((key) => key.startsWith(COGNITO_KEY_PREFIX));
}

let amplifyLoaded = false;
const waiting = new Set<() => void>();

/** Called by src/backend/amplify.ts once aws-amplify is configured: from then on a sign-in can happen. */
export function reportAmplifyLoaded(): void {
  amplifyLoaded = true;
  for (const listener of [...waiting]) listener();
  waiting.clear();
}

/** Calls `listener` once aws-amplify has loaded (now, if it has). Returns the cancel function. */
export function whenAmplifyLoaded(listener: () => void): () => void {
  if (amplifyLoaded) {
    listener();
    return () => undefined;
  }
  waiting.add(listener);
  return () => void waiting.delete(listener);
}
