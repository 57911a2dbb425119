/** Cognito's password rules for this pool (docs/rules.md, "Accounts"; mirrored in amplify/backend.ts). */
export const PASSWORD_POLICY = { minLength: 8, maxLength: 256 } as const;

export const PASSWORD_COMPLEXITY_MESSAGE = 'Password must meet complexity requirements.';
export const PASSWORD_TOO_LONG_MESSAGE = `Passwords can be at most ${PASSWORD_POLICY.maxLength} characters.`;
export const PASSWORD_HINT =
  'At least 8 characters, with an upper-case letter, a lower-case letter, a number and a symbol.';

/** Cognito's accepted special characters (and the space, which Cognito also counts as one). */
const SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** Null when the password meets the policy, else the message to show before anything is sent. */
export function passwordProblem(password: string): string | null {
  if (password.length > PASSWORD_POLICY.maxLength) return PASSWORD_TOO_LONG_MESSAGE;
  const ok =
    password.length >= PASSWORD_POLICY.minLength &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    SYMBOL.test(password);
  return ok ? null : PASSWORD_COMPLEXITY_MESSAGE;
}
