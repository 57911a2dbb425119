/**
 * The local cloud as `npm start` runs it: one server, real HTTP. Covers the host-level
 * routes (mailbox, function URLs, Cognito triggers through the function host), bad
 * requests, and persistence across a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../../local/cloud/server';

const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-cloud-'));
let cloud: LocalCloud;

const cognito = (target: string, body: string) =>
  fetch(`${cloud.url}/cognito/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
    body,
  });

beforeAll(async () => {
  process.env.DEV_GATE_PASSWORD = '  open sesame ';
  process.env.SIGNUP_ALLOWLIST = 'allowed.example, alex@demo.dfuse.local';
  cloud = await startLocalCloud({ port: 0, dataDir });
});

afterAll(async () => {
  await cloud?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('mailbox', () => {
  it('stores every e-mail and lists it newest first, filtered by recipient', async () => {
    await cloud.mailbox.send({ to: 'A@Example.com', subject: 'first', text: 'hello' });
    await cloud.mailbox.send({ to: 'b@example.com', subject: 'second', text: 'see http://127.0.0.1:5173/coll/abc' });
    const all = (await (await fetch(`${cloud.url}/mailbox/messages`)).json()) as { to: string; subject: string; sentAt: string }[];
    expect(all.map((m) => m.subject).slice(0, 2)).toEqual(['second', 'first']);
    const forA = (await (await fetch(`${cloud.url}/mailbox/messages?to=a@example.com`)).json()) as { to: string; html: string }[];
    expect(forA).toEqual([expect.objectContaining({ to: 'a@example.com', subject: 'first', text: 'hello', html: '' })]);
    const page = await (await fetch(`${cloud.url}/mailbox`)).text();
    expect(page).toContain('<a href="http://127.0.0.1:5173/coll/abc">');
  });
});

describe('function URLs', () => {
  const gate = (body: string) => fetch(`${cloud.url}/functions/dev-gate/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('runs the dev-gate handler with the configured secret, trimmed', async () => {
    expect(await (await gate(JSON.stringify({ password: 'open sesame' }))).json()).toEqual({ ok: true });
    const wrong = await gate(JSON.stringify({ password: 'guess' }));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ ok: false, message: 'Incorrect password' });
  });

  it('answers malformed JSON with 400, not a crash', async () => {
    const response = await gate('{not json');
    expect(response.status).toBe(400);
  });

  it('refuses bodies over 1 MB', async () => {
    const response = await gate(JSON.stringify({ password: 'x'.repeat(1024 * 1024 + 10) }));
    expect(response.status).toBe(413);
  });

  it('has no route for functions without a URL', async () => {
    const response = await fetch(`${cloud.url}/functions/pre-sign-up/`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
  });
});

describe('Cognito endpoint', () => {
  it('answers malformed JSON and unknown actions with Cognito-shaped errors', async () => {
    const malformed = await cognito('SignUp', '{oops');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ __type: 'SerializationException' });
    const unknown = await cognito('MakeCoffee', '{}');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { __type: string }).__type).toMatch(/UnknownOperation|InvalidAction/);
  });

  it('runs the pre-sign-up allowlist trigger through the function host', async () => {
    const signUp = (email: string) =>
      cognito(
        'SignUp',
        JSON.stringify({
          ClientId: cloud.pool.clientId,
          Username: email,
          Password: 'Valid-pass-1',
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'given_name', Value: 'Test' },
            { Name: 'family_name', Value: 'User' },
          ],
        }),
      );
    const refused = await signUp('stranger@elsewhere.example');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ __type: 'UserLambdaValidationException' });
    expect((await signUp('new@allowed.example')).status).toBe(200);
  });

  it('serves the JWKS at the issuer', async () => {
    const jwks = (await (await fetch(`${cloud.url}/${cloud.pool.userPoolId}/.well-known/jwks.json`)).json()) as { keys: { kty: string }[] };
    expect(jwks.keys[0].kty).toBe('RSA');
  });
});

describe('persistence', () => {
  it('keeps users and mail across a restart', async () => {
    await cloud.close();
    cloud = await startLocalCloud({ port: 0, dataDir });
    const mail = (await (await fetch(`${cloud.url}/mailbox/messages?to=new@allowed.example`)).json()) as { subject: string }[];
    expect(mail.length).toBeGreaterThan(0);
    const again = await cognito(
      'SignUp',
      JSON.stringify({
        ClientId: cloud.pool.clientId,
        Username: 'new@allowed.example',
        Password: 'Valid-pass-1',
        UserAttributes: [
          { Name: 'email', Value: 'new@allowed.example' },
          { Name: 'given_name', Value: 'Test' },
          { Name: 'family_name', Value: 'User' },
        ],
      }),
    );
    expect(await again.json()).toMatchObject({ __type: 'UsernameExistsException' });
  });
});
