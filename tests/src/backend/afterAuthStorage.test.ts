import { beforeEach, describe, expect, it } from 'vitest';
import { NEXT_AFTER_AUTH_KEY, PENDING_SESSION_ID_KEY, REGISTER_SOURCE_KEY } from '../../../src/domain/afterAuth';
import {
  clearAfterAuth,
  forgetNextAfterAuth,
  readAfterAuth,
  rememberNextAfterAuth,
  rememberPendingSession,
} from '../../../src/backend/afterAuthStorage';
import { browserStore, type BrowserStore } from '../../../src/backend/browserStorage';
import { MemoryStorage, refusingStorage } from '../../support/memoryStorage';

describe('stored journey', () => {
  let storage: MemoryStorage;
  let store: BrowserStore;
  beforeEach(() => {
    storage = new MemoryStorage();
    store = browserStore(() => storage);
  });

  it('remembers and forgets nextAfterAuth; never an absolute URL', () => {
    rememberNextAfterAuth('/session/a?x=1#h', store);
    expect(storage.getItem(NEXT_AFTER_AUTH_KEY)).toBe('/session/a?x=1#h');
    rememberNextAfterAuth('//evil.example', store);
    rememberNextAfterAuth('https://evil.example', store);
    expect(readAfterAuth(store).nextAfterAuth).toBe('/session/a?x=1#h');
    forgetNextAfterAuth(store);
    expect(storage.getItem(NEXT_AFTER_AUTH_KEY)).toBeNull();
  });

  it('remembers the register source and pending session', () => {
    rememberPendingSession('coll', 'abc', store);
    expect(readAfterAuth(store)).toEqual({ nextAfterAuth: null, pendingSessionId: 'abc', registerSource: 'collaborator' });
    // A new role without a usable id drops the earlier id.
    rememberPendingSession('initiator', 'bad/id', store);
    expect(storage.getItem(REGISTER_SOURCE_KEY)).toBe('initiator');
    expect(storage.getItem(PENDING_SESSION_ID_KEY)).toBeNull();
    // Without a role nothing changes.
    rememberPendingSession('visitor', 'xyz', store);
    expect(storage.getItem(PENDING_SESSION_ID_KEY)).toBeNull();
    expect(storage.getItem(REGISTER_SOURCE_KEY)).toBe('initiator');
  });

  it('clears the three keys and leaves the rest', () => {
    storage.setItem('other', '1');
    rememberNextAfterAuth('/init', store);
    rememberPendingSession('coll', 'abc', store);
    clearAfterAuth(store);
    expect(readAfterAuth(store)).toEqual({ nextAfterAuth: null, pendingSessionId: null, registerSource: null });
    expect(storage.getItem('other')).toBe('1');
  });

  it('never throws when storage does', () => {
    const broken = browserStore(refusingStorage);
    expect(readAfterAuth(broken)).toEqual({ nextAfterAuth: null, pendingSessionId: null, registerSource: null });
    expect(() => rememberNextAfterAuth('/init', broken)).not.toThrow();
    expect(() => rememberPendingSession('coll', 'a', broken)).not.toThrow();
    expect(() => clearAfterAuth(broken)).not.toThrow();
  });
});
