/**
 * Hostile subscription starts on the local AppSync realtime channel (issue 19): generated
 * filters, variables of the wrong type or nested up to 20,000 levels, payloads that are not
 * JSON or not objects, queries that are not subscriptions, and bad tokens, all on one open
 * connection. Each start is acknowledged or refused with a clear error for that start, within a
 * few seconds; a start that carries no subscription (a query, a mutation, a payload that is not
 * a JSON object, no payload) or a bad token must be refused; the connection stays open and still
 * delivers to a good subscription afterwards. The run must see both acknowledged and refused starts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { getOperationAST, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startLocalCloud, type LocalCloud } from '../../../local/cloud/server';
import { actAs, answerSafetyCheck, configureAmplify, dataClient, idToken, newAccount, startSession, type Account } from '../../support/amplifyAgainstCloud';
import { SEED, Tally, conditionTree, hostileJson, hostileText, unclear, wrongType, type Verdict } from '../../support/hostile';

fc.configureGlobal({ seed: SEED });
const RUNS = 40;
const tally = new Tally();
const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-hostile-rt-'));
let cloud: LocalCloud;
let ann: Account;
let ben: Account;
let token: string;
let sessionId: string;
let socket: WebSocket;
let host: string;
const messages: Record<string, unknown>[] = [];

/** The next message about subscription `id` (its ack, error or data), or a failure after 5 s. */
async function answerFor(id: string, types = ['start_ack', 'error']): Promise<Record<string, unknown>> {
  for (let waited = 0; waited < 5_000; waited += 10) {
    const index = messages.findIndex((m) => m.id === id && types.includes(m.type as string));
    if (index >= 0) return messages.splice(index, 1)[0];
    if (socket.readyState !== WebSocket.OPEN) throw new Error(`The connection closed while waiting for ${id}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`No answer to start ${id} within 5 s`);
}

const FILTERED = 'subscription S($f: ModelSubscriptionIssueFilterInput) { onUpdateIssue(filter: $f) { id initiatorRelationship } }';

beforeAll(async () => {
  cloud = await startLocalCloud({ port: 0, dataDir });
  configureAmplify(cloud);
  [ann, ben] = await Promise.all([newAccount(cloud, 'Ann'), newAccount(cloud, 'Ben')]);
  sessionId = await startSession(ann, ben);
  // Ben's own safety check lets him (and the subscribers) read what Ann writes (src/domain/beforeFirstCheck.ts).
  await actAs(ben);
  await answerSafetyCheck(sessionId, ben.email);
  await actAs(ann);
  token = await idToken();
  host = new URL(cloud.url).host;
  const header = Buffer.from(JSON.stringify({ Authorization: token, host })).toString('base64url');
  socket = new WebSocket(`${cloud.url.replace('http', 'ws')}/graphql/realtime`, ['graphql-ws', `header-${header}`]);
  socket.on('message', (raw) => messages.push(JSON.parse(String(raw)) as Record<string, unknown>));
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('error', reject);
    const wait = setInterval(() => {
      if (messages.some((m) => m.type === 'connection_ack')) {
        clearInterval(wait);
        resolve();
      }
    }, 10);
  });
}, 60_000);

afterAll(async () => {
  console.log(tally.report('Hostile subscription starts on the realtime channel'));
  socket?.close();
  await cloud?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A start's payload, as a recipe (deep texts are built by `render`, so a failure's report stays short). */
type Start =
  | { kind: 'filter'; filter: unknown }
  | { kind: 'deep'; depth: number }
  | { kind: 'data'; data: unknown }
  | { kind: 'query'; query: unknown }
  | { kind: 'auth'; authorization: unknown };

/** Whether `query` is a GraphQL document whose operation (the only one, or the one named) is a subscription. */
function isSubscription(query: unknown, operationName?: unknown): boolean {
  if (typeof query !== 'string') return false;
  try {
    return getOperationAST(parse(query), typeof operationName === 'string' ? operationName : undefined)?.operation === 'subscription';
  } catch {
    return false;
  }
}

/** Whether a start's `payload.data` is JSON text of an object that asks for a subscription. */
function carriesSubscription(data: unknown): boolean {
  if (typeof data !== 'string') return false;
  let request: unknown;
  try {
    request = JSON.parse(data);
  } catch {
    return false;
  }
  if (!request || typeof request !== 'object' || Array.isArray(request)) return false;
  const { query, operationName } = request as { query?: unknown; operationName?: unknown };
  return isSubscription(query, operationName);
}

/**
 * What a start must come to: refused (and why), or either (acknowledged when the server finds
 * the filter valid; the oracle does not judge every generated filter).
 */
function startVerdict(recipe: Start): Verdict {
  const refuse = (why: string): Verdict => ({ kind: 'refuse', why });
  const either: Verdict = { kind: 'either', why: 'a subscription' };
  switch (recipe.kind) {
    case 'auth':
      return refuse('a bad token');
    case 'deep':
      return recipe.depth > 64 ? refuse(`a filter nested ${recipe.depth} deep`) : either;
    case 'data':
      return carriesSubscription(recipe.data) ? either : refuse('payload.data is not a JSON object asking for a subscription');
    case 'query':
      return isSubscription(recipe.query) ? either : refuse('not a single subscription');
    case 'filter':
      // An array passes for an object with no fields in GraphQL's own coercion (graphql-js), so only
      // text, numbers and booleans are certainly wrong.
      return recipe.filter !== null && typeof recipe.filter !== 'object' ? refuse('a filter that is not an object') : either;
  }
}

describe('subscription starts', () => {
  it('acknowledges or clearly refuses every generated start, on a connection that stays open and still delivers', async () => {
    const property = 'realtime start (payload, variables, auth)';
    const sample = { id: sessionId, initiatorEmail: ann.email, collaboratorEmail: ben.email, collaboratorFirstName: ben.givenName, status: 'created' };
    const start: fc.Arbitrary<Start> = fc.oneof(
      { weight: 4, arbitrary: conditionTree('ModelSubscriptionIssueFilterInput', [sample]).map((filter): Start => ({ kind: 'filter', filter })) },
      { weight: 1, arbitrary: wrongType('object').map((filter): Start => ({ kind: 'filter', filter })) },
      // Up to 20,000 levels (about 180 KB): deeper starts exceed the 240 KB message quota, which
      // closes the connection before reading them (realtime.limits.test.ts).
      { weight: 1, arbitrary: fc.oneof(fc.integer({ min: 60, max: 70 }), fc.integer({ min: 1_000, max: 20_000 })).map((depth): Start => ({ kind: 'deep', depth })) },
      {
        weight: 2,
        arbitrary: fc
          .oneof({ weight: 3, arbitrary: fc.constantFrom('null', '[]', '1', '"x"', '{', '{}', '{"query": null}') }, hostileText(4), hostileJson, fc.constant(undefined))
          .map((data): Start => ({ kind: 'data', data })),
      },
      {
        weight: 1,
        arbitrary: fc
          .oneof(hostileText(4), wrongType('string'), fc.constantFrom('query { listIssues { items { id } } }', 'mutation { deleteIssue(input: {id: "x"}) { id } }', `${FILTERED} ${FILTERED}`))
          .map((query): Start => ({ kind: 'query', query })),
      },
      { weight: 1, arbitrary: fc.oneof(hostileText(2), hostileJson, fc.constant({ Authorization: 'garbage', host })).map((authorization): Start => ({ kind: 'auth', authorization })) },
    );
    const authorization = { Authorization: token, host };
    const render = (recipe: Start): Record<string, unknown> => {
      switch (recipe.kind) {
        case 'filter':
          return { data: JSON.stringify({ query: FILTERED, variables: { f: recipe.filter } }), extensions: { authorization } };
        case 'deep':
          return {
            data: `{"query":${JSON.stringify(FILTERED)},"variables":{"f":${'{"not":'.repeat(recipe.depth)}{"id":{"eq":"x"}}${'}'.repeat(recipe.depth)}}}`,
            extensions: { authorization },
          };
        case 'data':
          return { data: recipe.data, extensions: { authorization } };
        case 'query':
          return { data: JSON.stringify({ query: recipe.query }), extensions: { authorization } };
        case 'auth':
          return { data: JSON.stringify({ query: FILTERED }), extensions: { authorization: recipe.authorization } };
      }
    };
    let n = 0;
    await fc.assert(
      fc.asyncProperty(start, async (recipe) => {
        tally.count(property);
        const id = `s${(n += 1)}`;
        socket.send(JSON.stringify({ id, type: 'start', payload: render(recipe) }));
        const answer = await answerFor(id);
        tally.outcome(property, `${recipe.kind} ${answer.type === 'start_ack' ? 'acknowledged' : 'refused'}`, answer.type === 'start_ack' ? 'accepted' : 'refused');
        const verdict = startVerdict(recipe);
        if (verdict.kind === 'refuse' && answer.type !== 'error') throw new Error(`Acknowledged although it must be refused (${verdict.why})`);
        if (answer.type === 'error') {
          const errors = (answer.payload as { errors?: { message?: unknown }[] }).errors ?? [];
          expect(errors.length).toBeGreaterThan(0);
          for (const error of errors) {
            const problem = unclear(error.message);
            if (problem) throw new Error(`Unclear error: ${problem}`);
          }
        } else {
          socket.send(JSON.stringify({ id, type: 'stop' }));
          await answerFor(id, ['complete']);
        }
        expect(socket.readyState).toBe(WebSocket.OPEN);
      }),
      // JSON that is not an object always runs too (generated only now and then).
      {
        numRuns: RUNS,
        examples: [
          ...['null', '[]', '"x"', 'true'].map((data): [Start] => [{ kind: 'data', data }]),
          // A mutation and a query where a subscription belongs always run too.
          ...['mutation { deleteIssue(input: {id: "x"}) { id } }', 'query { listIssues { items { id } } }'].map((query): [Start] => [{ kind: 'query', query }]),
        ],
      },
    );
    tally.requireBothPaths(property);

    // After all that, a good subscription on the same connection still delivers.
    socket.send(JSON.stringify({ id: 'good', type: 'start', payload: render({ kind: 'filter', filter: { id: { eq: sessionId } } }) }));
    expect((await answerFor('good')).type).toBe('start_ack');
    await actAs(ann);
    await dataClient().models.Issue.update({ id: sessionId, initiatorRelationship: 'still delivered' });
    const data = await answerFor('good', ['data']);
    expect((data.payload as { data: { onUpdateIssue: unknown } }).data.onUpdateIssue).toEqual({ id: sessionId, initiatorRelationship: 'still delivered' });
  });
});
