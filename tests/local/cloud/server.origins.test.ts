/**
 * The local cloud trusts only the app: CORS for the app's origin alone, nothing done for a page
 * of another origin, and the mailbox (sign-up and reset codes) for the developer alone: loopback
 * clients that no other site sent. Also the Cognito route's answer to text that is not Unicode.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { functionUrlCors } from '../../../amplify/functionUrlCors';
import { startLocalCloud, type LocalCloud } from '../../../local/cloud/server';
import { raw } from '../../support/underAttack';

const APP = 'http://127.0.0.1:5193';
const EVIL = 'http://evil.example';
const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-origins-'));
let cloud: LocalCloud;

const account = { email: 'owner@example.com', password: 'Owner-pass-1', givenName: 'Olive', familyName: 'Owner' };
const forgotPassword = (headers: Record<string, string> = {}) =>
  raw(`${cloud.url}/cognito/`, {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.ForgotPassword',
      ...headers,
    },
    body: JSON.stringify({ ClientId: cloud.pool.clientId, Username: account.email }),
  });
const mails = async () => (await cloud.mailbox.list({ to: account.email })).length;

beforeAll(async () => {
  // Listening on every interface, so a request from another address can be tried too.
  cloud = await startLocalCloud({ port: 0, host: '0.0.0.0', dataDir, appOrigin: APP });
  (cloud as { url: string }).url = cloud.url.replace('0.0.0.0', '127.0.0.1');
  await cloud.auth.ensureUser(account);
}, 30_000);

afterAll(async () => {
  await cloud?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    raw(`${cloud.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });

  it("allows the app's origin, under either loopback name, with credentials", async () => {
    for (const origin of [APP, 'http://localhost:5193']) {
      const response = await preflight(origin);
      expect(response.status).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    }
  });

  it('refuses any other origin, another port of the same machine and opaque origins included', async () => {
    for (const origin of [EVIL, 'http://127.0.0.1:8080', 'null']) {
      const response = await preflight(origin);
      expect(response.status, origin).toBe(403);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('answers the function URLs with the policy AWS sets on them: the app, POST, its two headers', async () => {
    const { allowedOrigins, allowedMethods, allowedHeaders } = functionUrlCors([APP]);
    const response = await raw(`${cloud.url}/functions/send-email/`, {
      method: 'OPTIONS',
      headers: { origin: APP, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(allowedOrigins[0]);
    expect(response.headers['access-control-allow-methods']).toBe(allowedMethods.join(','));
    expect(response.headers['access-control-allow-headers']).toBe(allowedHeaders.join(','));
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect((await raw(`${cloud.url}/functions/send-email/`, { method: 'OPTIONS', headers: { origin: EVIL } })).status).toBe(403);
  });

  it("does nothing for another site's request, even one a browser sends without asking first", async () => {
    const before = await mails();
    const refused = await forgotPassword({ origin: EVIL });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toEqual({ message: `The local cloud answers the app at ${APP}, not pages from ${EVIL}.` });
    expect(await mails()).toBe(before);
    // The app, and Node clients (no Origin), are served.
    expect((await forgotPassword({ origin: APP })).status).toBe(200);
    expect((await forgotPassword()).status).toBe(200);
    expect(await mails()).toBe(before + 2);
  });

  it("refuses another site's WebSocket to the realtime endpoint, which CORS does not cover", async () => {
    const handshake = (origin: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${cloud.url.replace('http', 'ws')}/graphql/realtime`, ['graphql-ws'], { origin });
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.on('error', reject);
      });
    expect(await handshake(EVIL)).toBe(403);
    expect(await handshake(APP)).toBe(101);
  });
});

describe('mailbox', () => {
  it('serves the developer (no Origin, or typed in the address bar) with its codes', async () => {
    await forgotPassword();
    for (const headers of [{}, { 'sec-fetch-site': 'none' }] as Record<string, string>[]) {
      const response = await raw(`${cloud.url}/mailbox/messages?to=${encodeURIComponent(account.email)}`, { headers });
      expect(response.status).toBe(200);
      expect(JSON.parse(response.text)[0].text).toMatch(/\b\d{6}\b/);
      const page = await raw(`${cloud.url}/mailbox`, { headers });
      expect(page.status).toBe(200);
      expect(page.text).toContain('Local mailbox');
    }
  });

  it('answers no page of another origin, not even the app, and nothing another site sent', async () => {
    for (const path of ['/mailbox/messages', '/mailbox']) {
      for (const headers of [{ origin: EVIL }, { origin: APP }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
        const response = await raw(`${cloud.url}${path}`, { headers });
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.text).not.toMatch(/\b\d{6}\b/);
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
      }
    }
  });

  it('is never framed, sniffed as a script or cached', async () => {
    const response = await raw(`${cloud.url}/mailbox`);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  const external = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

  it.skipIf(!external)('answers loopback clients only', async () => {
    const port = new URL(cloud.url).port;
    // Addressed by a loopback name, so the Host check (below) lets it through to the mailbox's own.
    const fromNetwork = await raw(`http://${external}:${port}/mailbox/messages`, { headers: { host: `127.0.0.1:${port}` } });
    expect(fromNetwork.status).toBe(403);
    expect(JSON.parse(fromNetwork.text)).toEqual({ message: 'The mailbox answers requests from this machine only.' });
  });
});

describe('the Host header (DNS rebinding)', () => {
  const REFUSED = { message: 'The local cloud answers requests addressed to it as 127.0.0.1, localhost or [::1] with its port, not by another name.' };

  it("answers nothing addressed to another name, as a page of another site gets it once its name resolves to 127.0.0.1", async () => {
    await forgotPassword();
    const port = new URL(cloud.url).port;
    // What a rebound page's same-origin reads carry: its own name as the Host, and no Origin.
    for (const host of [`rebind.evil.example:${port}`, 'localhost', `127.0.0.1:${Number(port) + 1}`, `127.0.0.1.evil.example:${port}`]) {
      for (const path of ['/mailbox/messages', '/mailbox', '/health']) {
        const response = await raw(`${cloud.url}${path}?to=${encodeURIComponent(account.email)}`, { headers: { host, 'sec-fetch-site': 'same-origin' } });
        expect(response.status, `${host} ${path}`).toBe(403);
        expect(JSON.parse(response.text)).toEqual(REFUSED);
      }
    }
    const before = await mails();
    expect((await forgotPassword({ host: `rebind.evil.example:${port}` })).status).toBe(403);
    expect(await mails()).toBe(before);
  });

  it('refuses a realtime handshake addressed to another name', async () => {
    const port = new URL(cloud.url).port;
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${cloud.url.replace('http', 'ws')}/graphql/realtime`, ['graphql-ws'], { headers: { host: `rebind.evil.example:${port}` } });
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('error', reject);
    });
    expect(status).toBe(403);
  });

  it('answers its own names, with its port: 127.0.0.1, localhost, [::1] and the address it listens on', async () => {
    const port = new URL(cloud.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `0.0.0.0:${port}`, `LOCALHOST:${port}`]) {
      const response = await raw(`${cloud.url}/mailbox/messages?to=${encodeURIComponent(account.email)}`, { headers: { host } });
      expect(response.status, host).toBe(200);
    }
  });
});

describe('invalid Unicode on the Cognito endpoint', () => {
  it('answers a lone surrogate in a sign-up with a Cognito-shaped 400 that names where it is', async () => {
    const body = `{"ClientId":"${cloud.pool.clientId}","Username":"lone@example.com","Password":"Valid-pass-1","UserAttributes":[{"Name":"email","Value":"lone@example.com"},{"Name":"given_name","Value":"\\ud800"},{"Name":"family_name","Value":"X"}]}`;
    const response = await raw(`${cloud.url}/cognito/`, {
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
      body,
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toEqual({
      __type: 'InvalidParameterException',
      message: 'The request contains text that is not valid Unicode (a lone surrogate, U+D800) in UserAttributes[1].Value.',
    });
  });
});
