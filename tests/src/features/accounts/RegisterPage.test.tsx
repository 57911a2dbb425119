// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import RegisterPage from '../../../../src/features/accounts/RegisterPage';
import { ALREADY_CONFIRMED, ENTER_BOTH_NAMES, ENTER_CODE } from '../../../../src/features/accounts/registration';
import { NEXT_AFTER_AUTH_KEY, PENDING_SESSION_ID_KEY, REGISTER_SOURCE_KEY } from '../../../../src/domain/afterAuth';
import { LIMIT_MESSAGES } from '../../../../src/domain/limits';
import { PASSWORD_HINT, PASSWORD_TOO_LONG_MESSAGE } from '../../../../src/domain/password';
import { renderAt } from '../../../support/render';

const auth = vi.hoisted(() => ({
  registerAccount: vi.fn(),
  confirmAndSignIn: vi.fn<(email: string, code: string, password: string) => Promise<string>>(),
  resendRegistrationCode: vi.fn(),
}));
vi.mock('../../../../src/backend/auth', () => auth);
const status = vi.hoisted(() => ({ loadSignedInUserAfterSignUp: vi.fn() }));
vi.mock('../../../../src/backend/authStatus', () => status);

const GOOD = { first: 'Sam', last: 'Okafor', email: 'Sam@Example.com', password: 'Good-pass-1' };
const named = (name: string, message = 'provider text') => Object.assign(new Error(message), { name });

function fillRegister(values: Partial<typeof GOOD> = {}) {
  const v = { ...GOOD, ...values };
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: v.first } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: v.last } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: v.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: v.password } });
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
}

async function registerThenConfirm(code = '123456') {
  fillRegister();
  await screen.findByRole('heading', { name: 'Confirm your email' });
  fireEvent.change(screen.getByLabelText('Confirmation code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
}

describe('RegisterPage', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const fn of [...Object.values(auth), ...Object.values(status)]) fn.mockReset();
    auth.registerAccount.mockResolvedValue(undefined);
    auth.confirmAndSignIn.mockResolvedValue('DONE');
    status.loadSignedInUserAfterSignUp.mockResolvedValue({ sub: 's', email: 'sam@example.com', firstName: 'Sam', lastName: 'Okafor' });
  });
  afterEach(() => cleanup());

  it('shows the four labelled fields with autocomplete and the password hint', () => {
    renderAt(<RegisterPage />, '/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(PASSWORD_HINT);
  });

  it('prefills the e-mail from ?email=', () => {
    renderAt(<RegisterPage />, '/register?email=sam%40example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
  });

  it.each([
    ['blank names', { first: '  ', last: '' }, ENTER_BOTH_NAMES],
    ['a blank last name', { last: ' ' }, ENTER_BOTH_NAMES],
    ['a 10,000-character first name', { first: 'a'.repeat(10_000) }, LIMIT_MESSAGES.name],
    ['a 10,000-character last name', { last: 'b'.repeat(10_000) }, LIMIT_MESSAGES.name],
    ['a malformed e-mail', { email: 'sam@example' }, 'Please enter a valid email address.'],
    ['an e-mail with spaces inside', { email: 'sam @example.com' }, 'Please enter a valid email address.'],
    ['a blank e-mail', { email: '' }, 'Please enter a valid email address.'],
    ['a weak password', { password: 'password' }, 'Password must meet complexity requirements.'],
    ['a short password', { password: 'Aa1!' }, 'Password must meet complexity requirements.'],
    ['a 10,000-character password', { password: `Aa1!${'x'.repeat(9_996)}` }, PASSWORD_TOO_LONG_MESSAGE],
  ])('refuses %s before sending anything', (_what, values, message) => {
    renderAt(<RegisterPage />, '/register');
    fillRegister(values);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(auth.registerAccount).not.toHaveBeenCalled();
  });

  it('registers, confirms, signs in and goes to the allowed next target', async () => {
    renderAt(<RegisterPage />, '/register?next=/coll/abc&role=collaborator&id=abc');
    // Kept for the secure-area gate while the visitor registers.
    expect(localStorage.getItem(REGISTER_SOURCE_KEY)).toBe('collaborator');
    expect(localStorage.getItem(PENDING_SESSION_ID_KEY)).toBe('abc');
    fillRegister({ first: ' Sam ' });
    expect(screen.getByRole('button', { name: 'Registering…' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(auth.registerAccount).toHaveBeenCalledWith({
      email: 'Sam@Example.com',
      password: 'Good-pass-1',
      givenName: ' Sam ',
      familyName: 'Okafor',
    });
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmation code')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login?next=%2Fcoll%2Fabc&email=sam%40example.com');

    fireEvent.change(screen.getByLabelText('Confirmation code'), { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/coll/abc');
    expect(auth.confirmAndSignIn).toHaveBeenCalledWith('Sam@Example.com', ' 123456 ', 'Good-pass-1');
    expect(status.loadSignedInUserAfterSignUp).toHaveBeenCalledTimes(1);
    // The journey is complete: nothing is left to redirect a later visit.
    expect(localStorage.getItem(REGISTER_SOURCE_KEY)).toBeNull();
    expect(localStorage.getItem(PENDING_SESSION_ID_KEY)).toBeNull();
  });

  it.each([
    ['/session/s1', '/session/s1'],
    ['/home', '/home'],
    ['/init', '/'],
    ['/session', '/'],
    ['https://evil.example/coll/x', '/coll/x'],
    ['//evil.example', '/'],
    ['/assets/app.js', '/'],
  ])('after registration next=%s goes to %s', async (next, expected) => {
    renderAt(<RegisterPage />, `/register?next=${encodeURIComponent(next)}`);
    await registerThenConfirm();
    expect((await screen.findByTestId('location')).textContent).toBe(expected);
  });

  it('without next, uses the stored nextAfterAuth', async () => {
    localStorage.setItem(NEXT_AFTER_AUTH_KEY, '/session/s9');
    renderAt(<RegisterPage />, '/register');
    await registerThenConfirm();
    expect((await screen.findByTestId('location')).textContent).toBe('/session/s9');
    expect(localStorage.getItem(NEXT_AFTER_AUTH_KEY)).toBeNull();
  });

  it('without next or nextAfterAuth, goes to the pending invitation', async () => {
    renderAt(<RegisterPage />, '/register?role=collaborator&id=inv-1');
    await registerThenConfirm();
    expect((await screen.findByTestId('location')).textContent).toBe('/coll/inv-1');
  });

  it.each([
    ['UsernameExistsException', 'An account with this email already exists.'],
    ['InvalidPasswordException', 'Password must meet complexity requirements.'],
    ['UserLambdaValidationException', 'This email address cannot register yet'],
    ['WhateverException', 'An error occurred.'],
  ])('shows the register message for %s', async (name, message) => {
    auth.registerAccount.mockRejectedValue(named(name));
    renderAt(<RegisterPage />, '/register');
    fillRegister();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: 'Register' })).toBeInTheDocument();
  });

  it.each([
    ['CodeMismatchException', 'Invalid verification code provided', 'The confirmation code you entered is incorrect.'],
    ['ExpiredCodeException', 'Invalid code provided', 'The confirmation code has expired. Please request a new one.'],
    ['NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED', ALREADY_CONFIRMED],
    ['SomethingElse', 'x', 'An error occurred.'],
  ])('shows the confirm message for %s and stays on the code form', async (name, text, message) => {
    auth.confirmAndSignIn.mockRejectedValue(named(name, text));
    renderAt(<RegisterPage />, '/register?next=/home');
    await registerThenConfirm();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(screen.queryByTestId('location')).toBeNull();
    expect(status.loadSignedInUserAfterSignUp).not.toHaveBeenCalled();
  });

  it('asks for the code before confirming', async () => {
    renderAt(<RegisterPage />, '/register');
    fillRegister();
    await screen.findByRole('heading', { name: 'Confirm your email' });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ENTER_CODE);
    expect(auth.confirmAndSignIn).not.toHaveBeenCalled();
  });

  it('shows the unfinished sign-in message when the automatic sign-in does not finish', async () => {
    auth.confirmAndSignIn.mockResolvedValue('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    renderAt(<RegisterPage />, '/register');
    await registerThenConfirm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Additional verification is required to complete sign-in.');
  });

  it('resends the code', async () => {
    auth.resendRegistrationCode.mockResolvedValue(undefined);
    renderAt(<RegisterPage />, '/register');
    fillRegister();
    await screen.findByRole('heading', { name: 'Confirm your email' });
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('Confirmation code resent! Please check your email.')).toBeInTheDocument();
    expect(auth.resendRegistrationCode).toHaveBeenCalledWith('Sam@Example.com');
  });

  it('shows the message when resending fails', async () => {
    auth.resendRegistrationCode.mockRejectedValue(named('LimitExceededException'));
    renderAt(<RegisterPage />, '/register');
    fillRegister();
    await screen.findByRole('heading', { name: 'Confirm your email' });
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });

  it('?confirm=1 opens the code form for an earlier registration, asking for the password too', async () => {
    renderAt(<RegisterPage />, '/register?confirm=1&email=sam%40example.com&next=/home');
    expect(screen.getByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    fireEvent.change(screen.getByLabelText('Confirmation code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your password.');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Good-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/home');
    expect(auth.confirmAndSignIn).toHaveBeenCalledWith('sam@example.com', '654321', 'Good-pass-1');
  });
});
