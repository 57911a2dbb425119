import type { ReactNode } from 'react';
import type { IssueRecord } from '../backend/data';
import { deletionLine } from '../domain/deletion';
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

/** A session deleted (soft delete) by either side: who deleted it, when the server recorded that, and what it means for both. */
export function DeletedSession({ session, email }: { session: IssueRecord; email: string }) {
  const reader = roleOf(session, email) ?? 'collaborator';
  const other = reader === 'initiator' ? session.collaboratorFirstName : session.initiatorFirstName;
  const names = { initiator: session.initiatorFirstName, collaborator: session.collaboratorFirstName };
  const who = deletionLine(session.deletedBy, reader, names);
  // Once the deleter is named, naming the other's list too would repeat a name ("Ines deleted ... in Ines’s").
  const where = who === null ? `This session was deleted. It no longer appears in your list or in ${other}’s` : `${who} It no longer appears in either of your lists`;
  return (
    <SessionUnavailable variant="info">
      {where}, and neither of you can open it again. Nothing more happens in it; either of you can start a new session at any time.
    </SessionUnavailable>
  );
}
