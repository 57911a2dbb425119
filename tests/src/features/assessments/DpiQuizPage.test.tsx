// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import DpiQuizPage from '../../../../src/features/assessments/DpiQuizPage';
import { ProfileWriteError } from '../../../../src/backend/profileWriteError';
import { DPI_QUESTIONS } from '../../../../src/domain/dpi';
import { quizStorageKey } from '../../../../src/features/assessments/quizStorage';
import { renderAt } from '../../../support/render';
import { backend, profileWith, resetMocks, sessionAs, state } from '../../../support/assessmentMocks';

const fakes = vi.hoisted(() => () => import('../../../support/assessmentMocks'));
vi.mock('../../../../src/backend/UserProvider', async () => (await fakes()).fakeUserProvider);
vi.mock('../../../../src/backend/useSessionRole', async () => (await fakes()).fakeSessionRole);
vi.mock('../../../../src/backend/useOwnProfile', async () => (await fakes()).fakeOwnProfile);
vi.mock('../../../../src/backend/assessments', async () => (await fakes()).backend);

/** Renders the questionnaire after a first page, so Done (back one step) has somewhere to go. */
const renderQuiz = (url = '/communication-style/quiz', pattern = '/communication-style/quiz') =>
  renderAt(<DpiQuizPage />, url, pattern, { from: '/before' });

const choose = (label: string) => fireEvent.click(screen.getByRole('radio', { name: label }));
const button = (name: string) => screen.getByRole('button', { name });


describe('DpiQuizPage', () => {
  beforeEach(resetMocks);
  afterEach(() => cleanup());

  it('goes one statement at a time: Back off on the first, Next only once answered', () => {
    renderQuiz();
    expect(screen.getByText('Question 1 of 12')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: DPI_QUESTIONS[0].text })).toBeInTheDocument();
    expect(button('Back')).toBeDisabled();
    expect(button('Next')).toBeDisabled();
    choose('Agree');
    fireEvent.click(button('Next'));
    expect(screen.getByRole('group', { name: DPI_QUESTIONS[1].text })).toBeInTheDocument();
    expect(button('Back')).toBeEnabled();
    fireEvent.click(button('Back'));
    expect(screen.getByRole('radio', { name: 'Agree' })).toBeChecked();
  });

  it('scores, saves the type with its breakdown, shows the status, and Done goes back one step', async () => {
    renderQuiz();
    for (let i = 0; i < 11; i += 1) {
      choose(DPI_QUESTIONS[i].positiveLetter === 'I' ? 'Strongly Agree' : 'Neutral');
      fireEvent.click(button('Next'));
    }
    expect(button('See Results & Save')).toBeDisabled();
    choose('Neutral');
    fireEvent.click(button('See Results & Save'));
    expect(await screen.findByText('Saved to your profile as ISTJ.')).toBeInTheDocument();
    expect(screen.getByTestId('dpi-type')).toHaveTextContent('ISTJ');
    expect(screen.getByTestId('dpi-breakdown')).toHaveTextContent('Leaning I');
    expect(screen.getAllByText('Balanced')).toHaveLength(3);
    expect(backend.saveDpi).toHaveBeenCalledWith(expect.anything(), 'ISTJ', ['EI: I (-2)', 'SN: S (0)', 'TF: T (0)', 'JP: J (0)', 'test']);
    fireEvent.click(button('Done'));
    expect(screen.getByTestId('location')).toHaveTextContent('/before');
  });

  it('shows "Could not save your DPI type." with the detail when saving fails', async () => {
    backend.saveDpi.mockRejectedValue(new ProfileWriteError('createFailed'));
    sessionStorage.setItem(
      quizStorageKey('dpi', 'robin@example.com', undefined),
      JSON.stringify({ answers: Object.fromEntries(DPI_QUESTIONS.map((q) => [q.id, 1])), index: 11 }),
    );
    renderQuiz();
    expect(screen.getByText('Question 12 of 12')).toBeInTheDocument();
    fireEvent.click(button('See Results & Save'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save your DPI type. Failed to create profile.');
    expect(button('Retake')).toBeEnabled();
    fireEvent.click(button('Retake'));
    expect(screen.getByText('Question 1 of 12')).toBeInTheDocument();
  });

  it('in a session copies the type to the viewer side', async () => {
    state.session = sessionAs('collaborator');
    sessionStorage.setItem(
      quizStorageKey('dpi', 'robin@example.com', 's1'),
      JSON.stringify({ answers: Object.fromEntries(DPI_QUESTIONS.map((q) => [q.id, 0])), index: 11 }),
    );
    renderQuiz('/session/s1/communication-style/quiz', '/session/:id/communication-style/quiz');
    fireEvent.click(button('See Results & Save'));
    expect(await screen.findByText('Saved to your profile as ESTJ.')).toBeInTheDocument();
    expect(backend.copyDpiToSession).toHaveBeenCalledWith(expect.objectContaining({ id: 's1' }), 'collaborator', 'ESTJ');
  });

  it('ignores a tampered stored state and starts at the first statement', () => {
    const key = quizStorageKey('dpi', 'robin@example.com', undefined);
    sessionStorage.setItem(key, JSON.stringify({ answers: { ei1: 7 }, index: 11 }));
    renderQuiz();
    expect(screen.getByText('Question 1 of 12')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(key)!)).toEqual({ answers: {}, index: 0 });
  });

  it('is never repeated: a type on the profile shows instead of question 1, counts for the session, and a retake is only offered (issue 27)', async () => {
    state.session = sessionAs('collaborator');
    state.profile = profileWith({ dpiType: 'INFP' });
    backend.copyDpiToSession.mockResolvedValue(true);
    renderQuiz('/session/s1/communication-style/quiz', '/session/:id/communication-style/quiz');
    expect(screen.getByTestId('dpi-already-taken')).toHaveTextContent('You have already taken this questionnaire: INFP');
    expect(screen.queryByText('Question 1 of 12')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the statements' })).toHaveAttribute('href', '/session/s1/agree');
    await vi.waitFor(() => expect(backend.copyDpiToSession).toHaveBeenCalledWith(expect.objectContaining({ id: 's1' }), 'collaborator', 'INFP'));
    fireEvent.click(button('Take it again'));
    expect(screen.getByText('Question 1 of 12')).toBeInTheDocument();
  });
});
