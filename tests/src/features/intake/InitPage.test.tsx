// @vitest-environment jsdom
/**
 * The chat's timing (docs/rules.md, "Intake"), with a clock under the test's control: the bot
 * answers 600 ms after an answer is sent, not before, and once the session is created the chat
 * takes the person to it 1200 ms after saying so, not before.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import InitPage from '../../../../src/features/intake/InitPage';
import { renderAt } from '../../../support/render';

vi.mock('../../../../src/backend/UserProvider', () => ({
  useUser: () => ({ status: 'signedIn', user: { email: 'ivy@example.com', sub: 'sub-ivy', firstName: 'Ivy', lastName: 'Initiator' } }),
}));
const backend = vi.hoisted(() => ({ createSession: vi.fn(async () => 'new-session'), sendSessionEmail: vi.fn(async () => undefined) }));
vi.mock('../../../../src/backend/sessions', () => ({ createSession: backend.createSession }));
vi.mock('../../../../src/backend/sessionFunctions', () => ({ sendSessionEmail: backend.sendSessionEmail }));

const botMessages = () => screen.getByRole('log').querySelectorAll('.intake-bot').length;
const typing = () => screen.queryByLabelText('Dfuse is typing');

function answer(text: string) {
  fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: text } });
  fireEvent.submit(screen.getByLabelText('Your answer').closest('form')!);
}

/** Moves the fake clock on by `ms`, letting the promises that settle meanwhile run. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('InitPage timing', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('answers 600 ms after an answer is sent, and not before', async () => {
    renderAt(<InitPage />, '/init');
    const before = botMessages();
    answer('We never agree on the holidays');
    expect(screen.getByText('We never agree on the holidays')).toBeInTheDocument();
    expect(typing()).toBeInTheDocument();

    await advance(599);
    expect(botMessages()).toBe(before);
    expect(typing()).toBeInTheDocument();
    await advance(1);
    expect(botMessages()).toBe(before + 1);
    expect(typing()).toBeNull();
  });

  it('goes to the new session 1200 ms after saying it is ready, and not before', async () => {
    // A chat left at its last step (the collaborator's e-mail), as a reload finds it.
    sessionStorage.setItem(
      'intakeDraft:ivy@example.com',
      JSON.stringify({
        step: 5,
        answers: { issue: ['The holidays'], outcome: ['A plan we both like'], why: ['We argue every year'], collaboratorFirstName: 'Cal', collaboratorLastName: 'Collaborator', collaboratorEmail: '' },
      }),
    );
    renderAt(<InitPage />, '/init');
    answer('cal@example.com');
    await advance(600); // the bot's answer to the last step; then the session is created and the invitation sent
    expect(backend.createSession).toHaveBeenCalledTimes(1);
    const beforeReady = botMessages();
    await advance(600); // the bot says the session is ready
    expect(botMessages()).toBe(beforeReady + 1);
    expect(screen.getByRole('log')).toHaveTextContent(/Taking you there…/);

    await advance(1199);
    expect(screen.queryByTestId('location')).toBeNull();
    await advance(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/session/new-session?invited=1');
  });
});
