/**
 * The account pages' message catalogues (docs/rules.md, "Accounts"), keyed by the Cognito
 * exception names aws-amplify reports as `error.name`.
 */

export interface ErrorLike {
  name?: string;
  message?: string;
}

const SIGN_IN: Record<string, string> = {
  UserNotFoundException: 'No account exists with that email.',
  NotAuthorizedException: 'Incorrect email or password.',
  UserNotConfirmedException: 'Please confirm your email before signing in.',
  PasswordResetRequiredException: 'A password reset is required. Use “Forgot Password”.',
  // Cognito's request-rate quota ('Rate exceeded'), met only when the pool is flooded.
  TooManyRequestsException: 'Too many sign-in attempts right now. Please wait a few seconds and try again.',
};
export const SIGN_IN_FALLBACK = 'Sign in failed. Please try again.';

/** Cognito reports a lockout as NotAuthorizedException too; its own wording is the useful part. */
const LOCKED_OUT = /password attempts exceeded/i;

export function signInErrorMessage(error: ErrorLike): string {
  if (error.name === 'NotAuthorizedException' && LOCKED_OUT.test(error.message ?? '')) {
    return 'Too many failed attempts. Please wait a moment and try again, or use “Forgot Password”.';
  }
  return (error.name && SIGN_IN[error.name]) || error.message || SIGN_IN_FALLBACK;
}

const MFA_OR_CUSTOM_STEPS = new Set([
  'CONFIRM_SIGN_IN_WITH_SMS_CODE',
  'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
  'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
  'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
  'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
  'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
  'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP',
  'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
  'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
  'CONFIRM_SIGN_IN_WITH_PASSWORD',
]);

/** The message for a sign-in that returned without finishing, or null when it finished. */
export function unfinishedSignInMessage(signInStep: string | undefined): string | null {
  if (!signInStep || signInStep === 'DONE') return null;
  if (signInStep === 'CONFIRM_SIGN_UP') return 'Please confirm your email. We can resend the code from the Register page.';
  if (signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return 'A new password is required. Use “Forgot Password”.';
  if (signInStep === 'RESET_PASSWORD') return SIGN_IN.PasswordResetRequiredException;
  if (MFA_OR_CUSTOM_STEPS.has(signInStep)) return 'Additional verification is required to complete sign-in.';
  return 'Sign-in did not complete. Please try again.';
}

const REGISTER: Record<string, string> = {
  UsernameExistsException: 'An account with this email already exists.',
  CodeMismatchException: 'The confirmation code you entered is incorrect.',
  ExpiredCodeException: 'The confirmation code has expired. Please request a new one.',
  InvalidPasswordException: 'Password must meet complexity requirements.',
  // The pre-sign-up allowlist refused the address.
  UserLambdaValidationException: 'This email address cannot register yet: Dfuse is open to invited addresses only for now.',
  LimitExceededException: 'Too many attempts. Please wait a few minutes and try again.',
};
export const REGISTER_FALLBACK = 'An error occurred.';
export const RESEND_SUCCESS = 'Confirmation code resent! Please check your email.';

export function registerErrorMessage(error: ErrorLike): string {
  return (error.name && REGISTER[error.name]) || REGISTER_FALLBACK;
}

const FORGOT_PASSWORD: Record<string, string> = {
  UserNotFoundException: 'No user found with that email.',
  CodeMismatchException: 'The code you entered is incorrect.',
  ExpiredCodeException: 'The reset code has expired.',
  InvalidPasswordException: 'Password must meet complexity requirements.',
  LimitExceededException: 'Too many attempts. Please wait a few minutes and try again.',
};
export const FORGOT_PASSWORD_FALLBACK = 'Something went wrong.';
export const RESET_CODE_SENT = 'Code sent! Check your email.';
export const RESET_DONE = 'Password reset! Redirecting to login...';

export function forgotPasswordErrorMessage(error: ErrorLike): string {
  return (error.name && FORGOT_PASSWORD[error.name]) || FORGOT_PASSWORD_FALLBACK;
}
