import isEmail from 'validator/lib/isEmail.js';
import { isPlainAddress } from './plainAddress';

export { normalizeEmail } from './identity';

/**
 * validator.js's isEmail, set to a plain address: no display name (`Name <a@b.co>`), no IP
 * domain, ASCII local part, a top-level domain, no underscores in the domain, at most 254
 * characters (docs/rules.md, "E-mail addresses").
 */
const PLAIN = {
  allow_display_name: false,
  require_display_name: false,
  allow_utf8_local_part: false,
  require_tld: true,
  allow_ip_domain: false,
  allow_underscores: false,
  domain_specific_validation: false,
  ignore_max_length: false,
} as const;

/**
 * Text, an at-sign, a domain and a top-level part of at least two letters (docs/rules.md,
 * "Accounts"), and nothing else: a plain address by validator.js and by the rule the server's
 * creation guard checks (src/domain/plainAddress.ts), which is the same or stricter (no quoted
 * local part, an ASCII domain). Whitespace around it is ignored; anywhere else it is invalid.
 */
export function isValidEmail(value: string): boolean {
  const address = value.trim();
  return isEmail(address, PLAIN) && isPlainAddress(address);
}
