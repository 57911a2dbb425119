import { beforeEach, describe, expect, it } from 'vitest';
import {
  NEXT_AFTER_AUTH_KEY,
  PENDING_SESSION_ID_KEY,
  REGISTER_SOURCE_KEY,
  afterLoginTarget,
  afterRegisterTarget,
  clearAfterAuth,
  forgetNextAfterAuth,
  readAfterAuth,
  registerSourceOf,
  rememberNextAfterAuth,
  rememberPendingSession,
  sessionIdOf,
  sessionIdParam,
} from '../../../src/domain/afterAuth';

/** A Map-backed Storage, so these rules run without a browser. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

describe('registerSourceOf', () => {
  it.each([
    ['collaborator', 'collaborator'],
    ['Coll', 'collaborator'],
    ['initiator', 'initiator'],
    [' INIT ', 'initiator'],
    ['admin', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (role, expected) => {
    expect(registerSourceOf(role)).toBe(expected);
  });
});

describe('session ids', () => {
  it('accepts letters, digits, underscore and hyphen only', () => {
    expect(sessionIdOf(' abc-1_2 ')).toBe('abc-1_2');
    expect(sessionIdOf('a/b')).toBeNull();
    expect(sessionIdOf('')).toBeNull();
    expect(sessionIdOf('x'.repeat(201))).toBeNull();
  });
  it('reads the first of id, sessionId and sid', () => {
    expect(sessionIdParam(new URLSearchParams('sid=c&sessionId=b&id=a'))).toBe('a');
    expect(sessionIdParam(new URLSearchParams('sid=c&sessionId=b'))).toBe('b');
    expect(sessionIdParam(new URLSearchParams('sid=c'))).toBe('c');
    expect(sessionIdParam(new URLSearchParams('id=&sid=c'))).toBe('c');
    expect(sessionIdParam(new URLSearchParams(''))).toBeNull();
  });
});

describe('afterLoginTarget', () => {
  it('prefers next, then the stored nextAfterAuth, through the after-login rule', () => {
    expect(afterLoginTarget('/session/a', '/init')).toBe('/session/a');
    expect(afterLoginTarget(null, '/init')).toBe('/init');
    expect(afterLoginTarget('  ', '/init')).toBe('/init');
    expect(afterLoginTarget(null, null)).toBe('/');
  });
  it.each(['https://evil.example', '//evil.example', '/assets/app.js', '/login', 'javascript:alert(1)'])(
    'refuses %s',
    (next) => {
      expect(afterLoginTarget(next, '/init')).toBe('/');
    },
  );
});

describe('afterRegisterTarget', () => {
  it('prefers next, then nextAfterAuth, then the pending session for the register source', () => {
    expect(afterRegisterTarget({ next: '/coll/a', nextAfterAuth: '/session/b' })).toBe('/coll/a');
    expect(afterRegisterTarget({ nextAfterAuth: '/session/b', registerSource: 'collaborator', pendingSessionId: 'c' })).toBe(
      '/session/b',
    );
    expect(afterRegisterTarget({ registerSource: 'collaborator', pendingSessionId: 'c' })).toBe('/coll/c');
    expect(afterRegisterTarget({ registerSource: 'initiator', pendingSessionId: 'c' })).toBe('/session/c');
    expect(afterRegisterTarget({})).toBe('/');
  });
  it('allows only /, /home, /session/{id} and /coll/{id}', () => {
    expect(afterRegisterTarget({ next: '/home' })).toBe('/home');
    expect(afterRegisterTarget({ next: '/init' })).toBe('/');
    expect(afterRegisterTarget({ next: '/session' })).toBe('/');
    expect(afterRegisterTarget({ next: 'https://evil.example/coll/x' })).toBe('/coll/x');
    expect(afterRegisterTarget({ next: '//evil.example' })).toBe('/');
  });
});

describe('stored journey', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('remembers and forgets nextAfterAuth; never an absolute URL', () => {
    rememberNextAfterAuth('/session/a?x=1#h', storage);
    expect(storage.getItem(NEXT_AFTER_AUTH_KEY)).toBe('/session/a?x=1#h');
    rememberNextAfterAuth('//evil.example', storage);
    rememberNextAfterAuth('https://evil.example', storage);
    expect(readAfterAuth(storage).nextAfterAuth).toBe('/session/a?x=1#h');
    forgetNextAfterAuth(storage);
    expect(storage.getItem(NEXT_AFTER_AUTH_KEY)).toBeNull();
  });

  it('remembers the register source and pending session', () => {
    rememberPendingSession('coll', 'abc', storage);
    expect(readAfterAuth(storage)).toEqual({ nextAfterAuth: null, pendingSessionId: 'abc', registerSource: 'collaborator' });
    // A new role without a usable id drops the earlier id.
    rememberPendingSession('initiator', 'bad/id', storage);
    expect(storage.getItem(REGISTER_SOURCE_KEY)).toBe('initiator');
    expect(storage.getItem(PENDING_SESSION_ID_KEY)).toBeNull();
    // Without a role nothing changes.
    rememberPendingSession('visitor', 'xyz', storage);
    expect(storage.getItem(PENDING_SESSION_ID_KEY)).toBeNull();
    expect(storage.getItem(REGISTER_SOURCE_KEY)).toBe('initiator');
  });

  it('clears the three keys and leaves the rest', () => {
    storage.setItem('other', '1');
    rememberNextAfterAuth('/init', storage);
    rememberPendingSession('coll', 'abc', storage);
    clearAfterAuth(storage);
    expect(readAfterAuth(storage)).toEqual({ nextAfterAuth: null, pendingSessionId: null, registerSource: null });
    expect(storage.getItem('other')).toBe('1');
  });

  it('never throws when storage does', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(readAfterAuth(broken)).toEqual({ nextAfterAuth: null, pendingSessionId: null, registerSource: null });
    expect(() => rememberNextAfterAuth('/init', broken)).not.toThrow();
    expect(() => rememberPendingSession('coll', 'a', broken)).not.toThrow();
    expect(() => clearAfterAuth(broken)).not.toThrow();
    expect(readAfterAuth(null).nextAfterAuth).toBeNull();
  });
});
