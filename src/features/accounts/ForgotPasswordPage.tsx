import { useEffect, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { TextField } from '../../ui/TextField';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { confirmPasswordReset, requestPasswordReset } from '../../backend/auth';
import { RESET_CODE_SENT, RESET_DONE, forgotPasswordErrorMessage } from '../../domain/authMessages';
import { isValidEmail } from '../../domain/email';
import { paths } from '../../domain/paths';
import { PASSWORD_HINT, passwordProblem } from '../../domain/password';
import { CenteredCard } from '../../ui/CenteredCard';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { ENTER_VALID_EMAIL, asErrorLike } from './formHelpers';
import { FormAlerts, useFieldProblem } from './FormFeedback';

/** The reset redirect waits 1500 ms (docs/rules.md, "Limits"). */
export const RESET_REDIRECT_MS = 1500;
export const ENTER_RESET_CODE = 'Please enter the code from the email.';

type Step = 'request' | 'confirm' | 'done';
type Busy = null | 'request' | 'confirm';
type Field = 'email' | 'code' | 'password';

const FIELD_IDS: Record<Field, string> = {
  email: 'reset-email',
  code: 'reset-code',
  password: 'reset-new-password',
};

/** /forgot-password: request a code, then the code and a new password, then /login after 1500 ms. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Reset Password');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const [step, setStep] = useState<Step>('request');
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const { problem, show, clear, invalid } = useFieldProblem(FIELD_IDS);
  const [notice, setNotice] = useState<string | null>(null);
  const loginPath = paths.login({ next, email: email.trim().toLowerCase() });

  useEffect(() => {
    if (step !== 'done') return;
    const timer = setTimeout(() => navigate(loginPath, { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step, loginPath, navigate]);

  const fail = (message: string, field?: Field) => {
    show({ message, field });
    setBusy(null);
  };

  async function sendCode(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (busy) return;
    if (!isValidEmail(email)) return fail(ENTER_VALID_EMAIL, 'email');
    setBusy('request');
    clear();
    setNotice(null);
    try {
      await requestPasswordReset(email);
      setNotice(RESET_CODE_SENT);
      setStep('confirm');
      setBusy(null);
    } catch (error) {
      fail(forgotPasswordErrorMessage(asErrorLike(error)));
    }
  }

  async function reset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) return fail(ENTER_RESET_CODE, 'code');
    const weak = passwordProblem(newPassword);
    if (weak) return fail(weak, 'password');
    setBusy('confirm');
    clear();
    setNotice(null);
    try {
      await confirmPasswordReset(email, code, newPassword);
      setNotice(RESET_DONE);
      setStep('done');
      setBusy(null);
    } catch (error) {
      fail(forgotPasswordErrorMessage(asErrorLike(error)), 'code');
    }
  }

  const alerts = <FormAlerts notice={notice} problem={problem} />;
  const footer = <Link to={paths.login({ next })}>Back to login</Link>;

  if (step === 'request') {
    return (
      <CenteredCard title="Reset Password" footer={footer}>
        <p className="text-muted">Enter your account’s email and we’ll send you a code to choose a new password.</p>
        <Form noValidate onSubmit={(e) => void sendCode(e)}>
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
          {alerts}
          <Button type="submit" className="w-100" disabled={busy !== null}>
            {busy === 'request' ? 'Sending…' : 'Send Code'}
          </Button>
        </Form>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard title="Reset Password" footer={footer}>
      <p className="text-muted">
        Enter the code we sent to <strong className="text-break">{email.trim().toLowerCase()}</strong> and choose a new
        password.
      </p>
      <Form noValidate onSubmit={(e) => void reset(e)}>
        <TextField
          id={FIELD_IDS.code}
          label="Code"
          type="text"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          disabled={step === 'done'}
          value={code}
          onChange={setCode}
          invalid={invalid('code')}
        />
        <Form.Group className="mb-3" controlId={FIELD_IDS.password}>
          <Form.Label>New password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            required
            disabled={step === 'done'}
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            aria-describedby="reset-password-hint"
            aria-invalid={invalid('password')}
          />
          <Form.Text id="reset-password-hint" muted>
            {PASSWORD_HINT}
          </Form.Text>
        </Form.Group>
        {alerts}
        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" disabled={busy !== null || step === 'done'}>
            {busy === 'confirm' ? 'Resetting…' : 'Reset Password'}
          </Button>
          <Button
            type="button"
            variant="outline-secondary"
            disabled={busy !== null || step === 'done'}
            onClick={() => void sendCode()}
          >
            {busy === 'request' ? 'Sending…' : 'Send a new code'}
          </Button>
        </div>
      </Form>
    </CenteredCard>
  );
}
