import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import type { IssueRecord } from '../../backend/data';
import { sendSessionEmail } from '../../backend/sessionFunctions';
import { InvitationPreview } from './InvitationPreview';

/** The initiator's invitation: before it went out, its topic and preview ("Send?"); after, when it went out, and a resend. */
export function OverviewInvitation({ session, text, otherFull }: { session: IssueRecord; text: string; otherFull: string }) {
  const [resend, setResend] = useState<{ busy: boolean; message?: string; ok?: boolean }>({ busy: false });
  async function sendAgain() {
    setResend({ busy: true });
    try {
      await sendSessionEmail('invite', session.id);
      setResend({ busy: false, ok: true, message: 'Invitation sent.' });
    } catch (error) {
      setResend({ busy: false, ok: false, message: error instanceof Error ? error.message : 'The invitation could not be sent.' });
    }
  }
  const sentAt = session.inviteEmailStatus === 'sent' && session.inviteEmailSentAt ? new Date(session.inviteEmailSentAt) : null;
  if (!sentAt) {
    return (
      <div className="border border-info-subtle rounded p-3" data-testid="next-step">
        <InvitationPreview session={session} otherFull={otherFull} />
      </div>
    );
  }
  return (
    <Alert variant="info" className="mb-0" data-testid="next-step">
      <p className="mb-2">
        {text}{' '}
        {`The invitation was e-mailed to ${session.collaboratorEmail} at ${sentAt.toLocaleString()}.`}
      </p>
      {session.invitationTopic ? <p className="mb-2 text-break">Its topic: {session.invitationTopic}</p> : null}
      {resend.message ? (
        <p className={`small fw-semibold mb-2 ${resend.ok ? 'text-success-emphasis' : 'text-danger-emphasis'}`} role="status">
          {resend.message}
        </p>
      ) : null}
      {/* Dark on the light-blue notice: the outline-primary it replaces failed WCAG AA contrast. */}
      <Button size="sm" variant="outline-dark" onClick={() => void sendAgain()} disabled={resend.busy}>
        {resend.busy ? 'Sending…' : 'Send again'}
      </Button>
    </Alert>
  );
}
