import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { rememberNextAfterAuth } from '../backend/afterAuthStorage';
import { useUser } from '../backend/UserProvider';
import { paths } from '../domain/paths';
import { LeaveQuickly } from '../ui/LeaveQuickly';
import { LoadingCard } from '../ui/MessageCard';

/**
 * Guards protected routes (docs/rules.md, "Permissions"): while the sign-in state is being read it
 * shows a small spinner; a signed-out visitor goes to /secure-access?next=<path+query+hash>, and the
 * same target is stored as nextAfterAuth. Used as a layout route (renders the matched child) or as a
 * wrapper around `children`.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const user = useUser();
  const { pathname, search, hash } = useLocation();
  const target = `${pathname}${search}${hash}`;
  const signedOut = user.status === 'signedOut';

  useEffect(() => {
    if (signedOut) rememberNextAfterAuth(target);
  }, [signedOut, target]);

  if (user.status === 'loading') {
    return <LoadingCard label="Checking your sign-in…" />;
  }
  if (signedOut) return <Navigate to={paths.secureAccess({ next: target })} replace />;
  // Every signed-in screen offers 'Leave quickly' (docs/rules.md, "Safety").
  return (
    <>
      {children ?? <Outlet />}
      <LeaveQuickly />
    </>
  );
}
