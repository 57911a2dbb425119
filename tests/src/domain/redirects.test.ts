import { describe, expect, it } from 'vitest';
import { safeLoginTarget, safeRegisterTarget, secureAccessTarget, sessionPathForRole, toPathTarget } from '../../../src/domain/redirects';

describe('toPathTarget', () => {
  it('reduces absolute URLs to path, query and hash', () => {
    expect(toPathTarget('https://evil.example/session/abc?x=1#top')).toBe('/session/abc?x=1#top');
    expect(toPathTarget('//evil.example')).toBe('/');
  });
  it('refuses empty and non-http targets', () => {
    expect(toPathTarget('')).toBeNull();
    expect(toPathTarget(null)).toBeNull();
    expect(toPathTarget('javascript:alert(1)')).toBeNull();
    expect(toPathTarget('data:text/html,hi')).toBeNull();
  });
});

describe('safeLoginTarget (after login)', () => {
  it.each([
    ['/session/abc', '/session/abc'],
    ['/init', '/init'],
    ['/coll/abc?x=1#y', '/coll/abc?x=1#y'],
    ['/about#faq', '/about#faq'],
  ])('allows the same-site path %s', (target, expected) => {
    expect(safeLoginTarget(target)).toBe(expected);
  });

  it.each([
    '/login',
    '/login?next=/x',
    '/register',
    '/forgot-password',
    '/assets/app.js',
    '/assets',
    '/static/x',
    '/build/y',
    '/vite/z',
    '/app.js',
    '/styles.css',
    '/bundle.js.map',
    'session',
    '',
    null,
    undefined,
    'javascript:alert(1)',
  ])('refuses %s and falls back to /', (target) => {
    expect(safeLoginTarget(target)).toBe('/');
  });

  it('never leaves the site', () => {
    expect(safeLoginTarget('https://evil.example')).toBe('/');
    expect(safeLoginTarget('//evil.example')).toBe('/');
    expect(safeLoginTarget('//evil.example/session/1')).toBe('/session/1');
    expect(safeLoginTarget('https://evil.example/session/1')).toBe('/session/1');
  });
});

describe('safeRegisterTarget (after registration)', () => {
  it.each([
    ['/', '/'],
    ['/home', '/home'],
    ['/session/Ab_9-x', '/session/Ab_9-x'],
    ['/coll/abc123', '/coll/abc123'],
  ])('allows %s', (target, expected) => expect(safeRegisterTarget(target)).toBe(expected));

  it.each(['/init', '/session', '/session/a/b', '/coll/a.b', '/coll/', '/about', 'https://evil.example', '//evil.example', null])(
    'refuses %s',
    (target) => expect(safeRegisterTarget(target)).toBe('/'),
  );
});

describe('secure-access target order', () => {
  it('1. next, as a path and not /', () => {
    expect(secureAccessTarget({ next: '/session/1', role: 'coll', id: '2', nextAfterAuth: '/init' })).toBe('/session/1');
    expect(secureAccessTarget({ next: 'https://x.example/init' })).toBe('/init');
    expect(secureAccessTarget({ next: '/', role: 'collaborator', id: 'abc' })).toBe('/coll/abc');
  });
  it('2. role plus id', () => {
    expect(secureAccessTarget({ role: 'collaborator', id: 'abc' })).toBe('/coll/abc');
    expect(secureAccessTarget({ role: 'initiator', id: 'abc' })).toBe('/session/abc');
    expect(secureAccessTarget({ role: 'viewer', id: 'abc', nextAfterAuth: '/init' })).toBe('/init');
  });
  it('3. stored pending session plus register source', () => {
    expect(secureAccessTarget({ pendingSessionId: 's1', registerSource: 'collaborator', nextAfterAuth: '/init' })).toBe('/coll/s1');
    expect(secureAccessTarget({ pendingSessionId: 's1', registerSource: 'initiator' })).toBe('/session/s1');
  });
  it('4. stored nextAfterAuth, 5. /session', () => {
    expect(secureAccessTarget({ nextAfterAuth: '/dcs/quiz' })).toBe('/dcs/quiz');
    expect(secureAccessTarget({})).toBe('/session');
  });
  it('skips unsafe candidates', () => {
    expect(secureAccessTarget({ next: '/login', nextAfterAuth: '/assets/x.js' })).toBe('/session');
    expect(secureAccessTarget({ role: 'coll', id: '../../x' })).toBe('/session');
  });
});

describe('sessionPathForRole', () => {
  it('maps coll* and init* roles and rejects odd ids', () => {
    expect(sessionPathForRole('Collab', 'a1')).toBe('/coll/a1');
    expect(sessionPathForRole('init', 'a1')).toBe('/session/a1');
    expect(sessionPathForRole('init', 'a/1')).toBeNull();
    expect(sessionPathForRole(null, 'a1')).toBeNull();
  });
});
