// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import HomePage from '../../../../src/features/marketing/HomePage';
import {
  LAST_ISSUE_ID_KEY,
  agreeKey,
  proposeStartedKey,
  solutionsSavedKey,
} from '../../../../src/domain/sessionFlags';
import { renderAt } from '../../../support/render';

const auth = vi.hoisted(() => ({ hasSignedInSession: vi.fn<() => Promise<boolean>>() }));
vi.mock('../../../../src/backend/auth', () => auth);

const renderHome = () => renderAt(<HomePage />, '/');

function seedFlags() {
  localStorage.setItem(LAST_ISSUE_ID_KEY, 'issue-1');
  localStorage.setItem(proposeStartedKey('issue-1'), '1');
  localStorage.setItem(solutionsSavedKey('issue-1', 'initiator', 'five'), '1');
  localStorage.setItem(agreeKey('issue-1', 'initiatorEmailed'), '1');
  localStorage.setItem('pendingSessionId', 'keep-me');
}

function expectFlagsCleared() {
  expect(localStorage.getItem(LAST_ISSUE_ID_KEY)).toBeNull();
  expect(localStorage.getItem(proposeStartedKey('issue-1'))).toBeNull();
  expect(localStorage.getItem(solutionsSavedKey('issue-1', 'initiator', 'five'))).toBeNull();
  expect(localStorage.getItem(agreeKey('issue-1', 'initiatorEmailed'))).toBeNull();
  expect(localStorage.getItem('pendingSessionId')).toBe('keep-me');
}

describe('HomePage', () => {
  beforeEach(() => {
    localStorage.clear();
    auth.hasSignedInSession.mockReset();
  });
  afterEach(() => cleanup());

  it('shows the headline, subtitle, the two cards and the support section', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Resolve. Repair. Reconnect.' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Conflicts cost time, money, and relationships. Resolve them before they escape... No mediator required.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Initiate a Session' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Open My Sessions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'More ways we can support you' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('Initiate clears the per-session flags and goes to /init when signed in', async () => {
    seedFlags();
    auth.hasSignedInSession.mockResolvedValue(true);
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Start a session' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/init');
    expect(screen.getByTestId('location').textContent).toBe('/init');
    expect(auth.hasSignedInSession).toHaveBeenCalledTimes(1);
    expectFlagsCleared();
  });

  it('Initiate clears the per-session flags and goes to /login?next=/init when signed out', async () => {
    seedFlags();
    auth.hasSignedInSession.mockResolvedValue(false);
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Start a session' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?next=%2Finit');
    expectFlagsCleared();
  });

  it('Initiate goes to login when the sign-in check fails', async () => {
    auth.hasSignedInSession.mockRejectedValue(new Error('network'));
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Start a session' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?next=%2Finit');
  });

  it('Open My Sessions goes to /session', async () => {
    renderHome();
    const link = screen.getByRole('link', { name: 'Go to my sessions' });
    expect(link).toHaveAttribute('href', '/session');
    fireEvent.click(link);
    expect(await screen.findByTestId('location')).toHaveTextContent('/session');
    expect(auth.hasSignedInSession).not.toHaveBeenCalled();
  });

  it('links the four pill buttons to the assessments', () => {
    renderHome();
    const expected: Record<string, string> = {
      'My DCS': '/dcs/quiz',
      'My DPI': '/communication-style/quiz',
      'DCS Test Mode': '/dcs/test',
      'DPI Test Mode': '/communication-style/test',
    };
    for (const [name, href] of Object.entries(expected)) {
      const pill = screen.getByRole('link', { name });
      expect(pill).toHaveAttribute('href', href);
      expect(pill).toHaveClass('btn', 'rounded-pill');
    }
  });
});
