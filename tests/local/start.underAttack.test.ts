/**
 * Issue 18's "done when": every attack on the local cloud, run against the cloud as `npm start`
 * runs it (its own process, its own node flags), is refused or bounded, and while it runs the
 * cloud still answers someone else's small request, correctly.
 *
 * Each attack runs for a second from two concurrent attackers while a bystander (Sam, reading
 * his own session) sends a request every 20 ms. How long those answers take is a benchmark's
 * figure, not a test's (`npm run bench:abuse` prints the slowest answer under each attack).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_LIMITS } from '../../amplify/data/apiLimits';
import { MAX_PAGE_ITEMS } from '../../local/data/resolvers';
import { DEMO_ACCOUNTS } from '../../local/demoAccounts';
import { SIGN_IN_START_LIMITS } from '../../local/auth/signInLimits';
import { GATE_ATTEMPT_LIMITS } from '../../src/domain/devGateCheck';
import { LIMITS } from '../../src/domain/limits';
import { actAs, configureAmplify, idToken } from '../support/amplifyAgainstCloud';
import { startCloudProcess, type CloudProcess } from '../support/cloudProcess';
import { graphql, raw, underAttack, type RawResponse } from '../support/underAttack';

const CLIENT_ID = (JSON.parse(readFileSync(new URL('../../amplify_outputs.json', import.meta.url), 'utf8')) as { auth: { user_pool_client_id: string } }).auth
  .user_pool_client_id;
const CREATE = 'mutation C($input: CreateIssueInput!) { createIssue(input: $input) { id } }';
const UPDATE = 'mutation U($input: UpdateIssueInput!) { updateIssue(input: $input) { id } }';

let cloud: CloudProcess;
let alexToken: string;
let samToken: string;
let samIssue: string;
const [alex, sam] = DEMO_ACCOUNTS;

interface GraphQLBody {
  data?: Record<string, any> | null;
  errors?: { errorType: string | null; message: string }[];
}
const body = (r: RawResponse) => JSON.parse(r.text) as GraphQLBody;
const issueInput = (initiator: string, extra: Record<string, unknown> = {}) => ({
  initiatorEmail: initiator,
  collaboratorEmail: 'victim@example.com',
  initiatorFirstName: 'Alex',
  initiatorLastName: 'Rivera',
  collaboratorFirstName: 'Vic',
  collaboratorLastName: 'Tim',
  lastActivityAt: new Date().toISOString(),
  ...extra,
});
async function create(token: string, input: Record<string, unknown>): Promise<string> {
  const result = body(await graphql(cloud.url, token, CREATE, { input }));
  expect(result.errors).toBeUndefined();
  return result.data!.createIssue.id as string;
}

const probe = async (agent: Agent) => {
  const response = await graphql(cloud.url, samToken, 'query G($id: ID!) { getIssue(id: $id) { id status } }', { id: samIssue }, agent);
  expect(response.status).toBe(200);
  expect(body(response).data?.getIssue.id).toBe(samIssue);
};

async function whileAttacking<T>(attack: () => Promise<T>) {
  // Every probe checks its own answer; the bystander must have been answered while it ran.
  const run = await underAttack({ attack, probe });
  expect(run.probes.length).toBeGreaterThan(0);
  return run.results;
}

beforeAll(async () => {
  cloud = await startCloudProcess({ DEV_GATE_PASSWORD: 'the right phrase' });
  configureAmplify(cloud);
  await actAs(sam);
  samToken = await idToken();
  samIssue = await create(samToken, issueInput(sam.email, { collaboratorEmail: 'someone@example.com' }));
  await actAs(alex);
  alexToken = await idToken();
  // More of his own sessions than a page holds, each with an answer: the heaviest lists a request may ask for.
  const answer = ['An answer of some length, to give the page weight. '.repeat(4)];
  for (let i = 0; i < MAX_PAGE_ITEMS + 10; i += 10) {
    await Promise.all(Array.from({ length: 10 }, () => create(alexToken, issueInput(alex.email, { initiatorIssue: answer }))));
  }
}, 120_000);

afterAll(async () => {
  await cloud?.stop();
});

describe('the data API', () => {
  it("answers the issue's 1,000 aliases of listIssues(limit: 2147483647) with a refusal", async () => {
    const query = `query A {${Array.from({ length: 1000 }, (_, i) => `a${i}:listIssues(limit:2147483647){items{id}}`).join(' ')}}`;
    for (const response of await whileAttacking(() => graphql(cloud.url, alexToken, query))) {
      expect(response.status).toBe(400);
      expect(body(response).errors?.[0].errorType).toBe('ValidationError');
    }
  });

  it(`serves the heaviest request it accepts: ${API_LIMITS.resolverCountLimit} aliases of a full page each`, async () => {
    const query = `query A {${Array.from({ length: API_LIMITS.resolverCountLimit }, (_, i) => `a${i}: listIssues(limit: 2147483647) { items { id initiatorIssue } nextToken }`).join('\n')}}`;
    for (const response of await whileAttacking(() => graphql(cloud.url, alexToken, query, {}, undefined, 0))) {
      expect(response.status).toBe(200);
      // 25 pages of 250 items of about 250 bytes.
      expect(response.bytes).toBeLessThan(3e6);
    }
  });

  it('answers 3,000 nested braces with a refusal', async () => {
    const query = `query {${'a{'.repeat(3000)}b${'}'.repeat(3000)}}`;
    for (const response of await whileAttacking(() => graphql(cloud.url, alexToken, query))) expect(response.status).toBe(400);
  });

  it('answers lone surrogates with a refusal', async () => {
    const input = JSON.stringify(issueInput(alex.email, { initiatorFirstName: 'SURROGATE' })).replace('SURROGATE', 'x\\udfff');
    const payload = `{"query":${JSON.stringify(CREATE)},"variables":{"input":${input}}}`;
    const send = () => raw(`${cloud.url}/graphql`, { headers: { 'content-type': 'application/json', authorization: alexToken }, body: payload });
    for (const response of await whileAttacking(send)) expect(body(response).errors?.[0].errorType).toBe('MalformedHttpRequestException');
  });

  it("refuses an oversized JSON field, 5,000 rankings and a side growing past its share of the item", async () => {
    // The initiator's own answers at their limits: within the side's share, which a long tone then passes.
    // (One side can no longer reach the 400 KB item limit: tests/local/data/service.limits.test.ts reaches it as the functions would.)
    const full = Array.from({ length: LIMITS.answerEntries }, () => 'x'.repeat(LIMITS.answer));
    const heavy = await create(alexToken, issueInput(alex.email, { initiatorIssue: full, desiredOutcomeInitiator: full, whyOutcomeMattersInitiator: full }));
    // Fields the initiator may write (src/domain/writeRights.ts), serialized once: the attacker's own work is not what is measured.
    const payloads = [
      { id: heavy, initiatorPersonalityJson: JSON.stringify({ blob: 'x'.repeat(900_000) }) },
      { id: heavy, initiatorSolutionRankings: Array.from({ length: 5000 }, (_, i) => ({ sol: `s${i}`, value: i })) },
      { id: heavy, initiatorTone: Array.from({ length: 45 }, () => 't'.repeat(LIMITS.longText)) },
    ].map((input) => JSON.stringify({ query: UPDATE, variables: { input } }));
    let turn = 0;
    const send = () =>
      raw(`${cloud.url}/graphql`, { headers: { 'content-type': 'application/json', authorization: alexToken }, body: payloads[turn++ % payloads.length] });
    const results = await whileAttacking(send);
    const errors = results.map((response) => body(response).errors?.[0]);
    expect(new Set(errors.map((error) => error?.errorType))).toEqual(new Set(['ValidationError', 'InvalidInput']));
    expect(errors.filter((error) => error?.errorType === 'InvalidInput').every((error) => /reached their room/.test(error!.message))).toBe(true);
  });

  it("gives a stranger paging someone else's sessions nothing, not even a page token", async () => {
    for (let i = 0; i < 3; i += 1) await create(alexToken, issueInput(alex.email));
    const query = 'query Q($e: String!) { issuesByCollaboratorEmail(collaboratorEmail: $e, limit: 1) { items { id } nextToken } }';
    for (const response of await whileAttacking(() => graphql(cloud.url, samToken, query, { e: 'victim@example.com' }))) {
      expect(body(response).data).toEqual({ issuesByCollaboratorEmail: { items: [], nextToken: null } });
    }
  });
});

describe('the rest of the cloud', () => {
  it(`limits a guessing browser to ${GATE_ATTEMPT_LIMITS.perBrowser} tries, then says when to come back, and lets another browser in`, async () => {
    const gate = (password: string, browser: string) =>
      raw(`${cloud.url}/functions/dev-gate/`, { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password, browser }) });
    const guesser = 'guessing-browser-000000000000001';
    const results = await whileAttacking(() => gate('a guess', guesser));
    // Exactly the allowed guesses are checked, then only refusals.
    const checked = results.filter((r) => r.status === 401);
    const refused = results.filter((r) => r.status === 429);
    expect(checked.length).toBe(GATE_ATTEMPT_LIMITS.perBrowser);
    expect(refused.length).toBe(results.length - checked.length);
    expect(refused.length).toBeGreaterThan(0);
    expect(results.findIndex((r) => r.status === 429)).toBe(checked.length);
    expect(JSON.parse(refused[0].text)).toEqual({ ok: false, message: expect.stringMatching(/^Too many attempts, try again in \d+ minutes?\.$/) });
    // The guesser's own right password is not even checked until the window has passed...
    expect((await gate('the right phrase', guesser)).status).toBe(429);
    // ... but someone else on the same machine (every local client is 127.0.0.1) gets in.
    const visitor = await gate('the right phrase', 'another-browser-0000000000000002');
    expect(visitor.status).toBe(200);
    expect(JSON.parse(visitor.text)).toEqual({ ok: true });
  });

  it('throttles unauthenticated sign-in starts from one client as Cognito does, and a real sign-in gets through afterwards', async () => {
    // A USER_SRP_AUTH start asks for no credentials but costs the cloud a 3072-bit exponentiation.
    const start = (username: string) =>
      raw(`${cloud.url}/cognito/`, {
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
        body: JSON.stringify({ ClientId: CLIENT_ID, AuthFlow: 'USER_SRP_AUTH', AuthParameters: { USERNAME: username, SRP_A: randomBytes(384).toString('hex') } }),
      });
    // Volleys of a client's whole burst, known and made-up accounts alike: at least four volleys
    // (two warm-ups, one per attacker), so some are refused however slowly a busy machine sends them.
    const { burst, perSecond } = SIGN_IN_START_LIMITS.perAddress;
    let turn = 0;
    const volley = () => Promise.all(Array.from({ length: burst }, () => start(turn++ % 2 ? sam.email : `nobody${turn}@example.com`)));
    const startedAt = performance.now();
    const results = (await whileAttacking(volley)).flat();
    const seconds = (performance.now() - startedAt) / 1000;
    const refused = results.filter((r) => r.headers['x-amzn-errortype'] === 'TooManyRequestsException');
    const served = results.filter((r) => r.status === 200 || /^(UserNotFound|NotAuthorized)Exception$/.test(String(r.headers['x-amzn-errortype'])));
    expect(served.length + refused.length).toBe(results.length);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(JSON.parse(r.text)).toEqual({ __type: 'TooManyRequestsException', message: 'Rate exceeded' });
    }
    // At most the client's burst and what refilled while the attack ran (warm-up runs included) did any work.
    expect(served.length).toBeLessThanOrEqual(burst + Math.ceil(perSecond * seconds));
    // aws-amplify waits and retries a throttled start: a person signing in is let in.
    await actAs({ ...sam, email: sam.email.toUpperCase() });
    expect(await idToken()).toMatch(/^ey/);
  });

  it('refuses pages of other sites, on the mailbox and everywhere else', async () => {
    const requests = [
      () => raw(`${cloud.url}/mailbox/messages`, { headers: { origin: 'http://evil.example' } }),
      () => raw(`${cloud.url}/graphql`, { method: 'OPTIONS', headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' } }),
    ];
    let turn = 0;
    for (const response of await whileAttacking(() => requests[turn++ % requests.length]())) {
      expect(response.status).toBe(403);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
