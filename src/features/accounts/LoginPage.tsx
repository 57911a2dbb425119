import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { TextField } from '../../ui/TextField';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { forgetNextAfterAuth, readAfterAuth } from '../../backend/afterAuthStorage';
import { useUser } from '../../backend/UserProvider';
import { afterLoginTarget } from '../../domain/afterAuth';
import { signInErrorMessage, unfinishedSignInMessage } from '../../domain/authMessages';
import { isValidEmail } from '../../domain/email';
import { paths } from '../../domain/paths';
import { CenteredCard } from '../../ui/CenteredCard';
import { LinkButton } from '../../ui/LinkButton';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { ENTER_VALID_EMAIL, asErrorLike } from './formHelpers';

export const ENTER_EMAIL_AND_PASSWORD = 'Please enter your email and password.';

/**
 * aws-amplify's auth code is loaded on demand rather than imported statically: the JS for /login
 * must stay within its budget (docs/design.md, "Budgets"). A browser that holds a sign-in loads it
 * right after the first paint (UserProvider); otherwise the form warms it once someone starts on
 * it, so by the time they press Sign In it is normally there.
 */
const loadAuth = () => import('../../backend/auth');
const prefetchAuth = () => void loadAuth().catch(() => undefined);

interface Problem {
  message: string;
  /** The account exists but its e-mail is not confirmed yet: offer the code form. */
  unconfirmed?: boolean;
}

export default function LoginPage() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const user = useUser();
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [otherAccount, setOtherAccount] = useState(false);

  const target = () => afterLoginTarget(next, readAfterAuth().nextAfterAuth);

  // Leave once the app knows the user is signed in: navigating as soon as signIn resolves
  // could reach a protected page before the sign-in state updates, which sends the
  // visitor to the secure-area gate instead.
  const [destination, setDestination] = useState<string | null>(null);
  const signedIn = user.status === 'signedIn';
  useEffect(() => {
    if (destination && signedIn) navigate(destination, { replace: true });
  }, [destination, signedIn, navigate]);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !password) return setProblem({ message: ENTER_EMAIL_AND_PASSWORD });
    if (!isValidEmail(email)) return setProblem({ message: ENTER_VALID_EMAIL });
    // An earlier problem stays until this attempt's outcome replaces it: nothing moves under the pointer.
    setBusy(true);
    try {
      const { signInWithEmail } = await loadAuth();
      const step = await signInWithEmail(email, password);
      const unfinished = unfinishedSignInMessage(step);
      if (unfinished) {
        setProblem({ message: unfinished, unconfirmed: step === 'CONFIRM_SIGN_UP' });
        setBusy(false);
        return;
      }
      setDestination(target());
      forgetNextAfterAuth();
    } catch (error) {
      const thrown = asErrorLike(error);
      setProblem({ message: signInErrorMessage(thrown), unconfirmed: thrown.name === 'UserNotConfirmedException' });
      setBusy(false);
    }
  }

  const footer = (
    <div className="d-flex flex-wrap justify-content-between gap-2">
      <Link to={paths.register({ next, email: email || null })}>Register</Link>
      <Link to={paths.forgotPassword({ next, email })}>Forgot Password</Link>
    </div>
  );

  if (user.status === 'signedIn' && !busy && !otherAccount) {
    return (
      <CenteredCard title="Sign In" footer={footer}>
        <Alert variant="success" role="status">
          You’re signed in as <strong className="text-break">{user.user.email}</strong>.
        </Alert>
        <div className="d-flex flex-wrap gap-2">
          <LinkButton to={target()} replace>
            Continue
          </LinkButton>
          <LinkButton to={paths.logout()} variant="outline-secondary">
            Log Out
          </LinkButton>
          <Button variant="link" onClick={() => setOtherAccount(true)}>
            Use another account
          </Button>
        </div>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard title="Sign In" footer={footer}>
      <Form noValidate onSubmit={signIn} onFocus={prefetchAuth}>
        <TextField
          id="login-email"
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={setEmail}
          invalid={problem?.message === ENTER_VALID_EMAIL || undefined}
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        {problem ? (
          <Alert variant="danger" role="alert">
            {problem.message}
            {problem.unconfirmed ? (
              <>
                {' '}
                <Link to={paths.register({ confirm: '1', email, next })} className="alert-link">
                  Enter your confirmation code
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <Button type="submit" className="w-100" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign In'}
        </Button>
      </Form>
    </CenteredCard>
  );
}
