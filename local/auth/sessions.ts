/**
 * Sign-in sessions and the tokens minted from them. Each successful authentication opens a
 * session: an opaque refresh token (stored hashed) plus an origin_jti that every ID and access
 * token minted from it carries. Revoking a session (RevokeToken, GlobalSignOut) therefore
 * revokes its refresh token and every token minted from it, whenever it was issued.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { TOKEN_LIFETIME_SECONDS, applyOverrides, baseClaims, preTokenGenerationEvent, type TriggerSource } from './claims';
import { runTrigger, type AuthContext } from './context';
import { notAuthorized, userDoesNotExist } from './errors';
import { TokenError } from './tokens';
import type { SessionRecord, UserRecord } from './users';

const DAY = 24 * 60 * 60 * 1000;
/** Cognito's default refresh token validity. */
const REFRESH_TOKEN_LIFETIME = 30 * DAY;
export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

/** Opens a session for a user who just proved their password and returns all three tokens. */
export async function startSession(ctx: AuthContext, user: UserRecord, clientId: string): Promise<AuthenticationResult> {
  const now = ctx.now();
  const refreshToken = randomBytes(48).toString('base64url');
  const session = { originJti: randomUUID(), sub: user.sub, clientId, authTime: now, expiresAt: now + REFRESH_TOKEN_LIFETIME };
  // Run the trigger (which may refuse) before the session is stored.
  const tokens = await mintTokens(ctx, user, session, 'TokenGeneration_Authentication');
  await ctx.store.createSession(session, refreshToken, now);
  return { ...tokens, RefreshToken: refreshToken };
}

/** REFRESH_TOKEN_AUTH / GetTokensFromRefreshToken: new ID and access tokens for a live session (no rotation). */
export async function refreshSession(ctx: AuthContext, refreshToken: string, clientId: string): Promise<AuthenticationResult> {
  const session = await ctx.store.findSessionByRefreshToken(refreshToken);
  if (!session || session.clientId !== clientId) throw notAuthorized('Invalid Refresh Token');
  if (session.revokedAt !== null) throw notAuthorized('Refresh Token has been revoked');
  if (ctx.now() >= session.expiresAt) throw notAuthorized('Refresh Token has expired');
  const user = await ctx.store.findBySub(session.sub);
  if (!user) throw userDoesNotExist();
  return mintTokens(ctx, user, session, 'TokenGeneration_RefreshTokens');
}

async function mintTokens(
  ctx: AuthContext,
  user: UserRecord,
  session: Pick<SessionRecord, 'originJti' | 'clientId' | 'authTime'>,
  triggerSource: TriggerSource,
): Promise<AuthenticationResult> {
  const claims = baseClaims({
    user,
    issuer: ctx.issuer,
    clientId: session.clientId,
    originJti: session.originJti,
    authTime: Math.floor(session.authTime / 1000),
    now: Math.floor(ctx.now() / 1000),
    eventId: randomUUID(),
  });
  const event = preTokenGenerationEvent(ctx.pool, user, session.clientId, triggerSource);
  const answered = await runTrigger('PreTokenGeneration', ctx.triggers.preTokenGeneration, event);
  applyOverrides(claims, answered.response);
  const [AccessToken, IdToken] = await Promise.all([ctx.key.sign(claims.access), ctx.key.sign(claims.id)]);
  return { AccessToken, IdToken, ExpiresIn: TOKEN_LIFETIME_SECONDS, TokenType: 'Bearer' };
}

/** Revokes one session (RevokeToken). */
export async function revokeSession(ctx: AuthContext, originJti: string): Promise<void> {
  const now = ctx.now();
  await ctx.store.revokeSession(originJti, now);
  ctx.revoked.add(originJti, now);
}

/**
 * Revokes every session of a user (GlobalSignOut, AdminUserGlobalSignOut), or every one but
 * `except` (the session that changed the password).
 */
export async function revokeAllSessions(ctx: AuthContext, sub: string, except?: string): Promise<void> {
  const now = ctx.now();
  for (const originJti of await ctx.store.revokeAllSessions(sub, now, except)) ctx.revoked.add(originJti, now);
}

/**
 * Full verification of a token this pool issued: RS256 signature with the pool key, issuer,
 * expiry, token_use, app client and revocation.
 */
export async function verifyToken(ctx: AuthContext, token: string, use: 'id' | 'access' | 'any' = 'any'): Promise<Record<string, unknown>> {
  if (typeof token !== 'string' || token === '') throw new TokenError('invalid', 'Missing token');
  const now = ctx.now();
  const claims = await ctx.key.verify(token, ctx.issuer, now);
  const clientId = ctx.pool.clientId;
  const isId = claims.token_use === 'id' && claims.aud === clientId;
  const isAccess = claims.token_use === 'access' && claims.client_id === clientId;
  if (use === 'id' ? !isId : use === 'access' ? !isAccess : !(isId || isAccess)) {
    throw new TokenError('invalid', 'Wrong token use or client');
  }
  if (typeof claims.origin_jti !== 'string') throw new TokenError('invalid', 'Token has no origin_jti');
  if (ctx.revoked.has(claims.origin_jti, now)) throw new TokenError('revoked', 'Token has been revoked');
  return claims;
}

/** For GetUser and friends: the user behind a valid access token, with Cognito's messages otherwise. */
export async function authenticate(ctx: AuthContext, accessToken: string): Promise<UserRecord> {
  return (await authenticateSession(ctx, accessToken)).user;
}

/** Like authenticate, with the session (origin_jti) the token was minted from. */
export async function authenticateSession(ctx: AuthContext, accessToken: string): Promise<{ user: UserRecord; originJti: string }> {
  let claims: Record<string, unknown>;
  try {
    claims = await verifyToken(ctx, accessToken, 'access');
  } catch (error) {
    const reason = error instanceof TokenError ? error.reason : 'invalid';
    if (reason === 'expired') throw notAuthorized('Access Token has expired');
    if (reason === 'revoked') throw notAuthorized('Access Token has been revoked');
    throw notAuthorized('Invalid Access Token');
  }
  const user = await ctx.store.findBySub(String(claims.sub));
  if (!user) throw userDoesNotExist();
  return { user, originJti: String(claims.origin_jti) };
}
