// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { render } from '@testing-library/react';
import DpiPickerPage from '../../src/features/assessments/DpiPickerPage';
import DpiQuizPage from '../../src/features/assessments/DpiQuizPage';
import { ProfileWriteError } from '../../src/backend/profileWriteError';
import { DPI_QUESTIONS } from '../../src/domain/dpi';
import { quizStorageKey } from '../../src/features/assessments/quizStorage';
import { ShowLocation, renderAt } from '../accounts/helpers';
import { backend, profileWith, resetMocks, sessionAs, signedIn, state } from './mocks';

vi.mock('../../src/backend/UserProvider', async () => {
  const { state } = await import('./mocks');
  return { useUser: () => state.user };
});
vi.mock('../../src/backend/useSessionRole', async () => {
  const { state } = await import('./mocks');
  return { useSessionRole: (id?: string) => (id ? state.session : { status: 'standalone' }) };
});
vi.mock('../../src/backend/useOwnProfile', async () => {
  const { state } = await import('./mocks');
  return { useOwnProfile: () => ({ state: state.profile, reload: () => undefined }) };
});
vi.mock('../../src/backend/assessments', async () => (await import('./mocks')).backend);

const submit = () => screen.getByRole('button', { name: /Submit|Saving…/ });

describe('DpiPickerPage', () => {
  beforeEach(resetMocks);
  afterEach(() => cleanup());

  it('offers the 16 types; Submit waits for a choice, is disabled while saving and locks after saving', async () => {
    let finish: () => void = () => undefined;
    backend.saveDpi.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderAt(<DpiPickerPage />, '/communication-style/test');
    expect(screen.getAllByRole('radio')).toHaveLength(16);
    expect(submit()).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'ENTP' }));
    expect(submit()).toBeEnabled();
    fireEvent.click(submit());
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    finish();
    expect(await screen.findByText(/Saved to your profile as ENTP\./)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'ISFJ' })).toBeDisabled();
    expect(backend.saveDpi).toHaveBeenCalledWith(expect.anything(), 'ENTP', ['ENTP', 'test']);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('needs the Cognito sub', async () => {
    state.user = signedIn({ sub: '' });
    renderAt(<DpiPickerPage />, '/communication-style/test');
    fireEvent.click(screen.getByRole('radio', { name: 'ISTP' }));
    fireEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('No Cognito sub found. Please re-login.');
    expect(backend.saveDpi).not.toHaveBeenCalled();
  });

  it.each([
    [new ProfileWriteError('createFailed'), 'Create failed.'],
    [new ProfileWriteError('updateReturnedNull'), 'Update returned null.'],
    [new Error('network down'), 'Failed to save your DPI type.'],
  ])('reports a failed save (%s)', async (error, message) => {
    backend.saveDpi.mockRejectedValue(error);
    renderAt(<DpiPickerPage />, '/communication-style/test');
    fireEvent.click(screen.getByRole('radio', { name: 'ISTP' }));
    fireEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(submit()).toBeEnabled();
  });

  it('is locked on a type the profile already holds, and ignores an invalid one', () => {
    state.profile = profileWith({ dpiType: 'isfp' });
    renderAt(<DpiPickerPage />, '/communication-style/test');
    expect(screen.getByRole('radio', { name: 'ISFP' })).toBeChecked();
    expect(submit()).toBeDisabled();
    cleanup();
    state.profile = profileWith({ dpiType: 'XXXX' });
    renderAt(<DpiPickerPage />, '/communication-style/test');
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
  });

  it("in a session also writes the viewer's own side", async () => {
    state.session = sessionAs('initiator');
    renderAt(<DpiPickerPage />, '/session/s1/communication-style/test', '/session/:id/communication-style/test');
    fireEvent.click(screen.getByRole('radio', { name: 'ESFJ' }));
    fireEvent.click(submit());
    expect(await screen.findByText(/Saved to your profile as ESFJ\./)).toBeInTheDocument();
    expect(backend.copyDpiToSession).toHaveBeenCalledWith(expect.objectContaining({ id: 's1' }), 'initiator', 'ESFJ');
  });
});

/** Renders the questionnaire after a first page, so Done (back one step) has somewhere to go. */
function renderQuiz(url = '/communication-style/quiz', pattern = '/communication-style/quiz') {
  return render(
    <MemoryRouter initialEntries={['/before', url]} initialIndex={1}>
      <Routes>
        <Route path={pattern} element={<DpiQuizPage />} />
        <Route path="*" element={<ShowLocation />} />
      </Routes>
    </MemoryRouter>,
  );
}

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
});
