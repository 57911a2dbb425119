// @vitest-environment jsdom
/**
 * The check-in's note is a free text like any other (docs/rules.md, "Safety"): words of danger
 * get the fixed response with the help list before anything is sent, and a threat to the other
 * person is never sent, whatever the rest of the answers say.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import CheckInPage from '../../../../src/features/review/CheckInPage';
import { CHECK_IN_MESSAGES } from '../../../../src/domain/checkIns';
import { CRISIS_RESPONSE, THREAT_NOT_PASSED_ON } from '../../../../src/domain/crisis';
import { renderAt } from '../../../support/render';

const calls = vi.hoisted(() => ({ answerCheckIn: vi.fn(async () => undefined) }));

vi.mock('../../../../src/backend/UserProvider', () => ({
  useUser: () => ({ status: 'signedIn', user: { email: 'ann@example.com', sub: 'sub-ann', firstName: 'Ann', lastName: 'Initiator' } }),
}));
vi.mock('../../../../src/backend/commitments', () => ({
  answerCheckIn: calls.answerCheckIn,
  keepLaterCheckIns: vi.fn(),
  markResolved: vi.fn(),
  takeWayBack: vi.fn(),
}));
vi.mock('../../../../src/backend/useFollowUp', () => ({ useFollowUp: vi.fn() }));

const TRIAL_END = '2031-03-15T10:00:00.000Z';
const SESSION = {
  id: 's1',
  status: 'committed',
  initiatorEmail: 'ann@example.com',
  collaboratorEmail: 'ben@example.com',
  initiatorFirstName: 'Ann',
  collaboratorFirstName: 'Ben',
  collaboratorJoined: true,
  agreedIssue: 'How we plan',
  bestSolutionId: 'sol-1',
  commitmentJson: JSON.stringify({
    committedAt: '2031-03-01T10:00:00.000Z',
    trialDays: 14,
    trialEndsAt: TRIAL_END,
    commitments: [
      { id: 'i1', side: 'initiator', when: 'Sunday comes', will: 'cook' },
      { id: 'c1', side: 'collaborator', when: 'I am late', will: 'text before nine' },
    ],
  }),
  reviewJson: JSON.stringify({ open: { number: 1, dueAt: TRIAL_END, openedAt: TRIAL_END }, checkIns: [] }),
};
vi.mock('../../../../src/backend/useLiveSession', () => ({ useLiveSession: () => ({ state: 'ready', session: SESSION }) }));

afterEach(() => {
  cleanup();
  calls.answerCheckIn.mockClear();
});

const writeNote = (text: string) => fireEvent.change(screen.getByLabelText('A short note (optional)'), { target: { value: text } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send my answers' }));

it('answers words of danger in the note with the fixed response and the help list first, then goes on', async () => {
  renderAt(<CheckInPage />, '/session/s1/check-in', '/session/:id/check-in');
  writeNote('Some days I want to die');
  send();
  expect(screen.getByTestId('crisis-response').textContent).toContain(CRISIS_RESPONSE);
  expect(screen.getByRole('region', { name: 'Where to find help' })).toBeTruthy();
  // The next press goes on to the answers' own checks (none given yet), as the rest of the form would.
  send();
  expect(await screen.findByText(CHECK_IN_MESSAGES.kept)).toBeTruthy();
  expect(screen.queryByTestId('crisis-response')).toBeNull();
  expect(calls.answerCheckIn).not.toHaveBeenCalled();
});

it('never sends a threat to the other person in the note', () => {
  renderAt(<CheckInPage />, '/session/s1/check-in', '/session/:id/check-in');
  writeNote('I will hurt you');
  send();
  send();
  expect(screen.getByTestId('crisis-response').textContent).toContain(THREAT_NOT_PASSED_ON);
  expect(screen.queryByText(CHECK_IN_MESSAGES.kept)).toBeNull();
  expect(calls.answerCheckIn).not.toHaveBeenCalled();
});
