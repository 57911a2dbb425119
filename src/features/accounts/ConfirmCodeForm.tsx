import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { confirmAndSignIn, resendRegistrationCode } from '../../backend/auth';
import { RESEND_SUCCESS, unfinishedSignInMessage } from '../../domain/authMessages';
import { isValidEmail } from '../../domain/email';
import { CenteredCard } from '../../ui/CenteredCard';
import { TextField } from '../../ui/TextField';
import { ENTER_VALID_EMAIL, asErrorLike } from './formHelpers';
import { FormAlerts, useFieldProblem } from './FormFeedback';
import { FIELD_IDS, type RegisterFields, type RegisterProblem } from './registerFields';
import { ENTER_CODE, ENTER_PASSWORD, confirmErrorMessage } from './registration';

type Busy = null | 'confirm' | 'resend';

interface ConfirmCodeFormProps {
  fields: RegisterFields;
  onChange: (field: keyof RegisterFields, value: string) => void;
  /** True once this page registered the account: e-mail and password are known and not asked again. */
  registeredHere: boolean;
  loginLink: string;
  /** The code was accepted and the user signed in. */
  onConfirmed: () => void;
  /** 'Wrong email? Register again' (only after registering here). */
  onRegisterAgain: () => void;
}

/** /register's second step: the e-mailed code (with e-mail and password for an earlier registration), Resend Code. */
export function ConfirmCodeForm({ fields, onChange, registeredHere, loginLink, onConfirmed, onRegisterAgain }: ConfirmCodeFormProps) {
  const [busy, setBusy] = useState<Busy>(null);
  const { problem, show, clear, invalid } = useFieldProblem(FIELD_IDS);
  const [notice, setNotice] = useState<string | null>(null);
  const { email, password, code } = fields;

  const fail = (found: RegisterProblem) => {
    setNotice(null);
    show(found);
    setBusy(null);
  };

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!registeredHere && !isValidEmail(email)) return fail({ message: ENTER_VALID_EMAIL, field: 'email' });
    if (!code.trim()) return fail({ message: ENTER_CODE, field: 'code' });
    if (!registeredHere && !password) return fail({ message: ENTER_PASSWORD, field: 'password' });
    // The last problem stays until this attempt's outcome replaces it, so nothing moves under the pointer.
    setBusy('confirm');
    try {
      const step = await confirmAndSignIn(email, code, password);
      const unfinished = unfinishedSignInMessage(step);
      if (unfinished) return fail({ message: unfinished });
    } catch (error) {
      return fail({ message: confirmErrorMessage(asErrorLike(error)), field: 'code' });
    }
    onConfirmed();
  }

  async function resend() {
    if (busy) return;
    if (!isValidEmail(email)) return fail({ message: ENTER_VALID_EMAIL, field: 'email' });
    setBusy('resend');
    try {
      await resendRegistrationCode(email);
      clear();
      setNotice(RESEND_SUCCESS);
      setBusy(null);
    } catch (error) {
      fail({ message: confirmErrorMessage(asErrorLike(error)) });
    }
  }

  return (
    <CenteredCard
      title="Confirm your email"
      footer={
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <Link to={loginLink}>Back to login</Link>
          {registeredHere ? (
            <Button variant="link" size="sm" className="p-0 align-baseline" onClick={onRegisterAgain}>
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
            onChange={(value) => onChange('email', value)}
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
          onChange={(value) => onChange('code', value)}
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
            onChange={(value) => onChange('password', value)}
            invalid={invalid('password')}
          />
        )}
        <FormAlerts notice={notice} problem={problem} />
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
