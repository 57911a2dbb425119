import { useEffect } from 'react';
import { Spinner } from 'react-bootstrap';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { clearAfterAuth, readAfterAuth, rememberPendingSession } from '../../backend/afterAuthStorage';
import { useUser } from '../../backend/UserProvider';
import { registerSourceOf, sessionIdOf, sessionIdParam } from '../../domain/afterAuth';
import { readInvitationVisit, type InvitationVisit } from '../../domain/invitationLink';
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
  const invitation = readInvitationVisit(target);
  if (invitation) return <InvitationWelcome visit={invitation} target={target} />;
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

/**
 * The gate for an invitation link (docs/rules.md, "Invitation link"): the invited person's first
 * screen. It may use only what the link carries (the visitor cannot read the session yet): who
 * invited them, the address invited, and whether that address already had a profile, which
 * decides whether Register or Log In comes first. Both get the address filled in.
 */
function InvitationWelcome({ visit, target }: { visit: InvitationVisit; target: string }) {
  const from = visit.from;
  const login = paths.login({ next: target, email: visit.invited });
  const register = paths.register({ next: target, role: 'collaborator', id: visit.sessionId, email: visit.invited });
  const address = visit.invited ? (
    <>
      {' '}
      with <strong className="text-break">{visit.invited}</strong>, the address the invitation was sent to
    </>
  ) : null;
  return (
    <CenteredCard title={from ? `${from} invited you to Dfuse` : 'You’re invited to Dfuse'}>
      <p className="lead fs-5">
        {from ?? 'Someone'} opened a private session to work through something between you, and would like to hear your side.
      </p>
      <h2 className="h6">What happens next</h2>
      <ol className="ps-3">
        <li className="mb-1">
          {visit.newAccount ? 'Create your account' : 'Log in'}
          {address}.
        </li>
        <li className="mb-1">Answer three short questions in your own words: the issue as you see it, the outcome you would like, and why it matters to you.</li>
        <li>
          {from ?? 'They'} will see your answers, and you will see theirs. Then Dfuse suggests a few ways to name the issue, and you each say which fit.
        </li>
      </ol>
      <p className="small text-body-secondary">Only the two of you can open this session. This is a secure app. Register or Login to continue.</p>
      <div className="d-flex flex-wrap gap-2">
        {visit.newAccount ? (
          <>
            <LinkButton to={register}>Register</LinkButton>
            <LinkButton to={login} variant="outline-primary">
              Log In
            </LinkButton>
          </>
        ) : (
          <>
            <LinkButton to={login}>Log In</LinkButton>
            <LinkButton to={register} variant="outline-primary">
              Register
            </LinkButton>
          </>
        )}
        <LinkButton to={paths.home()} variant="outline-secondary">
          Home
        </LinkButton>
      </div>
    </CenteredCard>
  );
}
