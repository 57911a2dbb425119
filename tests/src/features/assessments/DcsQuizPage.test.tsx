// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import DcsQuizPage from '../../../../src/features/assessments/DcsQuizPage';
import { ProfileWriteError } from '../../../../src/backend/profileWriteError';
import { DCS_STYLES } from '../../../../src/domain/dcs';
import { quizStorageKey } from '../../../../src/features/assessments/quizStorage';
import { renderAt } from '../../../support/render';
import { backend, profileWith, resetMocks, sessionAs, state } from '../../../support/assessmentMocks';

const fakes = vi.hoisted(() => () => import('../../../support/assessmentMocks'));
vi.mock('../../../../src/backend/UserProvider', async () => (await fakes()).fakeUserProvider);
vi.mock('../../../../src/backend/useSessionRole', async () => (await fakes()).fakeSessionRole);
vi.mock('../../../../src/backend/useOwnProfile', async () => (await fakes()).fakeOwnProfile);
vi.mock('../../../../src/backend/assessments', async () => (await fakes()).backend);

const standalone = () => renderAt(<DcsQuizPage />, '/dcs/quiz');
const inSession = () => renderAt(<DcsQuizPage />, '/session/s1/dcs/quiz', '/session/:id/dcs/quiz');
const statements = () => screen.getAllByRole('group').filter((g) => g.tagName === 'FIELDSET');
/** Picks `value` for statement `n` (by id: role queries over 100 radios are slow in jsdom). */
const answer = (n: number, value: number) => fireEvent.click(document.getElementById(`dcs-q${n}-${value}`)!);
const styleOf = (n: number) => DCS_STYLES.find((s) => s.questions.includes(n))!.style;

function answerAll(valueFor: (n: number) => number) {
  for (let n = 1; n <= 20; n += 1) if (valueFor(n)) answer(n, valueFor(n));
}

describe('DcsQuizPage', () => {
  beforeEach(resetMocks);
  afterEach(() => cleanup());

  it('shows the title, (standalone), the scale and 20 statements labelled by context', () => {
    standalone();
    expect(screen.getByRole('heading', { level: 1, name: '20-Question Conflict Styles Assessment' })).toBeInTheDocument();
    expect(screen.getByTestId('role-line')).toHaveTextContent('(standalone)');
    expect(screen.getByText(/1 = never, 2 = seldom, 3 = sometimes, 4 = often, 5 = always/)).toBeInTheDocument();
    expect(statements()).toHaveLength(20);
    expect(statements()[0]).toHaveAccessibleDescription('Workplace');
    expect(statements()[1]).toHaveAccessibleDescription('Family / Personal');
    expect(within(statements()[0]).getAllByRole('radio')).toHaveLength(5);
  });

  it('enables Show Results only when all 20 are answered, then shows scores, bands and ties', () => {
    standalone();
    const show = screen.getByRole('button', { name: 'Show Results' });
    answerAll((n) => (n === 20 ? 0 : ['Avoidance', 'Compromise'].includes(styleOf(n)) ? 5 : 1));
    expect(show).toBeDisabled();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '95');
    answer(20, 3);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    fireEvent.click(show);
    expect(show).toBeDisabled();
    const rows = screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['1, 2, 3, 4', '20', 'Very strong'],
      ['5, 6, 7, 8', '4', 'Very weak'],
      ['9, 10, 11, 12', '20', 'Very strong'],
      ['13, 14, 15, 16', '4', 'Very weak'],
      ['17, 18, 19, 20', '6', 'Weak'],
    ]);
    // On screen each style goes by its mode's name, as on the profile and the picker; a tie says what it means.
    expect(screen.getByTestId('dominant')).toHaveTextContent('Dominant style(s): Avoiding, Compromising');
    expect(screen.getByTestId('dominant-explained')).toHaveTextContent(
      'A tie: Avoiding and Compromising scored the same (20 of 20), so you tend to use both about equally. Only one style can be saved, so Dfuse saves the first in the list, Avoiding',
    );
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Avoiding', 'Competing', 'Compromising', 'Accommodating', 'Collaborating']);
    expect(screen.getByTestId('dcs-bar-Avoidance')).toHaveStyle({ width: '100%' });
    expect(screen.getByTestId('dcs-bar-Collaboration')).toHaveStyle({ width: '30%' });
    expect(screen.getByRole('list', { name: 'Band legend' })).toHaveTextContent('0–4: Very weak');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('saves the first dominant mode, the score lines and shows the Saved toast', async () => {
    standalone();
    answerAll((n) => (styleOf(n) === 'Collaboration' ? 4 : 2));
    fireEvent.click(screen.getByRole('button', { name: 'Show Results' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile’s conflict style is now Collaborating.')).toBeInTheDocument();
    expect(screen.getByText('Your scores are saved with your profile.')).toBeInTheDocument();
    expect(screen.queryByText(/DCS-v2|initiatorDCS|collaboratorDCS/)).toBeNull();
    expect(backend.saveDcsResult).toHaveBeenCalledWith(expect.anything(), 'collaborating', [
      'Avoidance: 8 (Weak)',
      'Competition: 8 (Weak)',
      'Compromise: 8 (Weak)',
      'Accommodation: 8 (Weak)',
      'Collaboration: 16 (Strong)',
    ]);
    expect(backend.copyDcsToSession).not.toHaveBeenCalled();
  });

  it('hides the Saved toast 4 s after saving, not before, and then moves on (home when standalone)', async () => {
    standalone();
    answerAll(() => 3);
    fireEvent.click(screen.getByRole('button', { name: 'Show Results' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await act(() => vi.advanceTimersByTimeAsync(0)); // the save's promise settles: the toast shows
      expect(screen.getByText('Saved', { selector: 'strong' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(3999));
      expect(screen.getByText('Saved', { selector: 'strong' })).toBeInTheDocument();
      expect(screen.queryByTestId('location')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('in a session copies the mode to the viewer side and says so in plain words', async () => {
    state.session = sessionAs('initiator');
    inSession();
    expect(screen.getByTestId('role-line')).toHaveTextContent('Role: Initiator');
    expect(screen.queryByRole('link', { name: 'Back to Home' })).toBeNull();
    answerAll((n) => (styleOf(n) === 'Competition' ? 5 : 1));
    fireEvent.click(screen.getByRole('button', { name: 'Show Results' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved to your session with Robin Tester, who can see it there.')).toBeInTheDocument();
    expect(screen.queryByText(/initiatorDCS/)).toBeNull();
    expect(backend.copyDcsToSession).toHaveBeenCalledWith(expect.objectContaining({ id: 's1' }), 'initiator', 'competing');
  });

  it('keeps Save disabled in a session when the role is unknown', () => {
    state.session = sessionAs(null);
    inSession();
    expect(screen.getByTestId('role-line')).toHaveTextContent('Role: Not a participant');
    answerAll(() => 3);
    fireEvent.click(screen.getByRole('button', { name: 'Show Results' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('keeps Save disabled when the session cannot be loaded', () => {
    state.session = { status: 'failed', error: 'Not Authorized' };
    inSession();
    expect(screen.getByText(/Failed to load session/)).toBeInTheDocument();
    answerAll(() => 2);
    fireEvent.click(screen.getByRole('button', { name: 'Show Results' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows the save failure message and stays on the page', async () => {
    backend.saveDcsResult.mockRejectedValue(new ProfileWriteError('updateFailed', 'Unauthorized'));
    standalone();
    answerAll(() => 4);
    fireEvent.click(screen.getByRole('button', { name: 'Show Results' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save results. (Unauthorized)')).toBeInTheDocument();
    expect(screen.queryByText('Saved', { selector: 'strong' })).toBeNull();
  });

  it('restores answers from storage after a reload, and Reset clears them', () => {
    const key = quizStorageKey('dcs', 'robin@example.com', undefined);
    sessionStorage.setItem(key, JSON.stringify({ answers: { 1: 2, 7: 5 }, showResults: false }));
    standalone();
    expect(within(statements()[6]).getByRole('radio', { name: /^5\b/ })).toBeChecked();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    answer(3, 1);
    expect(JSON.parse(sessionStorage.getItem(key)!).answers).toEqual({ 1: 2, 3: 1, 7: 5 });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(within(statements()[6]).getByRole('radio', { name: /^5\b/ })).not.toBeChecked();
  });

  it('ignores a tampered stored state', () => {
    const key = quizStorageKey('dcs', 'robin@example.com', undefined);
    sessionStorage.setItem(key, JSON.stringify({ answers: { 1: 2, 7: 50 }, showResults: true }));
    standalone();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByRole('heading', { name: 'Your results' })).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(key)!)).toEqual({ answers: {}, showResults: false });
  });

  it("mentions the profile's current mode, ignoring an invalid one", () => {
    state.profile = profileWith({ dcsMode: 'accommodating' });
    standalone();
    expect(screen.getByText('Accommodating')).toBeInTheDocument();
    cleanup();
    state.profile = profileWith({ dcsMode: 'sulking' });
    standalone();
    expect(screen.queryByText(/current conflict mode/)).toBeNull();
  });
});
