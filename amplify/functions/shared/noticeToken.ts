/**
 * The unsubscribe link's token: the address, signed with the deployment's NOTICE_SIGNING_KEY
 * (HMAC-SHA-256), so the link works without signing in and cannot be made for someone else's
 * address. It never expires: an old e-mail's link still stops the notices.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from '../../../src/domain/identity';

function key(): string {
  const value = process.env.NOTICE_SIGNING_KEY;
  if (!value || value.length < 32) throw new Error('NOTICE_SIGNING_KEY is not set (at least 32 characters)');
  return value;
}

const signature = (address: string) => createHmac('sha256', key()).update(`unsubscribe:${address}`).digest('base64url');

/** The token for `email`: its address in base64url, a dot, the signature. */
export function unsubscribeToken(email: string): string {
  const address = normalizeEmail(email);
  return `${Buffer.from(address).toString('base64url')}.${signature(address)}`;
}

/** The address a token was made for, or null when it is not one of ours. */
export function addressOfToken(token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 600) return null;
  const [encoded, signed, extra] = token.split('.');
  if (!encoded || !signed || extra !== undefined) return null;
  const address = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(signature(address));
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given) ? address : null;
}
