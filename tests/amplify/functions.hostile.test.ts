/**
 * Hostile input to every function URL (issue 19): propose-issues, infer-interests, settle-session,
 * propose-strategies, implement-plan and send-email through a local cloud started here, and the
 * dev-gate handler in process. fast-check generates the requests: bodies that are not JSON, not
 * objects, oversize or deeply nested; ids and fields of every Unicode class, markup and the wrong
 * type; methods, content types and Authorization headers of every kind (none, garbage, an ID
 * token, a forged signature, `alg: none`, a stranger's, an expired and a revoked token).
 *
 * Every answer must be the status the request deserves with a clear JSON message, never a crash
 * (5xx) or a hang; the session the requests name is read before and after each one and must be
 * as it was (only a successful invitation may record that it was sent); and a bystander's data
 * request is still served after each input.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { SignJWT, decodeJwt, generateKeyPair } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGateHandler } from '../../amplify/functions/dev-gate/handler';
import { memoryCounters } from '../../amplify/functions/shared/counters';
import { ISSUE_SELECTION } from '../../amplify/functions/shared/issueRecord';
import { startLocalCloud, type LocalCloud } from '../../local/cloud/server';
import { accessToken, actAs, configureAmplify, idToken, newAccount, startSession, type Account } from '../support/amplifyAgainstCloud';
import { LONE_SURROGATES, SEED, Tally, hostileJson, hostileText, textAround, unclear, wrongType } from '../support/hostile';
import { graphql, iamGraphql, raw } from '../support/underAttack';

fc.configureGlobal({ seed: SEED });
const RUNS = 40;
const tally = new Tally();
const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-hostile-fn-'));
/** The local cloud's clock runs this far ahead of the real one (to expire tokens). */
let clockOffset = 0;
let cloud: LocalCloud;
let ann: Account;
let ben: Account;
let eve: Account;
let sessionId: string;
let snapshot: Record<string, unknown>;
const tokens: Record<string, string> = {};

/** Each function URL, the body fields it reads and the values that are right for them. */
const FUNCTIONS = {
  'propose-issues': { path: '/', fields: { issueId: 'id' } },
  'infer-interests': { path: '/enqueue', fields: { issueId: 'id', persist: [true] } },
  'settle-session': { path: '/', fields: { issueId: 'id', step: ['agree', 'top-three', 'best-solution'] } },
  'propose-strategies': { path: '/enqueue', fields: { issueId: 'id' } },
  'implement-plan': { path: '/', fields: { sessionId: 'id', regenerate: [true, false] } },
  'send-email': { path: '/', fields: { template: ['invite'], issueId: 'id' } },
} as const satisfies Record<string, { path: string; fields: Record<string, 'id' | readonly unknown[]> }>;
type FunctionName = keyof typeof FUNCTIONS;

/** The session as stored, read as a function reads it. */
async function readSession(): Promise<Record<string, unknown>> {
  const answer = await iamGraphql(cloud.url, cloud.functionCredentials, `query G($id: ID!) { getIssue(id: $id) { ${ISSUE_SELECTION} } }`, { id: sessionId });
  return (JSON.parse(answer.text) as { data: { getIssue: Record<string, unknown> } }).data.getIssue;
}

/**
 * The answers of a request that got past every check on its form and caller: the session's own
 * rule answered (the work is done, still waiting for answers, or an invitation already sent).
 */
const REACHED_THE_SESSION = [200, 202, 409, 429];

/** What a successful invitation writes: the only change any of these requests may make. */
const INVITATION_FIELDS = new Set(['inviteEmailSentAt', 'inviteEmailStatus', 'inviteEmailError', 'lastActivityAt', 'updatedAt']);

async function bystanderStillServed(): Promise<void> {
  const answer = await graphql(cloud.url, tokens.benId, 'query { listIssues(limit: 1) { items { id } } }');
  if (answer.status !== 200) throw new Error(`The bystander was not served: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
}

/** Cognito's own API on the local cloud. */
const cognito = (target: string, body: Record<string, unknown>) =>
  raw(`${cloud.url}/cognito/`, {
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  cloud = await startLocalCloud({ port: 0, dataDir, now: () => Date.now() + clockOffset });
  configureAmplify(cloud);
  [ann, ben, eve] = await Promise.all(['Ann', 'Ben', 'Eve'].map((name) => newAccount(cloud, name)));
  const dan = await newAccount(cloud, 'Dan');
  for (const [key, account] of [['ben', ben], ['eve', eve], ['dan', dan]] as const) {
    await actAs(account);
    tokens[key] = await accessToken();
    tokens[`${key}Id`] = await idToken();
  }
  // Ann's session with Ben, waiting for Ben's answers: every function has nothing to do yet (409).
  sessionId = await startSession(ann, ben, { issue: ['<script>alert(1)</script> שלום 😀'] });
  tokens.ann = await accessToken();
  tokens.annId = await idToken();
  snapshot = await readSession();
  // Dan signs out everywhere: his tokens are revoked, though still signed and unexpired.
  const revoked = await cognito('GlobalSignOut', { AccessToken: tokens.dan });
  expect(revoked.status).toBe(200);
}, 60_000);

afterAll(async () => {
  console.log(tally.report('Hostile input to the function URLs'));
  await cloud?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A token of the right shape that the pool never issued: Ann's claims, another key's signature. */
async function forged(): Promise<{ rsa: string; none: string }> {
  const claims = decodeJwt(tokens.ann);
  const { privateKey } = await generateKeyPair('RS256');
  const header = { alg: 'RS256', kid: 'local-cloud-key' };
  const rsa = await new SignJWT(claims).setProtectedHeader(header).sign(privateKey);
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return { rsa, none: `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.` };
}
let fakes: { rsa: string; none: string };

/** Who calls and with what: only `ann` and `ben` (the participants, live tokens) may get past 401. */
const CALLERS = ['ann', 'ben', 'eve', 'annId', 'expired', 'revoked', 'forged', 'none', 'missing', 'garbage', 'noBearer', 'twice'] as const;
type CallerKind = (typeof CALLERS)[number];

function authorization(kind: CallerKind, junk: string): string | undefined {
  switch (kind) {
    case 'ann':
    case 'ben':
    case 'eve':
    case 'expired':
      return `Bearer ${tokens[kind === 'expired' ? 'ann' : kind]}`;
    case 'annId':
      return `Bearer ${tokens.annId}`;
    case 'revoked':
      return `Bearer ${tokens.dan}`;
    case 'forged':
      return `Bearer ${fakes.rsa}`;
    case 'none':
      return `Bearer ${fakes.none}`;
    case 'missing':
      return undefined;
    case 'garbage':
      return `Bearer ${junk}`;
    case 'noBearer':
      return tokens.ann;
    case 'twice':
      return `Bearer ${tokens.ann} Bearer ${tokens.ann}`;
  }
}

/** Header-safe text (Node refuses control characters and non-Latin-1 in a header). */
const headerText = fc.string({ unit: fc.constantFrom(...'abcXYZ019.-_=+/ <>"\'{};:'.split('')), maxLength: 60 });

/** A value for one body field: right, hostile text, a near miss of the right one, or another type. */
function bodyValue(spec: 'id' | readonly unknown[]): fc.Arbitrary<unknown> {
  const right = spec === 'id' ? fc.constant(sessionId) : fc.constantFrom(...spec);
  const nearMiss =
    spec === 'id'
      ? fc.constantFrom<(id: string) => string>(
          (id) => id.toUpperCase(),
          (id) => `${id}\u200B`,
          (id) => ` ${id}`,
          (id) => `${id}\u0000`,
          (id) => id.slice(0, -1),
          (id) => `\u202E${id}`,
          (id) => `${id}${LONE_SURROGATES[0]}`,
        ).map((f) => f(sessionId))
      : fc.constantFrom(...spec.map((v) => (typeof v === 'string' ? v.toUpperCase() : String(v))));
  return fc.oneof(
    { weight: 5, arbitrary: right },
    { weight: 2, arbitrary: nearMiss },
    { weight: 2, arbitrary: textAround(200, { loneSurrogate: true }) },
    { weight: 1, arbitrary: fc.constant(randomUUID()) },
    { weight: 1, arbitrary: wrongType(spec === 'id' ? 'string' : typeof spec[0] === 'boolean' ? 'boolean' : 'string') },
    { weight: 1, arbitrary: hostileJson },
  );
}

/**
 * A request body: mostly an object with the function's fields, else anything a client could send.
 * Huge bodies are generated as their recipe (so a failure's report stays short) and made by `render`.
 */
type Body = { kind: 'text'; text: string; object?: Record<string, unknown> } | { kind: 'deepArray' | 'deepObject' | 'oversize'; size: number };

function requestBody(name: FunctionName): fc.Arbitrary<Body> {
  const fields = FUNCTIONS[name].fields as Record<string, 'id' | readonly unknown[]>;
  const object = fc
    .record({
      // Every field mostly present (so the right body comes up), sometimes some missing.
      base: fc.oneof(
        { weight: 4, arbitrary: fc.record(Object.fromEntries(Object.entries(fields).map(([field, spec]) => [field, bodyValue(spec)]))) },
        { weight: 1, arbitrary: fc.record(Object.fromEntries(Object.entries(fields).map(([field, spec]) => [field, bodyValue(spec)])), { requiredKeys: [] }) },
      ),
      extra: fc.dictionary(fc.oneof(hostileText(2), fc.constantFrom('__proto__', 'constructor', 'role', 'email', 'initiatorEmail')), hostileJson, { maxKeys: 3 }),
    })
    // Other fields of the body are ignored; an own `__proto__` key is sent as JSON sends it.
    .map(({ base, extra }): Body => {
      const all: Record<string, unknown> = {};
      for (const [k, v] of Object.entries({ ...extra, ...base })) Object.defineProperty(all, k, { value: v, enumerable: true, writable: true, configurable: true });
      return { kind: 'text', text: JSON.stringify(all), object: all };
    });
  const notAnObject = fc.oneof(
    fc.constantFrom('', ' ', 'null', '[]', '"issueId"', '42', 'true', '{', '{"issueId":', "{'issueId': 1}", '{"issueId": "a",}', '\u0000', '\uFEFF{}'),
    hostileText(6),
    hostileJson.map((value) => JSON.stringify(value) ?? 'null'),
  );
  return fc.oneof(
    { weight: 8, arbitrary: object },
    { weight: 3, arbitrary: notAnObject.map((text): Body => ({ kind: 'text', text })) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('deepArray' as const, 'deepObject' as const), size: fc.integer({ min: 1_000, max: 100_000 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('oversize' as const), size: fc.constantFrom(900 * 1024, 1024 * 1024 + 1, 3 * 1024 * 1024) }) },
  );
}

/** A request right in every respect (each field one of its right values, a participant's live token), which reaches the session's own rule. */
function wellFormedRequest(name: FunctionName) {
  const fields = FUNCTIONS[name].fields as Record<string, 'id' | readonly unknown[]>;
  const body = fc
    .record(Object.fromEntries(Object.entries(fields).map(([field, spec]) => [field, spec === 'id' ? fc.constant(sessionId) : fc.constantFrom(...spec)])))
    .map((object): Body => ({ kind: 'text', text: JSON.stringify(object), object }));
  return fc.record({
    body,
    method: fc.constant('POST'),
    // Only the initiator sends the invitation; the collaborator's request is refused (403).
    caller: name === 'send-email' ? fc.constant<CallerKind>('ann') : fc.constantFrom<CallerKind>('ann', 'ben'),
    junk: headerText,
    contentType: fc.constant('application/json'),
    extraHeaders: fc.constant({} as Record<string, string>),
  });
}

/** The body's text, and the object it is when it is one. */
function render(body: Body): { text: string; object?: Record<string, unknown> } {
  switch (body.kind) {
    case 'text': {
      if (body.object) return body;
      // Generated text may still be a JSON object ('{}'); an empty body is read as `{}` (a POST with no fields).
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.text || '{}');
      } catch {
        return body;
      }
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? { text: body.text, object: parsed as Record<string, unknown> } : body;
    }
    case 'deepArray':
      return { text: `${'['.repeat(body.size)}${']'.repeat(body.size)}` };
    case 'deepObject':
      return { text: `${'{"a":'.repeat(body.size)}1${'}'.repeat(body.size)}`, object: {} };
    case 'oversize': {
      const object = { issueId: 'x'.repeat(body.size) };
      return { text: JSON.stringify(object), object };
    }
  }
}

/** The statuses a request may get, from what it is (the order every handler checks in). */
function expectedStatuses(name: FunctionName, method: string, caller: CallerKind, origin: string | undefined, bytes: number, body: Record<string, unknown> | undefined): { statuses: number[]; why: string } {
  // A page of another site gets nothing (the local cloud's guard; in AWS the function URL's CORS).
  if (origin !== undefined) return { statuses: [403], why: `Origin ${JSON.stringify(origin)}` };
  if (bytes > 1024 * 1024) return { statuses: [413], why: 'a body over the function URL limit' };
  if (method !== 'POST') return { statuses: [405], why: `${method}` };
  if (caller !== 'ann' && caller !== 'ben' && caller !== 'eve') return { statuses: [401], why: `the ${caller} token` };
  if (!body) return { statuses: [400], why: 'a body that is not a JSON object' };
  if (name === 'settle-session' && !['agree', 'top-three', 'best-solution'].includes(body.step as string)) return { statuses: [400], why: 'an unknown step' };
  if (name === 'send-email' && body.template !== 'invite') return { statuses: [400], why: 'an unknown template' };
  const id = name === 'implement-plan' ? (body.sessionId ?? body.issueId) : body.issueId;
  if (id !== sessionId) return { statuses: [404], why: 'not the session’s id' };
  if (caller === 'eve') return { statuses: [404], why: 'a stranger' };
  if (name === 'send-email') return caller === 'ann' ? { statuses: [200, 429], why: 'the initiator inviting' } : { statuses: [403], why: 'the collaborator inviting' };
  return { statuses: [409], why: 'a session still waiting for answers' };
}

describe('the function URLs', () => {
  beforeAll(async () => {
    fakes = await forged();
  });

  it.each(Object.keys(FUNCTIONS) as FunctionName[])('%s answers every generated request as it deserves, clearly, and changes nothing it must not', async (name) => {
    const property = `${name} (function URL)`;
    const anyRequest = fc.record({
      body: requestBody(name),
      method: fc.oneof({ weight: 12, arbitrary: fc.constant('POST') }, { weight: 1, arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH') }),
      caller: fc.oneof({ weight: 8, arbitrary: fc.constantFrom<CallerKind>('ann', 'ben') }, { weight: 4, arbitrary: fc.constantFrom(...CALLERS) }),
      junk: headerText,
      contentType: fc.oneof({ weight: 6, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x') }, { weight: 1, arbitrary: headerText }),
      extraHeaders: fc.oneof(
        { weight: 3, arbitrary: fc.constant({} as Record<string, string>) },
        { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('x-forwarded-for', 'x-amz-target', 'cookie', 'origin', 'x-api-key', 'host-override'), headerText, { minKeys: 1, maxKeys: 2 }) },
      ),
    });
    // A quarter of the requests are right in every respect, so the accepted path comes up in every run.
    const request = fc.oneof({ weight: 1, arbitrary: wellFormedRequest(name) }, { weight: 3, arbitrary: anyRequest });
    await fc.assert(
      fc.asyncProperty(request, async ({ body: recipe, method, caller, junk, contentType, extraHeaders }) => {
        tally.count(property);
        const body = render(recipe);
        const before = await readSession();
        const auth = authorization(caller, junk);
        if (caller === 'expired') clockOffset = 61 * 60_000;
        let response;
        try {
          response = await raw(`${cloud.url}/functions/${name}${FUNCTIONS[name].path}`, {
            method,
            headers: { ...extraHeaders, 'content-type': contentType, ...(auth ? { authorization: auth } : {}) },
            body: method === 'GET' ? undefined : body.text,
          });
        } finally {
          clockOffset = 0;
        }
        const bytes = Buffer.byteLength(body.text);
        const { statuses, why } = expectedStatuses(name, method, caller, extraHeaders.origin, method === 'GET' ? 0 : bytes, body.object);
        // Accepted: past every check on the request's form and caller, judged by the session's own rule.
        tally.outcome(property, `HTTP ${response.status}`, REACHED_THE_SESSION.includes(response.status) ? 'accepted' : 'refused');
        if (!statuses.includes(response.status)) throw new Error(`HTTP ${response.status} for ${why} (expected ${statuses.join(' or ')}): ${response.text.slice(0, 300)}`);
        const answer = JSON.parse(response.text) as { message?: unknown };
        if (response.status >= 400) {
          const problem = unclear(answer.message);
          if (problem) throw new Error(`Unclear answer (HTTP ${response.status}): ${problem}`);
        }
        const after = await readSession();
        for (const [field, value] of Object.entries(before)) {
          if (name === 'send-email' && response.status === 200 && INVITATION_FIELDS.has(field)) continue;
          expect(after[field], `${field} after ${name} answered ${response.status}`).toEqual(value);
        }
        await bystanderStillServed();
      }),
      { numRuns: RUNS },
    );
    tally.requireBothPaths(property);
    // What the session held at the start is still there.
    const now = await readSession();
    for (const [field, value] of Object.entries(snapshot)) if (!INVITATION_FIELDS.has(field)) expect(now[field]).toEqual(value);
  });
});

describe('the dev-gate handler', () => {
  beforeEach(() => vi.stubEnv('DEV_GATE_PASSWORD', 'open sesame'));
  afterEach(() => vi.unstubAllEnvs());

  it('answers every generated body with 200 for the password only, else a clear 400, 401 or 429', async () => {
    const property = 'dev-gate (in process)';
    const body = fc.oneof(
      { weight: 4, arbitrary: fc.record({ password: fc.oneof(fc.constant('open sesame'), fc.constantFrom('open sesame ', 'OPEN SESAME', 'open\u200Bsesame', 'open sesame\u0000'), textAround(300), wrongType('string')) }).map((o) => JSON.stringify(o)) },
      { weight: 1, arbitrary: fc.oneof(hostileText(4), fc.constantFrom('{', 'null', '[]', '"open sesame"', '')) },
    );
    await fc.assert(
      fc.asyncProperty(body, fc.ipV4(), fc.boolean(), async (text, sourceIp, base64) => {
        tally.count(property);
        // A fresh window each time: the limits have their own tests.
        const gate = createGateHandler({ counters: memoryCounters(() => 0), now: () => 0 });
        const result = await gate({ requestContext: { http: { method: 'POST', sourceIp } }, body: base64 ? Buffer.from(text).toString('base64') : text, isBase64Encoded: base64 });
        const answer = JSON.parse(result.body) as { ok: boolean; message?: unknown };
        tally.outcome(property, `HTTP ${result.statusCode}`, result.statusCode === 200 ? 'accepted' : 'refused');
        let parsed: unknown;
        try {
          parsed = JSON.parse(text || '{}');
        } catch {
          expect(result.statusCode).toBe(400);
        }
        if (parsed !== undefined) {
          const isObject = typeof parsed === 'object' && parsed !== null;
          const given = isObject ? (parsed as { password?: unknown }).password : undefined;
          // The gate trims what is typed, as people paste passwords with spaces around them.
          const right = isObject && typeof given === 'string' && given.trim() === 'open sesame';
          // JSON that is not an object has no password: refused either way.
          expect(right ? [200] : isObject ? [401] : [400, 401]).toContain(result.statusCode);
        }
        if (result.statusCode !== 200) expect(unclear(answer.message)).toBeNull();
        expect(answer.ok).toBe(result.statusCode === 200);
      }),
      { numRuns: RUNS * 2 },
    );
    tally.requireBothPaths(property);
  });
});
