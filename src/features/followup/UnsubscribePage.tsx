import { useEffect, useState } from 'react';
import { Alert, Container } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { unsubscribeWithToken } from '../../backend/followUp';
import { paths } from '../../domain/paths';
import { LinkButton } from '../../ui/LinkButton';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

type State = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * The follow-up e-mails' unsubscribe link (docs/rules.md, "Follow-up"): opening it turns the
 * your-turn notices and reminders off for the address it was sent to, signed in or not. The
 * token in the link is what the server checks; this page only passes it on.
 */
export default function UnsubscribePage() {
  useDocumentTitle('E-mail notices');
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const [state, setState] = useState<State>({ kind: 'working' });

  useEffect(() => {
    let current = true;
    void unsubscribeWithToken(token).then((result) => {
      if (current) setState(result.ok ? { kind: 'done' } : { kind: 'failed', message: result.message });
    });
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <Container className="py-5" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-3">E-mail notices</h1>
      {state.kind === 'working' ? <p role="status">Turning the e-mails off…</p> : null}
      {state.kind === 'done' ? (
        <Alert variant="success" role="status">
          <p>Done: Dfuse will no longer e-mail you when it is your turn in a session, and sends no reminders.</p>
          <p className="mb-0">
            Your sessions are unchanged, and the other person is not told. You can turn the notices back on from your account page.
          </p>
        </Alert>
      ) : null}
      {state.kind === 'failed' ? <Alert variant="warning">{state.message}</Alert> : null}
      <LinkButton to={paths.home()} variant="outline-secondary">
        Home
      </LinkButton>
    </Container>
  );
}
