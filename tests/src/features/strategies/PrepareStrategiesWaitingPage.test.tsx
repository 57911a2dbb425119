// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import PrepareStrategiesWaitingPage from '../../../../src/features/strategies/PrepareStrategiesWaitingPage';
import { NO_SOLUTION_YET_MESSAGE } from '../../../../src/domain/strategies';
import { renderAt } from '../../../support/render';

vi.mock('../../../../src/backend/UserProvider', () => ({
  useUser: () => ({ status: 'signedIn', user: { email: 'ivy@example.com', sub: 'sub-ivy', firstName: 'Ivy', lastName: 'Initiator' } }),
}));
// An agreed session with no chosen (best) solution yet.
vi.mock('../../../../src/backend/useLiveSession', () => ({
  useLiveSession: () => ({
    state: 'ready',
    session: { id: 's1', status: 'resolving_issue', initiatorEmail: 'ivy@example.com', collaboratorEmail: 'cal@example.com', agreedIssue: 'The roadmap' },
  }),
}));

afterEach(() => cleanup());

describe('PrepareStrategiesWaitingPage before a solution is chosen', () => {
  it('does not claim to be preparing anything: it says what comes first and leads back to the session', () => {
    renderAt(<PrepareStrategiesWaitingPage />, '/session/s1/prepare-strategies-waiting', '/session/:id/prepare-strategies-waiting');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Personalized Strategies$/);
    expect(screen.queryByText(/Preparing/)).toBeNull();
    expect(screen.getByText(NO_SOLUTION_YET_MESSAGE, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your session' })).toHaveAttribute('href', '/session/s1');
  });
});
