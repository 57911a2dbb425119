/**
 * verifyCaller against a key set and a Cognito we control: a bad token is "sign in again" (401);
 * a key set that cannot be read is the server's trouble (500, "try again"), never a reason to
 * send the person back to the sign-in page.
 */
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyCaller } from '../../../../amplify/functions/shared/caller';
import { answer, json, type FunctionUrlEvent } from '../../../../amplify/functions/shared/functionUrl';
import { freePort } from '../../../support/cloudProcess';

const CLIENT_ID = 'test-client';
let server: Server;
let base = '';
let signingKey: CryptoKey;
const environment = { ...process.env };

beforeAll(async () => {
  const keys = await generateKeyPair('RS256');
  signingKey = keys.privateKey;
  const jwks = { keys: [{ ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }] };
  server = createServer((req, res) => {
    if (req.url === '/working/.well-known/jwks.json') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
    if (req.url === '/broken/.well-known/jwks.json') return res.writeHead(503).end('busy');
    // Cognito's GetUser: this token stands.
    if (req.url?.startsWith('/cognito')) return res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify({ Username: 'u', UserAttributes: [] }));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  Object.assign(process.env, {
    AUTH_USER_POOL_CLIENT_ID: CLIENT_ID,
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `${base}/cognito`,
  });
});

afterAll(async () => {
  process.env = environment;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function accessToken(issuer: string, { expiresAt = '1h' as string | number, key = signingKey } = {}) {
  return new SignJWT({ email_lower: 'ada@example.com', token_use: 'access', client_id: CLIENT_ID })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(issuer)
    .setSubject('sub-ada')
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key);
}

/** What the function URL answers a call with this token, when the token issuer is `issuer`. */
async function callWith(issuer: string, token: string) {
  process.env.AUTH_TOKEN_ISSUER = issuer;
  const event = { headers: { authorization: `Bearer ${token}` } } as unknown as FunctionUrlEvent;
  return answer(async () => json(200, await verifyCaller(event)));
}

describe('verifyCaller', () => {
  it('names the caller of a valid access token', async () => {
    const issuer = `${base}/working`;
    const result = await callWith(issuer, await accessToken(issuer));
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ email: 'ada@example.com', sub: 'sub-ada' });
  });

  it('asks to sign in again for an expired token or one signed with another key', async () => {
    const issuer = `${base}/working`;
    const expired = await accessToken(issuer, { expiresAt: Math.floor(Date.now() / 1000) - 60 });
    const otherKey = await accessToken(issuer, { key: (await generateKeyPair('RS256')).privateKey });
    for (const token of [expired, otherKey, 'not-a-token']) {
      const result = await callWith(issuer, token);
      expect(result.statusCode).toBe(401);
      expect(JSON.parse(result.body)).toEqual({ message: 'Please sign in again.' });
    }
  });

  it('answers 500 (try again), not "sign in again", when the key set cannot be read', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const broken = `${base}/broken`;
      const unreachable = `http://127.0.0.1:${await freePort()}/nobody`;
      for (const issuer of [broken, unreachable]) {
        const result = await callWith(issuer, await accessToken(issuer));
        expect(result.statusCode).toBe(500);
        expect(JSON.parse(result.body)).toEqual({ message: 'Something went wrong on the server. Please try again.' });
      }
    } finally {
      quiet.mockRestore();
    }
  });
});
