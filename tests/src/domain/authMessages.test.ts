import { describe, expect, it } from 'vitest';
import {
  FORGOT_PASSWORD_FALLBACK,
  REGISTER_FALLBACK,
  SIGN_IN_FALLBACK,
  forgotPasswordErrorMessage,
  registerErrorMessage,
  signInErrorMessage,
  unfinishedSignInMessage,
} from '../../../src/domain/authMessages';

describe('sign-in messages', () => {
  it.each([
    ['UserNotFoundException', 'No account exists with that email.'],
    ['NotAuthorizedException', 'Incorrect email or password.'],
    ['UserNotConfirmedException', 'Please confirm your email before signing in.'],
    ['PasswordResetRequiredException', 'A password reset is required. Use “Forgot Password”.'],
    ['TooManyRequestsException', 'Too many sign-in attempts right now. Please wait a few seconds and try again.'],
  ])('%s', (name, message) => expect(signInErrorMessage({ name, message: 'x' })).toBe(message));

  it('otherwise shows the provider message, or the fallback', () => {
    expect(signInErrorMessage({ name: 'LimitExceededException', message: 'Attempt limit exceeded' })).toBe('Attempt limit exceeded');
    expect(signInErrorMessage({})).toBe(SIGN_IN_FALLBACK);
  });

  it('explains a lockout instead of blaming the password', () => {
    expect(signInErrorMessage({ name: 'NotAuthorizedException', message: 'Password attempts exceeded' })).toMatch(/Too many failed attempts/);
  });

  it.each([
    ['CONFIRM_SIGN_UP', 'Please confirm your email. We can resend the code from the Register page.'],
    ['CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', 'A new password is required. Use “Forgot Password”.'],
    ['CONFIRM_SIGN_IN_WITH_TOTP_CODE', 'Additional verification is required to complete sign-in.'],
    ['CONFIRM_SIGN_IN_WITH_SMS_CODE', 'Additional verification is required to complete sign-in.'],
    ['CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', 'Additional verification is required to complete sign-in.'],
    ['SOMETHING_NEW', 'Sign-in did not complete. Please try again.'],
  ])('unfinished sign-in at %s', (step, message) => expect(unfinishedSignInMessage(step)).toBe(message));

  it('a finished sign-in has no message', () => expect(unfinishedSignInMessage('DONE')).toBeNull());
});

describe('register messages', () => {
  it.each([
    ['UsernameExistsException', 'An account with this email already exists.'],
    ['CodeMismatchException', 'The confirmation code you entered is incorrect.'],
    ['ExpiredCodeException', 'The confirmation code has expired. Please request a new one.'],
    ['InvalidPasswordException', 'Password must meet complexity requirements.'],
  ])('%s', (name, message) => expect(registerErrorMessage({ name })).toBe(message));
  it('names the allowlist refusal clearly', () => expect(registerErrorMessage({ name: 'UserLambdaValidationException' })).toMatch(/invited addresses/));
  it('unknown errors', () => expect(registerErrorMessage({ name: 'Weird', message: 'boom' })).toBe(REGISTER_FALLBACK));
});

describe('forgot-password messages', () => {
  it.each([
    ['UserNotFoundException', 'No user found with that email.'],
    ['CodeMismatchException', 'The code you entered is incorrect.'],
    ['ExpiredCodeException', 'The reset code has expired.'],
  ])('%s', (name, message) => expect(forgotPasswordErrorMessage({ name })).toBe(message));
  it('fallback', () => expect(forgotPasswordErrorMessage({ name: 'Weird' })).toBe(FORGOT_PASSWORD_FALLBACK));
});
