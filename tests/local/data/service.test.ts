/**
 * The local AppSync (local/data) driven by the real aws-amplify v6 data client: owner rules
 * of Issue and Profile, field-level rules, @validate, conditions, index paging, realtime
 * delivery, IAM (SigV4) access and persistence across a restart.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Sha256 } from '@aws-crypto/sha256-js';
import { PGlite } from '@electric-sql/pglite';
import { SignatureV4 } from '@smithy/signature-v4';
import { Amplify } from 'aws-amplify';
import { generateClient } from 'aws-amplify/data';
import { Hub } from 'aws-amplify/utils';
import { SignJWT, decodeJwt, generateKeyPair, jwtVerify, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Schema } from '../../../amplify/data/resource';
import { createDataService, type DataService } from '../../../local/data/service';
import { startTestServer, type TestServer } from '../../../local/data/testServer';
import { repoRoot } from '../../support/repoRoot';

const root = repoRoot;
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const apiSchemaSdl = read('local/generated/api-schema.graphql');
const modelSchemaSdl = read('local/generated/model-schema.graphql');
const outputs = JSON.parse(read('amplify_outputs.json')) as { data: { url: string; aws_region: string } };

const iamCredentials = {
  accessKeyId: 'AKIALOCALDATATEST01',
  secretAccessKey: 'local-data-test-secret-key-0000000000000',
  region: outputs.data.aws_region,
};

// aws-amplify always opens wss://; the local cloud speaks plain ws on loopback.
class LoopbackWebSocket extends WebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(String(url).replace(/^wss:\/\/127\.0\.0\.1/, 'ws://127.0.0.1'), protocols);
  }
}
(globalThis as { WebSocket?: unknown }).WebSocket = LoopbackWebSocket;

let privateKey: CryptoKey;
let publicKey: CryptoKey;
const verifyJwt = async (token: string) => (await jwtVerify(token, publicKey)).payload as Record<string, unknown>;

async function tokenFor(email: string, expiresIn: string | number = '1h'): Promise<string> {
  const username = `user-${email.split('@')[0]}`;
  return new SignJWT({ email_lower: email, token_use: 'access', username, client_id: 'local', sub: `sub-${username}` })
    .setProtectedHeader({ alg: 'RS256', kid: 'test' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(privateKey);
}

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
const CAROL = 'carol@example.com';
const DAVE = 'dave@example.com';
const tokens: Record<string, string> = {};

/** The user the Amplify token provider currently hands out. */
let currentUser = ALICE;
const as = (email: string) => {
  currentUser = email;
};

let dir: string;
let db: PGlite;
let service: DataService;
let server: TestServer;
const client = () => generateClient<Schema>({ authMode: 'userPool' });

async function startStack() {
  db = new PGlite(join(dir, 'pg'));
  await db.waitReady;
  service = await createDataService({ db, apiSchemaSdl, modelSchemaSdl, verifyJwt, iamCredentials });
  server = await startTestServer(service);
  Amplify.configure(
    { ...JSON.parse(read('amplify_outputs.json')), data: { ...outputs.data, url: server.graphqlUrl } },
    {
      Auth: {
        tokenProvider: {
          getTokens: async () => {
            const token = tokens[currentUser];
            return { accessToken: { payload: decodeJwt(token), toString: () => token } };
          },
        },
        credentialsProvider: {
          getCredentialsAndIdentityId: async () => ({
            credentials: { accessKeyId: iamCredentials.accessKeyId, secretAccessKey: iamCredentials.secretAccessKey },
          }),
          clearCredentialsAndIdentityId: () => undefined,
        },
      },
    },
  );
}

async function stopStack() {
  await server.close();
  await service.close();
  await db.close();
}

/** A raw GraphQL POST with an explicit Authorization header. */
async function gql(authorization: string | null, query: string, variables?: Record<string, unknown>, rawBody?: string) {
  const response = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: rawBody ?? JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}

/** Resolves on the next subscription start_ack seen by aws-amplify. */
function nextSubscriptionAck(): Promise<void> {
  return new Promise((resolve) => {
    const stop = Hub.listen('api', ({ payload }) => {
      if (payload.event === 'Subscription ack') {
        stop();
        resolve();
      }
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const issueInput = (initiator: string, collaborator: string, extra: Record<string, unknown> = {}) => ({
  initiatorEmail: initiator,
  collaboratorEmail: collaborator,
  initiatorFirstName: 'Ini',
  initiatorLastName: 'Tiator',
  collaboratorFirstName: 'Colla',
  collaboratorLastName: 'Borator',
  status: 'created' as const,
  ...extra,
});

beforeAll(async () => {
  ({ privateKey, publicKey } = await generateKeyPair('RS256'));
  for (const email of [ALICE, BOB, CAROL, DAVE]) tokens[email] = await tokenFor(email);
  dir = mkdtempSync(join(tmpdir(), 'local-data-'));
  await startStack();
});

afterAll(async () => {
  await stopStack();
  rmSync(dir, { recursive: true, force: true });
});

describe('local data service with the aws-amplify data client', () => {
  let issueId: string;

  it('lets the initiator create an Issue naming herself, with id, timestamps and __typename', async () => {
    as(ALICE);
    const { data, errors } = await client().models.Issue.create(issueInput(ALICE, BOB, { initiatorIssue: ['the dishes'] }));
    expect(errors).toBeUndefined();
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data?.initiatorEmail).toBe(ALICE);
    expect(data?.createdAt).toBe(data?.updatedAt);
    issueId = data!.id;
    // Custom types and AWSJSON round-trip (written here by a function, whose fields they are).
    const iam = generateClient<Schema>({ authMode: 'iam' });
    const written = await iam.models.Issue.update({
      id: issueId,
      initiatorInterests: [{ category: 'c', label: 'l', rationale: 'r' }],
      agreedIssueMeta: JSON.stringify({ round: 1, notes: ['a'] }),
    });
    expect(written.data?.initiatorInterests).toEqual([{ category: 'c', label: 'l', rationale: 'r' }]);
    // AWSJSON comes back as a JSON string, as from AppSync.
    expect(JSON.parse(String(written.data?.agreedIssueMeta))).toEqual({ round: 1, notes: ['a'] });
    const raw = await gql(tokens[ALICE], 'query ($id: ID!) { getIssue(id: $id) { __typename id } }', { id: issueId });
    expect(raw.body.data.getIssue).toEqual({ __typename: 'Issue', id: issueId });
  });

  it('lets both participants read and update it', async () => {
    as(BOB);
    const read = await client().models.Issue.get({ id: issueId });
    expect(read.data?.collaboratorEmail).toBe(BOB);
    const byBob = await client().models.Issue.update({ id: issueId, collaboratorRelationship: 'friend' });
    expect(byBob.errors).toBeUndefined();
    expect(byBob.data?.collaboratorRelationship).toBe('friend');
    expect(byBob.data!.updatedAt >= byBob.data!.createdAt).toBe(true);

    as(ALICE);
    const byAlice = await client().models.Issue.update({ id: issueId, status: 'accepted' });
    expect(byAlice.errors).toBeUndefined();
    expect(byAlice.data?.status).toBe('accepted');
    expect(byAlice.data?.collaboratorRelationship).toBe('friend');
  });

  it('hides the Issue from a third user: get, list, both index queries, update', async () => {
    as(CAROL);
    const get = await client().models.Issue.get({ id: issueId });
    expect(get.data).toBeNull();
    expect(get.errors?.[0]).toMatchObject({
      errorType: 'Unauthorized',
      message: 'Not Authorized to access getIssue on type Query',
    });
    const list = await client().models.Issue.list();
    expect(list.data.map((i) => i.id)).not.toContain(issueId);
    const byInitiator = await client().models.Issue.issuesByInitiatorEmail({ initiatorEmail: ALICE });
    expect(byInitiator.data).toEqual([]);
    const byCollaborator = await client().models.Issue.issuesByCollaboratorEmail({ collaboratorEmail: BOB });
    expect(byCollaborator.data).toEqual([]);
    const update = await client().models.Issue.update({ id: issueId, status: 'closed' });
    expect(update.data).toBeNull();
    expect(update.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    as(ALICE);
    expect((await client().models.Issue.get({ id: issueId })).data?.status).toBe('accepted');
  });

  it('never lets a participant reassign initiatorEmail or collaboratorEmail', async () => {
    as(ALICE);
    const byAlice = await client().models.Issue.update({ id: issueId, collaboratorEmail: CAROL });
    expect(byAlice.data).toBeNull();
    expect(byAlice.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Unauthorized on [collaboratorEmail]' });
    as(BOB);
    const byBob = await client().models.Issue.update({ id: issueId, initiatorEmail: BOB, status: 'closed' });
    expect(byBob.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Unauthorized on [initiatorEmail]' });
    as(ALICE);
    const after = await client().models.Issue.get({ id: issueId });
    expect(after.data).toMatchObject({ initiatorEmail: ALICE, collaboratorEmail: BOB, status: 'accepted' });
  });

  it('refuses an Issue created in someone else’s name, and any delete', async () => {
    as(BOB);
    const forged = await client().models.Issue.create(issueInput(ALICE, BOB));
    expect(forged.data).toBeNull();
    expect(forged.errors?.[0]).toMatchObject({
      errorType: 'Unauthorized',
      message: 'Not Authorized to access createIssue on type Mutation',
    });
    as(ALICE);
    const deleted = await client().models.Issue.delete({ id: issueId });
    expect(deleted.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    expect((await client().models.Issue.get({ id: issueId })).data?.id).toBe(issueId);
  });

  it('keeps a Profile to its owner', async () => {
    as(ALICE);
    const created = await client().models.Profile.create({ emailLower: ALICE, email: 'Alice@Example.com', dpiType: 'A' });
    expect(created.errors).toBeUndefined();
    const updated = await client().models.Profile.update({ emailLower: ALICE, dcsMode: 'direct' });
    expect(updated.data).toMatchObject({ dpiType: 'A', dcsMode: 'direct' });
    const byEmail = await client().models.Profile.profilesByEmail({ email: 'Alice@Example.com' });
    expect(byEmail.data.map((p) => p.emailLower)).toEqual([ALICE]);

    as(CAROL);
    const get = await client().models.Profile.get({ emailLower: ALICE });
    expect(get.data).toBeNull();
    expect(get.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    expect((await client().models.Profile.profilesByEmail({ email: 'Alice@Example.com' })).data).toEqual([]);
    const squat = await client().models.Profile.create({ emailLower: ALICE, email: 'x@example.com' });
    expect(squat.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    const overwrite = await client().models.Profile.update({ emailLower: ALICE, dpiType: 'hacked' });
    expect(overwrite.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });

    as(ALICE);
    expect((await client().models.Profile.get({ emailLower: ALICE })).data?.dpiType).toBe('A');
  });

  it('pages index queries sorted by lastActivityAt, skipping items without the sort key', async () => {
    as(DAVE);
    const times = ['2024-01-03T00:00:00.000Z', '2024-01-01T00:00:00.000Z', '2024-01-05T00:00:00.000Z', '2024-01-02T00:00:00.000Z', '2024-01-04T00:00:00.000Z'];
    for (const lastActivityAt of times) {
      const { errors } = await client().models.Issue.create(issueInput(DAVE, CAROL, { lastActivityAt }));
      expect(errors).toBeUndefined();
    }
    await client().models.Issue.create(issueInput(DAVE, CAROL)); // no lastActivityAt: not in the index

    const seen: string[] = [];
    let nextToken: string | null | undefined;
    let pages = 0;
    do {
      const page = await client().models.Issue.issuesByInitiatorEmail(
        { initiatorEmail: DAVE },
        { sortDirection: 'DESC', limit: 2, nextToken },
      );
      expect(page.errors).toBeUndefined();
      seen.push(...page.data.map((i) => i.lastActivityAt!));
      nextToken = page.nextToken;
      pages += 1;
    } while (nextToken);
    expect(pages).toBe(3);
    expect(seen).toEqual([...times].sort().reverse());

    const ranged = await client().models.Issue.issuesByInitiatorEmail({
      initiatorEmail: DAVE,
      lastActivityAt: { between: ['2024-01-02T00:00:00.000Z', '2024-01-04T00:00:00.000Z'] },
    });
    expect(ranged.data.map((i) => i.lastActivityAt)).toEqual(times.slice().sort().slice(1, 4));

    as(CAROL); // the collaborator of dave's issues sees them through her index (sparse too)
    const asCollaborator = await client().models.Issue.issuesByCollaboratorEmail({ collaboratorEmail: CAROL });
    expect(asCollaborator.data).toHaveLength(5);
    expect((await client().models.Issue.list()).data.filter((i) => i.initiatorEmail === DAVE)).toHaveLength(6);
  });

  it('fails a conditional update with ConditionalCheckFailedException and leaves the item alone', async () => {
    as(ALICE);
    const mutation = /* GraphQL */ `
      mutation ($input: UpdateIssueInput!, $condition: ModelIssueConditionInput) {
        updateIssue(input: $input, condition: $condition) { id status }
      }`;
    const failed = await gql(tokens[ALICE], mutation, {
      input: { id: issueId, status: 'closed' },
      condition: { status: { eq: 'created' } },
    });
    expect(failed.status).toBe(200);
    expect(failed.body.data.updateIssue).toBeNull();
    expect(failed.body.errors?.[0]).toMatchObject({
      errorType: 'DynamoDB:ConditionalCheckFailedException',
      message: 'The conditional request failed',
      path: ['updateIssue'],
    });
    const passed = await gql(tokens[ALICE], mutation, {
      input: { id: issueId, status: 'resolved' },
      condition: { status: { eq: 'accepted' } },
    });
    expect(passed.body.data.updateIssue.status).toBe('resolved');
  });

  it('enforces @validate maxLength with the schema’s message', async () => {
    as(ALICE);
    const { data, errors } = await client().models.Issue.update({ id: issueId, issueStatus: 'x'.repeat(201) });
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({ message: 'This value must be 200 characters or fewer.', errorType: null });
    const ok = await client().models.Issue.update({ id: issueId, issueStatus: 'x'.repeat(200) });
    expect(ok.errors).toBeUndefined();
  });

  it('never loses a field when two participants update concurrently', async () => {
    const mutation = 'mutation ($input: UpdateIssueInput!) { updateIssue(input: $input) { id } }';
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        gql(tokens[i % 2 ? ALICE : BOB], mutation, {
          input: { id: issueId, [i % 2 ? 'initiatorDCS' : 'collaboratorDCS']: `v${i}` },
        }),
      ),
    );
    expect(results.every((r) => !r.body.errors)).toBe(true);
    const after = await gql(tokens[ALICE], 'query ($id: ID!) { getIssue(id: $id) { initiatorDCS collaboratorDCS } }', { id: issueId });
    expect(after.body.data.getIssue).toEqual({ initiatorDCS: 'v9', collaboratorDCS: 'v8' });
  });

  it('delivers another client’s update to a participant’s subscription, and nothing to a third user', async () => {
    const bobEvents: Array<{ status?: string | null; issueStatus?: string | null }> = [];
    const carolEvents: unknown[] = [];
    const carolErrors: unknown[] = [];

    as(BOB);
    let ack = nextSubscriptionAck();
    const bobSub = client()
      .models.Issue.onUpdate({ filter: { id: { eq: issueId } } })
      .subscribe({ next: (issue) => bobEvents.push(issue) });
    await ack;

    as(CAROL);
    ack = nextSubscriptionAck();
    const carolSub = client()
      .models.Issue.onUpdate({ filter: { id: { eq: issueId } } })
      .subscribe({ next: (issue) => carolEvents.push(issue), error: (e) => carolErrors.push(e) });
    await ack;

    as(ALICE);
    const started = Date.now();
    await client().models.Issue.update({ id: issueId, status: 'prepare', issueStatus: 'live' });
    for (let i = 0; i < 100 && bobEvents.length === 0; i++) await sleep(10);
    expect(bobEvents).toHaveLength(1);
    expect(bobEvents[0]).toMatchObject({ id: issueId, status: 'prepare', issueStatus: 'live', initiatorEmail: ALICE });
    expect(Date.now() - started).toBeLessThan(2000);

    // An IAM (function) write reaches subscribers too.
    const iam = generateClient<Schema>({ authMode: 'iam' });
    await iam.models.Issue.update({ id: issueId, status: 'propose' });
    for (let i = 0; i < 100 && bobEvents.length < 2; i++) await sleep(10);
    expect(bobEvents[1]).toMatchObject({ status: 'propose' });

    await sleep(200);
    expect(carolEvents).toEqual([]);
    expect(carolErrors).toEqual([]);
    bobSub.unsubscribe();
    carolSub.unsubscribe();
  });

  it('refuses a subscription whose owner argument is someone else', async () => {
    const query = 'subscription ($e: String) { onUpdateIssue(initiatorEmail: $e) { id } }';
    const errors = await realtimeStart(tokens[CAROL], query, { e: ALICE });
    expect(errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    const own = await realtimeStart(tokens[CAROL], query, { e: CAROL });
    expect(own).toBeNull();
    const unsigned = await realtimeStart('not-a-token', query, { e: CAROL });
    expect(unsigned?.[0]).toMatchObject({ errorType: 'UnauthorizedException' });
    const badConnection = await realtimeStart(tokens[CAROL], query, { e: CAROL }, { connectionToken: 'garbage' });
    expect(badConnection?.[0]).toMatchObject({ errorType: 'UnauthorizedException', errorCode: 401 });
    expect(await realtimeStart(tokens[CAROL], query, { e: CAROL }, { legacyUrl: true })).toBeNull();
  });

  it('forwards only the fields a mutation selected, so owner filtering needs the owner fields selected', async () => {
    const received: Array<Record<string, unknown>> = [];
    const host = new URL(server.graphqlUrl).host;
    const header = Buffer.from(JSON.stringify({ Authorization: tokens[BOB], host })).toString('base64url');
    const socket = new WebSocket(`${server.graphqlUrl.replace('http', 'ws')}/realtime`, ['graphql-ws', `header-${header}`]);
    await new Promise<void>((resolve) => {
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw));
        if (message.type === 'connection_ack') {
          const data = JSON.stringify({ query: 'subscription { changed: onUpdateIssue { id status issueStatus } }', variables: {} });
          socket.send(JSON.stringify({ id: 'b', type: 'start', payload: { data, extensions: { authorization: { Authorization: tokens[BOB], host } } } }));
        }
        if (message.type === 'start_ack') resolve();
        if (message.type === 'data') received.push(message.payload.data.changed);
      });
    });
    const iam = generateClient<Schema>({ authMode: 'iam' });
    // No owner fields in the selection: AppSync cannot match bob's runtime owner filter.
    await iam.graphql({ query: 'mutation { updateIssue(input: { id: "' + issueId + '", status: strategies }) { id status } }' });
    await iam.graphql({
      query: 'mutation { updateIssue(input: { id: "' + issueId + '", status: implemented }) { id status collaboratorEmail } }',
    });
    for (let i = 0; i < 100 && received.length === 0; i++) await sleep(10);
    await sleep(100);
    socket.close();
    // issueStatus is set on the item but the mutation did not select it, so it reads as null.
    expect(received).toEqual([{ id: issueId, status: 'implemented', issueStatus: null }]);
  });

  it('refuses explicit nulls from participants (no rule grants delete) but lets IAM clear a field', async () => {
    as(ALICE);
    const cleared = await client().models.Issue.update({ id: issueId, closedComment: null });
    expect(cleared.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Unauthorized on [closedComment]' });
    const iam = generateClient<Schema>({ authMode: 'iam' });
    await iam.models.Issue.update({ id: issueId, closedComment: 'to clear' });
    const byIam = await iam.models.Issue.update({ id: issueId, closedComment: null });
    expect(byIam.errors).toBeUndefined();
    expect(byIam.data?.closedComment).toBeNull();
    // Profile's owner rule allows every operation, so its owner may clear fields.
    const profile = await client().models.Profile.update({ emailLower: ALICE, dcsMode: null });
    expect(profile.errors).toBeUndefined();
    expect(profile.data?.dcsMode).toBeNull();

    // ...and delete it (hard), with a condition like any DynamoDB write.
    const deleteProfile = 'mutation ($input: DeleteProfileInput!, $condition: ModelProfileConditionInput) { deleteProfile(input: $input, condition: $condition) { emailLower } }';
    const refused = await gql(tokens[ALICE], deleteProfile, { input: { emailLower: ALICE }, condition: { dpiType: { eq: 'B' } } });
    expect(refused.body.errors?.[0].errorType).toBe('DynamoDB:ConditionalCheckFailedException');
    const deleted = await gql(tokens[ALICE], deleteProfile, { input: { emailLower: ALICE }, condition: { dpiType: { eq: 'A' } } });
    expect(deleted.body.data.deleteProfile).toEqual({ emailLower: ALICE });
    const gone = await client().models.Profile.get({ emailLower: ALICE });
    expect(gone.data).toBeNull();
    expect(gone.errors).toBeUndefined();
  });

  it('accepts IAM SigV4 requests signed with the function credentials and refuses others', async () => {
    const iam = generateClient<Schema>({ authMode: 'iam' });
    const got = await iam.models.Issue.get({ id: issueId });
    expect(got.errors).toBeUndefined();
    expect(got.data?.initiatorEmail).toBe(ALICE);
    const duplicate = await iam.models.Issue.create({ ...issueInput(ALICE, BOB), id: issueId });
    expect(duplicate.errors?.[0]).toMatchObject({ errorType: 'DynamoDB:ConditionalCheckFailedException' });
    const touched = await iam.models.Issue.update({ id: issueId, lastActivityAt: '2030-01-01T00:00:00.000Z' });
    expect(touched.errors).toBeUndefined();
    const listed = await iam.models.Issue.issuesByCollaboratorEmail({ collaboratorEmail: BOB });
    expect(listed.data.map((i) => i.id)).toContain(issueId);

    // IAM on the realtime channel too (SigV4 over the connect and start payloads).
    const events: Array<{ status?: string | null }> = [];
    const ack = nextSubscriptionAck();
    const subscription = iam.models.Issue.onUpdate({ filter: { id: { eq: issueId } } }).subscribe({ next: (i) => events.push(i) });
    await ack;
    as(ALICE);
    await client().models.Issue.update({ id: issueId, status: 'strategies' });
    for (let i = 0; i < 100 && events.length === 0; i++) await sleep(10);
    expect(events[0]).toMatchObject({ id: issueId, status: 'strategies' });
    subscription.unsubscribe();

    const body = JSON.stringify({ query: 'query ($id: ID!) { getIssue(id: $id) { id } }', variables: { id: issueId } });
    const signed = async (secretAccessKey: string) => {
      const url = new URL(server.graphqlUrl);
      const signer = new SignatureV4({
        service: 'appsync',
        region: iamCredentials.region,
        credentials: { accessKeyId: iamCredentials.accessKeyId, secretAccessKey },
        sha256: Sha256,
      });
      const request = await signer.sign({
        method: 'POST',
        protocol: 'http:',
        hostname: url.hostname,
        port: Number(url.port),
        path: url.pathname,
        query: {},
        headers: { host: url.host, 'content-type': 'application/json' },
        body,
      });
      const response = await fetch(server.graphqlUrl, { method: 'POST', headers: request.headers, body });
      return { status: response.status, body: (await response.json()) as any };
    };
    const good = await signed(iamCredentials.secretAccessKey);
    expect(good.status).toBe(200);
    expect(good.body.data.getIssue.id).toBe(issueId);
    const forged = await signed('wrong-secret');
    expect(forged.status).toBe(403);
    expect(forged.body.errors[0].errorType).toBe('InvalidSignatureException');
    const garbled = await gql('AWS4-HMAC-SHA256 nonsense', '', undefined, body);
    expect(garbled.status).toBe(403);
    const unsigned = await gql(null, '', undefined, body);
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.errors?.[0].errorType).toBe('UnauthorizedException');
  });

  it('refuses missing, forged and expired tokens', async () => {
    const query = 'query ($id: ID!) { getIssue(id: $id) { id } }';
    const forgedKey = (await generateKeyPair('RS256')).privateKey;
    const forged = await new SignJWT({ email_lower: ALICE }).setProtectedHeader({ alg: 'RS256' }).setExpirationTime('1h').sign(forgedKey);
    const expired = await tokenFor(ALICE, Math.floor(Date.now() / 1000) - 10);
    for (const token of [null, forged, expired, 'garbage']) {
      const result = await gql(token, query, { id: issueId });
      expect(result.status).toBe(401);
      expect(result.body.errors?.[0].errorType).toBe('UnauthorizedException');
    }
  });

  it('answers malformed JSON and invalid GraphQL with AppSync-shaped errors', async () => {
    const malformed = await gql(tokens[ALICE], '', undefined, '{ not json');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.[0].errorType).toBe('MalformedHttpRequestException');
    const syntax = await gql(tokens[ALICE], 'query { getIssue(id: "x") { id ');
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors?.[0]).toMatchObject({ errorType: 'MalformedHttpRequestException' });
    const unknownField = await gql(tokens[ALICE], 'query { getIssue(id: "x") { nope } }');
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors?.[0].errorType).toBe('ValidationError');
    expect(unknownField.body.errors?.[0].message).toContain('nope');
    const badVariables = await gql(tokens[ALICE], 'query ($id: ID!) { getIssue(id: $id) { id } }', {});
    expect(badVariables.status).toBe(400);
  });

  it('keeps the data when the database is reopened', async () => {
    await stopStack();
    await startStack();
    const result = await gql(tokens[ALICE], 'query ($id: ID!) { getIssue(id: $id) { id status initiatorDCS } }', { id: issueId });
    expect(result.body.data.getIssue).toEqual({ id: issueId, status: 'strategies', initiatorDCS: 'v9' });
    as(BOB);
    expect((await client().models.Issue.get({ id: issueId })).data?.collaboratorDCS).toBe('v8');
    const indexed = await client().models.Issue.issuesByCollaboratorEmail({ collaboratorEmail: BOB });
    expect(indexed.data.map((i) => i.id)).toEqual([issueId]);
  });
});

/**
 * Opens a raw realtime connection (auth in the `header-` subprotocol, or in the query string
 * like older clients), sends one start with `token`; returns the errors, or null after
 * start_ack and a stop answered by complete.
 */
async function realtimeStart(
  token: string,
  query: string,
  variables: Record<string, unknown>,
  { connectionToken = tokens[CAROL], legacyUrl = false } = {},
) {
  const host = new URL(server.graphqlUrl).host;
  const headers = JSON.stringify({ Authorization: connectionToken, host });
  const base = `${server.graphqlUrl.replace('http', 'ws')}/realtime`;
  const socket = legacyUrl
    ? new WebSocket(`${base}?header=${encodeURIComponent(Buffer.from(headers).toString('base64'))}&payload=e30=`, ['graphql-ws'])
    : new WebSocket(base, ['graphql-ws', `header-${Buffer.from(headers).toString('base64url')}`]);
  const seen: string[] = [];
  try {
    const errors = await new Promise<unknown[] | null>((resolve, reject) => {
      socket.on('error', reject);
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as { type: string; payload?: { errors?: unknown[] } };
        seen.push(message.type);
        if (message.type === 'connection_ack') {
          socket.send(
            JSON.stringify({
              id: 'sub-1',
              type: 'start',
              payload: {
                data: JSON.stringify({ query, variables }),
                extensions: { authorization: { Authorization: token, host } },
              },
            }),
          );
        } else if (message.type === 'start_ack') socket.send(JSON.stringify({ id: 'sub-1', type: 'stop' }));
        else if (message.type === 'complete') resolve(null);
        else if (message.type === 'error' || message.type === 'connection_error') resolve(message.payload?.errors ?? []);
      });
    });
    if (errors === null) expect(seen).toEqual(['connection_ack', 'ka', 'start_ack', 'complete']);
    return errors;
  } finally {
    socket.close();
  }
}
