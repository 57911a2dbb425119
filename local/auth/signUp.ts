/**
 * Registration: SignUp, ConfirmSignUp, ResendConfirmationCode, and the seeding helper
 * ensureUser (an AdminCreateUser-like shortcut for demo accounts).
 */
import { randomUUID } from 'node:crypto';
import { consumeCode, sendCode } from './codes';
import { requireClient, requireString, requireUserForCodes, runTrigger, type Action, type AuthContext } from './context';
import { CognitoError, invalidParameter, notAuthorized } from './errors';
import { checkPassword, checkRequiredAttributes, isEmail, normalizeEmail, parseAttributes } from './policy';
import { runPostConfirmation } from './postConfirmation';
import { createVerifier } from './srp';
import { isUniqueViolation, type UserRecord, type UserStatus } from './users';

const usernameExists = () => new CognitoError('UsernameExistsException', 'An account with the given email already exists.');

/** Splits a sign-up's attributes into the e-mail (the username) and the rest. */
function signUpAttributes(username: string, rawAttributes: unknown): { email: string; attributes: Record<string, string> } {
  const email = normalizeEmail(username);
  if (!isEmail(email)) throw invalidParameter('Username should be an email.');
  const { email: emailAttribute, ...attributes } = parseAttributes(rawAttributes, 'UserAttributes');
  if (emailAttribute !== undefined && normalizeEmail(emailAttribute) !== email) {
    throw invalidParameter('The email attribute must match the username.');
  }
  return { email, attributes };
}

function preSignUpEvent(ctx: AuthContext, sub: string, email: string, attributes: Record<string, string>, body: Record<string, unknown>) {
  const validationData = parseValidationData(body.ValidationData);
  return {
    version: '1',
    region: ctx.pool.region,
    userPoolId: ctx.pool.userPoolId,
    userName: sub,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: ctx.pool.clientId },
    triggerSource: 'PreSignUp_SignUp',
    request: {
      userAttributes: { ...attributes, email },
      validationData,
      clientMetadata: isStringMap(body.ClientMetadata) ? body.ClientMetadata : undefined,
    },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  };
}

const isStringMap = (value: unknown): value is Record<string, string> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

/** ValidationData arrives as [{Name, Value}] and reaches the trigger as a map (or null). */
function parseValidationData(value: unknown): Record<string, string> | null {
  if (!Array.isArray(value)) return null;
  const out: Record<string, string> = {};
  for (const item of value as Array<{ Name?: unknown; Value?: unknown }>) {
    if (typeof item?.Name === 'string') out[item.Name] = typeof item.Value === 'string' ? item.Value : '';
  }
  return out;
}

export const signUp: Action = async (ctx, body) => {
  requireClient(ctx, body);
  const { email, attributes } = signUpAttributes(requireString(body, 'Username'), body.UserAttributes);
  checkRequiredAttributes({ ...attributes, email }, ctx.pool);
  const password = requireString(body, 'Password');
  checkPassword(password, ctx.pool);
  if (await ctx.store.findByEmail(email)) throw usernameExists();

  const sub = randomUUID();
  const event = await runTrigger('PreSignUp', ctx.triggers.preSignUp, preSignUpEvent(ctx, sub, email, attributes, body));
  const autoConfirm = event.response?.autoConfirmUser === true;
  const autoVerify = event.response?.autoVerifyEmail === true;

  const { salt, verifier } = createVerifier(ctx.poolName, sub, password);
  const user: UserRecord = {
    sub,
    email,
    status: autoConfirm ? 'CONFIRMED' : 'UNCONFIRMED',
    attributes: { ...attributes, email_verified: String(autoVerify) },
    srpSalt: salt,
    srpVerifier: verifier,
    failedAttempts: 0,
    lockedUntil: 0,
    pendingEmail: null,
    createdAt: ctx.now(),
  };
  try {
    await ctx.store.insert(user);
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameExists(); // a concurrent sign-up won the race
    throw error;
  }
  if (autoConfirm) return { UserConfirmed: true, UserSub: sub };
  const delivery = await sendCode(ctx, user, 'signup', email, false);
  return { UserConfirmed: false, UserSub: sub, CodeDeliveryDetails: delivery };
};

export const confirmSignUp: Action = async (ctx, body) => {
  requireClient(ctx, body);
  const user = await requireUserForCodes(ctx, requireString(body, 'Username'));
  const code = requireString(body, 'ConfirmationCode');
  if (user.status === 'CONFIRMED') throw notAuthorized('User cannot be confirmed. Current status is CONFIRMED');
  await consumeCode(ctx, user, 'signup', code);
  await ctx.store.confirm(user.sub, ctx.now());
  await runPostConfirmation(ctx, user, 'PostConfirmation_ConfirmSignUp');
  return {};
};

export const resendConfirmationCode: Action = async (ctx, body) => {
  requireClient(ctx, body);
  const user = await requireUserForCodes(ctx, requireString(body, 'Username'));
  if (user.status === 'CONFIRMED') throw invalidParameter('User is already confirmed.');
  return { CodeDeliveryDetails: await sendCode(ctx, user, 'signup', user.email) };
};

/** Creates a confirmed, verified user unless the e-mail is already registered (demo seeding). */
export async function ensureUser(
  ctx: AuthContext,
  input: { email: string; password: string; givenName: string; familyName: string },
): Promise<void> {
  const email = normalizeEmail(input.email);
  if (!isEmail(email)) throw invalidParameter('Username should be an email.');
  checkPassword(input.password, ctx.pool);
  if (await ctx.store.findByEmail(email)) return;
  const sub = randomUUID();
  const { salt, verifier } = createVerifier(ctx.poolName, sub, input.password);
  const status: UserStatus = 'CONFIRMED';
  try {
    await ctx.store.insert({
      sub,
      email,
      status,
      attributes: { given_name: input.givenName, family_name: input.familyName, email_verified: 'true' },
      srpSalt: salt,
      srpVerifier: verifier,
      createdAt: ctx.now(),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}
