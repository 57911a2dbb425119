import { Alert } from 'react-bootstrap';
import type { SessionRoleState } from '../../backend/useSessionRole';
import { ASSESSMENT_MESSAGES } from '../../domain/assessmentMessages';
import { atSentenceStart } from '../../domain/sessions';

/** Which session an assessment is for, as whom, or why it cannot be tied to it. Nothing standalone. */
interface SessionNoticeProps {
  session: SessionRoleState;
  /** What happens to a save when the session cannot be used (the pages differ). */
  consequence: string;
}

export function SessionNotice({ session, consequence }: SessionNoticeProps) {
  if (session.status === 'standalone') return null;
  if (session.status === 'loading') return <p className="text-body-secondary small">Loading session…</p>;
  if (session.status === 'failed') {
    return (
      <Alert variant="warning">
        {ASSESSMENT_MESSAGES.sessionLoadFailed}. {consequence}
      </Alert>
    );
  }
  if (session.role === null) {
    return (
      <Alert variant="warning">
        We couldn&apos;t match your login to this session&apos;s emails. {consequence}
      </Alert>
    );
  }
  const { issue } = session;
  const other =
    session.role === 'initiator'
      ? `${issue.collaboratorFirstName} ${issue.collaboratorLastName}`
      : `${issue.initiatorFirstName} ${issue.initiatorLastName}`;
  return (
    <p className="small text-body-secondary">
      For your session with <strong>{other.trim()}</strong>{' '}
      {session.role === 'initiator' ? '(you started it)' : `(${issue.initiatorFirstName} invited you)`}. {atSentenceStart(other.trim())} will see the result there.
    </p>
  );
}
