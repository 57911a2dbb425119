/**
 * Server side of Cognito's SRP-6a variant (the USER_SRP_AUTH flow), computed exactly the
 * way aws-amplify's client computes its half so that the PASSWORD_CLAIM_SIGNATURE matches:
 *
 *   N, g   the RFC 5054 3072-bit group, g = 2
 *   k      = H(pad(N) | pad(g))
 *   x      = H(pad(salt) | H(poolName | userIdForSrp | ":" | password))
 *   v      = g^x mod N                       (stored; the password never is)
 *   B      = (k*v + g^b) mod N
 *   u      = H(pad(A) | pad(B))
 *   S      = (A * v^u)^b mod N
 *   K      = HKDF-SHA256(ikm = pad(S), salt = pad(u), info = "Caldera Derived Key" | 0x01)[0..16)
 *   claim  = base64(HMAC-SHA256(K, poolName | userIdForSrp | secretBlock bytes | timestamp))
 *
 * pad() is the two's-complement hex of Java's BigInteger.toByteArray(): even length, with a
 * leading 00 byte when the top bit is set. Hashes of hex strings hash the decoded bytes.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';

export const N = BigInt(`0x${N_HEX}`);
export const g = 2n;

/** Even-length hex with a leading 00 byte when the top bit is set (non-negative values only). */
export function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  if (/^[89a-f]/.test(hex)) hex = `00${hex}`;
  return hex;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const hashHex = (hex: string) => sha256(Buffer.from(hex, 'hex')).toString('hex');
const toBigInt = (hex: string) => BigInt(`0x${hex}`);

export const k = toBigInt(hashHex(padHex(N) + padHex(g)));

/**
 * base^exponent mod modulus with a fixed 4-bit window: BigInt has no native modPow, and this
 * halves the multiplications of plain square-and-multiply on 3072-bit numbers.
 */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus === 1n) return 0n;
  const b = ((base % modulus) + modulus) % modulus;
  const table: bigint[] = [1n];
  for (let i = 1; i < 16; i++) table.push((table[i - 1] * b) % modulus);
  let result = 1n;
  for (const digit of exponent.toString(16)) {
    for (let i = 0; i < 4; i++) result = (result * result) % modulus;
    const d = parseInt(digit, 16);
    if (d !== 0) result = (result * table[d]) % modulus;
  }
  return result;
}

function privateValueX(poolName: string, userIdForSrp: string, password: string, saltHex: string): bigint {
  const inner = sha256(`${poolName}${userIdForSrp}:${password}`).toString('hex');
  return toBigInt(hashHex(padHex(toBigInt(saltHex)) + inner));
}

export interface PasswordVerifier {
  /** hex */
  salt: string;
  /** hex of g^x mod N */
  verifier: string;
}

/** Derives the stored verifier for a password. A fresh random salt is drawn unless one is given (to check a password). */
export function createVerifier(poolName: string, userIdForSrp: string, password: string, saltHex?: string): PasswordVerifier {
  // 16 random bytes, as Cognito's salts; padHex keeps it unambiguous as a positive integer.
  const salt = saltHex ?? padHex(toBigInt(randomBytes(16).toString('hex')));
  const x = privateValueX(poolName, userIdForSrp, password, salt);
  return { salt, verifier: padHex(modPow(g, x, N)) };
}

/** Checks a clear-text password against a stored verifier (ChangePassword, USER_PASSWORD_AUTH). */
export function passwordMatches(poolName: string, userIdForSrp: string, password: string, stored: PasswordVerifier): boolean {
  const candidate = createVerifier(poolName, userIdForSrp, password, stored.salt);
  return safeEqual(Buffer.from(candidate.verifier), Buffer.from(stored.verifier));
}

export interface ServerChallenge {
  /** secret ephemeral, hex; never leaves the server */
  b: string;
  /** public ephemeral, hex, sent as SRP_B */
  B: string;
}

/** Draws the server ephemeral for one sign-in attempt. */
export function createServerChallenge(verifierHex: string): ServerChallenge {
  const v = toBigInt(verifierHex);
  for (;;) {
    const b = toBigInt(randomBytes(64).toString('hex'));
    const B = (k * v + modPow(g, b, N)) % N;
    if (B !== 0n) return { b: b.toString(16), B: B.toString(16) };
  }
}

/** True when the client's SRP_A is usable (a valid hex number with A mod N != 0). */
export function isValidClientPublic(aHex: string): boolean {
  if (!/^[0-9a-fA-F]{1,1024}$/.test(aHex)) return false;
  return toBigInt(aHex) % N !== 0n;
}

export interface PasswordClaim {
  poolName: string;
  userIdForSrp: string;
  /** client public ephemeral (SRP_A), hex */
  A: string;
  challenge: ServerChallenge;
  verifier: PasswordVerifier;
  /** the SECRET_BLOCK as sent to the client (base64) */
  secretBlock: string;
  /** the TIMESTAMP the client signed */
  timestamp: string;
  /** the client's PASSWORD_CLAIM_SIGNATURE (base64) */
  signature: string;
}

/** Verifies the PASSWORD_VERIFIER response: true only if the client knew the password behind the verifier. */
export function verifyPasswordClaim(claim: PasswordClaim): boolean {
  const A = toBigInt(claim.A);
  const B = toBigInt(claim.challenge.B);
  const b = toBigInt(claim.challenge.b);
  const v = toBigInt(claim.verifier.verifier);
  const u = toBigInt(hashHex(padHex(A) + padHex(B)));
  if (u === 0n) return false;
  const S = modPow((A * modPow(v, u, N)) % N, b, N);
  const key = hkdf(Buffer.from(padHex(S), 'hex'), Buffer.from(padHex(u), 'hex'));
  const message = Buffer.concat([
    Buffer.from(claim.poolName, 'utf8'),
    Buffer.from(claim.userIdForSrp, 'utf8'),
    Buffer.from(claim.secretBlock, 'base64'),
    Buffer.from(claim.timestamp, 'utf8'),
  ]);
  const expected = createHmac('sha256', key).update(message).digest();
  return safeEqual(expected, Buffer.from(claim.signature, 'base64'));
}

/** Single-block HKDF-SHA256, truncated to 16 bytes as Cognito does. */
function hkdf(ikm: Buffer, salt: Buffer): Buffer {
  const prk = createHmac('sha256', salt).update(ikm).digest();
  const info = Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]);
  return createHmac('sha256', prk).update(info).digest().subarray(0, 16);
}

function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
