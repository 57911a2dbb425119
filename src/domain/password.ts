/**
 * The password policy (docs/rules.md, "Accounts"): the one source of its numbers. The user pool
 * is created with it (amplify/backend.ts), the local cloud's Cognito checks the synthesized pool
 * with its API limit and symbols (local/auth/policy.ts), and the forms say it before anything is sent.
 */
export const PASSWORD_POLICY = {
  minLength: 8,
  /** Cognito's API refuses longer passwords whatever the pool's policy. */
  maxLength: 256,
  requireLowercase: true,
  requireUppercase: true,
  requireNumbers: true,
  requireSymbols: true,
  /** Cognito's accepted special characters (and the space, which Cognito also counts as one). */
  symbols: '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ',
} as const;

export const PASSWORD_COMPLEXITY_MESSAGE = 'Password must meet complexity requirements.';
export const PASSWORD_TOO_LONG_MESSAGE = `Passwords can be at most ${PASSWORD_POLICY.maxLength} characters.`;
export const PASSWORD_HINT = `At least ${PASSWORD_POLICY.minLength} characters, with an upper-case letter, a lower-case letter, a number and a symbol.`;

/** True when `password` has one of the characters Cognito counts as a symbol. */
export const hasPasswordSymbol = (password: string) => [...password].some((c) => PASSWORD_POLICY.symbols.includes(c));

/** Null when the password meets the policy, else the message to show before anything is sent. */
export function passwordProblem(password: string): string | null {
  if (password.length > PASSWORD_POLICY.maxLength) return PASSWORD_TOO_LONG_MESSAGE;
  const ok =
    password.length >= PASSWORD_POLICY.minLength &&
    (!PASSWORD_POLICY.requireLowercase || /[a-z]/.test(password)) &&
    (!PASSWORD_POLICY.requireUppercase || /[A-Z]/.test(password)) &&
    (!PASSWORD_POLICY.requireNumbers || /[0-9]/.test(password)) &&
    (!PASSWORD_POLICY.requireSymbols || hasPasswordSymbol(password));
  return ok ? null : PASSWORD_COMPLEXITY_MESSAGE;
}
