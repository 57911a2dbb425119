import type { ReactNode } from 'react';
import type { IssueRecord } from '../backend/data';
import { paths } from '../domain/paths';
import { roleOf } from '../domain/sessionRole';
import { LinkButton } from './LinkButton';
import { MessageCard } from './MessageCard';

/** Why a page of a session cannot show it (not found, not allowed, a failed read), with the ways back. */
export function SessionUnavailable({ children, variant = 'warning' }: { children: ReactNode; variant?: 'warning' | 'info' }) {
  return (
    <MessageCard
      variant={variant}
      actions={
        <>
          <LinkButton to={paths.session.list()}>Back to Sessions</LinkButton>
          <LinkButton to={paths.home()} variant="outline-secondary">
            Home
          </LinkButton>
        </>
      }
    >
      {children}
    </MessageCard>
  );
}

/** A session deleted (soft delete) by either side: what that means for both. */
export function DeletedSession({ session, email }: { session: IssueRecord; email: string }) {
  const other = roleOf(session, email) === 'initiator' ? session.collaboratorFirstName : session.initiatorFirstName;
  return (
    <SessionUnavailable variant="info">
      This session was deleted. It no longer appears in your list or in {other}’s, and neither of you can open it again. Nothing more
      happens in it; either of you can start a new session at any time.
    </SessionUnavailable>
  );
}
