import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { registerAccount } from '../../backend/auth';
import { registerErrorMessage } from '../../domain/authMessages';
import { PASSWORD_HINT } from '../../domain/password';
import { CenteredCard } from '../../ui/CenteredCard';
import { TextField } from '../../ui/TextField';
import { FormAlerts, useFieldProblem } from './FormFeedback';
import { asErrorLike } from './formHelpers';
import { FIELD_IDS, type RegisterFields, type RegisterProblem } from './registerFields';
import { registrationProblem } from './registration';

interface RegisterFormProps {
  fields: RegisterFields;
  onChange: (field: keyof RegisterFields, value: string) => void;
  loginLink: string;
  /** The account was created and Cognito e-mailed the code. */
  onRegistered: () => void;
  /** 'I have a confirmation code': straight to the confirm step. */
  onHaveCode: () => void;
}

/** /register's first step: names, e-mail and password, checked before anything is sent. */
export function RegisterForm({ fields, onChange, loginLink, onRegistered, onHaveCode }: RegisterFormProps) {
  const [busy, setBusy] = useState(false);
  /** The address already has an account (an invitation may not know): offer to log in with it. */
  const [exists, setExists] = useState(false);
  const { problem, show, invalid } = useFieldProblem(FIELD_IDS);
  const { firstName, lastName, email, password } = fields;

  const fail = (found: RegisterProblem) => {
    show(found);
    setBusy(false);
  };

  async function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = registrationProblem({ firstName, lastName, email, password });
    if (invalid) {
      setExists(false);
      return fail(invalid);
    }
    // An earlier problem stays in place until this attempt's outcome replaces it: taking it away
    // now would move the button and the links under a double-click (onto 'Log in').
    setBusy(true);
    try {
      await registerAccount({ email, password, givenName: firstName, familyName: lastName });
      onRegistered();
    } catch (error) {
      const thrown = asErrorLike(error);
      setExists(thrown.name === 'UsernameExistsException');
      fail({ message: registerErrorMessage(thrown) });
    }
  }

  return (
    <CenteredCard
      title="Register"
      footer={
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <span>
            Already have an account? <Link to={loginLink}>Log in</Link>
          </span>
          <Button variant="link" size="sm" className="p-0 align-baseline" onClick={onHaveCode}>
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
              onChange={(e) => onChange('firstName', e.target.value)}
              aria-invalid={invalid('firstName')}
            />
          </Form.Group>
          <Form.Group className="col-12 col-sm-6" controlId={FIELD_IDS.lastName}>
            <Form.Label>Last name</Form.Label>
            <Form.Control
              autoComplete="family-name"
              required
              value={lastName}
              onChange={(e) => onChange('lastName', e.target.value)}
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
          onChange={(value) => onChange('email', value)}
          invalid={invalid('email')}
        />
        <Form.Group className="mb-3" controlId={FIELD_IDS.password}>
          <Form.Label>Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => onChange('password', e.target.value)}
            aria-describedby="register-password-hint"
            aria-invalid={invalid('password')}
          />
          <Form.Text id="register-password-hint" muted>
            {PASSWORD_HINT}
          </Form.Text>
        </Form.Group>
        <FormAlerts problem={problem} />
        {exists && problem ? (
          <p className="mb-3">
            <Link to={loginLink} className="fw-semibold">
              Log in with {email.trim().toLowerCase()} instead
            </Link>
          </p>
        ) : null}
        <Button type="submit" className="w-100" disabled={busy}>
          {busy ? 'Registering…' : 'Register'}
        </Button>
      </Form>
    </CenteredCard>
  );
}
