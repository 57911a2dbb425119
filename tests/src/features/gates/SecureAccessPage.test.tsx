// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { UserState } from '../../../../src/backend/UserProvider';
import SecureAccessPage from '../../../../src/features/gates/SecureAccessPage';
import { NEXT_AFTER_AUTH_KEY, PENDING_SESSION_ID_KEY, REGISTER_SOURCE_KEY } from '../../../../src/domain/afterAuth';
import { ShowLocation, renderAt } from '../../../support/render';

const user = vi.hoisted(() => ({ state: { status: 'signedOut' } as UserState }));
vi.mock('../../../../src/backend/UserProvider', () => ({ useUser: () => user.state }));

const SIGNED_IN: UserState = {
  status: 'signedIn',
  user: { sub: 's', email: 'sam@example.com', firstName: 'Sam', lastName: 'O' },
};

function gate(url: string) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/secure-access" element={<SecureAccessPage />} />
        <Route path="/secure" element={<SecureAccessPage />} />
        <Route path="*" element={<ShowLocation />} />
      </Routes>
    </MemoryRouter>
  );
}

describe('SecureAccessPage', () => {
  beforeEach(() => {
    localStorage.clear();
    user.state = { status: 'signedOut' };
  });
  afterEach(() => cleanup());

  it('tells a signed-out visitor to register or log in, carrying the target', () => {
    renderAt(<SecureAccessPage />, '/secure-access?next=%2Fsession%2Fabc');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('This is a secure app. Register or Login')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?next=%2Fsession%2Fabc');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register?next=%2Fsession%2Fabc');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('keeps role and id for after sign-in and passes them to Register', () => {
    renderAt(<SecureAccessPage />, '/secure?role=collaborator&id=inv-1', '/secure');
    expect(localStorage.getItem(REGISTER_SOURCE_KEY)).toBe('collaborator');
    expect(localStorage.getItem(PENDING_SESSION_ID_KEY)).toBe('inv-1');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?next=%2Fcoll%2Finv-1');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?next=%2Fcoll%2Finv-1&role=collaborator&id=inv-1',
    );
  });

  it.each([
    ['next first', '?next=/session/abc&role=coll&id=zzz', {}, '/session/abc'],
    ['next keeps its query and hash', '?next=%2Fsession%2Fabc%3Fx%3D1%23h', {}, '/session/abc?x=1#h'],
    ['an absolute next is reduced to its path', '?next=https%3A%2F%2Fevil.example%2Fsession%2Fabc', {}, '/session/abc'],
    ['next "/" is skipped for role + id', '?next=/&role=collaborator&id=xyz', {}, '/coll/xyz'],
    ['next to a build asset is skipped', '?next=/assets/app.js&role=init&id=s1', {}, '/session/s1'],
    ['next to another site is skipped', '?next=https%3A%2F%2Fevil.example', {}, '/session'],
    ['role init + sessionId', '?role=initiator&sessionId=s1', {}, '/session/s1'],
    ['role coll + sid', '?role=coll&sid=s2', {}, '/coll/s2'],
    [
      'then the stored pending session + register source',
      '',
      { pendingSessionId: 'p1', registerSource: 'collaborator', nextAfterAuth: '/init' },
      '/coll/p1',
    ],
    ['then the stored nextAfterAuth', '', { nextAfterAuth: '/init' }, '/init'],
    ['then /session', '', {}, '/session'],
    ['never the gate itself', '?next=/secure-access', {}, '/session'],
  ])('when signed in, redirects: %s', async (_rule, search, stored: Record<string, string>, expected) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    user.state = SIGNED_IN;
    render(gate(`/secure-access${search}`));
    expect((await screen.findByTestId('location')).textContent).toBe(expected);
    expect(localStorage.getItem(NEXT_AFTER_AUTH_KEY)).toBeNull();
    expect(localStorage.getItem(PENDING_SESSION_ID_KEY)).toBeNull();
  });

  it('redirects as soon as the sign-in becomes known', async () => {
    user.state = { status: 'loading' };
    const { rerender } = render(gate('/secure?next=/session/abc'));
    expect(screen.getByText('This is a secure app. Register or Login')).toBeInTheDocument();
    user.state = SIGNED_IN;
    rerender(gate('/secure?next=/session/abc'));
    expect((await screen.findByTestId('location')).textContent).toBe('/session/abc');
  });

  it('says it is redirecting while it does', () => {
    // Rendered without running effects, i.e. the frame before the redirect happens.
    user.state = SIGNED_IN;
    const html = renderToStaticMarkup(gate('/secure-access?next=/session/abc'));
    expect(html).toContain('You’re signed in. Redirecting…');
    expect(html).not.toContain('Register or Login');
  });
});
