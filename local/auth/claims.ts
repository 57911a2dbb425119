/**
 * The claim sets of Cognito's ID and access tokens, the V2_0 pre-token-generation event,
 * and how that trigger's answer is merged into the tokens.
 */
import { randomUUID } from 'node:crypto';
import type { UserPoolConfig } from './types';
import type { UserRecord } from './users';

export const ADMIN_SCOPE = 'aws.cognito.signin.user.admin';
export const TOKEN_LIFETIME_SECONDS = 3600;

export type TriggerSource = 'TokenGeneration_Authentication' | 'TokenGeneration_RefreshTokens';

export interface TokenInput {
  user: UserRecord;
  issuer: string;
  clientId: string;
  originJti: string;
  /** seconds */
  authTime: number;
  /** seconds */
  now: number;
  eventId: string;
}

/** Cognito's attributes of a user as strings, as triggers and GetUser see them. */
export function userAttributes(user: UserRecord): Record<string, string> {
  return { sub: user.sub, ...user.attributes, email: user.email };
}

/** The claims Cognito puts in the ID and access tokens of an e-mail-username pool (cognito:username is the sub). */
export function baseClaims(input: TokenInput): { id: Record<string, unknown>; access: Record<string, unknown> } {
  const { user, issuer, clientId, originJti, authTime, now, eventId } = input;
  const common = {
    sub: user.sub,
    iss: issuer,
    origin_jti: originJti,
    event_id: eventId,
    auth_time: authTime,
    iat: now,
    exp: now + TOKEN_LIFETIME_SECONDS,
  };
  const profile: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(user.attributes)) {
    // ID tokens carry the verified flags as booleans.
    profile[name] = name.endsWith('_verified') ? value === 'true' : value;
  }
  const id = {
    ...profile,
    ...common,
    'cognito:username': user.sub,
    aud: clientId,
    token_use: 'id',
    jti: randomUUID(),
    email: user.email,
  };
  const access = {
    ...common,
    client_id: clientId,
    token_use: 'access',
    scope: ADMIN_SCOPE,
    jti: randomUUID(),
    username: user.sub,
  };
  return { id, access };
}

/** The request Cognito sends a V2_0 pre-token-generation trigger. */
export function preTokenGenerationEvent(pool: UserPoolConfig, user: UserRecord, clientId: string, triggerSource: TriggerSource) {
  return {
    version: '2',
    triggerSource,
    region: pool.region,
    userPoolId: pool.userPoolId,
    userName: user.sub,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId },
    request: {
      userAttributes: { ...userAttributes(user), 'cognito:user_status': user.status },
      groupConfiguration: { groupsToOverride: [] as string[], iamRolesToOverride: [] as string[], preferredRole: null },
      scopes: [ADMIN_SCOPE],
    },
    response: { claimsAndScopeOverrideDetails: null as unknown },
  };
}

/** Claims a trigger may neither add, override nor suppress: they carry the token's identity and validity. */
const RESERVED = new Set([
  'acr',
  'amr',
  'at_hash',
  'aud',
  'auth_time',
  'azp',
  'client_id',
  'cognito:username',
  'device_key',
  'event_id',
  'exp',
  'iat',
  'identities',
  'iss',
  'jti',
  'nbf',
  'nonce',
  'origin_jti',
  'scope',
  'sub',
  'token_use',
  'username',
]);

interface ClaimsOverride {
  claimsToAddOrOverride?: Record<string, unknown>;
  claimsToSuppress?: string[];
  scopesToAdd?: string[];
  scopesToSuppress?: string[];
}

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** Applies `response.claimsAndScopeOverrideDetails` of a V2_0 trigger answer to both claim sets, in place. */
export function applyOverrides(claims: { id: Record<string, unknown>; access: Record<string, unknown> }, triggerResponse: unknown): void {
  const details = asObject(asObject(triggerResponse)?.claimsAndScopeOverrideDetails);
  if (!details) return;
  applyClaims(claims.id, asObject(details.idTokenGeneration) as ClaimsOverride | undefined);
  const access = asObject(details.accessTokenGeneration) as ClaimsOverride | undefined;
  applyClaims(claims.access, access);
  applyScopes(claims.access, access);
}

function applyClaims(target: Record<string, unknown>, override: ClaimsOverride | undefined): void {
  if (!override) return;
  for (const name of Array.isArray(override.claimsToSuppress) ? override.claimsToSuppress : []) {
    if (typeof name === 'string' && !RESERVED.has(name)) delete target[name];
  }
  for (const [name, value] of Object.entries(asObject(override.claimsToAddOrOverride) ?? {})) {
    // JSON values only (string, number, boolean, arrays, objects), as a Lambda response would carry.
    if (RESERVED.has(name) || value === undefined || typeof value === 'function') continue;
    target[name] = JSON.parse(JSON.stringify(value)) as unknown;
  }
}

function applyScopes(access: Record<string, unknown>, override: ClaimsOverride | undefined): void {
  if (!override) return;
  const scopes = new Set(String(access.scope ?? '').split(' ').filter(Boolean));
  for (const scope of Array.isArray(override.scopesToAdd) ? override.scopesToAdd : []) if (typeof scope === 'string') scopes.add(scope);
  for (const scope of Array.isArray(override.scopesToSuppress) ? override.scopesToSuppress : []) scopes.delete(scope);
  if (scopes.size > 0) access.scope = [...scopes].join(' ');
  else delete access.scope;
}
