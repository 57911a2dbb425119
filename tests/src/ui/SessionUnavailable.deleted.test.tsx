// @vitest-environment jsdom
/**
 * The deleted session's screen: who deleted it, in the words the deletion e-mail uses
 * (src/domain/deletion.ts), the neutral wording for a record that does not say, and the way back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { IssueRecord } from '../../../src/backend/data';
import { DeletedSession } from '../../../src/ui/SessionUnavailable';
import { renderAt } from '../../support/render';

afterEach(() => cleanup());

const GINA = 'gina@example.com';
const HUGO = 'hugo@example.com';

function deleted(deletedBy: IssueRecord['deletedBy']): IssueRecord {
  return {
    id: 'issue-1',
    status: 'closed',
    initiatorEmail: GINA,
    collaboratorEmail: HUGO,
    initiatorFirstName: 'Gina',
    initiatorLastName: 'Tester',
    collaboratorFirstName: 'Hugo',
    collaboratorLastName: 'Tester',
    deletedBy,
  } as IssueRecord;
}

const showTo = (session: IssueRecord, email: string) => renderAt(<DeletedSession session={session} email={email} />, '/session/issue-1');

describe('DeletedSession', () => {
  it.each([
    ['initiator', HUGO, 'Gina deleted this session.'],
    ['collaborator', GINA, 'Hugo deleted this session.'],
  ] as const)('tells the other side who deleted it (deleted by the %s)', (deletedBy, reader, line) => {
    showTo(deleted(deletedBy), reader);
    expect(screen.getByText(new RegExp(`^${line} It no longer appears in either of your lists, and neither of you can open it again\\.`))).toBeInTheDocument();
    expect(screen.queryByText(/This session was deleted/)).toBeNull();
  });

  it.each([
    ['initiator', GINA],
    ['collaborator', HUGO],
  ] as const)('tells the %s who deleted it that they did', (deletedBy, reader) => {
    showTo(deleted(deletedBy), reader);
    expect(screen.getByText(/^You deleted this session\. It no longer appears in either of your lists/)).toBeInTheDocument();
  });

  it('keeps the neutral wording for a session deleted before the server recorded who did it', () => {
    showTo(deleted(null), HUGO);
    expect(screen.getByText(/^This session was deleted\. It no longer appears in your list or in Gina’s/)).toBeInTheDocument();
    expect(screen.queryByText(/deleted this session/)).toBeNull();
  });

  it('offers the way back to the sessions list', () => {
    showTo(deleted('initiator'), HUGO);
    fireEvent.click(screen.getByRole('link', { name: 'Back to Sessions' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/session');
  });
});
