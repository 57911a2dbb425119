import { registerErrorMessage, REGISTER_FALLBACK, signInErrorMessage, type ErrorLike } from '../../domain/authMessages';
import { isValidEmail } from '../../domain/email';
import { LIMITS, LIMIT_MESSAGES } from '../../domain/limits';
import { passwordProblem } from '../../domain/password';
import { ENTER_VALID_EMAIL } from './formHelpers';

export const ENTER_BOTH_NAMES = 'Please enter your first and last name.';
export const ENTER_CODE = 'Please enter the confirmation code.';
export const ENTER_PASSWORD = 'Please enter your password.';
export const ALREADY_CONFIRMED = 'This account is already confirmed. Please log in.';

export type RegistrationField = 'firstName' | 'lastName' | 'email' | 'password';

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface FieldProblem {
  field: RegistrationField;
  message: string;
}

/** What is wrong with a first and last name, by sign-up's rules (the account page checks names the same way). */
export function namesProblem({ firstName, lastName }: { firstName: string; lastName: string }): FieldProblem | null {
  if (!firstName.trim()) return { field: 'firstName', message: ENTER_BOTH_NAMES };
  if (!lastName.trim()) return { field: 'lastName', message: ENTER_BOTH_NAMES };
  if (firstName.trim().length > LIMITS.name) return { field: 'firstName', message: LIMIT_MESSAGES.name };
  if (lastName.trim().length > LIMITS.name) return { field: 'lastName', message: LIMIT_MESSAGES.name };
  return null;
}

/** The first thing wrong with the register form, checked before anything is sent; null when it can be sent. */
export function registrationProblem(form: Registration): FieldProblem | null {
  const names = namesProblem(form);
  if (names) return names;
  if (form.email.trim().length > LIMITS.email) return { field: 'email', message: LIMIT_MESSAGES.email };
  if (!isValidEmail(form.email)) return { field: 'email', message: ENTER_VALID_EMAIL };
  const weak = passwordProblem(form.password);
  if (weak) return { field: 'password', message: weak };
  return null;
}

const SIGN_IN_ERRORS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
]);

/**
 * Messages for the confirm step, which confirms the code and then signs in. The register catalogue
 * comes first (wrong or expired code, ...). Cognito refuses a code for an account that is already
 * confirmed (a reused code) with NotAuthorizedException / InvalidParameterException naming the
 * CONFIRMED status: that gets a way forward instead of 'An error occurred.'. Errors of the sign-in
 * that follows a successful confirmation use the sign-in catalogue.
 */
export function confirmErrorMessage(error: ErrorLike): string {
  const known = registerErrorMessage(error);
  if (known !== REGISTER_FALLBACK) return known;
  if (/already confirmed|status is confirmed/i.test(error.message ?? '')) return ALREADY_CONFIRMED;
  if (error.name && SIGN_IN_ERRORS.has(error.name)) return signInErrorMessage(error);
  return REGISTER_FALLBACK;
}
