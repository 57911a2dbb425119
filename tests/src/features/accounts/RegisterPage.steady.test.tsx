// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import RegisterPage from '../../../../src/features/accounts/RegisterPage';
import { PASSWORD_COMPLEXITY_MESSAGE } from '../../../../src/domain/password';
import { renderAt } from '../../../support/render';

const auth = vi.hoisted(() => ({ registerAccount: vi.fn(), confirmAndSignIn: vi.fn(), resendRegistrationCode: vi.fn() }));
vi.mock('../../../../src/backend/auth', () => auth);
vi.mock('../../../../src/backend/authStatus', () => ({ loadSignedInUserAfterSignUp: vi.fn() }));

function fill(password: string) {
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Sam' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lee' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Sam@Example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

describe('RegisterPage under a second attempt', () => {
  beforeEach(() => Object.values(auth).forEach((fn) => fn.mockReset()));
  afterEach(() => cleanup());

  it('keeps the last problem on screen while the next attempt runs', async () => {
    let finish: (value?: unknown) => void = () => {};
    auth.registerAccount.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderAt(<RegisterPage />, '/register');
    fill('weak');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_COMPLEXITY_MESSAGE);
    fill('Good-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('button', { name: 'Registering…' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_COMPLEXITY_MESSAGE);
    finish();
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
  });

  it('offers to log in with the address when it already has an account', async () => {
    auth.registerAccount.mockRejectedValue(Object.assign(new Error('exists'), { name: 'UsernameExistsException' }));
    renderAt(<RegisterPage />, '/register?next=%2Fcoll%2Fabc');
    fill('Good-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(screen.getByRole('link', { name: 'Log in with sam@example.com instead' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcoll%2Fabc&email=sam%40example.com',
    );
  });
});
