/**
 * The realtime endpoint's bounds (issue 24): one unauthenticated 90 MB frame stalled the cloud
 * for 1.9 s, and one account holding 15,000 subscriptions over many connections slowed every
 * update. A message over AppSync's 240 KB quota closes the connection (1009) before it is read;
 * before a connection is acknowledged nothing larger than a connection_init is read at all; a
 * user holds at most 10 connections (so 1,000 subscriptions), the next one refused with a clear
 * LimitExceededError, and a closed one makes room again. Tokens come from real SRP sign-ins
 * (aws-amplify); the sockets speak AppSync's realtime protocol as aws-amplify does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startLocalCloud, type LocalCloud } from '../../../local/cloud/server';
import {
  MAX_CONNECTIONS_PER_USER,
  MAX_REALTIME_MESSAGE_BYTES,
  MAX_SUBSCRIPTIONS_PER_CONNECTION,
  MAX_UNACKNOWLEDGED_MESSAGE_BYTES,
} from '../../../local/data/realtime';
import { actAs, configureAmplify, idToken, newAccount, type Account } from '../../support/amplifyAgainstCloud';

const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-realtime-limits-'));
let cloud: LocalCloud;
let ann: Account;
let ben: Account;
let annToken: string;
let benToken: string;
const open: WebSocket[] = [];

beforeAll(async () => {
  cloud = await startLocalCloud({ port: 0, dataDir });
  configureAmplify(cloud);
  [ann, ben] = await Promise.all([newAccount(cloud, 'Ann'), newAccount(cloud, 'Ben')]);
  await actAs(ann);
  annToken = await idToken();
  await actAs(ben);
  benToken = await idToken();
}, 60_000);

afterAll(async () => {
  for (const socket of open) socket.terminate();
  await cloud?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Connection {
  socket: WebSocket;
  messages: Record<string, any>[];
  closed: Promise<{ code: number; reason: string }>;
}

/** A socket to the realtime endpoint with `token` in its header subprotocol, as aws-amplify opens it. */
async function connect(token: string | null): Promise<Connection> {
  const host = new URL(cloud.url).host;
  const protocols = ['graphql-ws'];
  if (token) protocols.push(`header-${Buffer.from(JSON.stringify({ Authorization: token, host })).toString('base64url')}`);
  const socket = new WebSocket(`${cloud.url.replace('http', 'ws')}/graphql/realtime`, protocols);
  open.push(socket);
  const messages: Record<string, any>[] = [];
  socket.on('message', (raw) => messages.push(JSON.parse(String(raw)) as Record<string, any>));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });
  return { socket, messages, closed };
}

async function until<T>(what: string, check: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (let waited = 0; waited < 5_000; waited += 10) {
    const found = await check();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** connection_init, then the first answer: connection_ack or connection_error. */
async function init(connection: Connection): Promise<Record<string, any>> {
  connection.socket.send(JSON.stringify({ type: 'connection_init' }));
  return until('an answer to connection_init', () => connection.messages.find((m) => m.type === 'connection_ack' || m.type === 'connection_error'));
}

async function acknowledged(token: string): Promise<Connection> {
  const connection = await connect(token);
  expect((await init(connection)).type).toBe('connection_ack');
  return connection;
}

describe('message size', () => {
  it(`closes a connection that sends a message over ${MAX_REALTIME_MESSAGE_BYTES / 1024} KB with 1009, unread`, async () => {
    const connection = await acknowledged(annToken);
    const start = { id: 'big', type: 'start', payload: { data: JSON.stringify({ query: `subscription { onUpdateIssue { id } } #${'x'.repeat(MAX_REALTIME_MESSAGE_BYTES)}` }), extensions: { authorization: { Authorization: annToken } } } };
    connection.socket.send(JSON.stringify(start));
    expect((await connection.closed).code).toBe(1009);
    expect(connection.messages.filter((m) => m.id === 'big')).toEqual([]);
  });

  it('reads a start just under the quota: a large message the app could send is still answered', async () => {
    const connection = await acknowledged(annToken);
    const data = JSON.stringify({ query: `subscription { onUpdateIssue { id } } #${'x'.repeat(MAX_REALTIME_MESSAGE_BYTES - 4096)}` });
    connection.socket.send(JSON.stringify({ id: 'near', type: 'start', payload: { data, extensions: { authorization: { Authorization: annToken, host: new URL(cloud.url).host } } } }));
    const answer = await until('the start to be answered', () => connection.messages.find((m) => m.id === 'near'));
    expect(answer.type).toBe('start_ack');
    connection.socket.close();
  });

  it(`reads nothing over ${MAX_UNACKNOWLEDGED_MESSAGE_BYTES / 1024} KB before the connection is acknowledged, not even from a signed-in user`, async () => {
    for (const token of [null, annToken]) {
      const connection = await connect(token);
      connection.socket.send(JSON.stringify({ type: 'connection_init', payload: 'x'.repeat(100_000) }));
      const { code, reason } = await connection.closed;
      expect(code).toBe(1009);
      expect(reason).toMatch(/Only connection_init .* is read before the connection is acknowledged/);
      expect(connection.messages).toEqual([]);
    }
  });

  it('still acknowledges an ordinary connection_init, and refuses one without a token with a clear error', async () => {
    (await acknowledged(annToken)).socket.close();
    const stranger = await connect(null);
    const refused = await init(stranger);
    expect(refused).toMatchObject({ type: 'connection_error', payload: { errors: [{ errorType: 'UnauthorizedException', errorCode: 401 }] } });
  });
});

describe('connections per user', () => {
  it(`holds a user to ${MAX_CONNECTIONS_PER_USER} connections (${MAX_CONNECTIONS_PER_USER * MAX_SUBSCRIPTIONS_PER_CONNECTION} subscriptions), refusing the next with LimitExceededError, and makes room when one closes`, async () => {
    const held: Connection[] = [];
    for (let i = 0; i < MAX_CONNECTIONS_PER_USER; i += 1) held.push(await acknowledged(benToken));

    const extra = await connect(benToken);
    const refused = await init(extra);
    expect(refused).toEqual({
      type: 'connection_error',
      payload: {
        errors: [
          {
            errorType: 'LimitExceededError',
            message: `Max number of ${MAX_CONNECTIONS_PER_USER} connections per user reached: close another window or tab of the app and try again`,
            errorCode: 429,
          },
        ],
      },
    });
    await extra.closed;

    // Someone else is not held up by Ben's connections.
    (await acknowledged(annToken)).socket.close();

    // One of Ben's closes: a new one is let in (once the server has seen the close).
    held[0].socket.close();
    await held[0].closed;
    const again = await until('a new connection to be let in', async () => {
      const attempt = await connect(benToken);
      return (await init(attempt)).type === 'connection_ack' ? attempt : undefined;
    });
    for (const connection of [...held.slice(1), again]) connection.socket.close();
  });
});
