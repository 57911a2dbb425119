/**
 * What every action handler receives, plus the small request helpers they share
 * (reading members of the JSON body, checking the app client, finding the user).
 */
import { CognitoError, incorrectPassword, invalidParameter, missingMember, userDoesNotExist, usernameNotFound } from './errors';
import { isEmail, normalizeEmail } from './policy';
import type { RevocationList } from './revocations';
import type { SignInStartLimiter } from './signInLimits';
import type { ServerChallenge } from './srp';
import type { SigningKey } from './tokens';
import type { AuthTriggers, Caller, Mailbox, UserPoolConfig } from './types';
import type { UserRecord, UserStore } from './users';

/** Server half of a sign-in between InitiateAuth and RespondToAuthChallenge, keyed by SECRET_BLOCK. */
export interface PendingSrp {
  /** The account's sub, or a stand-in's (local/auth/standIn.ts) for an unknown address. */
  sub: string;
  A: string;
  challenge: ServerChallenge;
  verifier: string;
  expiresAt: number;
}

export interface AuthContext {
  pool: UserPoolConfig;
  /** The part of the user pool id after '_', which SRP mixes into the password hash. */
  poolName: string;
  issuer: string;
  store: UserStore;
  key: SigningKey;
  mailbox: Mailbox;
  triggers: AuthTriggers;
  revoked: RevocationList;
  pendingSrp: Map<string, PendingSrp>;
  /** Bounds how fast sign-ins may start (each costs the server real work before any password). */
  signInStarts: SignInStartLimiter;
  /** Runs after a user is deleted: the local cloud reclaims the deleted rows' storage (local/store/reclaim.ts). */
  afterUserDeleted: () => Promise<void>;
  now: () => number;
}

export type Body = Record<string, unknown>;
export type Action = (ctx: AuthContext, body: Body, caller: Caller) => Promise<Record<string, unknown>>;

const MAX_STRING = 16_384;

/** Cognito names members in validation messages with a lower-case first letter ('username', 'clientId'). */
const memberName = (field: string) => field.charAt(0).toLowerCase() + field.slice(1);

export function optionalString(body: Body, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidParameter(`${field} must be a string.`);
  if (value.length > MAX_STRING) throw invalidParameter(`${field} is too long.`);
  return value;
}

export function requireString(body: Body, field: string): string {
  const value = optionalString(body, field);
  if (value === undefined || value === '') throw missingMember(memberName(field));
  return value;
}

/** Reads a string-to-string map member such as AuthParameters or ChallengeResponses. */
export function requireStringMap(body: Body, field: string): Record<string, unknown> {
  const value = body[field];
  if (value === undefined || value === null) throw missingMember(memberName(field));
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParameter(`${field} must be a map of strings.`);
  return value as Record<string, unknown>;
}

/** Unauthenticated actions name the app client; only the pool's one client exists. */
export function requireClient(ctx: AuthContext, body: Body): string {
  const clientId = requireString(body, 'ClientId');
  if (clientId !== ctx.pool.clientId) {
    throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  }
  return clientId;
}

/** Finds a user by e-mail (any case) or by the username Cognito assigned (the sub). */
export async function lookupUser(ctx: AuthContext, username: string): Promise<UserRecord | null> {
  const email = normalizeEmail(username);
  if (isEmail(email)) return ctx.store.findByEmail(email);
  return ctx.store.findBySub(username.trim());
}

/**
 * The sign-in flows' error for an unknown user: LEGACY pools say "User does not exist."; pools
 * that prevent user-existence errors answer as for a wrong password.
 */
export const noSuchUserForSignIn = (ctx: AuthContext) =>
  ctx.pool.preventUserExistenceErrors === 'ENABLED' ? incorrectPassword() : userDoesNotExist();

/** Like lookupUser, for the code flows (Cognito's "Username/client id combination not found." wording). */
export async function requireUserForCodes(ctx: AuthContext, username: string): Promise<UserRecord> {
  const user = await lookupUser(ctx, username);
  if (!user) throw usernameNotFound();
  return user;
}

/**
 * Runs a Cognito trigger in-process. The handler may mutate the event or return a new one,
 * as a Lambda handler may; a throw becomes Cognito's UserLambdaValidationException.
 */
export async function runTrigger<E extends object>(
  name: 'PreSignUp' | 'PreTokenGeneration' | 'PostConfirmation',
  handler: ((event: E) => Promise<unknown>) | undefined,
  event: E,
): Promise<E> {
  if (!handler) return event;
  try {
    const result = await handler(event);
    return result && typeof result === 'object' ? (result as E) : event;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CognitoError('UserLambdaValidationException', `${name} failed with error ${message}.`);
  }
}
