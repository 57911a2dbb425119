// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import ForgotPasswordPage, { ENTER_RESET_CODE } from '../../../../src/features/accounts/ForgotPasswordPage';
import { PASSWORD_HINT } from '../../../../src/domain/password';
import { renderAt } from '../../../support/render';

const auth = vi.hoisted(() => ({ requestPasswordReset: vi.fn(), confirmPasswordReset: vi.fn() }));
vi.mock('../../../../src/backend/auth', () => auth);

const named = (name: string) => Object.assign(new Error('provider text'), { name });

async function requestCode(email = 'Sam@Example.com') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
  await screen.findByLabelText('Code');
}

function fillReset(code: string, password: string) {
  fireEvent.change(screen.getByLabelText('Code'), { target: { value: code } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
}

describe('ForgotPasswordPage', () => {
  beforeEach(() => {
    auth.requestPasswordReset.mockReset().mockResolvedValue(undefined);
    auth.confirmPasswordReset.mockReset().mockResolvedValue(undefined);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('starts with the request step', () => {
    renderAt(<ForgotPasswordPage />, '/forgot-password?email=sam%40example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('refuses a malformed e-mail before sending', () => {
    renderAt(<ForgotPasswordPage />, '/forgot-password');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(auth.requestPasswordReset).not.toHaveBeenCalled();
  });

  it.each([
    ['UserNotFoundException', 'No user found with that email.'],
    ['LimitExceededException', 'Too many attempts.'],
    ['Whatever', 'Something went wrong.'],
  ])('shows the request message for %s', async (name, message) => {
    auth.requestPasswordReset.mockRejectedValue(named(name));
    renderAt(<ForgotPasswordPage />, '/forgot-password');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sam@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('Code')).toBeNull();
  });

  it('sends the code, then resets the password and goes to /login after 1500 ms', async () => {
    renderAt(<ForgotPasswordPage />, '/forgot-password');
    await requestCode();
    expect(auth.requestPasswordReset).toHaveBeenCalledWith('Sam@Example.com');
    expect(screen.getByRole('status')).toHaveTextContent('Code sent! Check your email.');
    expect(screen.getByLabelText('Code')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(PASSWORD_HINT);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fillReset('123456', 'New-pass-1');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    });
    expect(auth.confirmPasswordReset).toHaveBeenCalledWith('Sam@Example.com', '123456', 'New-pass-1');
    expect(screen.getByRole('status')).toHaveTextContent('Password reset! Redirecting to login...');
    // docs/rules.md, "Accounts": 1500 ms after success, not before.
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByTestId('location')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('location').textContent).toBe('/login?email=sam%40example.com');
  });

  it('checks the code and the new password before sending', async () => {
    renderAt(<ForgotPasswordPage />, '/forgot-password');
    await requestCode();
    fillReset(' ', 'New-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ENTER_RESET_CODE);
    fillReset('123456', 'weakpass');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must meet complexity requirements.');
    expect(auth.confirmPasswordReset).not.toHaveBeenCalled();
  });

  it.each([
    ['CodeMismatchException', 'The code you entered is incorrect.'],
    ['ExpiredCodeException', 'The reset code has expired.'],
    ['Whatever', 'Something went wrong.'],
  ])('shows the reset message for %s and stays', async (name, message) => {
    auth.confirmPasswordReset.mockRejectedValue(named(name));
    renderAt(<ForgotPasswordPage />, '/forgot-password');
    await requestCode();
    fillReset('123456', 'New-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it('can send a new code from the confirm step', async () => {
    renderAt(<ForgotPasswordPage />, '/forgot-password');
    await requestCode();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    await screen.findByRole('status');
    expect(auth.requestPasswordReset).toHaveBeenCalledTimes(2);
  });
});
