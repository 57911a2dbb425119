// @vitest-environment jsdom
/**
 * The overview of a session whose other participant erased their account (docs/rules.md, "My
 * data"): it stays on the overview (no redirect into steps that need both), offers the shared
 * outcome to read and print instead of Continue, and the erased side's name starts sentences
 * with a capital ("A former participant ...").
 */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import SessionOverviewPage from '../../../../src/features/sessions/SessionOverviewPage';
import { erasureWrite } from '../../../../src/domain/erasure';
import { renderAt } from '../../../support/render';

const live = vi.hoisted(() => ({ session: {} as Record<string, unknown> }));

vi.mock('../../../../src/backend/UserProvider', () => ({
  useUser: () => ({ status: 'signedIn', user: { email: 'ivy@example.com', sub: 'sub-ivy', firstName: 'Ivy', lastName: 'Initiator' } }),
}));
vi.mock('../../../../src/backend/sessions', () => ({ deleteSession: vi.fn() }));
vi.mock('../../../../src/backend/sessionFunctions', () => ({ sendSessionEmail: vi.fn() }));
vi.mock('../../../../src/backend/useFollowUp', () => ({ useFollowUp: vi.fn() }));
vi.mock('../../../../src/backend/useLiveSession', () => ({ useLiveSession: () => ({ state: 'ready', session: live.session }) }));

afterEach(() => cleanup());

/** A session Ivy and Cal took as far as `status`; then Cal erased his account (the real erasure patch). */
function sessionAfterCalLeft(status: string, outcome: Record<string, unknown>) {
  const before = {
    id: 's1',
    status,
    initiatorEmail: 'ivy@example.com',
    collaboratorEmail: 'cal@example.com',
    initiatorFirstName: 'Ivy',
    initiatorLastName: 'Initiator',
    collaboratorFirstName: 'Cal',
    collaboratorLastName: 'Collaborator',
    collaboratorJoined: true,
    initiatorIssue: ['The roadmap keeps changing'],
    collaboratorIssue: ['Cal wrote this and it must be gone'],
    ...outcome,
  };
  return { ...before, ...erasureWrite('s1', 'collaborator', 'erased-1@former-participant.invalid') };
}

const open = () => renderAt(<SessionOverviewPage />, '/session/s1', '/session/:id');

it('after the plan, stays on the overview and offers the agreed issue and best solution to read and print, no Continue', () => {
  live.session = sessionAfterCalLeft('implemented', {
    agreedIssue: 'How we plan the roadmap together',
    bestSolution: 'A monthly roadmap review',
  });
  open();
  const box = screen.getByTestId('next-step');
  expect(within(box).getByRole('heading', { name: 'What you both reached' })).toBeInTheDocument();
  expect(box).toHaveTextContent('How we plan the roadmap together');
  expect(box).toHaveTextContent('A monthly roadmap review');
  expect(within(box).getByRole('button', { name: 'Print' })).toBeInTheDocument();
  expect(within(box).getByRole('link', { name: 'Download all your data' })).toHaveAttribute('href', '/account');
  expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  expect(screen.getByText('Your own answers stay here.', { exact: false })).toBeInTheDocument();
  expect(screen.queryByText('Cal wrote this and it must be gone')).toBeNull();
});

it('when the issue was agreed and solutions proposed, still no Continue into the ranking', () => {
  live.session = sessionAfterCalLeft('resolving_issue', {
    agreedIssue: 'How we plan the roadmap together',
    proposedSolutionsJson: JSON.stringify([{ id: 'a', title: 'A monthly roadmap review' }]),
  });
  open();
  expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  expect(screen.getByTestId('next-step')).toHaveTextContent('How we plan the roadmap together');
});

it('names the former participant with a capital where the name starts a sentence', () => {
  live.session = sessionAfterCalLeft('resolving_issue', {});
  open();
  expect(screen.getByText('Collaborator:').parentElement).toHaveTextContent('Collaborator: a former participant');
  expect(screen.getByText('Erased when they deleted their account.')).toBeInTheDocument();
  expect(screen.getByText('A former participant’s conflict style')).toBeInTheDocument();
  expect(screen.getByTestId('next-step')).toHaveTextContent('You did not reach an agreed issue together');
  expect(document.body.textContent).not.toMatch(/(^|[.!?]\s+)a former participant/);
});
