// @vitest-environment jsdom
/**
 * The account page as a person uses it (docs/rules.md, "My data"): the names form checks what
 * sign-up checks, with its messages, and says when the names are saved. Saving reaches the backend
 * through src/backend/accountNames.ts, which tests/src/backend/accountSettings.cloud.test.ts runs
 * against the local cloud. (ChangePassword draws nothing here: it waits for a signed-in Amplify
 * session, which this jsdom file has none of; the cloud test covers its call.)
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountPage from '../../../../src/features/accounts/AccountPage';
import { LIMITS, LIMIT_MESSAGES } from '../../../../src/domain/limits';
import { NAMES_NOT_SAVED, NAMES_SAVED } from '../../../../src/features/accounts/NamesForm';
import { ENTER_BOTH_NAMES } from '../../../../src/features/accounts/registration';
import { renderAt } from '../../../support/render';

const saved = vi.hoisted(() => ({ saveMyNames: vi.fn() }));
const ROSA = { sub: 'sub-rosa', email: 'rosa@example.com', firstName: 'Rosa', lastName: 'Marsh' };

vi.mock('../../../../src/backend/UserProvider', () => ({ useUser: () => ({ status: 'signedIn', user: ROSA }) }));
vi.mock('../../../../src/backend/accountNames', () => saved);

beforeEach(() => saved.saveMyNames.mockReset().mockResolvedValue(undefined));
afterEach(() => cleanup());

const open = () => renderAt(<AccountPage />, '/account');

it('refuses blank or over-long names with sign-up’s messages, and sends nothing', async () => {
  open();
  const user = userEvent.setup();
  const first = screen.getByLabelText('First name');
  expect(first).toHaveValue('Rosa');
  expect(screen.getByLabelText('Last name')).toHaveValue('Marsh');

  await user.clear(first);
  await user.type(first, '   ');
  await user.click(screen.getByRole('button', { name: 'Save names' }));
  expect(screen.getByRole('alert')).toHaveTextContent(ENTER_BOTH_NAMES);
  expect(first).toHaveFocus();

  await user.clear(first);
  await user.type(first, 'R'.repeat(LIMITS.name + 1));
  await user.click(screen.getByRole('button', { name: 'Save names' }));
  expect(screen.getByRole('alert')).toHaveTextContent(LIMIT_MESSAGES.name);
  expect(saved.saveMyNames).not.toHaveBeenCalled();
});

it('saves trimmed names and says so; a failed save says nothing changed', async () => {
  open();
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('First name'));
  await user.type(screen.getByLabelText('First name'), ' Rosalind ');
  await user.click(screen.getByRole('button', { name: 'Save names' }));
  expect(await screen.findByRole('status')).toHaveTextContent(NAMES_SAVED);
  expect(saved.saveMyNames).toHaveBeenCalledWith(ROSA, { firstName: ' Rosalind ', lastName: 'Marsh' });
  expect(screen.getByLabelText('First name')).toHaveValue('Rosalind');

  saved.saveMyNames.mockRejectedValueOnce(new Error('network'));
  await user.type(screen.getByLabelText('Last name'), '-Lee');
  await user.click(screen.getByRole('button', { name: 'Save names' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(NAMES_NOT_SAVED);
  expect(screen.getByLabelText('Last name')).toHaveValue('Marsh-Lee');
});
