/**
 * Who is calling a function URL: the Cognito access token in `Authorization: Bearer …` is
 * verified (signature against the pool's JWKS, expiry, issuer, and that it was issued to this
 * app's client), then Cognito is asked whether it still stands (GetUser refuses a token revoked
 * by sign-out everywhere, which a signature check alone cannot see), and the caller is
 * identified by the e-mail claim the owner rules use.
 *
 * Function URLs only offer IAM or no auth, so the handler does this itself (docs/design.md,
 * "Security model").
 */
import { CognitoIdentityProviderClient, GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { PARTICIPANT_EMAIL_CLAIM } from '../../../src/domain/identity';
import { HttpError, type FunctionUrlEvent } from './functionUrl';

export interface Caller {
  /** Trimmed, lower-cased e-mail, as in the Issue's owner fields. */
  email: string;
  sub: string;
}

/** AWS gives the pool id and client id; the local cloud also names its own issuer. */
function tokenIssuer(): string {
  const { AUTH_TOKEN_ISSUER, AUTH_USER_POOL_ID, AWS_REGION } = process.env;
  if (AUTH_TOKEN_ISSUER) return AUTH_TOKEN_ISSUER;
  if (!AUTH_USER_POOL_ID || !AWS_REGION) throw new Error('AUTH_USER_POOL_ID and AWS_REGION must be set');
  return `https://cognito-idp.${AWS_REGION}.amazonaws.com/${AUTH_USER_POOL_ID}`;
}

let keySet: { issuer: string; keys: ReturnType<typeof createRemoteJWKSet> } | undefined;
function signingKeys(issuer: string) {
  // Kept for the life of the Lambda instance: jose caches the keys and refetches on an unknown kid.
  if (keySet?.issuer !== issuer) keySet = { issuer, keys: createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`)) };
  return keySet.keys;
}

const UNAUTHENTICATED = 'Please sign in again.';

/**
 * jose's verdicts on the token itself. Anything else (the key set slow to answer, unreachable or
 * broken) is the server's trouble: a 500 the person can retry, not "sign in again" (bench:flow's
 * saturation run saw 63 of 100 invitations refused that way while the JWKS fetch timed out).
 */
const TOKEN_REFUSALS = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
]);
const refusesTheToken = (error: unknown) => TOKEN_REFUSALS.has((error as { code?: string } | null)?.code ?? '');

export async function verifyCaller(event: FunctionUrlEvent): Promise<Caller> {
  const header = event.headers?.authorization ?? event.headers?.Authorization ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1];
  if (!token) throw new HttpError(401, UNAUTHENTICATED);
  const issuer = tokenIssuer();
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(token, signingKeys(issuer), { issuer, algorithms: ['RS256'] }));
  } catch (error) {
    if (refusesTheToken(error)) throw new HttpError(401, UNAUTHENTICATED);
    throw error;
  }
  const clientId = process.env.AUTH_USER_POOL_CLIENT_ID;
  // Access tokens only: Cognito can tell whether one was revoked, not whether an ID token was.
  if (!clientId || claims.token_use !== 'access' || claims.client_id !== clientId) throw new HttpError(401, UNAUTHENTICATED);
  const email = claims[PARTICIPANT_EMAIL_CLAIM];
  if (typeof email !== 'string' || !email || typeof claims.sub !== 'string') throw new HttpError(401, UNAUTHENTICATED);
  await assertNotRevoked(token);
  return { email, sub: claims.sub };
}

let cognito: CognitoIdentityProviderClient | undefined;

/** GetUser answers NotAuthorizedException for a revoked (or otherwise dead) access token. */
async function assertNotRevoked(accessToken: string): Promise<void> {
  cognito ??= new CognitoIdentityProviderClient({});
  try {
    await cognito.send(new GetUserCommand({ AccessToken: accessToken }));
  } catch (error) {
    if ((error as { name?: string }).name === 'NotAuthorizedException') throw new HttpError(401, UNAUTHENTICATED);
    throw error;
  }
}
