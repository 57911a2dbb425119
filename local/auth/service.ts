/**
 * A local stand-in for the Amazon Cognito user-pool JSON API, faithful enough that the
 * unchanged aws-amplify v6 client (with Auth.Cognito.userPoolEndpoint pointed here) signs up,
 * signs in with SRP, refreshes and signs out against it.
 *
 * The HTTP layer calls `handle(x-amz-target, parsedBody)` for POSTs to the endpoint and
 * serves `jwks()` at `${issuer}/.well-known/jwks.json`.
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  adminDeleteUser,
  adminUserGlobalSignOut,
  changePassword,
  confirmForgotPassword,
  forgotPassword,
  getUser,
  getUserAttributeVerificationCode,
  globalSignOut,
  revokeToken,
  updateUserAttributes,
  verifyUserAttribute,
} from './account';
import type { Action, AuthContext } from './context';
import { CognitoError, invalidParameter, toErrorResponse } from './errors';
import { RevocationList } from './revocations';
import { SignInStartLimiter } from './signInLimits';
import { verifyToken } from './sessions';
import { getTokensFromRefreshToken, initiateAuth, respondToAuthChallenge } from './signIn';
import { confirmSignUp, ensureUser, resendConfirmationCode, signUp } from './signUp';
import { SigningKey } from './tokens';
import type { AuthService, AuthTriggers, Caller, Mailbox, UserPoolConfig } from './types';
import { UserStore } from './users';

export type { AuthService, AuthTriggers, Mailbox, UserPoolConfig } from './types';
export { TokenError } from './tokens';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const JSON_CONTENT_TYPE = 'application/x-amz-json-1.1';

const ACTIONS: Record<string, Action> = {
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  GetUser: getUser,
  UpdateUserAttributes: updateUserAttributes,
  GetUserAttributeVerificationCode: getUserAttributeVerificationCode,
  VerifyUserAttribute: verifyUserAttribute,
  ChangePassword: changePassword,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
};

/** Actions only the backend's functions may call, with their IAM credentials (SigV4). */
const ADMIN_ACTIONS: Record<string, Action> = {
  AdminUserGlobalSignOut: adminUserGlobalSignOut,
  AdminDeleteUser: adminDeleteUser,
};

export async function createAuthService(opts: {
  db: PGlite;
  dataDir: string;
  pool: UserPoolConfig;
  issuer: string;
  mailbox: Mailbox;
  triggers?: AuthTriggers;
  /** Runs after AdminDeleteUser deleted a user (the local cloud reclaims the storage). */
  afterUserDeleted?: () => Promise<void>;
  now?: () => number;
}): Promise<AuthService> {
  const now = opts.now ?? Date.now;
  const store = new UserStore(opts.db);
  await store.migrate();
  const ctx: AuthContext = {
    pool: opts.pool,
    poolName: opts.pool.userPoolId.split('_')[1] ?? '',
    issuer: opts.issuer.replace(/\/+$/, ''),
    store,
    key: await SigningKey.open(opts.dataDir),
    mailbox: opts.mailbox,
    triggers: opts.triggers ?? {},
    revoked: await RevocationList.load(store, now()),
    pendingSrp: new Map(),
    signInStarts: new SignInStartLimiter(now),
    afterUserDeleted: opts.afterUserDeleted ?? (async () => {}),
    now,
  };

  async function handle(target: string, body: unknown, caller: Caller = { iam: false, address: 'unknown' }) {
    try {
      const name = typeof target === 'string' && target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
      if (Object.hasOwn(ADMIN_ACTIONS, name) && !caller.iam) {
        throw new CognitoError('MissingAuthenticationTokenException', `${name} needs a request signed with AWS credentials (SigV4).`);
      }
      const action = Object.hasOwn(ACTIONS, name) ? ACTIONS[name] : Object.hasOwn(ADMIN_ACTIONS, name) ? ADMIN_ACTIONS[name] : undefined;
      if (!action) {
        throw new CognitoError('UnknownOperationException', `The local user pool does not implement ${String(target || '(no X-Amz-Target)')}.`);
      }
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalidParameter('The request body must be a JSON object.');
      const result = await action(ctx, body as Record<string, unknown>, caller);
      return { status: 200, body: result, headers: { 'content-type': JSON_CONTENT_TYPE } };
    } catch (error) {
      if (!(error instanceof CognitoError)) console.error('[local auth] internal error in', target, error);
      const response = toErrorResponse(error);
      return { ...response, headers: { ...response.headers, 'content-type': JSON_CONTENT_TYPE } };
    }
  }

  return {
    handle,
    jwks: () => ctx.key.jwks(),
    verifyToken: (token, use) => verifyToken(ctx, token, use),
    onRevoked: (listener) => ctx.revoked.onRevoked(listener),
    ensureUser: (input) => ensureUser(ctx, input),
  };
}
