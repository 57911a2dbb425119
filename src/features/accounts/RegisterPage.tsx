import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { TextField } from '../../ui/TextField';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { confirmAndSignIn, registerAccount, resendRegistrationCode } from '../../backend/auth';
import { loadSignedInUserAfterSignUp } from '../../backend/authStatus';
import {
  afterRegisterTarget,
  clearAfterAuth,
  readAfterAuth,
  rememberPendingSession,
  sessionIdParam,
} from '../../domain/afterAuth';
import { RESEND_SUCCESS, registerErrorMessage, unfinishedSignInMessage } from '../../domain/authMessages';
import { isValidEmail } from '../../domain/email';
import { PASSWORD_HINT } from '../../domain/password';
import { CenteredCard } from '../../ui/CenteredCard';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { ENTER_VALID_EMAIL, asErrorLike, withQuery } from './formHelpers';
import {
  ENTER_CODE,
  ENTER_PASSWORD,
  confirmErrorMessage,
  registrationProblem,
  type RegistrationField,
} from './registration';

type Phase = 'register' | 'confirm' | 'signingIn';
type Busy = null | 'register' | 'confirm' | 'resend';

interface Problem {
  message: string;
  field?: RegistrationField | 'code';
}

const FIELD_IDS: Record<RegistrationField | 'code', string> = {
  firstName: 'register-first-name',
  lastName: 'register-last-name',
  email: 'register-email',
  password: 'register-password',
  code: 'register-code',
};

const focusField = (field?: RegistrationField | 'code') => {
  if (field) document.getElementById(FIELD_IDS[field])?.focus();
};

/**
 * /register (spec part 1, 2): the register form, then the confirm-code form with Resend Code and
 * Back to login; after confirmation an automatic sign-in and the redirect to `next` (else the stored
 * nextAfterAuth, else the pending invitation), limited to the after-registration targets.
 *
 * Query: `next`, `email` (prefill), `role` or `registerSource` + `id`/`sessionId`/`sid`/`pendingSessionId`
 * (kept in local storage for the secure-area gate), `confirm=1` (open the code form directly, for an
 * account registered earlier).
 */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const role = params.get('role') ?? params.get('registerSource');
  const sessionId = sessionIdParam(params) ?? params.get('pendingSessionId');
  const prefilledEmail = params.get('email') ?? '';
  const startWithCode = params.get('confirm') === '1';

  const [phase, setPhase] = useState<Phase>(startWithCode ? 'confirm' : 'register');
  useDocumentTitle(phase === 'register' ? 'Register' : 'Confirm your email');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState(prefilledEmail);
  const [password, setPassword] = useState('');
  /** True once this page registered the account: the password is then known and not asked again. */
  const [registeredHere, setRegisteredHere] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    rememberPendingSession(role, sessionId);
  }, [role, sessionId]);

  const fail = (found: Problem) => {
    setProblem(found);
    setBusy(null);
    focusField(found.field);
  };

  async function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = registrationProblem({ firstName, lastName, email, password });
    if (invalid) return fail(invalid);
    setBusy('register');
    setProblem(null);
    try {
      await registerAccount({ email, password, givenName: firstName, familyName: lastName });
      setRegisteredHere(true);
      setCode('');
      setNotice(null);
      setPhase('confirm');
      setBusy(null);
    } catch (error) {
      fail({ message: registerErrorMessage(asErrorLike(error)) });
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!registeredHere && !isValidEmail(email)) return fail({ message: ENTER_VALID_EMAIL, field: 'email' });
    if (!code.trim()) return fail({ message: ENTER_CODE, field: 'code' });
    if (!registeredHere && !password) return fail({ message: ENTER_PASSWORD, field: 'password' });
    setBusy('confirm');
    setProblem(null);
    setNotice(null);
    try {
      const step = await confirmAndSignIn(email, code, password);
      const unfinished = unfinishedSignInMessage(step);
      if (unfinished) return fail({ message: unfinished });
    } catch (error) {
      return fail({ message: confirmErrorMessage(asErrorLike(error)), field: 'code' });
    }
    setPhase('signingIn');
    // The new session's attributes can take a moment to become readable (spec part 1, 9).
    await loadSignedInUserAfterSignUp().catch(() => null);
    const target = afterRegisterTarget({ next, ...readAfterAuth() });
    clearAfterAuth();
    navigate(target, { replace: true });
  }

  async function resend() {
    if (busy) return;
    if (!isValidEmail(email)) return fail({ message: ENTER_VALID_EMAIL, field: 'email' });
    setBusy('resend');
    setProblem(null);
    setNotice(null);
    try {
      await resendRegistrationCode(email);
      setNotice(RESEND_SUCCESS);
      setBusy(null);
    } catch (error) {
      fail({ message: confirmErrorMessage(asErrorLike(error)) });
    }
  }

  const loginLink = withQuery('/login', { next });
  const problemAlert = problem ? (
    <Alert variant="danger" role="alert">
      {problem.message}
    </Alert>
  ) : null;
  const invalid = (field: RegistrationField | 'code') => problem?.field === field || undefined;

  if (phase === 'signingIn') {
    return (
      <CenteredCard title="Confirm your email">
        <div role="status" aria-live="polite" className="d-flex align-items-center gap-2">
          <Spinner animation="border" size="sm" />
          <span>Email confirmed. Signing you in…</span>
        </div>
      </CenteredCard>
    );
  }

  if (phase === 'confirm') {
    return (
      <CenteredCard
        title="Confirm your email"
        footer={
          <div className="d-flex flex-wrap justify-content-between gap-2">
            <Link to={loginLink}>Back to login</Link>
            {registeredHere ? (
              <Button
                variant="link"
                size="sm"
                className="p-0 align-baseline"
                onClick={() => {
                  setProblem(null);
                  setNotice(null);
                  setPhase('register');
                }}
              >
                Wrong email? Register again
              </Button>
            ) : null}
          </div>
        }
      >
        <p className="text-muted">
          {registeredHere ? (
            <>
              We sent a confirmation code to <strong className="text-break">{email.trim().toLowerCase()}</strong>. Enter it
              below to finish creating your account.
            </>
          ) : (
            'Enter the confirmation code we emailed you, with your email and password.'
          )}
        </p>
        <Form noValidate onSubmit={confirm}>
          {registeredHere ? null : (
            <TextField
              id={FIELD_IDS.email}
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={setEmail}
              invalid={invalid('email')}
            />
          )}
          <TextField
            id={FIELD_IDS.code}
            label="Confirmation code"
            type="text"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            value={code}
            onChange={setCode}
            invalid={invalid('code')}
          />
          {registeredHere ? null : (
            <TextField
              id={FIELD_IDS.password}
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={setPassword}
              invalid={invalid('password')}
            />
          )}
          {notice ? (
            <Alert variant="success" role="status">
              {notice}
            </Alert>
          ) : null}
          {problemAlert}
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" disabled={busy !== null}>
              {busy === 'confirm' ? 'Confirming…' : 'Confirm'}
            </Button>
            <Button type="button" variant="outline-secondary" disabled={busy !== null} onClick={() => void resend()}>
              {busy === 'resend' ? 'Resending…' : 'Resend Code'}
            </Button>
          </div>
        </Form>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard
      title="Register"
      footer={
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <span>
            Already have an account? <Link to={loginLink}>Log in</Link>
          </span>
          <Button
            variant="link"
            size="sm"
            className="p-0 align-baseline"
            onClick={() => {
              setProblem(null);
              setPhase('confirm');
            }}
          >
            I have a confirmation code
          </Button>
        </div>
      }
    >
      <Form noValidate onSubmit={register}>
        <div className="row g-3 mb-3">
          <Form.Group className="col-12 col-sm-6" controlId={FIELD_IDS.firstName}>
            <Form.Label>First name</Form.Label>
            <Form.Control
              autoComplete="given-name"
              required
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
              aria-invalid={invalid('firstName')}
            />
          </Form.Group>
          <Form.Group className="col-12 col-sm-6" controlId={FIELD_IDS.lastName}>
            <Form.Label>Last name</Form.Label>
            <Form.Control
              autoComplete="family-name"
              required
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
              aria-invalid={invalid('lastName')}
            />
          </Form.Group>
        </div>
        <TextField
          id={FIELD_IDS.email}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={setEmail}
          invalid={invalid('email')}
        />
        <Form.Group className="mb-3" controlId={FIELD_IDS.password}>
          <Form.Label>Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby="register-password-hint"
            aria-invalid={invalid('password')}
          />
          <Form.Text id="register-password-hint" muted>
            {PASSWORD_HINT}
          </Form.Text>
        </Form.Group>
        {problemAlert}
        <Button type="submit" className="w-100" disabled={busy !== null}>
          {busy === 'register' ? 'Registering…' : 'Register'}
        </Button>
      </Form>
    </CenteredCard>
  );
}
