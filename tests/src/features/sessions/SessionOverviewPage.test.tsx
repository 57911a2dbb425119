// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import SessionOverviewPage from '../../../../src/features/sessions/SessionOverviewPage';
import { renderAt } from '../../../support/render';

const live = vi.hoisted(() => ({ inviteEmailStatus: 'pending' as string, inviteEmailSentAt: null as string | null }));

vi.mock('../../../../src/backend/UserProvider', () => ({
  useUser: () => ({ status: 'signedIn', user: { email: 'ivy@example.com', sub: 'sub-ivy', firstName: 'Ivy', lastName: 'Initiator' } }),
}));
const calls = vi.hoisted(() => ({
  sendSessionEmail: vi.fn(),
  previewInvitation: vi.fn(),
  updateSession: vi.fn(),
}));
vi.mock('../../../../src/backend/sessions', () => ({ deleteSession: vi.fn(), updateSession: calls.updateSession }));
vi.mock('../../../../src/backend/sessionFunctions', () => ({ sendSessionEmail: calls.sendSessionEmail, previewInvitation: calls.previewInvitation }));
// Ivy has answered and invited Cal, who has not answered yet.
vi.mock('../../../../src/backend/useLiveSession', () => ({
  useLiveSession: () => ({
    state: 'ready',
    session: {
      id: 's1',
      status: 'created',
      initiatorEmail: 'ivy@example.com',
      collaboratorEmail: 'cal@example.com',
      initiatorFirstName: 'Ivy',
      initiatorLastName: 'Initiator',
      collaboratorFirstName: 'Cal',
      collaboratorLastName: 'Collaborator',
      initiatorIssue: ['The roadmap keeps changing'],
      inviteEmailStatus: live.inviteEmailStatus,
      inviteEmailSentAt: live.inviteEmailSentAt,
    },
  }),
}));

afterEach(() => cleanup());

const openFromChat = () => renderAt(<SessionOverviewPage />, '/session/s1?invited=1', '/session/:id');

describe('SessionOverviewPage, arriving from the chat (?invited=1)', () => {
  it('says the invitation was sent when its e-mail went out', () => {
    live.inviteEmailStatus = 'sent';
    live.inviteEmailSentAt = '2026-01-05T10:00:00.000Z';
    openFromChat();
    expect(screen.getByText('Invitation sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send again' })).toBeInTheDocument();
  });

  it('does not claim the invitation was sent before the initiator pressed Send: the card below shows its topic and preview first, and sends nothing by itself', async () => {
    live.inviteEmailStatus = 'pending';
    live.inviteEmailSentAt = null;
    calls.previewInvitation.mockResolvedValue({
      proposedTopic: 'How we settle the handover times',
      invitation: { to: 'cal@example.com', subject: 'Ivy invited you to a Dfuse session', paragraphs: ['Hi Cal,', 'The topic: How we settle the handover times'], linkLabel: 'Open your invitation', signature: '— Dfuse' },
    });
    openFromChat();
    expect(screen.queryByText('Invitation sent')).toBeNull();
    expect(screen.getByText('Invitation not sent yet.').parentElement).toHaveTextContent('Read the invitation below and press Send');
    expect(await screen.findByDisplayValue('How we settle the handover times')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview the invitation' })).toBeInTheDocument();
    expect(calls.sendSessionEmail).not.toHaveBeenCalled();
  });
});

describe('the invitation toast', () => {
  afterEach(() => vi.useRealTimers());

  it('hides 5 s after the page opens, not before (docs/rules.md, "Sessions")', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    live.inviteEmailStatus = 'sent';
    live.inviteEmailSentAt = '2026-01-05T10:00:00.000Z';
    openFromChat();
    const toast = screen.getByText('Invitation sent').closest('.toast')!;
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(toast).toHaveClass('show');
    expect(toast).not.toHaveClass('showing'); // react-bootstrap's class while a toast fades in or out
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(toast).toHaveClass('showing');
    // Once it has faded out, it is gone.
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByText('Invitation sent')).toBeNull();
  });
});
