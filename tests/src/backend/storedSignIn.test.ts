/**
 * UserProvider answers 'signed out' without loading aws-amplify when storedSignIn finds no key of
 * aws-amplify's token store in the browser's storage. That holds only if the real aws-amplify
 * client writes its sign-in under that prefix and removes all of it on sign-out: checked here
 * against a local cloud, its token store kept in a Storage standing in for the browser's
 * localStorage (aws-amplify's default storage in a browser).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { maySignedInSessionBeStored, whenAmplifyLoaded } from '../../../src/backend/storedSignIn';
import { newAccount } from '../../support/amplifyAgainstCloud';
import { localCloudPerFile } from '../../support/localCloudPerFile';
import { MemoryStorage, refusingStorage } from '../../support/memoryStorage';

const cloud = localCloudPerFile('stored-sign-in');
const browserStorage = new MemoryStorage();

/** maySignedInSessionBeStored as it runs in a browser whose localStorage is `storage`. */
function mayBeStoredIn(storage: Storage): boolean {
  vi.stubGlobal('window', { localStorage: storage });
  try {
    return maySignedInSessionBeStored();
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('maySignedInSessionBeStored, with the real aws-amplify client', () => {
  beforeEach(() => {
    browserStorage.clear();
    cognitoUserPoolsTokenProvider.setKeyValueStorage({
      setItem: async (key, value) => browserStorage.setItem(key, value),
      getItem: async (key) => browserStorage.getItem(key),
      removeItem: async (key) => browserStorage.removeItem(key),
      clear: async () => browserStorage.clear(),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is false where nobody signed in, true once someone has, and false again after signing out', async () => {
    browserStorage.setItem('dfuse.nextAfterAuth', '/session'); // the app's own keys do not count
    expect(mayBeStoredIn(browserStorage)).toBe(false);
    const account = await newAccount(cloud(), 'Stella');
    await signIn({ username: account.email, password: account.password });
    expect(mayBeStoredIn(browserStorage)).toBe(true);
    await signOut();
    expect(mayBeStoredIn(browserStorage)).toBe(false);
  });

  it('is false when the browser refuses storage, as aws-amplify then keeps tokens in memory only', () => {
    expect(mayBeStoredIn(refusingStorage())).toBe(false);
  });
});

describe('whenAmplifyLoaded', () => {
  it('calls back once src/backend/amplify.ts has configured aws-amplify, and at once after that', async () => {
    const early = vi.fn();
    const cancelled = vi.fn();
    whenAmplifyLoaded(early);
    whenAmplifyLoaded(cancelled)();
    expect(early).not.toHaveBeenCalled();
    await import('../../../src/backend/amplify');
    expect(early).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    const late = vi.fn();
    whenAmplifyLoaded(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
