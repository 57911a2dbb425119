/**
 * Signed-in account actions (GetUser, UpdateUserAttributes, e-mail verification,
 * ChangePassword, GlobalSignOut), token revocation, the forgotten-password flow, and the
 * administrator actions the backend's functions use (AdminUserGlobalSignOut, AdminDeleteUser).
 *
 * A new password ends the account's other sessions: ChangePassword keeps only the session that
 * changed it; a reset ends them all, through the post-confirmation trigger as in AWS. (Cognito
 * itself ends none; docs/rules.md, "Accounts".)
 *
 * E-mail changes follow Cognito's "keep the original value active until verified": the new
 * address only gets a code; the account (and the e-mail claim the data API's owner rules
 * rely on) switches once the code comes back through VerifyUserAttribute.
 */
import { userAttributes } from './claims';
import { consumeCode, sendCode } from './codes';
import { lookupUser, requireClient, requireString, requireUserForCodes, type Action } from './context';
import { CognitoError, incorrectPassword, invalidParameter, missingMember, passwordAttemptsExceeded, userDoesNotExist } from './errors';
import { checkPassword, checkRequiredAttributes, isEmail, normalizeEmail, parseAttributes } from './policy';
import { runPostConfirmation } from './postConfirmation';
import { authenticate, authenticateSession, revokeAllSessions, revokeSession } from './sessions';
import { createVerifier, passwordMatches } from './srp';
import { isUniqueViolation } from './users';

const aliasExists = () => new CognitoError('AliasExistsException', 'An account with the given email already exists.');

export const getUser: Action = async (ctx, body) => {
  const user = await authenticate(ctx, requireString(body, 'AccessToken'));
  const attributes = Object.entries(userAttributes(user)).map(([Name, Value]) => ({ Name, Value }));
  return { Username: user.sub, UserAttributes: attributes, UserMFASettingList: [] };
};

export const updateUserAttributes: Action = async (ctx, body) => {
  const user = await authenticate(ctx, requireString(body, 'AccessToken'));
  if (body.UserAttributes === undefined || body.UserAttributes === null) throw missingMember('userAttributes');
  const { email: requestedEmail, ...attributes } = parseAttributes(body.UserAttributes, 'UserAttributes');
  // Required attributes may change but not be emptied.
  checkRequiredAttributes({ ...userAttributes(user), ...attributes }, ctx.pool);

  let newEmail: string | null = null;
  if (requestedEmail !== undefined) {
    const email = normalizeEmail(requestedEmail);
    if (!isEmail(email)) throw invalidParameter('Invalid email address format.');
    if (email !== user.email) {
      const owner = await ctx.store.findByEmail(email);
      if (owner) throw aliasExists();
      newEmail = email;
    }
  }
  const now = ctx.now();
  if (Object.keys(attributes).length > 0) await ctx.store.setAttributes(user.sub, attributes, now);
  if (!newEmail) {
    // Re-submitting the current address cancels a pending change, as Cognito does.
    if (requestedEmail !== undefined && user.pendingEmail) await ctx.store.setPendingEmail(user.sub, null, now);
    return { CodeDeliveryDetailsList: [] };
  }
  await ctx.store.setPendingEmail(user.sub, newEmail, now);
  return { CodeDeliveryDetailsList: [await sendCode(ctx, user, 'email', newEmail)] };
};

function requireEmailAttribute(name: string): void {
  if (name !== 'email') throw invalidParameter(`Verification of ${name} is not supported by the local user pool.`);
}

export const getUserAttributeVerificationCode: Action = async (ctx, body) => {
  const user = await authenticate(ctx, requireString(body, 'AccessToken'));
  requireEmailAttribute(requireString(body, 'AttributeName'));
  if (!user.pendingEmail) throw invalidParameter('There is no e-mail change waiting for verification.');
  return { CodeDeliveryDetails: await sendCode(ctx, user, 'email', user.pendingEmail) };
};

export const verifyUserAttribute: Action = async (ctx, body) => {
  const user = await authenticate(ctx, requireString(body, 'AccessToken'));
  requireEmailAttribute(requireString(body, 'AttributeName'));
  const code = await consumeCode(ctx, user, 'email', requireString(body, 'Code'));
  // Only the address the code was sent to can be confirmed, even if the pending change moved on.
  if (!code.target || code.target !== user.pendingEmail) throw invalidParameter('There is no e-mail change waiting for verification.');
  try {
    await ctx.store.changeEmail(user.sub, code.target, ctx.now());
  } catch (error) {
    if (isUniqueViolation(error)) throw aliasExists();
    throw error;
  }
  return {};
};

export const changePassword: Action = async (ctx, body) => {
  const { user, originJti } = await authenticateSession(ctx, requireString(body, 'AccessToken'));
  const previous = requireString(body, 'PreviousPassword');
  const proposed = requireString(body, 'ProposedPassword');
  if (user.lockedUntil > ctx.now()) throw passwordAttemptsExceeded();
  if (!passwordMatches(ctx.poolName, user.sub, previous, { salt: user.srpSalt, verifier: user.srpVerifier })) {
    await ctx.store.recordSignInFailure(user.sub, user.failedAttempts + 1, user.lockedUntil);
    throw incorrectPassword();
  }
  checkPassword(proposed, ctx.pool);
  const { salt, verifier } = createVerifier(ctx.poolName, user.sub, proposed);
  await ctx.store.setVerifier(user.sub, salt, verifier, ctx.now());
  await revokeAllSessions(ctx, user.sub, originJti);
  return {};
};

export const globalSignOut: Action = async (ctx, body) => {
  const user = await authenticate(ctx, requireString(body, 'AccessToken'));
  await revokeAllSessions(ctx, user.sub);
  return {};
};

export const revokeToken: Action = async (ctx, body) => {
  const clientId = requireClient(ctx, body);
  const token = requireString(body, 'Token');
  // Only refresh tokens are revocable; ours are opaque, access and ID tokens are JWTs.
  if (token.split('.').length === 3) throw new CognitoError('UnsupportedTokenTypeException', 'Unsupported token type.');
  const session = await ctx.store.findSessionByRefreshToken(token);
  // An unknown or already revoked token is not an error (RFC 7009): the outcome is the same.
  if (session && session.clientId === clientId && session.revokedAt === null) await revokeSession(ctx, session.originJti);
  return {};
};

export const forgotPassword: Action = async (ctx, body) => {
  requireClient(ctx, body);
  const user = await requireUserForCodes(ctx, requireString(body, 'Username'));
  if (user.attributes.email_verified !== 'true') {
    throw invalidParameter('Cannot reset password for the user as there is no registered/verified email or phone_number');
  }
  return { CodeDeliveryDetails: await sendCode(ctx, user, 'reset', user.email) };
};

export const confirmForgotPassword: Action = async (ctx, body) => {
  requireClient(ctx, body);
  const user = await requireUserForCodes(ctx, requireString(body, 'Username'));
  const code = requireString(body, 'ConfirmationCode');
  const password = requireString(body, 'Password');
  // Policy first, so a rejected password does not use up the code.
  checkPassword(password, ctx.pool);
  await consumeCode(ctx, user, 'reset', code);
  const { salt, verifier } = createVerifier(ctx.poolName, user.sub, password);
  await ctx.store.setVerifier(user.sub, salt, verifier, ctx.now());
  await runPostConfirmation(ctx, user, 'PostConfirmation_ConfirmForgotPassword');
  return {};
};

/** AdminUserGlobalSignOut (IAM-signed, checked by the route): ends every session of the user. */
export const adminUserGlobalSignOut: Action = async (ctx, body) => {
  const poolId = requireString(body, 'UserPoolId');
  if (poolId !== ctx.pool.userPoolId) throw new CognitoError('ResourceNotFoundException', `User pool ${poolId} does not exist.`);
  const user = await lookupUser(ctx, requireString(body, 'Username'));
  if (!user) throw userDoesNotExist();
  await revokeAllSessions(ctx, user.sub);
  return {};
};

/**
 * AdminDeleteUser (IAM-signed): ends every session of the user (their open subscriptions close),
 * deletes the user with its codes and sessions, then lets the cloud reclaim the deleted rows.
 */
export const adminDeleteUser: Action = async (ctx, body) => {
  const poolId = requireString(body, 'UserPoolId');
  if (poolId !== ctx.pool.userPoolId) throw new CognitoError('ResourceNotFoundException', `User pool ${poolId} does not exist.`);
  const user = await lookupUser(ctx, requireString(body, 'Username'));
  if (!user) throw userDoesNotExist();
  await revokeAllSessions(ctx, user.sub);
  await ctx.store.deleteUser(user.sub);
  await ctx.afterUserDeleted();
  return {};
};
