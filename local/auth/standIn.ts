/**
 * A stand-in for an account that does not exist, so a sign-in for an unknown address does the
 * same work as one for a known address (issue 24: the time an answer takes must not tell who has
 * an account). The stand-in's salt and username are derived from the address with a key drawn
 * per process, so they are stable for one address (as a real account's are) and tell nothing;
 * its verifier is one random verifier per process, whose value the blinded SRP_B never shows.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { normalizeEmail } from './policy';
import { createVerifier, padHex, type PasswordVerifier } from './srp';

const KEY = randomBytes(32);
let verifier: PasswordVerifier | undefined;

export interface StandIn {
  sub: string;
  verifier: PasswordVerifier;
}

const derived = (purpose: string, username: string) => createHmac('sha256', KEY).update(`${purpose}:${normalizeEmail(username)}`).digest('hex');

/** The stand-in for `username`: a UUID-shaped username and a salt shaped as createVerifier shapes one. */
export function standInFor(username: string): StandIn {
  verifier ??= createVerifier('stand-in', randomUUID(), randomBytes(32).toString('hex'));
  const id = derived('sub', username);
  const sub = `${id.slice(0, 8)}-${id.slice(8, 12)}-4${id.slice(13, 16)}-a${id.slice(17, 20)}-${id.slice(20, 32)}`;
  return { sub, verifier: { salt: padHex(BigInt(`0x${derived('salt', username).slice(0, 32)}`)), verifier: verifier.verifier } };
}
