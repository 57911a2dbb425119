import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { TextField } from '../../ui/TextField';
import { CenteredCard } from '../../ui/CenteredCard';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { gateBrowserKey, grantGate } from './gateRecord';

export const ENTER_GATE_PASSWORD = 'Please enter the access password.';
export const GATE_CLEARED = 'Access cleared for this browser.';

interface DevGateFormProps {
  /** The gate was just cleared with Clear Gate. */
  cleared: boolean;
  onUnlocked: () => void;
  onClear: () => void;
}

/** The 'Development Access' form: the password is checked by the dev-gate function on the server. */
export default function DevGateForm({ cleared, onUnlocked, onClear }: DevGateFormProps) {
  useDocumentTitle('Development Access');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function unlock(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!password.trim()) {
      setProblem(ENTER_GATE_PASSWORD);
      return;
    }
    setBusy(true);
    setProblem(null);
    let result: { ok: true } | { ok: false; message: string };
    try {
      const { checkGatePassword } = await import('../../backend/functions');
      result = await checkGatePassword(password, gateBrowserKey());
    } catch {
      result = { ok: false, message: 'Could not reach the server. Please try again.' };
    }
    setBusy(false);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    grantGate();
    onUnlocked();
  }

  return (
    <CenteredCard title="Development Access">
      <p className="text-muted">This site is in development. Enter the access password to continue.</p>
      <Form noValidate onSubmit={(e) => void unlock(e)}>
        <TextField
          id="dev-gate-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          invalid={problem ? true : undefined}
        />
        {problem ? (
          <Alert variant="danger" role="alert">
            {problem}
          </Alert>
        ) : cleared ? (
          <Alert variant="info" role="status">
            {GATE_CLEARED}
          </Alert>
        ) : null}
        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? 'Unlocking…' : 'Unlock'}
          </Button>
          <Button
            type="button"
            variant="outline-secondary"
            disabled={busy}
            onClick={() => {
              setPassword('');
              setProblem(null);
              onClear();
            }}
          >
            Clear Gate
          </Button>
        </div>
      </Form>
    </CenteredCard>
  );
}
