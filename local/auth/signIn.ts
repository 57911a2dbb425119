/**
 * Sign-in: InitiateAuth (USER_SRP_AUTH, REFRESH_TOKEN_AUTH, and USER_PASSWORD_AUTH when the
 * client allows it), RespondToAuthChallenge (PASSWORD_VERIFIER), GetTokensFromRefreshToken,
 * and the lockout after repeated wrong passwords.
 */
import { randomBytes } from 'node:crypto';
import {
  optionalString,
  requireClient,
  requireString,
  requireStringMap,
  lookupUser,
  noSuchUserForSignIn,
  type Action,
  type AuthContext,
} from './context';
import { CognitoError, incorrectPassword, invalidParameter, missingMember, notAuthorized, passwordAttemptsExceeded } from './errors';
import { refreshSession, startSession } from './sessions';
import { createServerChallenge, isValidClientPublic, passwordMatches, verifyPasswordClaim } from './srp';
import { standInFor } from './standIn';
import type { UserRecord } from './users';

/** How long the client has to answer the PASSWORD_VERIFIER challenge (Cognito allows minutes). */
const CHALLENGE_LIFETIME = 3 * 60 * 1000;
const FREE_ATTEMPTS = 5;
const MAX_LOCKOUT = 15 * 60 * 1000;

/** aws-amplify's TIMESTAMP, "ddd MMM D HH:mm:ss UTC YYYY" (e.g. "Tue Mar 3 09:05:07 UTC 2026"). */
const TIMESTAMP = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2} \d{2}:\d{2}:\d{2} UTC \d{4}$/;

function requireFlowEnabled(ctx: AuthContext, flow: string): void {
  if (!ctx.pool.explicitAuthFlows.includes(`ALLOW_${flow}`)) {
    throw invalidParameter(`${flow} flow not enabled for this client`);
  }
}

function paramString(params: Record<string, unknown>, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value === '') throw missingMember(name);
  return value;
}

function assertNotLocked(ctx: AuthContext, user: UserRecord): void {
  if (user.lockedUntil > ctx.now()) throw passwordAttemptsExceeded();
}

/**
 * Counts a wrong password. From the fifth consecutive failure on, the account is locked for
 * 1 s, then 2 s, 4 s, ... up to 15 minutes; attempts during a lock are refused and not counted.
 */
async function recordFailure(ctx: AuthContext, user: UserRecord): Promise<never> {
  const failures = user.failedAttempts + 1;
  const lockedUntil = failures >= FREE_ATTEMPTS ? ctx.now() + Math.min(1000 * 2 ** (failures - FREE_ATTEMPTS), MAX_LOCKOUT) : 0;
  await ctx.store.recordSignInFailure(user.sub, failures, lockedUntil);
  throw incorrectPassword();
}

/** After the password is proven: reset the failure count, refuse unconfirmed users, open a session. */
async function completeSignIn(ctx: AuthContext, user: UserRecord, clientId: string) {
  await ctx.store.resetSignInFailures(user.sub);
  if (user.status !== 'CONFIRMED') throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
  return { ChallengeParameters: {}, AuthenticationResult: await startSession(ctx, user, clientId) };
}

export const initiateAuth: Action = async (ctx, body, caller) => {
  const clientId = requireClient(ctx, body);
  const flow = requireString(body, 'AuthFlow');
  const params = requireStringMap(body, 'AuthParameters');
  switch (flow) {
    case 'USER_SRP_AUTH':
      requireFlowEnabled(ctx, flow);
      return startSrp(ctx, params, caller.address);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      requireFlowEnabled(ctx, 'REFRESH_TOKEN_AUTH');
      return { ChallengeParameters: {}, AuthenticationResult: await refreshSession(ctx, paramString(params, 'REFRESH_TOKEN'), clientId) };
    case 'USER_PASSWORD_AUTH':
      requireFlowEnabled(ctx, flow);
      return passwordAuth(ctx, params, clientId, caller.address);
    case 'CUSTOM_AUTH':
      throw invalidParameter('Custom auth lambda trigger is not configured for the user pool.');
    default:
      throw invalidParameter(`Auth flow ${flow} is not supported by the local user pool.`);
  }
};

/**
 * An address without an account does the same work as one with (a stand-in's verifier, salt and
 * username: local/auth/standIn.ts) before the pool's answer for it, so the time an answer takes
 * does not tell who has an account. A LEGACY pool then says "User does not exist." (the spec's
 * message needs it); a pool that prevents user-existence errors sends the stand-in's challenge,
 * which no password answers.
 */
async function startSrp(ctx: AuthContext, params: Record<string, unknown>, address: string) {
  // Counted before any work, for known and unknown accounts alike (signInLimits.ts).
  ctx.signInStarts.admit(address);
  const username = paramString(params, 'USERNAME');
  const A = paramString(params, 'SRP_A');
  if (!isValidClientPublic(A)) throw invalidParameter('Invalid SRP_A value.');
  const user = await lookupUser(ctx, username);
  if (user) assertNotLocked(ctx, user);
  const account = user ? { sub: user.sub, verifier: { salt: user.srpSalt, verifier: user.srpVerifier } } : standInFor(username);
  const challenge = createServerChallenge(account.verifier.verifier);
  if (!user && ctx.pool.preventUserExistenceErrors !== 'ENABLED') throw noSuchUserForSignIn(ctx);
  // The secret block is opaque to the client, which signs it; here it keys the pending state.
  const secretBlock = randomBytes(64).toString('base64');
  const now = ctx.now();
  for (const [key, pending] of ctx.pendingSrp) if (pending.expiresAt < now) ctx.pendingSrp.delete(key);
  ctx.pendingSrp.set(secretBlock, { sub: account.sub, A, challenge, verifier: account.verifier.verifier, expiresAt: now + CHALLENGE_LIFETIME });
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: account.verifier.salt,
      SECRET_BLOCK: secretBlock,
      SRP_B: challenge.B,
      // In an e-mail-username pool the real username is the sub, and SRP hashes that.
      USERNAME: account.sub,
      USER_ID_FOR_SRP: account.sub,
    },
  };
}

async function passwordAuth(ctx: AuthContext, params: Record<string, unknown>, clientId: string, address: string) {
  ctx.signInStarts.admit(address);
  const username = paramString(params, 'USERNAME');
  const password = paramString(params, 'PASSWORD');
  const user = await lookupUser(ctx, username);
  if (!user) {
    // The same work as a wrong password, against the stand-in.
    const standIn = standInFor(username);
    passwordMatches(ctx.poolName, standIn.sub, password, standIn.verifier);
    throw noSuchUserForSignIn(ctx);
  }
  assertNotLocked(ctx, user);
  if (!passwordMatches(ctx.poolName, user.sub, password, { salt: user.srpSalt, verifier: user.srpVerifier })) {
    return recordFailure(ctx, user);
  }
  return completeSignIn(ctx, user, clientId);
}

export const respondToAuthChallenge: Action = async (ctx, body) => {
  const clientId = requireClient(ctx, body);
  const challengeName = requireString(body, 'ChallengeName');
  if (challengeName !== 'PASSWORD_VERIFIER') {
    throw invalidParameter(`Challenge ${challengeName} is not supported by the local user pool.`);
  }
  const responses = requireStringMap(body, 'ChallengeResponses');
  const username = paramString(responses, 'USERNAME');
  const secretBlock = paramString(responses, 'PASSWORD_CLAIM_SECRET_BLOCK');
  const timestamp = paramString(responses, 'TIMESTAMP');
  const signature = paramString(responses, 'PASSWORD_CLAIM_SIGNATURE');
  if (!TIMESTAMP.test(timestamp)) throw invalidParameter('TIMESTAMP format is invalid.');

  // A challenge is answerable once: take it out before checking anything.
  const pending = ctx.pendingSrp.get(secretBlock);
  ctx.pendingSrp.delete(secretBlock);
  if (!pending || pending.expiresAt < ctx.now()) throw notAuthorized('Invalid session for the user, session is expired.');
  const user = await lookupUser(ctx, username);
  const claim = { poolName: ctx.poolName, userIdForSrp: pending.sub, A: pending.A, challenge: pending.challenge, secretBlock, timestamp, signature };
  if (!user) {
    // A stand-in's challenge (see startSrp): checked as an account's would be, then refused.
    verifyPasswordClaim({ ...claim, verifier: { salt: '', verifier: pending.verifier } });
    throw noSuchUserForSignIn(ctx);
  }
  if (user.sub !== pending.sub) throw incorrectPassword();
  assertNotLocked(ctx, user);

  const proven =
    user.srpVerifier === pending.verifier && // the password changed since the challenge: the old one no longer counts
    verifyPasswordClaim({ ...claim, verifier: { salt: user.srpSalt, verifier: user.srpVerifier } });
  if (!proven) return recordFailure(ctx, user);
  return completeSignIn(ctx, user, clientId);
};

export const getTokensFromRefreshToken: Action = async (ctx, body) => {
  const clientId = requireClient(ctx, body);
  requireFlowEnabled(ctx, 'REFRESH_TOKEN_AUTH');
  if (optionalString(body, 'ClientSecret')) throw invalidParameter('This app client has no secret.');
  return { AuthenticationResult: await refreshSession(ctx, requireString(body, 'RefreshToken'), clientId) };
};
