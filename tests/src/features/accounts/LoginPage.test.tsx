// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { UserState } from '../../../../src/backend/UserProvider';
import LoginPage, { ENTER_EMAIL_AND_PASSWORD } from '../../../../src/features/accounts/LoginPage';
import { NEXT_AFTER_AUTH_KEY } from '../../../../src/domain/afterAuth';
import { renderAt } from '../../../support/render';

const auth = vi.hoisted(() => ({ signInWithEmail: vi.fn<(email: string, password: string) => Promise<string>>() }));
vi.mock('../../../../src/backend/auth', () => auth);
/** The sign-in state as the app's provider holds it: screens re-render when it changes. */
const user = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    state: { status: 'signedOut' } as UserState,
    listeners,
    set(state: UserState) {
      this.state = state;
      for (const listener of listeners) listener();
    },
  };
});
vi.mock('../../../../src/backend/UserProvider', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    user.listeners.add(listener);
    return () => user.listeners.delete(listener);
  };
  return { useUser: () => useSyncExternalStore(subscribe, () => user.state) };
});
const SAM: UserState = { status: 'signedIn', user: { sub: 's', email: 'sam@example.com', firstName: 'Sam', lastName: 'O' } };
/** A sign-in that succeeds, after which the provider reports the user (as Amplify's Hub event makes it). */
const signsIn = async () => {
  queueMicrotask(() => user.set(SAM));
  return 'DONE';
};

function fillAndSubmit(email = 'Sam@Example.com ', password = 'Secret-pass-1') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const named = (name: string, message = 'provider text') => Object.assign(new Error(message), { name });

describe('LoginPage', () => {
  beforeEach(() => {
    localStorage.clear();
    auth.signInWithEmail.mockReset();
    user.state = { status: 'signedOut' };
  });
  afterEach(() => cleanup());

  it('shows the Sign In form with labelled, typed and autocompleted fields and the two links', () => {
    renderAt(<LoginPage />, '/login?next=/session/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('autocomplete', 'email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register?next=%2Fsession%2Fabc');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/forgot-password?next=%2Fsession%2Fabc',
    );
  });

  it('prefills the e-mail from ?email=', () => {
    renderAt(<LoginPage />, '/login?email=sam%40example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
  });

  it('signs in and goes to next, replacing the login page', async () => {
    auth.signInWithEmail.mockImplementation(signsIn);
    localStorage.setItem(NEXT_AFTER_AUTH_KEY, '/init');
    renderAt(<LoginPage />, '/login?next=/session/abc%3Fx%3D1');
    fillAndSubmit();
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    expect(await screen.findByTestId('location')).toHaveTextContent('/session/abc?x=1');
    expect(auth.signInWithEmail).toHaveBeenCalledWith('Sam@Example.com', 'Secret-pass-1');
    expect(localStorage.getItem(NEXT_AFTER_AUTH_KEY)).toBeNull();
  });

  it('leaves only once the app knows the user is signed in, so a protected next page does not bounce to the gate', async () => {
    auth.signInWithEmail.mockResolvedValue('DONE'); // the provider has not heard of the sign-in yet
    renderAt(<LoginPage />, '/login?next=/session/abc');
    fillAndSubmit();
    await act(async () => undefined);
    expect(screen.queryByTestId('location')).toBeNull(); // still on the login page
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    act(() => user.set(SAM));
    expect(await screen.findByTestId('location')).toHaveTextContent('/session/abc');
  });

  it('uses the stored nextAfterAuth when there is no next, then forgets it', async () => {
    auth.signInWithEmail.mockImplementation(signsIn);
    localStorage.setItem(NEXT_AFTER_AUTH_KEY, '/coll/xyz');
    renderAt(<LoginPage />, '/login');
    fillAndSubmit();
    expect(await screen.findByTestId('location')).toHaveTextContent('/coll/xyz');
    expect(localStorage.getItem(NEXT_AFTER_AUTH_KEY)).toBeNull();
  });

  it.each(['https://evil.example', '//evil.example', '/assets/app.js', '/login', '/register', '/x/app.css'])(
    'refuses next=%s and goes home',
    async (next) => {
      auth.signInWithEmail.mockImplementation(signsIn);
      renderAt(<LoginPage />, `/login?next=${encodeURIComponent(next)}`);
      fillAndSubmit();
      expect((await screen.findByTestId('location')).textContent).toBe('/');
    },
  );

  it('checks the fields before sending anything', () => {
    renderAt(<LoginPage />, '/login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ENTER_EMAIL_AND_PASSWORD);
    fillAndSubmit('not-an-email', 'x');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(auth.signInWithEmail).not.toHaveBeenCalled();
  });

  it.each([
    ['UserNotFoundException', 'No account exists with that email.'],
    ['NotAuthorizedException', 'Incorrect email or password.'],
    ['UserNotConfirmedException', 'Please confirm your email before signing in.'],
    ['PasswordResetRequiredException', 'A password reset is required. Use “Forgot Password”.'],
    ['SomethingElseException', 'provider text'],
  ])('shows the message for %s', async (name, message) => {
    auth.signInWithEmail.mockRejectedValue(named(name));
    renderAt(<LoginPage />, '/login');
    fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('falls back to the generic sign-in message when the provider gives none', async () => {
    auth.signInWithEmail.mockRejectedValue({});
    renderAt(<LoginPage />, '/login');
    fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in failed. Please try again.');
  });

  it.each([
    ['CONFIRM_SIGN_UP', 'Please confirm your email. We can resend the code from the Register page.'],
    ['CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', 'A new password is required. Use “Forgot Password”.'],
    ['CONFIRM_SIGN_IN_WITH_TOTP_CODE', 'Additional verification is required to complete sign-in.'],
    ['CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', 'Additional verification is required to complete sign-in.'],
    ['SOMETHING_NEW', 'Sign-in did not complete. Please try again.'],
  ])('shows the unfinished sign-in message for %s and stays', async (step, message) => {
    auth.signInWithEmail.mockResolvedValue(step);
    renderAt(<LoginPage />, '/login?next=/init');
    fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('offers the code form to an account that is not confirmed yet', async () => {
    auth.signInWithEmail.mockResolvedValue('CONFIRM_SIGN_UP');
    renderAt(<LoginPage />, '/login?next=/init');
    fillAndSubmit('sam@example.com');
    const link = await screen.findByRole('link', { name: 'Enter your confirmation code' });
    expect(link).toHaveAttribute('href', '/register?confirm=1&email=sam%40example.com&next=%2Finit');
  });

  it('when already signed in, says so and offers a way forward', () => {
    user.state = { status: 'signedIn', user: { sub: 's', email: 'sam@example.com', firstName: 'Sam', lastName: 'O' } };
    renderAt(<LoginPage />, '/login?next=/session/abc');
    expect(screen.getByRole('status')).toHaveTextContent('You’re signed in as sam@example.com.');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/session/abc');
    expect(screen.getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/logout');
    fireEvent.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});
