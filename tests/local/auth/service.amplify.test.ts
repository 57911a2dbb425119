/**
 * The local Cognito user pool driven by the real aws-amplify v6 client (SRP sign-in and all),
 * over HTTP, exactly as the browser app uses it.
 */
import { PGlite } from '@electric-sql/pglite';
import { Amplify } from 'aws-amplify';
import {
  autoSignIn,
  confirmResetPassword,
  confirmSignUp,
  confirmUserAttribute,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updateUserAttributes,
} from 'aws-amplify/auth';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as emailClaimTrigger } from '../../../amplify/auth/pre-token-generation/handler';
import { createAuthService, type AuthService, type AuthTriggers, type UserPoolConfig } from '../../../local/auth/service';
import { startAuthTestServer, type AuthTestServer } from '../../../local/auth/testServer';
import { PARTICIPANT_EMAIL_CLAIM } from '../../../src/domain/identity';
import { N, g, modPow, padHex } from '../../../local/auth/srp';

/**
 * The SRP computations the pool makes, in order (each a modular exponentiation or more): how a
 * test tells the work a sign-in does without timing it. The functions themselves are the real ones.
 */
const srpWork = vi.hoisted(() => [] as string[]);
vi.mock('../../../local/auth/srp', async (importOriginal) => {
  const srp = await importOriginal<typeof import('../../../local/auth/srp')>();
  const counted =
    <A extends unknown[], R>(name: string, work: (...args: A) => R) =>
    (...args: A): R => {
      srpWork.push(name);
      return work(...args);
    };
  return {
    ...srp,
    createServerChallenge: counted('server challenge', srp.createServerChallenge),
    verifyPasswordClaim: counted('password claim', srp.verifyPasswordClaim),
    passwordMatches: counted('password check', srp.passwordMatches),
  };
});

const PASSWORD = 'Passw0rd!';
const HOUR = 3600_000;

let pool: UserPoolConfig;
let dataDir: string;
let db: PGlite;
let auth: AuthService;
let server: AuthTestServer;
let clockOffset = 0;
/** Set, the service's clock stands still there (plus clockOffset): second-long locks then do not depend on how fast a busy machine runs the test. */
let frozenAt: number | undefined;
const mails: Array<{ to: string; subject: string; text: string }> = [];
/** The pre-token-generation events the (real) trigger saw. */
const tokenEvents: Array<Record<string, unknown>> = [];
let preSignUp: AuthTriggers['preSignUp'];
let emailCounter = 0;

const uniqueEmail = (name = 'user') => `${name}.${++emailCounter}@example.com`;

function lastCodeFor(to: string): string {
  const mail = mails.filter((m) => m.to === to).at(-1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/** Calls the service directly (as the HTTP layer would) for checks the Amplify API does not expose. */
const call = (action: string, body: unknown) => auth.handle(`AWSCognitoIdentityProviderService.${action}`, body);

/** Resolves to the AuthError aws-amplify threw. */
async function rejection(promise: Promise<unknown>): Promise<{ name: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { name: string; message: string };
  }
  throw new Error('expected a rejection');
}

async function registerConfirmed(email: string, password = PASSWORD, givenName = 'Ann'): Promise<void> {
  await signUp({ username: email, password, options: { userAttributes: { email, given_name: givenName, family_name: 'Lee' } } });
  await confirmSignUp({ username: email, confirmationCode: lastCodeFor(email) });
}

/** The refresh token of the latest successful sign-in, as aws-amplify received it. */
function lastRefreshToken(): string {
  const exchange = server.exchanges.filter((e) => e.target.endsWith('.RespondToAuthChallenge') && e.status === 200).at(-1);
  return (exchange?.response as { AuthenticationResult: { RefreshToken: string } }).AuthenticationResult.RefreshToken;
}

beforeAll(async () => {
  pool = JSON.parse(await readFile(path.resolve('local/generated/user-pool.json'), 'utf8')) as UserPoolConfig;
  dataDir = await mkdtemp(path.join(tmpdir(), 'dfuse-auth-'));
  db = new PGlite(path.join(dataDir, 'db'));
  auth = await createAuthService({
    db,
    dataDir,
    pool,
    issuer: `http://127.0.0.1:4000/${pool.userPoolId}`,
    mailbox: { send: async (message) => void mails.push(message) },
    now: () => (frozenAt ?? Date.now()) + clockOffset,
    triggers: {
      preSignUp: async (event) => (preSignUp ? preSignUp(event) : event),
      preTokenGeneration: async (event) => {
        tokenEvents.push(JSON.parse(JSON.stringify(event)));
        return emailClaimTrigger(event);
      },
    },
  });
  server = await startAuthTestServer(auth);
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.clientId,
        userPoolEndpoint: server.endpoint,
        loginWith: { email: true },
      },
    },
  });
});

afterEach(async () => {
  clockOffset = 0;
  frozenAt = undefined;
  preSignUp = undefined;
  await signOut();
});

afterAll(async () => {
  await server?.close();
  await db?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('sign-up and SRP sign-in with aws-amplify', () => {
  it('registers, confirms with the mailed code, signs in with SRP and issues Cognito-shaped tokens', async () => {
    const email = uniqueEmail('Ann');
    const mixedCase = email.replace('ann', 'AnN');
    const result = await signUp({
      username: mixedCase,
      password: PASSWORD,
      options: { userAttributes: { email: mixedCase, given_name: 'Ann', family_name: 'Lee' } },
    });
    expect(result.nextStep).toMatchObject({
      signUpStep: 'CONFIRM_SIGN_UP',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', attributeName: 'email', destination: 'a***@e***' },
    });
    expect(result.userId).toMatch(/^[0-9a-f-]{36}$/);

    const mail = mails.at(-1)!;
    expect(mail.to).toBe(email.toLowerCase());
    expect(mail.subject).toBe('Your Dfuse verification code');
    expect(mail.text).toMatch(/^Your Dfuse verification code is \d{6}$/);

    expect(await confirmSignUp({ username: mixedCase, confirmationCode: lastCodeFor(email.toLowerCase()) })).toMatchObject({
      isSignUpComplete: true,
    });
    expect(await signIn({ username: email.toUpperCase(), password: PASSWORD })).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });

    // What aws-amplify sent for SRP, and what the pool answered.
    const initiate = server.exchanges.filter((e) => e.target.endsWith('.InitiateAuth')).at(-1)!;
    expect(initiate.request).toMatchObject({ AuthFlow: 'USER_SRP_AUTH', ClientId: pool.clientId });
    const challenge = (initiate.response as { ChallengeName: string; ChallengeParameters: Record<string, string> });
    expect(challenge.ChallengeName).toBe('PASSWORD_VERIFIER');
    expect(Object.keys(challenge.ChallengeParameters).sort()).toEqual(['SALT', 'SECRET_BLOCK', 'SRP_B', 'USERNAME', 'USER_ID_FOR_SRP']);
    expect(challenge.ChallengeParameters.USER_ID_FOR_SRP).toBe(result.userId);

    const { tokens } = await fetchAuthSession();
    const id = tokens!.idToken!.payload;
    const access = tokens!.accessToken.payload;
    expect(id).toMatchObject({
      sub: result.userId,
      'cognito:username': result.userId,
      email: email.toLowerCase(),
      email_verified: true,
      given_name: 'Ann',
      family_name: 'Lee',
      aud: pool.clientId,
      token_use: 'id',
      iss: `http://127.0.0.1:4000/${pool.userPoolId}`,
      [PARTICIPANT_EMAIL_CLAIM]: email.toLowerCase(),
    });
    expect(access).toMatchObject({
      sub: result.userId,
      username: result.userId,
      client_id: pool.clientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      [PARTICIPANT_EMAIL_CLAIM]: email.toLowerCase(),
    });
    for (const claims of [id, access]) {
      expect(claims.exp! - claims.iat!).toBe(3600);
      expect(claims).toHaveProperty('origin_jti');
      expect(claims).toHaveProperty('event_id');
      expect(claims).toHaveProperty('jti');
      expect(claims).toHaveProperty('auth_time');
    }
    expect(id.origin_jti).toBe(access.origin_jti);
    expect(decodeProtectedHeader(tokens!.accessToken.toString())).toEqual({ alg: 'RS256', kid: auth.jwks().keys[0]['kid' as never] });
    expect(await getCurrentUser()).toMatchObject({ userId: result.userId, username: result.userId });
    expect(await fetchUserAttributes()).toEqual({
      sub: result.userId,
      email: email.toLowerCase(),
      email_verified: 'true',
      given_name: 'Ann',
      family_name: 'Lee',
    });

    // The V2_0 trigger saw Cognito's event.
    const event = tokenEvents.at(-1)!;
    expect(event).toMatchObject({
      version: '2',
      triggerSource: 'TokenGeneration_Authentication',
      userPoolId: pool.userPoolId,
      userName: result.userId,
      request: {
        userAttributes: { sub: result.userId, email: email.toLowerCase(), email_verified: 'true', given_name: 'Ann', family_name: 'Lee' },
        scopes: ['aws.cognito.signin.user.admin'],
      },
    });

    // The JWKS served over HTTP verifies the tokens, as a resource server would.
    const jwks = (await (await fetch(`${server.endpoint}${pool.userPoolId}/.well-known/jwks.json`)).json()) as { keys: object[] };
    const { payload } = await jwtVerify(tokens!.idToken!.toString(), createLocalJWKSet(jwks as never), { issuer: id.iss });
    expect(payload.sub).toBe(result.userId);
  });

  it('completes autoSignIn after confirmSignUp', async () => {
    const email = uniqueEmail();
    const result = await signUp({
      username: email,
      password: PASSWORD,
      options: { userAttributes: { email, given_name: 'Auto', family_name: 'Signin' }, autoSignIn: true },
    });
    expect(result.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
    const confirmed = await confirmSignUp({ username: email, confirmationCode: lastCodeFor(email) });
    expect(confirmed.nextStep.signUpStep).toBe('COMPLETE_AUTO_SIGN_IN');
    expect(await autoSignIn()).toMatchObject({ isSignedIn: true });
    expect((await fetchUserAttributes()).given_name).toBe('Auto');
  });

  it('rejects sign-ups that break the password policy, miss attributes or reuse an e-mail', async () => {
    const email = uniqueEmail();
    const attempt = (password: string, userAttributes: Record<string, string> = { email, given_name: 'A', family_name: 'B' }) =>
      rejection(signUp({ username: email, password, options: { userAttributes } }));

    const cases: Array<[string, string]> = [
      ['Pa0!', 'Password not long enough'],
      ['password0!', 'Password must have uppercase characters'],
      ['PASSWORD0!', 'Password must have lowercase characters'],
      ['Password!!', 'Password must have numeric characters'],
      ['Password00', 'Password must have symbol characters'],
    ];
    for (const [password, detail] of cases) {
      expect(await attempt(password)).toMatchObject({
        name: 'InvalidPasswordException',
        message: `Password did not conform with policy: ${detail}`,
      });
    }
    expect(await attempt(PASSWORD, { email, family_name: 'B' })).toMatchObject({
      name: 'InvalidParameterException',
      message: expect.stringContaining('given_name'),
    });
    expect(await rejection(signUp({ username: 'not-an-email', password: PASSWORD }))).toMatchObject({
      name: 'InvalidParameterException',
      message: 'Username should be an email.',
    });

    await registerConfirmed(email);
    expect(await rejection(signUp({ username: email.toUpperCase(), password: PASSWORD, options: { userAttributes: { given_name: 'A', family_name: 'B' } } }))).toMatchObject({
      name: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
    });
  });

  it('runs the pre-sign-up trigger: a throw refuses the sign-up, autoConfirmUser skips the code', async () => {
    preSignUp = async () => {
      throw new Error('This e-mail is not on the allowlist');
    };
    const refused = uniqueEmail();
    expect(await rejection(signUp({ username: refused, password: PASSWORD, options: { userAttributes: { given_name: 'A', family_name: 'B' } } }))).toMatchObject({
      name: 'UserLambdaValidationException',
      message: 'PreSignUp failed with error This e-mail is not on the allowlist.',
    });
    expect(await rejection(signIn({ username: refused, password: PASSWORD }))).toMatchObject({ name: 'UserNotFoundException' });

    const seen: unknown[] = [];
    preSignUp = async (event) => {
      seen.push(event);
      event.response.autoConfirmUser = true;
      event.response.autoVerifyEmail = true;
      return event;
    };
    const email = uniqueEmail();
    const mailCount = mails.length;
    const result = await signUp({ username: email, password: PASSWORD, options: { userAttributes: { given_name: 'A', family_name: 'B' } } });
    expect(result).toMatchObject({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    expect(mails.length).toBe(mailCount);
    expect(seen[0]).toMatchObject({
      triggerSource: 'PreSignUp_SignUp',
      userPoolId: pool.userPoolId,
      request: { userAttributes: { email, given_name: 'A', family_name: 'B' } },
      response: { autoConfirmUser: true },
    });
    expect(await signIn({ username: email, password: PASSWORD })).toMatchObject({ isSignedIn: true });
  });
});

describe('confirmation codes', () => {
  it('rejects wrong, replaced, reused and expired codes', async () => {
    const email = uniqueEmail();
    await signUp({ username: email, password: PASSWORD, options: { userAttributes: { given_name: 'A', family_name: 'B' } } });
    const first = lastCodeFor(email);
    const wrong = first === '000000' ? '111111' : '000000';
    expect(await rejection(confirmSignUp({ username: email, confirmationCode: wrong }))).toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });

    expect(await resendSignUpCode({ username: email })).toMatchObject({ deliveryMedium: 'EMAIL', attributeName: 'email' });
    const second = lastCodeFor(email);
    if (second !== first) {
      // A resend replaces the previous code.
      expect(await rejection(confirmSignUp({ username: email, confirmationCode: first }))).toMatchObject({ name: 'CodeMismatchException' });
    }

    // Codes live 24 hours.
    clockOffset = 24 * HOUR + 1000;
    expect(await rejection(confirmSignUp({ username: email, confirmationCode: second }))).toMatchObject({
      name: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
    clockOffset = 0;

    await resendSignUpCode({ username: email });
    const third = lastCodeFor(email);
    await confirmSignUp({ username: email, confirmationCode: third });
    expect(await rejection(confirmSignUp({ username: email, confirmationCode: third }))).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User cannot be confirmed. Current status is CONFIRMED',
    });
    expect(await rejection(resendSignUpCode({ username: email }))).toMatchObject({
      name: 'InvalidParameterException',
      message: 'User is already confirmed.',
    });
    expect(await rejection(confirmSignUp({ username: uniqueEmail(), confirmationCode: '123456' }))).toMatchObject({
      name: 'UserNotFoundException',
    });
  });

  it('limits code e-mails to 5 requests per user per hour', async () => {
    const email = uniqueEmail();
    await signUp({ username: email, password: PASSWORD, options: { userAttributes: { given_name: 'A', family_name: 'B' } } });
    for (let i = 0; i < 5; i++) await resendSignUpCode({ username: email });
    const sent = mails.length;
    // aws-amplify retries LimitExceededException a few times with back-off before giving up.
    expect(await rejection(resendSignUpCode({ username: email }))).toMatchObject({
      name: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
    expect(mails.length).toBe(sent);
    clockOffset = HOUR + 1000;
    await resendSignUpCode({ username: email });
    await confirmSignUp({ username: email, confirmationCode: lastCodeFor(email) });
  });
});

describe('sign-in failures', () => {
  it('reports unknown users, wrong passwords and unconfirmed users as Cognito does', async () => {
    expect(await rejection(signIn({ username: uniqueEmail('ghost'), password: PASSWORD }))).toMatchObject({
      name: 'UserNotFoundException',
      message: 'User does not exist.',
    });

    const email = uniqueEmail();
    await signUp({ username: email, password: PASSWORD, options: { userAttributes: { given_name: 'A', family_name: 'B' } } });
    expect(await rejection(signIn({ username: email, password: 'Wrong-passw0rd' }))).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    // aws-amplify turns UserNotConfirmedException into a next step.
    expect(await signIn({ username: email, password: PASSWORD })).toMatchObject({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_UP' },
    });
    const last = server.exchanges.at(-1)!;
    expect(last.response).toEqual({ __type: 'UserNotConfirmedException', message: 'User is not confirmed.' });
  });

  // Issue 24: an address without an account must not be told apart by the work done for it.
  // (How long each takes is printed by `npm run bench:abuse`, never asserted.)
  it('starts a sign-in for an address without an account as for an account, up to the pool’s answer for it', async () => {
    const email = uniqueEmail();
    await registerConfirmed(email);
    const ghost = uniqueEmail('ghost');
    // A malformed SRP_A is refused alike: the address is looked at only after the same checks.
    const start = (username: string) => call('InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', ClientId: pool.clientId, AuthParameters: { USERNAME: username, SRP_A: 'zz' } });
    const [known, unknown] = [await start(email), await start(ghost)];
    expect(unknown).toEqual(known);
    expect(known.body).toMatchObject({ __type: 'InvalidParameterException' });

    // A pool that prevents user-existence errors (as Cognito's option): a challenge of the same
    // shape for both, a stable salt for the unknown address, and one answer for both failures.
    const legacy = pool.preventUserExistenceErrors;
    pool.preventUserExistenceErrors = 'ENABLED';
    try {
      const attempt = async (username: string) => {
        const before = server.exchanges.length;
        const error = await rejection(signIn({ username, password: 'Wrong-passw0rd' }));
        const exchanges = server.exchanges.slice(before).map(({ target, status, response }) => ({
          target,
          status,
          parameters: Object.keys((response as { ChallengeParameters?: object }).ChallengeParameters ?? {}).sort(),
          salt: (response as { ChallengeParameters?: { SALT?: string } }).ChallengeParameters?.SALT,
        }));
        return { error: { name: error.name, message: error.message }, exchanges };
      };
      const wrongPassword = await attempt(email);
      const noAccount = await attempt(ghost);
      const strip = (a: typeof wrongPassword) => ({ ...a, exchanges: a.exchanges.map(({ salt: _salt, ...rest }) => rest) });
      expect(strip(noAccount)).toEqual(strip(wrongPassword));
      expect(wrongPassword.error).toEqual({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
      expect(wrongPassword.exchanges.map((e) => `${e.target.split('.').at(-1)} ${e.status}`)).toEqual(['InitiateAuth 200', 'RespondToAuthChallenge 400']);
      expect((await attempt(ghost)).exchanges[0].salt).toBe(noAccount.exchanges[0].salt);
      expect(noAccount.exchanges[0].salt).toMatch(/^[0-9a-f]{32,34}$/);
    } finally {
      pool.preventUserExistenceErrors = legacy;
    }
  });

  it('does the same SRP work for an address without an account as for one with, and keeps the spec’s message (issue 24)', async () => {
    const email = uniqueEmail();
    await registerConfirmed(email);
    const ghost = uniqueEmail('ghost');
    const A = padHex(modPow(g, 123_456_789n, N));
    const workFor = async (username: string) => {
      srpWork.length = 0;
      const answer = await call('InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', ClientId: pool.clientId, AuthParameters: { USERNAME: username, SRP_A: A } });
      return { status: answer.status, work: [...srpWork] };
    };
    // The user pool's own setting (LEGACY): the unknown address is told so, after the same work.
    expect(pool.preventUserExistenceErrors).toBe('LEGACY');
    const known = await workFor(email);
    const unknown = await workFor(ghost);
    expect(known).toEqual({ status: 200, work: ['server challenge'] });
    expect(unknown).toEqual({ status: 400, work: ['server challenge'] });
    expect(await rejection(signIn({ username: ghost, password: 'Wrong-passw0rd' }))).toMatchObject({ name: 'UserNotFoundException', message: 'User does not exist.' });

    // A whole failed sign-in through aws-amplify, where the pool prevents user-existence errors.
    const legacy = pool.preventUserExistenceErrors;
    pool.preventUserExistenceErrors = 'ENABLED';
    try {
      const attemptWork = async (username: string) => {
        srpWork.length = 0;
        await rejection(signIn({ username, password: 'Wrong-passw0rd' }));
        return [...srpWork];
      };
      expect(await attemptWork(ghost)).toEqual(await attemptWork(email));
      expect(await attemptWork(email)).toEqual(['server challenge', 'password claim']);
    } finally {
      pool.preventUserExistenceErrors = legacy;
    }
  });

  it('locks the account after 5 wrong passwords, doubling the lock from 1 s, and resets on success', async () => {
    const email = uniqueEmail();
    await registerConfirmed(email);
    frozenAt = Date.now();
    const wrong = () => rejection(signIn({ username: email, password: 'Wrong-passw0rd' }));
    for (let i = 0; i < 5; i++) expect(await wrong()).toMatchObject({ message: 'Incorrect username or password.' });

    // Locked for 1 s: even the right password is refused.
    expect(await rejection(signIn({ username: email, password: PASSWORD }))).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
    clockOffset = 1100;
    expect(await wrong()).toMatchObject({ message: 'Incorrect username or password.' });
    // The sixth failure locks for 2 s.
    clockOffset = 1100 + 1500;
    expect(await rejection(signIn({ username: email, password: PASSWORD }))).toMatchObject({ message: 'Password attempts exceeded' });
    clockOffset = 1100 + 2100;
    expect(await signIn({ username: email, password: PASSWORD })).toMatchObject({ isSignedIn: true });
    await signOut();

    // Success reset the count: one more failure is just a failure.
    expect(await wrong()).toMatchObject({ message: 'Incorrect username or password.' });
    expect(await signIn({ username: email, password: PASSWORD })).toMatchObject({ isSignedIn: true });
  });
});

describe('signed-in session', () => {
  it('refreshes tokens with the refresh token, keeping the session and re-running the trigger', async () => {
    const email = uniqueEmail();
    await registerConfirmed(email);
    await signIn({ username: email, password: PASSWORD });
    const before = (await fetchAuthSession()).tokens!;
    const refreshed = (await fetchAuthSession({ forceRefresh: true })).tokens!;
    expect(server.exchanges.at(-1)!.target).toBe('AWSCognitoIdentityProviderService.GetTokensFromRefreshToken');
    expect(refreshed.accessToken.toString()).not.toBe(before.accessToken.toString());
    expect(refreshed.accessToken.payload.origin_jti).toBe(before.accessToken.payload.origin_jti);
    expect(refreshed.accessToken.payload.auth_time).toBe(before.accessToken.payload.auth_time);
    expect(refreshed.idToken!.payload[PARTICIPANT_EMAIL_CLAIM]).toBe(email);
    expect(tokenEvents.at(-1)!.triggerSource).toBe('TokenGeneration_RefreshTokens');
    await expect(auth.verifyToken(refreshed.accessToken.toString(), 'access')).resolves.toMatchObject({ sub: before.accessToken.payload.sub });

    // The other refresh entry point, InitiateAuth REFRESH_TOKEN_AUTH, answers the same way.
    const viaInitiate = await call('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: pool.clientId,
      AuthParameters: { REFRESH_TOKEN: lastRefreshToken() },
    });
    expect(viaInitiate.status).toBe(200);
    expect(viaInitiate.body).toMatchObject({ AuthenticationResult: { TokenType: 'Bearer', ExpiresIn: 3600 } });
    expect((viaInitiate.body as { AuthenticationResult: object }).AuthenticationResult).not.toHaveProperty('RefreshToken');
  });

  it('updates names at once and changes the e-mail only after its code is confirmed', async () => {
    const email = uniqueEmail();
    const other = uniqueEmail();
    await registerConfirmed(other);
    await registerConfirmed(email);
    await signIn({ username: email, password: PASSWORD });

    const named = await updateUserAttributes({ userAttributes: { given_name: 'Annie' } });
    expect(named.given_name).toMatchObject({ isUpdated: true });
    expect((await fetchUserAttributes()).given_name).toBe('Annie');
    expect((await fetchAuthSession({ forceRefresh: true })).tokens!.idToken!.payload.given_name).toBe('Annie');

    expect(await rejection(updateUserAttributes({ userAttributes: { email: other.toUpperCase() } }))).toMatchObject({
      name: 'AliasExistsException',
    });
    expect(await rejection(updateUserAttributes({ userAttributes: { sub: 'mine' } }))).toMatchObject({ name: 'NotAuthorizedException' });
    expect(await rejection(updateUserAttributes({ userAttributes: { family_name: ' ' } }))).toMatchObject({
      name: 'InvalidParameterException',
    });

    const newEmail = uniqueEmail('New');
    const changed = await updateUserAttributes({ userAttributes: { email: newEmail } });
    expect(changed.email).toMatchObject({ isUpdated: false, nextStep: { updateAttributeStep: 'CONFIRM_ATTRIBUTE_WITH_CODE' } });
    // Until confirmed, the old address stays the account's e-mail (and the token's e-mail claim).
    expect((await fetchUserAttributes()).email).toBe(email);
    await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: lastCodeFor(newEmail.toLowerCase()) });
    expect(await fetchUserAttributes()).toMatchObject({ email: newEmail.toLowerCase(), email_verified: 'true' });
    expect((await fetchAuthSession({ forceRefresh: true })).tokens!.idToken!.payload[PARTICIPANT_EMAIL_CLAIM]).toBe(newEmail.toLowerCase());

    await signOut();
    expect(await signIn({ username: newEmail, password: PASSWORD })).toMatchObject({ isSignedIn: true });
    await signOut();
    expect(await rejection(signIn({ username: email, password: PASSWORD }))).toMatchObject({ name: 'UserNotFoundException' });
  });

  it('signOut({ global: true }) revokes every refresh token and the tokens minted from them', async () => {
    const email = uniqueEmail();
    await registerConfirmed(email);
    await signIn({ username: email, password: PASSWORD });
    const refreshToken = lastRefreshToken();
    const { tokens } = await fetchAuthSession();
    const accessToken = tokens!.accessToken.toString();
    const idToken = tokens!.idToken!.toString();
    // A second session of the same user, e.g. another browser.
    const other = await call('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: pool.clientId, AuthParameters: { REFRESH_TOKEN: refreshToken } });
    expect(other.status).toBe(200);

    await signOut({ global: true });
    expect(server.exchanges.at(-1)).toMatchObject({ target: 'AWSCognitoIdentityProviderService.GlobalSignOut', status: 200 });

    expect((await call('GetTokensFromRefreshToken', { ClientId: pool.clientId, RefreshToken: refreshToken })).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    const initiate = await call('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: pool.clientId, AuthParameters: { REFRESH_TOKEN: refreshToken } });
    expect(initiate).toMatchObject({ status: 400, headers: { 'x-amzn-errortype': 'NotAuthorizedException' } });
    expect((await call('GetUser', { AccessToken: accessToken })).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
    await expect(auth.verifyToken(idToken, 'id')).rejects.toMatchObject({ reason: 'revoked' });
    const otherAccess = (other.body as { AuthenticationResult: { AccessToken: string } }).AuthenticationResult.AccessToken;
    await expect(auth.verifyToken(otherAccess)).rejects.toMatchObject({ reason: 'revoked' });

    // Signing in again opens a fresh, valid session.
    await signIn({ username: email, password: PASSWORD });
    const fresh = (await fetchAuthSession()).tokens!;
    await expect(auth.verifyToken(fresh.accessToken.toString(), 'access')).resolves.toMatchObject({ token_use: 'access' });
  });

  it('plain signOut() revokes its own refresh token through RevokeToken', async () => {
    const email = uniqueEmail();
    await registerConfirmed(email);
    await signIn({ username: email, password: PASSWORD });
    const refreshToken = lastRefreshToken();
    const accessToken = (await fetchAuthSession()).tokens!.accessToken.toString();
    await signOut();
    expect(server.exchanges.at(-1)).toMatchObject({ target: 'AWSCognitoIdentityProviderService.RevokeToken', status: 200 });
    expect((await call('GetTokensFromRefreshToken', { ClientId: pool.clientId, RefreshToken: refreshToken })).body).toMatchObject({
      message: 'Refresh Token has been revoked',
    });
    await expect(auth.verifyToken(accessToken)).rejects.toMatchObject({ reason: 'revoked' });
  });

  it('refuses expired access tokens', async () => {
    const email = uniqueEmail();
    await registerConfirmed(email);
    await signIn({ username: email, password: PASSWORD });
    const accessToken = (await fetchAuthSession()).tokens!.accessToken.toString();
    clockOffset = HOUR + 1000;
    expect((await call('GetUser', { AccessToken: accessToken })).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Access Token has expired',
    });
    await expect(auth.verifyToken(accessToken)).rejects.toMatchObject({ reason: 'expired' });
  });
});

describe('password reset', () => {
  it('resets the password with the mailed code; the code is single-use and expires after an hour', async () => {
    const email = uniqueEmail();
    await registerConfirmed(email);

    expect(await rejection(resetPassword({ username: uniqueEmail('ghost') }))).toMatchObject({ name: 'UserNotFoundException' });

    const started = await resetPassword({ username: email.toUpperCase() });
    expect(started.nextStep).toMatchObject({ resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', codeDeliveryDetails: { deliveryMedium: 'EMAIL' } });
    const mail = mails.at(-1)!;
    expect(mail).toMatchObject({ to: email, subject: 'Your Dfuse password reset code' });
    const code = lastCodeFor(email);

    const newPassword = 'N3w-passw0rd';
    expect(await rejection(confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'short' }))).toMatchObject({
      name: 'InvalidPasswordException',
    });
    expect(await rejection(confirmResetPassword({ username: email, confirmationCode: code === '000000' ? '111111' : '000000', newPassword }))).toMatchObject({
      name: 'CodeMismatchException',
    });
    await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
    expect(await rejection(confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'An0ther-pass' }))).toMatchObject({
      name: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });

    expect(await rejection(signIn({ username: email, password: PASSWORD }))).toMatchObject({ name: 'NotAuthorizedException' });
    expect(await signIn({ username: email, password: newPassword })).toMatchObject({ isSignedIn: true });
    await signOut();

    await resetPassword({ username: email });
    clockOffset = HOUR + 1000;
    expect(await rejection(confirmResetPassword({ username: email, confirmationCode: lastCodeFor(email), newPassword: PASSWORD }))).toMatchObject({
      name: 'ExpiredCodeException',
    });
  });
});
