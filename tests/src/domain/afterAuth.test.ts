import { describe, expect, it } from 'vitest';
import {
  afterLoginTarget,
  afterRegisterTarget,
  nextAfterAuthToKeep,
  pendingSessionToKeep,
  registerSourceOf,
  sessionIdOf,
  sessionIdParam,
} from '../../../src/domain/afterAuth';

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

describe('what the journey keeps', () => {
  it('keeps a path as nextAfterAuth, never an absolute URL', () => {
    expect(nextAfterAuthToKeep('/session/a?x=1#h')).toBe('/session/a?x=1#h');
    expect(nextAfterAuthToKeep('//evil.example')).toBeNull();
    expect(nextAfterAuthToKeep('https://evil.example')).toBeNull();
  });

  it('keeps the register source, with the session id only when it is usable', () => {
    expect(pendingSessionToKeep('coll', 'abc')).toEqual({ registerSource: 'collaborator', pendingSessionId: 'abc' });
    // A new role without a usable id drops the earlier id.
    expect(pendingSessionToKeep('initiator', 'bad/id')).toEqual({ registerSource: 'initiator', pendingSessionId: null });
    // Without a role nothing is kept.
    expect(pendingSessionToKeep('visitor', 'xyz')).toBeNull();
  });
});
