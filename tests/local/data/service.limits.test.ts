/**
 * Issue 18's attacks on the local AppSync, through a local cloud over real HTTP: each is
 * refused or bounded and says what was wrong in AppSync's error shape. How the cloud answers
 * others while they run: tests/local/start.underAttack.test.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../../local/cloud/server';
import { MAX_NESTING } from '../../../local/data/guards';
import { MAX_PAGE_ITEMS } from '../../../local/data/resolvers';
import { createDataService } from '../../../local/data/service';
import { openDatabase } from '../../../local/store/open';
import { startTestServer } from '../../../local/data/testServer';
import { API_LIMITS } from '../../../amplify/data/apiLimits';
import { DATA_LIMITS, LIMITS } from '../../../src/domain/limits';
import { STRUCTURED_LIMITS } from '../../../src/domain/listLimits';
import { SESSION_LIST_LIMIT } from '../../../src/domain/sessions';
import { actAs, configureAmplify, idToken, newAccount, type Account } from '../../support/amplifyAgainstCloud';
import { graphql, iamGraphql, raw } from '../../support/underAttack';

const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-limits-'));
let cloud: LocalCloud;
let ann: Account;
let annToken: string;
const CREATE = 'mutation C($input: CreateIssueInput!) { createIssue(input: $input) { id } }';
const UPDATE = 'mutation U($input: UpdateIssueInput!) { updateIssue(input: $input) { id } }';

interface GraphQLBody {
  data?: Record<string, any> | null;
  errors?: { errorType: string | null; message: string; path?: unknown }[];
}
const body = (r: { text: string }) => JSON.parse(r.text) as GraphQLBody;

const issueInput = (initiator: string, extra: Record<string, unknown> = {}) => ({
  initiatorEmail: initiator,
  collaboratorEmail: 'victim@example.com',
  initiatorFirstName: 'Ann',
  initiatorLastName: 'Tester',
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

beforeAll(async () => {
  cloud = await startLocalCloud({ port: 0, dataDir });
  configureAmplify(cloud);
  ann = await newAccount(cloud, 'Ann');
  await actAs(ann);
  annToken = await idToken();
  // More of her own sessions than one page may hold, each with a few answers.
  const answers = ['An answer of some length, to give the page weight. '.repeat(4)];
  for (let i = 0; i < MAX_PAGE_ITEMS + 10; i += 10) {
    await Promise.all(Array.from({ length: 10 }, () => create(annToken, issueInput(ann.email, { initiatorIssue: answers }))));
  }
}, 120_000);

afterAll(async () => {
  await cloud?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('aliases and resolvers per request', () => {
  it("refuses the issue's 1,000 aliases of listIssues(limit: 2147483647) before running any", async () => {
    const query = `query A {${Array.from({ length: 1000 }, (_, i) => `a${i}:listIssues(limit:2147483647){items{id}}`).join(' ')}}`;
    expect(query.length).toBeGreaterThan(40_000);
    const response = await graphql(cloud.url, annToken, query);
    expect(response.status).toBe(400);
    expect(body(response).errors).toEqual([
      expect.objectContaining({ errorType: 'ValidationError', message: 'The query has more than 10,000 tokens; send a smaller query.' }),
    ]);
  });

  it(`refuses more root fields than the ${API_LIMITS.resolverCountLimit} resolvers a request may run (AppSync's resolverCountLimit), fragments included`, async () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: listIssues(limit: 2147483647) { items { id } }`).join('\n');
    const over = await graphql(cloud.url, annToken, `query A { ${aliases(200)} }`);
    expect(over.status).toBe(400);
    expect(body(over).errors).toEqual([
      expect.objectContaining({
        errorType: 'ResolverExecutionLimitReached',
        message: `The request asks for 200 fields at its top level; this API runs at most ${API_LIMITS.resolverCountLimit} resolvers per request.`,
      }),
    ]);
    const spread = await graphql(cloud.url, annToken, `query A { ...Q ...Q2 } fragment Q on Query { ${aliases(20)} } fragment Q2 on Query { ${aliases(20).replace(/a(\d+):/g, 'b$1:')} }`);
    expect(body(spread).errors?.[0].message).toContain('asks for 40 fields at its top level');
  });

  it(`serves ${API_LIMITS.resolverCountLimit} aliases, each page at most ${MAX_PAGE_ITEMS} items`, async () => {
    const query = `query A {${Array.from({ length: API_LIMITS.resolverCountLimit }, (_, i) => `a${i}: listIssues(limit: 2147483647) { items { id } nextToken }`).join('\n')}}`;
    const response = await graphql(cloud.url, annToken, query, {}, undefined, 16e6);
    expect(response.status).toBe(200);
    const result = body(response);
    expect(result.errors).toBeUndefined();
    const pages = Object.values(result.data!);
    expect(pages).toHaveLength(API_LIMITS.resolverCountLimit);
    for (const page of pages) {
      expect(page.items).toHaveLength(MAX_PAGE_ITEMS);
      expect(page.nextToken).toEqual(expect.any(String));
    }
  });
});

describe('pages', () => {
  it(`caps limit at ${MAX_PAGE_ITEMS} items a page and pages on with a token`, async () => {
    expect(MAX_PAGE_ITEMS).toBeGreaterThanOrEqual(SESSION_LIST_LIMIT);
    const query = 'query L($t: String) { issuesByInitiatorEmail(initiatorEmail: $e, limit: 2147483647, nextToken: $t) { items { id } nextToken } }';
    const paged = query.replace('query L($t: String)', 'query L($e: String!, $t: String)');
    const first = body(await graphql(cloud.url, annToken, paged, { e: ann.email }));
    expect(first.data!.issuesByInitiatorEmail.items).toHaveLength(MAX_PAGE_ITEMS);
    const second = body(await graphql(cloud.url, annToken, paged, { e: ann.email, t: first.data!.issuesByInitiatorEmail.nextToken }));
    expect(second.data!.issuesByInitiatorEmail.items).toHaveLength(10);
    expect(second.data!.issuesByInitiatorEmail.nextToken).toBeNull();
  });

  it('reads at most 1 MB a page, as DynamoDB does, and refuses an item over 400 KB without losing what was saved', async () => {
    // The item fills as it does in use: each side's own answers (each within its share of the
    // item, src/domain/sideShare.ts) and Dfuse's advice, which only the functions write (IAM).
    const cat = await newAccount(cloud, 'Cat');
    const dan = await newAccount(cloud, 'Dan');
    await actAs(dan);
    const danToken = await idToken();
    await actAs(cat);
    const catToken = await idToken();
    const full = Array.from({ length: LIMITS.answerEntries }, () => 'x'.repeat(LIMITS.answer));
    const advice = (entries: number) => Array.from({ length: entries }, () => 's'.repeat(LIMITS.longText));
    const asServer = (input: Record<string, unknown>) => iamGraphql(cloud.url, cloud.functionCredentials, UPDATE, { input });
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      // Three full answer lists a side (about 120 KB each) and 40 KB of advice: about 280 KB, under DynamoDB's 400 KB.
      const id = await create(catToken, {
        ...issueInput(cat.email, { initiatorIssue: full, desiredOutcomeInitiator: full, whyOutcomeMattersInitiator: full }),
        collaboratorEmail: dan.email,
      });
      const answered = { id, collaboratorIssue: full, desiredOutcomeCollaborator: full, whyOutcomeMattersCollaborator: full };
      expect(body(await graphql(cloud.url, danToken, UPDATE, { input: answered })).errors).toBeUndefined();
      expect(body(await asServer({ id, initiatorStrategies: advice(10) })).errors).toBeUndefined();
      ids.push(id);
    }

    const page = (t: string | null) =>
      graphql(cloud.url, catToken, 'query L($e: String!, $t: String) { issuesByInitiatorEmail(initiatorEmail: $e, limit: 100, nextToken: $t) { items { id } nextToken } }', {
        e: cat.email,
        t,
      });
    const first = body(await page(null)).data!.issuesByInitiatorEmail;
    // Three items are 0.85 MB; the fourth crosses 1 MB and ends the page.
    expect(first.items).toHaveLength(4);
    expect(first.nextToken).toEqual(expect.any(String));
    const second = body(await page(first.nextToken)).data!.issuesByInitiatorEmail;
    expect(second.items).toHaveLength(1);
    expect(second.nextToken).toBeNull();

    // 200 KB more of advice for the other side would make the item about 480 KB.
    const grown = body(await asServer({ id: ids[0], collaboratorStrategies: advice(50) }));
    expect(grown.data?.updateIssue).toBeNull();
    expect(grown.errors?.[0]).toMatchObject({ errorType: 'DynamoDB:DynamoDbException' });
    expect(grown.errors?.[0].message).toMatch(/^Item size has exceeded the maximum allowed size \(this Issue would be 4\d\d KB; DynamoDB stores at most 400 KB per item\)\.$/);
    const kept = body(await graphql(cloud.url, catToken, 'query G($id: ID!) { getIssue(id: $id) { initiatorIssue collaboratorIssue collaboratorStrategies } }', { id: ids[0] }));
    expect(kept.data!.getIssue).toEqual({ initiatorIssue: full, collaboratorIssue: full, collaboratorStrategies: null });
  });
});

describe('query shape', () => {
  it('answers 3,000 nested braces with an AppSync-shaped 400 that says what is wrong', async () => {
    const query = `query {${'a{'.repeat(3000)}b${'}'.repeat(3000)}}`;
    {
      const response = await graphql(cloud.url, annToken, query);
      expect(response.status).toBe(400);
      expect(body(response)).toEqual({
        data: null,
        errors: [
          {
            path: null,
            data: null,
            errorType: 'ValidationError',
            errorInfo: null,
            locations: null,
            message: `The query is nested more than ${MAX_NESTING} levels deep; split it into simpler queries.`,
          },
        ],
      });
    }
  });

  it(`refuses a query deeper than the API's queryDepthLimit (${API_LIMITS.queryDepthLimit}) and serves the app's deepest`, async () => {
    const deep = `query {${'a{'.repeat(API_LIMITS.queryDepthLimit)}b${'}'.repeat(API_LIMITS.queryDepthLimit)}}`;
    const refused = await graphql(cloud.url, annToken, deep);
    expect(refused.status).toBe(400);
    expect(body(refused).errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: `The query is ${API_LIMITS.queryDepthLimit + 1} levels deep; this API allows at most ${API_LIMITS.queryDepthLimit}.`,
    });
    const deepest = await graphql(cloud.url, annToken, 'query { listIssues(limit: 1) { items { initiatorInterests { label } } } }');
    expect(body(deepest).errors).toBeUndefined();
  });

  it('refuses fragments that expand exponentially, before validating them', async () => {
    const levels = 30;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1 ? `fragment F${i} on Issue { id }` : `fragment F${i} on Issue { ...F${i + 1} ...F${i + 1} }`,
    ).join('\n');
    const started = performance.now();
    const response = await graphql(cloud.url, annToken, `query { getIssue(id: "x") { ...F0 } }\n${fragments}`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(response.status).toBe(400);
    expect(body(response).errors?.[0].message).toMatch(/^The query selects [\d,]+ fields once fragments are expanded; at most 5,000 are allowed\.$/);
  });
});

describe('invalid Unicode', () => {
  it('refuses a lone surrogate in a variable or in the query with a 400 that names where it is, and stores nothing', async () => {
    const input = JSON.stringify(issueInput(ann.email, { initiatorFirstName: 'SURROGATE' })).replace('SURROGATE', '\\ud800');
    const response = await raw(`${cloud.url}/graphql`, {
      headers: { 'content-type': 'application/json', authorization: annToken },
      body: `{"query":${JSON.stringify(CREATE)},"variables":{"input":${input}}}`,
    });
    expect(response.status).toBe(400);
    expect(body(response)).toEqual({
      errors: [
        {
          errorType: 'MalformedHttpRequestException',
          message: 'The request contains text that is not valid Unicode (a lone surrogate, U+D800) in variables.input.initiatorFirstName.',
        },
      ],
    });
    const literal = await graphql(
      cloud.url,
      annToken,
      `mutation { createIssue(input: {initiatorEmail: "${ann.email}", collaboratorEmail: "v@example.com", initiatorFirstName: "\\uDC00x", initiatorLastName: "T", collaboratorFirstName: "V", collaboratorLastName: "T"}) { id } }`,
    );
    expect(literal.status).toBe(400);
    expect(body(literal).errors?.[0]).toMatchObject({
      errorType: 'MalformedHttpRequestException',
      message: 'The request contains text that is not valid Unicode (a lone surrogate, U+DC00) in a string in the query (line 1).',
    });
    const mine = body(await graphql(cloud.url, annToken, 'query { listIssues(limit: 1000) { items { initiatorFirstName } } }'));
    expect(mine.data!.listIssues.items.every((i: { initiatorFirstName: string }) => i.initiatorFirstName === 'Ann')).toBe(true);
  });
});

describe('structured fields', () => {
  // Interests and most JSON fields are the server's to write (src/domain/writeRights.ts): the
  // functions write them with IAM, and the limits hold for them too.
  const asServer = (query: string, variables: Record<string, unknown>) => iamGraphql(cloud.url, cloud.functionCredentials, query, variables);

  it("refuses 5,000 interests and a 100,000-character label with the limit's sentence, and keeps what was saved", async () => {
    const interest = { category: 'values', label: 'Fairness', rationale: 'Both want the same rules.' };
    const id = await create(annToken, issueInput(ann.email));
    expect(body(await asServer(UPDATE, { input: { id, initiatorInterests: [interest] } })).errors).toBeUndefined();
    const many = body(await asServer(UPDATE, { input: { id, initiatorInterests: Array.from({ length: 5000 }, () => interest) } }));
    expect(many.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: `Please keep the interests to ${DATA_LIMITS.interests} or fewer.` });
    const long = body(await asServer(UPDATE, { input: { id, initiatorInterests: [{ ...interest, label: 'x'.repeat(100_000) }] } }));
    expect(long.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: "Each interest's label must be 1000 characters or fewer." });
    const kept = body(await graphql(cloud.url, annToken, 'query G($id: ID!) { getIssue(id: $id) { initiatorInterests { label } } }', { id }));
    expect(kept.data!.getIssue.initiatorInterests).toEqual([{ label: 'Fairness' }]);
  });

  it('refuses each JSON field one character over its size, and takes one at its size', async () => {
    const id = await create(annToken, issueInput(ann.email));
    const sized = (chars: number) => JSON.stringify({ text: 'x'.repeat(chars - '{"text":""}'.length) });
    for (const [field, limit] of Object.entries(STRUCTURED_LIMITS.Issue)) {
      if (limit.kind !== 'json') continue;
      const over = body(await asServer(UPDATE, { input: { id, [field]: sized(limit.maxChars + 1) } }));
      expect(over.errors?.[0], field).toMatchObject({ errorType: 'ValidationError', message: limit.tooLarge });
    }
    const fits = body(await asServer(UPDATE, { input: { id, proposedSolutionsJson: sized(DATA_LIMITS.solutionsJson) } }));
    expect(fits.errors).toBeUndefined();
    // A participant's own JSON (the personality results) is bounded the same way.
    const own = body(await graphql(cloud.url, annToken, UPDATE, { input: { id, initiatorPersonalityJson: sized(DATA_LIMITS.detailsJson + 1) } }));
    expect(own.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: 'The personality results are too large to save (at most 20,000 characters).' });
  });
});

it('stops a request at its time limit with an AppSync-shaped ExecutionTimeout', async () => {
  const db = await openDatabase(join(dataDir, 'timeout-pg'));
  const service = await createDataService({
    db,
    apiSchemaSdl: readFileSync(join(__dirname, '../../../local/generated/api-schema.graphql'), 'utf8'),
    modelSchemaSdl: readFileSync(join(__dirname, '../../../local/generated/model-schema.graphql'), 'utf8'),
    verifyJwt: async () => ({ email_lower: 'tim@example.com', token_use: 'id', sub: 'tim' }),
    iamCredentials: { accessKeyId: 'AKIATEST', secretAccessKey: 'secret', region: 'us-east-2' },
    requestTimeoutMs: 0,
  });
  const server = await startTestServer(service);
  try {
    const response = await graphql(server.origin, 'token', 'query { listIssues { items { id } } }');
    expect(response.status).toBe(200);
    expect(body(response).errors?.[0]).toMatchObject({ errorType: 'ExecutionTimeout', message: 'Execution timed out.' });
  } finally {
    await server.close();
    await service.close();
    await db.close();
  }
});
