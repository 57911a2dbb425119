/**
 * The local Cognito user pool called directly through `handle` and `verifyToken`: token
 * verification against forged tokens, trigger overrides, restarts, input robustness, SRP maths.
 * (auth.test.ts covers the flows end to end with the real aws-amplify client.)
 */
import { PGlite } from '@electric-sql/pglite';
import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair } from 'jose';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAuthService, type AuthService, type AuthTriggers, type UserPoolConfig } from '../../../local/auth/service';
import { N, createVerifier, g, modPow, padHex, passwordMatches } from '../../../local/auth/srp';

const PASSWORD = 'Passw0rd!';
const ISSUER = 'http://127.0.0.1:4000/us-east-2_dfuseLocal';

let pool: UserPoolConfig;
/** The same pool with USER_PASSWORD_AUTH allowed, so tests can get tokens without an SRP client. */
let passwordPool: UserPoolConfig;
let dataDir: string;
let db: PGlite;
let auth: AuthService;
let clockOffset = 0;
const now = () => Date.now() + clockOffset;
const mails: Array<{ to: string; subject: string; text: string }> = [];
let preTokenGeneration: AuthTriggers['preTokenGeneration'];
let counter = 0;
const uniqueEmail = () => `person.${++counter}@example.com`;

const open = (options: { issuer?: string; pool?: UserPoolConfig } = {}) =>
  createAuthService({
    db,
    dataDir,
    pool: options.pool ?? passwordPool,
    issuer: options.issuer ?? ISSUER,
    mailbox: { send: async (message) => void mails.push(message) },
    triggers: { preTokenGeneration: (event) => (preTokenGeneration ? preTokenGeneration(event) : Promise.resolve(event)) },
    now,
  });

const call = (action: string, body: unknown, service = auth) => service.handle(`AWSCognitoIdentityProviderService.${action}`, body);

interface Tokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
}

async function signInWithPassword(email: string, password = PASSWORD, service = auth): Promise<Tokens> {
  const result = await call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: pool.clientId, AuthParameters: { USERNAME: email, PASSWORD: password } }, service);
  if (result.status !== 200) throw new Error(JSON.stringify(result.body));
  return (result.body as { AuthenticationResult: Tokens }).AuthenticationResult;
}

async function seededUser(): Promise<{ email: string; tokens: Tokens }> {
  const email = uniqueEmail();
  await auth.ensureUser({ email, password: PASSWORD, givenName: 'Bo', familyName: 'Ng' });
  return { email, tokens: await signInWithPassword(email) };
}

beforeAll(async () => {
  pool = JSON.parse(await readFile(path.resolve('local/generated/user-pool.json'), 'utf8')) as UserPoolConfig;
  passwordPool = { ...pool, explicitAuthFlows: [...pool.explicitAuthFlows, 'ALLOW_USER_PASSWORD_AUTH'] };
  dataDir = await mkdtemp(path.join(tmpdir(), 'dfuse-auth-unit-'));
  db = new PGlite(path.join(dataDir, 'db'));
  auth = await open();
});

afterEach(() => {
  clockOffset = 0;
  preTokenGeneration = undefined;
});

afterAll(async () => {
  await db?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('verifyToken', () => {
  it('accepts its own tokens for the right use', async () => {
    const { tokens } = await seededUser();
    await expect(auth.verifyToken(tokens.IdToken, 'id')).resolves.toMatchObject({ token_use: 'id', aud: pool.clientId, iss: ISSUER });
    await expect(auth.verifyToken(tokens.AccessToken, 'access')).resolves.toMatchObject({ token_use: 'access', client_id: pool.clientId });
    await expect(auth.verifyToken(tokens.AccessToken)).resolves.toMatchObject({ token_use: 'access' });
    await expect(auth.verifyToken(tokens.IdToken, 'access')).rejects.toMatchObject({ reason: 'invalid' });
    await expect(auth.verifyToken(tokens.AccessToken, 'id')).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('refuses forged, tampered, unsigned, HMAC-signed, foreign-issuer and expired tokens', async () => {
    const { tokens } = await seededUser();
    const claims = decodeJwt(tokens.AccessToken);
    const { kid } = decodeProtectedHeader(tokens.AccessToken);

    // Signed by another RSA key that claims our kid.
    const other = await generateKeyPair('RS256');
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(other.privateKey);
    await expect(auth.verifyToken(forged)).rejects.toMatchObject({ reason: 'invalid' });

    // Our signature over different claims.
    const [header, , signature] = tokens.AccessToken.split('.');
    const tampered = [header, Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url'), signature].join('.');
    await expect(auth.verifyToken(tampered)).rejects.toMatchObject({ reason: 'invalid' });

    // alg: none.
    const none = [
      Buffer.from(JSON.stringify({ alg: 'none', kid })).toString('base64url'),
      Buffer.from(JSON.stringify(claims)).toString('base64url'),
      '',
    ].join('.');
    await expect(auth.verifyToken(none)).rejects.toMatchObject({ reason: 'invalid' });

    // HS256 keyed with the public key (the classic algorithm-confusion attack).
    const publicJwk = auth.jwks().keys[0] as { n: string };
    const hs = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid }).sign(new TextEncoder().encode(publicJwk.n));
    await expect(auth.verifyToken(hs)).rejects.toMatchObject({ reason: 'invalid' });

    // Same key, other issuer: a second service on the same data dir but another URL.
    const elsewhere = await open({ issuer: 'http://127.0.0.1:9999/us-east-2_other' });
    const foreign = await signInWithPassword((await seededUser()).email, PASSWORD, elsewhere);
    await expect(auth.verifyToken(foreign.AccessToken)).rejects.toMatchObject({ reason: 'invalid' });

    await expect(auth.verifyToken('not a token')).rejects.toMatchObject({ reason: 'invalid' });
    await expect(auth.verifyToken('')).rejects.toMatchObject({ reason: 'invalid' });

    clockOffset = 3600_000 + 1000;
    await expect(auth.verifyToken(tokens.AccessToken)).rejects.toMatchObject({ reason: 'expired' });
    await expect(auth.verifyToken(tokens.IdToken)).rejects.toMatchObject({ reason: 'expired' });
  });

  it('keeps the signing key, users and revocations across a restart', async () => {
    const { email, tokens } = await seededUser();
    const revoked = await signInWithPassword(email);
    expect((await call('RevokeToken', { ClientId: pool.clientId, Token: revoked.RefreshToken })).status).toBe(200);

    const restarted = await open();
    expect(restarted.jwks()).toEqual(auth.jwks());
    await expect(restarted.verifyToken(tokens.AccessToken, 'access')).resolves.toMatchObject({ token_use: 'access' });
    await expect(restarted.verifyToken(revoked.AccessToken)).rejects.toMatchObject({ reason: 'revoked' });
    expect((await call('GetTokensFromRefreshToken', { ClientId: pool.clientId, RefreshToken: tokens.RefreshToken }, restarted)).status).toBe(200);
    await signInWithPassword(email, PASSWORD, restarted);
  });
});

describe('pre token generation (V2_0)', () => {
  it('adds and suppresses claims in both tokens but never touches reserved ones', async () => {
    preTokenGeneration = async (event) => {
      event.response = {
        claimsAndScopeOverrideDetails: {
          idTokenGeneration: {
            claimsToAddOrOverride: { sub: 'evil', iss: 'https://evil', token_use: 'access', exp: 9_999_999_999, team: 'blue', flags: { beta: true } },
            claimsToSuppress: ['family_name', 'aud'],
          },
          accessTokenGeneration: {
            claimsToAddOrOverride: { client_id: 'other', scope: 'admin', email_lower: 'x@example.com' },
            scopesToAdd: ['dfuse/read'],
          },
        },
      };
      return event;
    };
    const { tokens } = await seededUser();
    const id = await auth.verifyToken(tokens.IdToken, 'id');
    const access = await auth.verifyToken(tokens.AccessToken, 'access');
    expect(id).toMatchObject({ iss: ISSUER, token_use: 'id', aud: pool.clientId, team: 'blue', flags: { beta: true }, given_name: 'Bo' });
    expect(id.sub).not.toBe('evil');
    expect((id.exp as number) - (id.iat as number)).toBe(3600);
    expect(id).not.toHaveProperty('family_name');
    expect(access).toMatchObject({ client_id: pool.clientId, email_lower: 'x@example.com', scope: 'aws.cognito.signin.user.admin dfuse/read' });
  });

  it('turns a throwing trigger into UserLambdaValidationException', async () => {
    const email = uniqueEmail();
    await auth.ensureUser({ email, password: PASSWORD, givenName: 'A', familyName: 'B' });
    preTokenGeneration = async () => {
      throw new Error('boom');
    };
    const result = await call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: pool.clientId, AuthParameters: { USERNAME: email, PASSWORD } });
    expect(result.body).toEqual({ __type: 'UserLambdaValidationException', message: 'PreTokenGeneration failed with error boom.' });
  });
});

describe('account actions', () => {
  it('ensureUser creates a confirmed user once and leaves an existing one alone', async () => {
    const email = uniqueEmail();
    await auth.ensureUser({ email: ` ${email.toUpperCase()} `, password: PASSWORD, givenName: 'Cy', familyName: 'Do' });
    await auth.ensureUser({ email, password: 'Different-passw0rd', givenName: 'X', familyName: 'Y' });
    const tokens = await signInWithPassword(email);
    const user = await call('GetUser', { AccessToken: tokens.AccessToken });
    expect(user.body).toMatchObject({
      UserAttributes: expect.arrayContaining([
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: 'Cy' },
      ]),
    });
  });

  it('ChangePassword checks the previous password and the policy', async () => {
    const { email, tokens } = await seededUser();
    const change = (PreviousPassword: string, ProposedPassword: string) =>
      call('ChangePassword', { AccessToken: tokens.AccessToken, PreviousPassword, ProposedPassword });
    expect((await change('Wrong-passw0rd', 'N3w-passw0rd')).body).toMatchObject({ __type: 'NotAuthorizedException' });
    expect((await change(PASSWORD, 'weak')).body).toMatchObject({ __type: 'InvalidPasswordException' });
    expect((await change(PASSWORD, 'N3w-passw0rd')).status).toBe(200);
    await signInWithPassword(email, 'N3w-passw0rd');
  });

  it('refuses USER_PASSWORD_AUTH when the app client does not allow it', async () => {
    const strict = await open({ pool });
    const { email } = await seededUser();
    const result = await call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: pool.clientId, AuthParameters: { USERNAME: email, PASSWORD } }, strict);
    expect(result.body).toMatchObject({ __type: 'InvalidParameterException', message: 'USER_PASSWORD_AUTH flow not enabled for this client' });
  });
});

describe('handle never throws', () => {
  it('answers unknown operations and malformed requests with Cognito errors', async () => {
    expect(await auth.handle('AWSCognitoIdentityProviderService.AdminDisableUser', {})).toMatchObject({
      status: 400,
      body: { __type: 'UnknownOperationException' },
      headers: { 'x-amzn-errortype': 'UnknownOperationException', 'content-type': 'application/x-amz-json-1.1' },
    });
    for (const target of ['', 'Nope', 'AWSCognitoIdentityProviderService.constructor', 'AWSCognitoIdentityProviderService.__proto__']) {
      expect((await auth.handle(target, {})).body).toMatchObject({ __type: 'UnknownOperationException' });
    }
    expect((await call('SignUp', { ClientId: pool.clientId, Password: PASSWORD })).body).toMatchObject({
      __type: 'InvalidParameterException',
      message: expect.stringContaining("'username'"),
    });
    expect((await call('SignUp', { ClientId: 'nope', Username: uniqueEmail(), Password: PASSWORD })).body).toMatchObject({
      __type: 'ResourceNotFoundException',
    });
    expect((await call('GetUser', { AccessToken: 'garbage' })).body).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid Access Token' });
    expect((await call('RevokeToken', { ClientId: pool.clientId, Token: 'a.b.c' })).body).toMatchObject({ __type: 'UnsupportedTokenTypeException' });
    expect((await call('InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', ClientId: pool.clientId, AuthParameters: { USERNAME: (await seededUser()).email, SRP_A: '0' } })).body).toMatchObject({
      __type: 'InvalidParameterException',
    });
    expect((await call('RespondToAuthChallenge', {
      ClientId: pool.clientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: { USERNAME: 'x', PASSWORD_CLAIM_SECRET_BLOCK: 'AAAA', TIMESTAMP: 'Mon Jan 1 00:00:00 UTC 2024', PASSWORD_CLAIM_SIGNATURE: 'AAAA' },
    })).body).toMatchObject({ __type: 'NotAuthorizedException' });

    const junk: unknown[] = [null, undefined, 42, 'text', [], { ClientId: 7 }, { ClientId: pool.clientId, Username: {}, AuthParameters: 'x', UserAttributes: 'x' }];
    const actions = [
      'SignUp', 'ConfirmSignUp', 'ResendConfirmationCode', 'InitiateAuth', 'RespondToAuthChallenge', 'GetTokensFromRefreshToken',
      'GetUser', 'UpdateUserAttributes', 'VerifyUserAttribute', 'GetUserAttributeVerificationCode', 'ChangePassword',
      'ForgotPassword', 'ConfirmForgotPassword', 'GlobalSignOut', 'RevokeToken',
    ];
    for (const action of actions) {
      for (const body of junk) {
        const result = await call(action, body);
        expect(result.status, `${action} ${JSON.stringify(body)}`).toBe(400);
        expect(result.body).toMatchObject({ __type: expect.stringMatching(/Exception$/), message: expect.any(String) });
      }
    }
  });
});

describe('SRP helpers', () => {
  it('pads hex like Java BigInteger.toByteArray', () => {
    expect(padHex(0x7fn)).toBe('7f');
    expect(padHex(0x80n)).toBe('0080');
    expect(padHex(0x100n)).toBe('0100');
    expect(padHex(N).startsWith('00ff')).toBe(true);
  });

  it('computes modular powers', () => {
    const naive = (b: bigint, e: bigint, m: bigint) => {
      let r = 1n;
      for (let i = 0n; i < e; i++) r = (r * b) % m;
      return r;
    };
    for (const [b, e, m] of [[3n, 200n, 1_000_007n], [123456789n, 1000n, 97n], [2n, 0n, 11n], [5n, 17n, 1n]] as const) {
      expect(modPow(b, e, m)).toBe(naive(b, e, m));
    }
    // Fermat: g^(N-1) = 1 mod N for the prime N.
    expect(modPow(g, N - 1n, N)).toBe(1n);
  });

  it('derives the verifier from H(salt | H(poolName | userId ":" password)) and never stores the password', () => {
    const stored = createVerifier('dfuseLocal', 'user-1', PASSWORD);
    expect(passwordMatches('dfuseLocal', 'user-1', PASSWORD, stored)).toBe(true);
    expect(passwordMatches('dfuseLocal', 'user-1', 'Passw0rd?', stored)).toBe(false);
    expect(passwordMatches('otherPool', 'user-1', PASSWORD, stored)).toBe(false);

    const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
    const x = BigInt(`0x${sha(Buffer.from(stored.salt + sha(`dfuseLocal${'user-1'}:${PASSWORD}`), 'hex'))}`);
    expect(BigInt(`0x${stored.verifier}`)).toBe(modPow(g, x, N));
  });
});
