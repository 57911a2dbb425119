import { describe, expect, it } from 'vitest';
import {
  FORGOT_PASSWORD_FALLBACK,
  REGISTER_FALLBACK,
  SIGN_IN_FALLBACK,
  forgotPasswordErrorMessage,
  registerErrorMessage,
  signInErrorMessage,
  unfinishedSignInMessage,
} from '../../src/domain/authMessages';
import { PASSWORD_COMPLEXITY_MESSAGE, PASSWORD_TOO_LONG_MESSAGE, passwordProblem } from '../../src/domain/password';
import { isValidEmail, normalizeEmail } from '../../src/domain/email';
import { DEV_GATE_DAYS, expiryInMs, newGateRecord, readGateRecord } from '../../src/domain/devGate';

describe('sign-in messages', () => {
  it.each([
    ['UserNotFoundException', 'No account exists with that email.'],
    ['NotAuthorizedException', 'Incorrect email or password.'],
    ['UserNotConfirmedException', 'Please confirm your email before signing in.'],
    ['PasswordResetRequiredException', 'A password reset is required. Use “Forgot Password”.'],
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

describe('password policy: min 8, lower, upper, digit, symbol', () => {
  it('accepts a password with every class', () => expect(passwordProblem('Abcdef1!')).toBeNull());
  it.each(['Abcde1!', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', ''])('refuses %s', (p) =>
    expect(passwordProblem(p)).toBe(PASSWORD_COMPLEXITY_MESSAGE),
  );
  it('refuses 10,000 characters with a clear message', () => expect(passwordProblem(`Aa1!${'x'.repeat(9996)}`)).toBe(PASSWORD_TOO_LONG_MESSAGE));
  it('counts a space as a symbol, as Cognito does', () => expect(passwordProblem('Abcdef1 ')).toBeNull());
});

describe('e-mail', () => {
  it('normalizes by trimming and lower-casing', () => expect(normalizeEmail('  Alex@Example.COM ')).toBe('alex@example.com'));
  it.each(['a@b.co', 'first.last+tag@sub.example.org', ' padded@example.com '])('accepts %s', (e) => expect(isValidEmail(e)).toBe(true));
  it.each(['', 'a', 'a@b', 'a@b.c', 'a b@c.com', '@b.com', 'a@.com1', 'a@b.c0m'])('refuses %s', (e) => expect(isValidEmail(e)).toBe(false));
});

describe('development gate record', () => {
  const now = Date.UTC(2026, 10, 21);
  it('lasts 30 days', () => {
    const record = newGateRecord(now);
    expect(record.exp - now).toBe(DEV_GATE_DAYS * 86_400_000);
    expect(readGateRecord(JSON.stringify(record), now + 29 * 86_400_000)).toEqual({ unlocked: true });
    expect(readGateRecord(JSON.stringify(record), now + 31 * 86_400_000)).toEqual({ unlocked: false, removeStored: true });
  });
  it("counts the legacy plain 'true' as unlocked", () => expect(readGateRecord('true', now)).toEqual({ unlocked: true }));
  it('treats expiry times below 1e12 as seconds', () => {
    expect(expiryInMs(1_900_000_000)).toBe(1_900_000_000_000);
    expect(readGateRecord(JSON.stringify({ ok: true, exp: Math.floor(now / 1000) + 60 }), now)).toEqual({ unlocked: true });
    expect(readGateRecord(JSON.stringify({ ok: true, exp: Math.floor(now / 1000) - 60 }), now)).toEqual({ unlocked: false, removeStored: true });
  });
  it('removes invalid records', () => {
    for (const stored of ['garbage', '{"ok":false,"exp":9e15}', '{"ok":true}', 'null', '{"ok":true,"exp":"soon"}']) {
      expect(readGateRecord(stored, now)).toEqual({ unlocked: false, removeStored: true });
    }
  });
  it('nothing stored: locked, nothing to remove', () => expect(readGateRecord(null, now)).toEqual({ unlocked: false, removeStored: false }));
});
