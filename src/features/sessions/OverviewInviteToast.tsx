import { useState } from 'react';
import { Toast } from 'react-bootstrap';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { IssueRecord } from '../../backend/data';
import { TOAST_HIDE_MS } from './sessionTexts';

/**
 * The toast the chat's last step leads to (?invited=1, or the showInviteToast navigation state):
 * whether the invitation e-mail went out (it goes out only once the initiator has read it and pressed Send, and the toast says so). In
 * the page's flow, not floating: it never covers the header's Log Out or menu button.
 */
export function OverviewInviteToast({ session }: { session: IssueRecord }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const invited = params.get('invited') === '1' || (location.state as { showInviteToast?: boolean } | null)?.showInviteToast === true;
  const [show, setShow] = useState(invited);
  const inviteSent = session.inviteEmailStatus === 'sent';
  return (
    <Toast show={show} onClose={() => setShow(false)} delay={TOAST_HIDE_MS} autohide bg={inviteSent ? 'success' : 'warning'} className="w-100 mb-3">
      <Toast.Body className={`${inviteSent ? 'text-white' : 'text-dark'} d-flex justify-content-between align-items-center gap-2`}>
        {inviteSent ? (
          <span>
            <strong>Invitation sent</strong> to {session.collaboratorEmail}.
          </span>
        ) : (
          <span>
            <strong>Invitation not sent yet.</strong> Your session is saved. Read the invitation below and press Send when it says what you want{' '}
            {session.collaboratorFirstName || 'the other person'} to read.
          </span>
        )}
        <button type="button" className={inviteSent ? 'btn-close btn-close-white' : 'btn-close'} aria-label="Close" onClick={() => setShow(false)} />
      </Toast.Body>
    </Toast>
  );
}
