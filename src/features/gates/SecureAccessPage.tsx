import { useEffect } from 'react';
import { Spinner } from 'react-bootstrap';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { clearAfterAuth, readAfterAuth, rememberPendingSession } from '../../backend/afterAuthStorage';
import { useUser } from '../../backend/UserProvider';
import { registerSourceOf, sessionIdOf, sessionIdParam } from '../../domain/afterAuth';
import { paths } from '../../domain/paths';
import { secureAccessTarget } from '../../domain/redirects';
import { CenteredCard } from '../../ui/CenteredCard';
import { LinkButton } from '../../ui/LinkButton';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

const GATE_PATHS = [paths.secureAccess(), paths.secure()];

/** The gate's target, never the gate itself (that would only bounce back to /session). */
function gateTarget(inputs: Parameters<typeof secureAccessTarget>[0]): string {
  const target = secureAccessTarget(inputs);
  const path = target.split(/[?#]/, 1)[0];
  return GATE_PATHS.includes(path) ? paths.session.list() : target;
}

/**
 * /secure-access and /secure (docs/rules.md, "Redirect targets"): where signed-out visitors of protected routes land.
 * Query: next, role, id | sessionId | sid. Once a signed-in user is known (already signed in, a
 * sign-in or token-refresh event: UserProvider follows them all) it redirects, replacing history,
 * to the first of: next, role + id, stored pending session + register source, stored nextAfterAuth,
 * /session.
 */
export default function SecureAccessPage() {
  useDocumentTitle('Secure Area');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useUser();
  const next = params.get('next');
  const role = params.get('role');
  const id = sessionIdParam(params);
  const signedIn = user.status === 'signedIn';

  // Keep the invitation / session this visit is about, for after the sign-in or registration.
  useEffect(() => {
    if (registerSourceOf(role) && sessionIdOf(id)) rememberPendingSession(role, id);
  }, [role, id]);

  useEffect(() => {
    if (!signedIn) return;
    const target = gateTarget({ next, role, id, ...readAfterAuth() });
    clearAfterAuth();
    navigate(target, { replace: true });
  }, [signedIn, next, role, id, navigate]);

  if (signedIn) {
    return (
      <CenteredCard title="Secure Area">
        <div role="status" aria-live="polite" className="d-flex align-items-center gap-2">
          <Spinner animation="border" size="sm" />
          <span>You’re signed in. Redirecting…</span>
        </div>
      </CenteredCard>
    );
  }

  const target = gateTarget({ next, role, id, ...readAfterAuth() });
  const hasRoleAndId = Boolean(registerSourceOf(role) && sessionIdOf(id));
  const login = paths.login({ next: target });
  const register = paths.register({ next: target, role: hasRoleAndId ? role : null, id: hasRoleAndId ? id : null });

  return (
    <CenteredCard title="Secure Area">
      <p className="lead">This is a secure app. Register or Login</p>
      <p className="text-muted">Please log in or create an account to continue to this page.</p>
      <div className="d-flex flex-wrap gap-2">
        <LinkButton to={login}>Log In</LinkButton>
        <LinkButton to={register} variant="outline-primary">
          Register
        </LinkButton>
        <LinkButton to={paths.home()} variant="outline-secondary">
          Home
        </LinkButton>
      </div>
    </CenteredCard>
  );
}
