/**
 * A token revoked by signing out everywhere is refused at once by the whole local cloud: the
 * data API stops trusting it (no cache lag) and its open realtime subscriptions close, so they
 * stop delivering the session to a signed-out browser.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signOut } from 'aws-amplify/auth';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../../local/cloud/server';
import { accessToken, actAs, configureAmplify, dataClient, newAccount, respond, startSession, type Account } from '../../support/amplifyAgainstCloud';

const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-revocation-'));
let cloud: LocalCloud;
let ana: Account;
let ben: Account;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  cloud = await startLocalCloud({ port: 0, dataDir });
  configureAmplify(cloud);
  ana = await newAccount(cloud, 'Ana');
  ben = await newAccount(cloud, 'Ben');
}, 30_000);

afterAll(async () => {
  await cloud?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function getIssueWith(token: string, id: string) {
  const response = await fetch(`${cloud.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ query: 'query ($id: ID!) { getIssue(id: $id) { id } }', variables: { id } }),
  });
  return { status: response.status, body: await response.json() };
}

describe('revocation', () => {
  it('refuses the revoked token at once and closes its subscriptions', async () => {
    const id = await startSession(ana, ben);
    await respond(ben, id);
    const benToken = await accessToken();
    // A read just before sign-out puts the token in the data API's verification cache.
    expect((await getIssueWith(benToken, id)).status).toBe(200);

    // Ben's browser subscribes over the AppSync realtime protocol with his token.
    const events: unknown[] = [];
    let closed = false;
    const host = new URL(cloud.url).host;
    const header = Buffer.from(JSON.stringify({ Authorization: benToken, host })).toString('base64url');
    const socket = new WebSocket(`${cloud.url.replace('http', 'ws')}/graphql/realtime`, ['graphql-ws', `header-${header}`]);
    socket.on('close', () => (closed = true));
    await new Promise<void>((resolve) => {
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw));
        if (message.type === 'connection_ack') {
          const data = JSON.stringify({
            query: 'subscription ($f: ModelSubscriptionIssueFilterInput) { onUpdateIssue(filter: $f) { id initiatorTone } }',
            variables: { f: { id: { eq: id } } },
          });
          socket.send(JSON.stringify({ id: 's', type: 'start', payload: { data, extensions: { authorization: { Authorization: benToken, host } } } }));
        }
        if (message.type === 'start_ack') resolve();
        if (message.type === 'data') events.push(message.payload.data.onUpdateIssue);
      });
    });

    await actAs(ana);
    await dataClient().models.Issue.update({ id, initiatorTone: ['calm'] });
    for (let i = 0; i < 100 && events.length === 0; i++) await sleep(20);
    expect(events).toEqual([{ id, initiatorTone: ['calm'] }]);

    await actAs(ben);
    await signOut({ global: true });
    const refused = await getIssueWith(benToken, id);
    expect(refused.status).toBe(401);
    for (let i = 0; i < 100 && !closed; i++) await sleep(20);
    expect(closed).toBe(true);

    await actAs(ana);
    await dataClient().models.Issue.update({ id, initiatorTone: ['still calm'] });
    await sleep(300);
    expect(events).toHaveLength(1);
  });
});
