import { describe, expect, it } from 'vitest';
import { notFoundAddress, notFoundState, paths, tablePatterns } from '../../../src/domain/paths';

describe('paths', () => {
  it('builds the fixed addresses', () => {
    expect(paths.home()).toBe('/');
    expect(paths.about()).toBe('/about');
    expect(paths.about('faq')).toBe('/about#faq');
    expect(paths.session.list()).toBe('/session');
    expect(paths.invitations()).toBe('/coll');
    expect(paths.dcs.quiz()).toBe('/dcs/quiz');
    expect(paths.communicationStyle.test()).toBe('/communication-style/test');
  });

  it('builds session addresses with the id URL-encoded', () => {
    expect(paths.session.overview('abc-123')).toBe('/session/abc-123');
    expect(paths.session.agree('abc-123')).toBe('/session/abc-123/agree');
    expect(paths.session.communicationStyleQuiz('abc')).toBe('/session/abc/communication-style/quiz');
    expect(paths.session.agree('a/b c')).toBe('/session/a%2Fb%20c/agree');
    expect(paths.invitation('x?y')).toBe('/coll/x%3Fy');
  });

  it('adds query values in order, encoded, leaving blank ones out', () => {
    expect(paths.login({ next: '/session/abc?x=1#h', email: 'sam+1@example.com' })).toBe(
      '/login?next=%2Fsession%2Fabc%3Fx%3D1%23h&email=sam%2B1%40example.com',
    );
    expect(paths.register({ confirm: '1', email: ' sam@example.com ', next: null })).toBe('/register?confirm=1&email=sam%40example.com');
    expect(paths.login({ next: '  ' })).toBe('/login');
    expect(paths.login()).toBe('/login');
    expect(paths.invitation('abc', { invited: 'sam@example.com' })).toBe('/coll/abc?invited=sam%40example.com');
    expect(paths.session.overview('abc', { invited: '1' })).toBe('/session/abc?invited=1');
  });

  it('carries the pattern the router mounts', () => {
    expect(paths.session.agree.pattern).toBe('/session/:id/agree');
    expect(paths.invitation.pattern).toBe('/coll/:id/*');
    expect(tablePatterns()).toContain('/session/:id/agree');
    expect(tablePatterns()).toContain('/');
    expect(new Set(tablePatterns()).size).toBe(tablePatterns().length);
  });
});

describe('the not-found notice state', () => {
  it('carries the address that matched no route', () => {
    expect(notFoundAddress(notFoundState('/nope?x=1'))).toBe('/nope?x=1');
  });

  it('is nothing for any other state', () => {
    expect(notFoundAddress(null)).toBeNull();
    expect(notFoundAddress(undefined)).toBeNull();
    expect(notFoundAddress({ showInviteToast: true })).toBeNull();
    expect(notFoundAddress({ notFound: 42 })).toBeNull();
    expect(notFoundAddress({ notFound: '' })).toBeNull();
  });
});
