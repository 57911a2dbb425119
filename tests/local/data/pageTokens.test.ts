/**
 * Page tokens reveal nothing (issue 18: a stranger's index query returned a token that decoded
 * to another session's id and time; paging a scan leaked every Issue id). Tokens are sealed
 * with a key kept in the data folder, bound to their query, and a stranger's page of someone
 * else's sessions is the same as a page of nobody's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../../local/cloud/server';
import { actAs, configureAmplify, idToken, newAccount, type Account } from '../../support/amplifyAgainstCloud';
import { graphql } from '../../support/underAttack';

const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-tokens-'));
let cloud: LocalCloud;
let ann: Account;
let annToken: string;
let benToken: string;
let ben: Account;
const VICTIM = 'victim@example.com';
const ids: string[] = [];
const times: string[] = [];

const BY_INITIATOR = 'query Q($e: String!, $t: String) { issuesByInitiatorEmail(initiatorEmail: $e, limit: 2, nextToken: $t) { items { id } nextToken } }';
const BY_COLLABORATOR = 'query Q($e: String!, $t: String, $l: Int) { issuesByCollaboratorEmail(collaboratorEmail: $e, limit: $l, nextToken: $t) { items { id } nextToken } }';
const SCAN = 'query L($t: String) { listIssues(limit: 1, nextToken: $t) { items { id initiatorEmail } nextToken } }';

interface Page {
  items: { id: string; initiatorEmail?: string }[];
  nextToken: string | null;
}
interface Answer {
  data: Record<string, Page> | null;
  errors?: { errorType: string; message: string }[];
}

async function ask(token: string, query: string, variables: Record<string, unknown>): Promise<Answer> {
  const response = await graphql(cloud.url, token, query, variables);
  return JSON.parse(response.text) as Answer;
}

beforeAll(async () => {
  cloud = await startLocalCloud({ port: 0, dataDir });
  configureAmplify(cloud);
  ann = await newAccount(cloud, 'Ann');
  ben = await newAccount(cloud, 'Ben');
  await actAs(ben);
  benToken = await idToken();
  await actAs(ann);
  annToken = await idToken();
  for (let i = 0; i < 5; i += 1) {
    const lastActivityAt = new Date(Date.UTC(2024, 0, i + 1)).toISOString();
    const created = await ask(annToken, 'mutation C($input: CreateIssueInput!) { createIssue(input: $input) { id } } ', {
      input: {
        initiatorEmail: ann.email,
        collaboratorEmail: VICTIM,
        initiatorFirstName: 'Ann',
        initiatorLastName: 'Tester',
        collaboratorFirstName: 'Vic',
        collaboratorLastName: 'Tim',
        lastActivityAt,
      },
    });
    ids.push((created.data as unknown as { createIssue: { id: string } }).createIssue.id);
    times.push(lastActivityAt);
  }
}, 30_000);

afterAll(async () => {
  await cloud?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('page tokens', () => {
  it('page the owner through every item, and carry nothing readable', async () => {
    const seen: string[] = [];
    const tokens: string[] = [];
    let token: string | null = null;
    do {
      const page: Page = (await ask(annToken, BY_INITIATOR, { e: ann.email, t: token })).data!.issuesByInitiatorEmail;
      seen.push(...page.items.map((i) => i.id));
      token = page.nextToken;
      if (token) tokens.push(token);
    } while (token);
    expect(seen.sort()).toEqual([...ids].sort());
    expect(tokens).toHaveLength(2);
    for (const sealed of tokens) {
      const decoded = Buffer.from(sealed, 'base64url').toString('latin1');
      for (const secret of [...ids, ...times, ann.email, 'Issue', 'pk', 'sort']) expect(decoded).not.toContain(secret);
    }
    // The same position sealed twice gives two different tokens.
    const again = (await ask(annToken, BY_INITIATOR, { e: ann.email, t: null })).data!.issuesByInitiatorEmail.nextToken;
    expect(again).not.toBe(tokens[0]);
  });

  it('refuse a token that was altered or made for another query, as DynamoDB refuses a bad starting key', async () => {
    const token = (await ask(annToken, BY_INITIATOR, { e: ann.email, t: null })).data!.issuesByInitiatorEmail.nextToken!;
    const flipped = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    const forged = Buffer.from(JSON.stringify({ s: 'Issue:byCollaboratorEmail', c: { pk: `["${ids[0]}"]` } })).toString('base64');
    for (const [query, variables] of [
      [BY_INITIATOR, { e: ann.email, t: flipped }],
      [BY_INITIATOR, { e: ann.email, t: forged }],
      [BY_COLLABORATOR, { e: VICTIM, t: token, l: 2 }],
    ] as const) {
      const answer = await ask(annToken, query, variables);
      expect(answer.errors?.[0]).toMatchObject({ errorType: 'DynamoDB:DynamoDbException', message: 'The provided starting key is invalid' });
    }
  });

  it('stay good across a restart, as the key is kept in the data folder', async () => {
    const token = (await ask(annToken, BY_INITIATOR, { e: ann.email, t: null })).data!.issuesByInitiatorEmail.nextToken!;
    const port = Number(new URL(cloud.url).port);
    await cloud.close();
    // The same port: the issuer in the signed-in users' tokens names it.
    cloud = await startLocalCloud({ port, dataDir });
    const next = await ask(annToken, BY_INITIATOR, { e: ann.email, t: token });
    expect(next.errors).toBeUndefined();
    expect(next.data!.issuesByInitiatorEmail.items).toHaveLength(2);
  });
});

describe("a stranger's queries", () => {
  it("learn nothing about someone else's sessions: no items and no token, as for someone with none", async () => {
    for (const limit of [1, 2, 100]) {
      expect((await ask(benToken, BY_COLLABORATOR, { e: VICTIM, l: limit })).data).toEqual({ issuesByCollaboratorEmail: { items: [], nextToken: null } });
      expect((await ask(benToken, BY_COLLABORATOR, { e: 'nobody@example.com', l: limit })).data).toEqual({
        issuesByCollaboratorEmail: { items: [], nextToken: null },
      });
    }
  });

  it('page a scan through their own items only', async () => {
    let token: string | null = null;
    let pages = 0;
    const seen: { id: string; initiatorEmail?: string }[] = [];
    do {
      const page: Page = (await ask(benToken, SCAN, { t: token })).data!.listIssues;
      seen.push(...page.items);
      token = page.nextToken;
      pages += 1;
    } while (token && pages < 50);
    expect(seen).toEqual([]);
    expect(pages).toBe(1);
  });

  it("get their own item from someone else's partition with no token that would tell of the others there", async () => {
    const created = (await ask(benToken, 'mutation C($input: CreateIssueInput!) { createIssue(input: $input) { id } }', {
      input: {
        initiatorEmail: ben.email,
        collaboratorEmail: VICTIM,
        initiatorFirstName: 'Ben',
        initiatorLastName: 'Tester',
        collaboratorFirstName: 'Vic',
        collaboratorLastName: 'Tim',
        lastActivityAt: new Date(Date.UTC(2023, 0, 1)).toISOString(),
      },
    })) as unknown as { data: { createIssue: { id: string } } };
    const own = created.data.createIssue.id;
    // Ann's five sessions with the same collaborator sort after Ben's (2024 > 2023) in this partition.
    expect((await ask(benToken, BY_COLLABORATOR, { e: VICTIM, l: 1 })).data).toEqual({ issuesByCollaboratorEmail: { items: [{ id: own }], nextToken: null } });
    expect((await ask(benToken, SCAN, { t: null })).data).toEqual({ listIssues: { items: [{ id: own, initiatorEmail: ben.email }], nextToken: null } });
  });
});
