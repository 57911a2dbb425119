import { useEffect, useState } from 'react';
import { Spinner } from 'react-bootstrap';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { clearAfterAuth, readAfterAuth, rememberPendingSession } from '../../backend/afterAuthStorage';
import { loadSignedInUserAfterSignUp } from '../../backend/authStatus';
import { afterRegisterTarget, continueAfterRegister, continueState, sessionIdParam } from '../../domain/afterAuth';
import { normalizeEmail } from '../../domain/identity';
import { paths } from '../../domain/paths';
import { CenteredCard } from '../../ui/CenteredCard';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { ConfirmCodeForm } from './ConfirmCodeForm';
import { RegisterForm } from './RegisterForm';
import type { RegisterFields } from './registerFields';

type Phase = 'register' | 'confirm' | 'signingIn';

/**
 * /register (docs/rules.md, "Accounts"): the register form, then the confirm-code form with
 * Resend Code and Back to login; after confirmation an automatic sign-in and the redirect to
 * `next` (else the stored nextAfterAuth, else the pending invitation), limited to the
 * after-registration targets. The page keeps what was typed across both steps.
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
  const startWithCode = params.get('confirm') === '1';

  const [phase, setPhase] = useState<Phase>(startWithCode ? 'confirm' : 'register');
  useDocumentTitle(phase === 'register' ? 'Register' : 'Confirm your email');
  const [fields, setFields] = useState<RegisterFields>(() => ({
    firstName: '',
    lastName: '',
    email: params.get('email') ?? '',
    password: '',
    code: '',
  }));
  const change = (field: keyof RegisterFields, value: string) => setFields((current) => ({ ...current, [field]: value }));
  /** True once this page registered the account: the password is then known and not asked again. */
  const [registeredHere, setRegisteredHere] = useState(false);

  useEffect(() => {
    rememberPendingSession(role, sessionId);
  }, [role, sessionId]);

  async function signedIn() {
    setPhase('signingIn');
    // The new session's attributes can take a moment to become readable (docs/rules.md, "Limits").
    await loadSignedInUserAfterSignUp().catch(() => null);
    const journey = { next, ...readAfterAuth() };
    const target = afterRegisterTarget(journey);
    // The chat (say) is not an allowed target: the landing page offers it as the next step.
    const onward = continueAfterRegister(journey);
    clearAfterAuth();
    navigate(target, { replace: true, state: onward ? continueState(onward) : undefined });
  }

  const loginLink = paths.login({ next, email: normalizeEmail(fields.email) || null });

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
      <ConfirmCodeForm
        fields={fields}
        onChange={change}
        registeredHere={registeredHere}
        loginLink={loginLink}
        onConfirmed={() => void signedIn()}
        onRegisterAgain={() => setPhase('register')}
      />
    );
  }
  return (
    <RegisterForm
      fields={fields}
      onChange={change}
      loginLink={loginLink}
      onRegistered={() => {
        setRegisteredHere(true);
        change('code', '');
        setPhase('confirm');
      }}
      onHaveCode={() => setPhase('confirm')}
    />
  );
}
