import { normalizeEmail } from './identity';

/**
 * The sign-up allowlist: a comma-, semicolon- or whitespace-separated list of full
 * addresses (`ana@example.com`) and domains (`example.com` or `@example.com`).
 * An empty list admits everyone.
 */
export function parseAllowlist(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/[\s,;]+/)
    .map((entry) => entry.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
}

export function isAllowedToSignUp(email: string, allowlist: string[]): boolean {
  if (allowlist.length === 0) return true;
  const address = normalizeEmail(email);
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return allowlist.some((entry) => (entry.includes('@') ? entry === address : entry === domain));
}
