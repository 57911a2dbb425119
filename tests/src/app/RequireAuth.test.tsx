// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { UserState } from '../../../src/backend/UserProvider';
import { RequireAuth } from '../../../src/app/RequireAuth';
import { NEXT_AFTER_AUTH_KEY } from '../../../src/domain/afterAuth';
import { ShowLocation } from '../../support/render';

const user = vi.hoisted(() => ({ state: { status: 'loading' } as UserState }));
vi.mock('../../../src/backend/UserProvider', () => ({ useUser: () => user.state }));

/** A test-only protected route, guarded the way router.tsx guards protected screens. */
function renderProtected(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route element={<RequireAuth />}>
          <Route path="/private/:id" element={<p>Private page</p>} />
        </Route>
        <Route
          path="/wrapped"
          element={
            <RequireAuth>
              <p>Wrapped page</p>
            </RequireAuth>
          }
        />
        <Route path="*" element={<ShowLocation />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireAuth', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => cleanup());

  it('shows a small spinner while the sign-in state is loading', () => {
    user.state = { status: 'loading' };
    renderProtected('/private/abc');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
    expect(screen.queryByText('Private page')).toBeNull();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('sends a signed-out visitor to /secure-access with next, and stores nextAfterAuth', async () => {
    user.state = { status: 'signedOut' };
    renderProtected('/private/abc?tab=2#notes');
    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe(`/secure-access?next=${encodeURIComponent('/private/abc?tab=2#notes')}`);
    expect(localStorage.getItem(NEXT_AFTER_AUTH_KEY)).toBe('/private/abc?tab=2#notes');
    expect(screen.queryByText('Private page')).toBeNull();
  });

  it('works as a wrapper too', async () => {
    user.state = { status: 'signedOut' };
    renderProtected('/wrapped');
    expect((await screen.findByTestId('location')).textContent).toBe('/secure-access?next=%2Fwrapped');
  });

  it('renders the protected page for a signed-in user', () => {
    user.state = { status: 'signedIn', user: { sub: 's', email: 'sam@example.com', firstName: 'Sam', lastName: 'O' } };
    renderProtected('/private/abc');
    expect(screen.getByText('Private page')).toBeInTheDocument();
    renderProtected('/wrapped');
    expect(screen.getByText('Wrapped page')).toBeInTheDocument();
    expect(localStorage.getItem(NEXT_AFTER_AUTH_KEY)).toBeNull();
  });
});
