/**
 * Who is calling: a Cognito user-pool JWT in `Authorization` (verified by the auth
 * service's `verifyJwt`, id or access token) or a SigV4 signature made with the local
 * function credentials. Verified tokens are cached briefly per token string so that hot
 * paths do not re-verify signatures; the cache never outlives the token's expiry.
 */
import type { Caller } from './authz.ts';
import { SigV4Error, verifySigV4, type IamCredentials } from './sigv4.ts';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    message: string,
  ) {
    super(message);
  }
}

export interface AuthRequest {
  /** Lower-cased header names. */
  headers: Record<string, string | undefined>;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  body: string;
}

export interface AuthenticatorOptions {
  verifyJwt: (token: string) => Promise<Record<string, unknown>>;
  iamCredentials: IamCredentials;
  now: () => number;
  /** Upper bound on how long a verified token is trusted without re-verification (revocation lag). */
  jwtCacheMs?: number;
}

interface CachedToken {
  claims: Promise<Record<string, unknown>>;
  until: number;
  /** The session the token was minted from, once verified. */
  originJti?: string;
}

const MAX_CACHED_TOKENS = 10_000;

export const MISSING_AUTH = 'Valid authorization header not provided.';

export class Authenticator {
  private readonly tokens = new Map<string, CachedToken>();
  private readonly jwtCacheMs: number;

  constructor(private readonly options: AuthenticatorOptions) {
    this.jwtCacheMs = options.jwtCacheMs ?? 15_000;
  }

  async authenticate(request: AuthRequest): Promise<Caller> {
    const authorization = request.headers.authorization?.trim();
    if (!authorization) throw new AuthError(401, 'UnauthorizedException', MISSING_AUTH);
    if (authorization.startsWith('AWS4-HMAC-SHA256')) return this.iam(request);
    return { kind: 'userPool', claims: await this.jwt(authorization) };
  }

  private async iam(request: AuthRequest): Promise<Caller> {
    const host = request.headers.host ?? '';
    try {
      const accessKeyId = await verifySigV4(
        {
          method: request.method,
          hostname: host.replace(/:\d+$/, ''),
          path: request.path,
          query: request.query,
          headers: Object.fromEntries(
            Object.entries(request.headers).filter((e): e is [string, string] => e[1] !== undefined),
          ),
          body: request.body,
        },
        this.options.iamCredentials,
        this.options.now(),
      );
      return { kind: 'iam', accessKeyId };
    } catch (error) {
      if (error instanceof SigV4Error) throw new AuthError(403, error.errorType, error.message);
      throw error;
    }
  }

  /** Forgets every verified token of a revoked session, so its next request is verified (and refused). */
  forgetSession(originJti: string): void {
    for (const [token, entry] of this.tokens) if (entry.originJti === originJti) this.tokens.delete(token);
  }

  private async jwt(token: string): Promise<Record<string, unknown>> {
    const now = this.options.now();
    let cached = this.tokens.get(token);
    if (cached && cached.until <= now) {
      this.tokens.delete(token);
      cached = undefined;
    }
    if (!cached) {
      const claims = this.options.verifyJwt(token);
      cached = { claims, until: now + this.jwtCacheMs };
      if (this.tokens.size >= MAX_CACHED_TOKENS) this.tokens.delete(this.tokens.keys().next().value!);
      this.tokens.set(token, cached);
      const entry = cached;
      claims.then(
        (c) => {
          if (typeof c.exp === 'number') entry.until = Math.min(entry.until, c.exp * 1000);
          if (typeof c.origin_jti === 'string') entry.originJti = c.origin_jti;
        },
        () => {
          if (this.tokens.get(token) === entry) this.tokens.delete(token);
        },
      );
    }
    try {
      const claims = await cached.claims;
      if (typeof claims.exp === 'number' && claims.exp * 1000 <= this.options.now()) {
        throw Object.assign(new Error('expired'), { code: 'ERR_JWT_EXPIRED' });
      }
      return claims;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const expired = code === 'ERR_JWT_EXPIRED' || /expired/i.test(String((error as Error).message));
      throw new AuthError(401, 'UnauthorizedException', expired ? 'Token has expired.' : MISSING_AUTH);
    }
  }
}
