/**
 * The pool's RS256 signing key and the JWT primitives. The key is persisted in dataDir so
 * tokens (and the JWKS other services cached) stay valid across restarts.
 */
import { SignJWT, calculateJwkThumbprint, decodeProtectedHeader, errors, exportJWK, generateKeyPair, importJWK, jwtVerify } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const KEY_FILE = 'auth-signing-key.json';

export type TokenFailure = 'invalid' | 'expired' | 'revoked';

/** Why a token was refused; `reason` lets callers pick Cognito's message. */
export class TokenError extends Error {
  constructor(
    readonly reason: TokenFailure,
    message: string,
  ) {
    super(message);
    this.name = 'TokenError';
  }
}

export class SigningKey {
  private constructor(
    readonly kid: string,
    private readonly privateKey: CryptoKey,
    private readonly publicKey: CryptoKey,
    private readonly publicJwk: JWK,
  ) {}

  /** Loads the key from dataDir, creating it on first start. */
  static async open(dataDir: string): Promise<SigningKey> {
    const file = path.join(dataDir, KEY_FILE);
    let privateJwk: JWK;
    try {
      privateJwk = JSON.parse(await readFile(file, 'utf8')) as JWK;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      privateJwk = await SigningKey.create(file);
    }
    const rsaPublic = { kty: privateJwk.kty, n: privateJwk.n, e: privateJwk.e };
    const kid = privateJwk.kid ?? (await calculateJwkThumbprint(rsaPublic));
    const publicJwk: JWK = { ...rsaPublic, kid, alg: 'RS256', use: 'sig' };
    const privateKey = (await importJWK({ ...privateJwk, alg: 'RS256' }, 'RS256')) as CryptoKey;
    const publicKey = (await importJWK(publicJwk, 'RS256')) as CryptoKey;
    return new SigningKey(kid, privateKey, publicKey, publicJwk);
  }

  private static async create(file: string): Promise<JWK> {
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const jwk = await exportJWK(privateKey);
    jwk.kid = await calculateJwkThumbprint({ kty: jwk.kty, n: jwk.n, e: jwk.e });
    await mkdir(path.dirname(file), { recursive: true });
    try {
      // 'wx': if another process created the key first, keep theirs.
      await writeFile(file, JSON.stringify(jwk), { flag: 'wx', mode: 0o600 });
      return jwk;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return JSON.parse(await readFile(file, 'utf8')) as JWK;
    }
  }

  jwks(): { keys: object[] } {
    return { keys: [{ ...this.publicJwk }] };
  }

  /** Signs claims as Cognito does: header {kid, alg: RS256}, no typ. */
  sign(claims: Record<string, unknown>): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ kid: this.kid, alg: 'RS256' }).sign(this.privateKey);
  }

  /** Checks the signature (RS256 with this key only), issuer and expiry at `nowMs`. */
  async verify(token: string, issuer: string, nowMs: number): Promise<Record<string, unknown>> {
    let kid: string | undefined;
    try {
      kid = decodeProtectedHeader(token).kid;
    } catch {
      throw new TokenError('invalid', 'Malformed token');
    }
    if (kid !== this.kid) throw new TokenError('invalid', 'Unknown signing key');
    try {
      const { payload } = await jwtVerify(token, this.publicKey, {
        algorithms: ['RS256'],
        issuer,
        currentDate: new Date(nowMs),
        requiredClaims: ['exp', 'iat', 'sub', 'token_use'],
      });
      return payload as Record<string, unknown>;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new TokenError('expired', 'Token has expired');
      throw new TokenError('invalid', 'Invalid token');
    }
  }
}
