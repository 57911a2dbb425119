export { normalizeEmail } from './identity';

/**
 * Text, an at-sign, a domain and a top-level part of at least two letters
 * (docs/rules.md, "Accounts"). Whitespace anywhere makes it invalid.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
