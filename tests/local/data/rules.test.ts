/**
 * The local data service's building blocks: rules read from the transformer input, filter
 * semantics, and the store's sparse indexes (rebuilt when the schema gains an index).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeCreate, authorizeSubscription, authorizeUpdate, canRead, type Caller } from '../../../local/data/authz';
import { matchesFilter } from '../../../local/data/filters';
import { loadSchemaRules, type ModelRules } from '../../../local/data/rules';
import { DataStore } from '../../../local/data/store';
import { repoPath } from '../../support/repoRoot';

const modelSchema = readFileSync(repoPath('local/generated/model-schema.graphql'), 'utf8');
const rules = loadSchemaRules(modelSchema);
const issue = rules.models.get('Issue')!;
const profile = rules.models.get('Profile')!;
const user = (email: string): Caller => ({ kind: 'userPool', claims: { email_lower: email, username: email } });

describe('rules from model-schema.graphql', () => {
  it('reads keys, indexes and validations', () => {
    expect(issue.primaryKey).toMatchObject({ partition: 'id', sort: [] });
    expect(issue.indexes.map((i) => [i.queryField, i.partition, i.sort])).toEqual([
      ['issuesByInitiatorEmail', 'initiatorEmail', ['lastActivityAt']],
      ['issuesByCollaboratorEmail', 'collaboratorEmail', ['lastActivityAt']],
    ]);
    expect(profile.primaryKey.partition).toBe('emailLower');
    expect(issue.validations.get('issueStatus')?.[0]).toMatchObject({ type: 'maxLength', value: '200' });
    expect(issue.validations.get('issueStatus')?.[0].test('x'.repeat(201))).toBe(false);
  });

  it('builds the access matrix like the auth transformer', () => {
    const [initiator, collaborator] = issue.roles;
    expect(initiator.entityField).toBe('initiatorEmail');
    expect(issue.rolesFor('create').map((r) => r.id)).toEqual([initiator.id]);
    expect(issue.rolesFor('delete')).toEqual([]);
    expect(issue.allows(initiator.id, 'status', 'update')).toBe(true);
    expect(issue.allows(collaborator.id, 'status', 'update')).toBe(true);
    // Field rules replace the model rules on the participant fields: read and create only.
    for (const role of [initiator, collaborator]) expect(issue.allows(role.id, 'initiatorEmail', 'update')).toBe(false);
    expect(issue.allows(initiator.id, 'collaboratorEmail', 'create')).toBe(true);
    expect(issue.allows(collaborator.id, 'collaboratorEmail', 'get')).toBe(true);
    expect(profile.rolesFor('delete', true)).toHaveLength(1);
  });

  it('authorizes by the e-mail claim', () => {
    const item = { id: '1', initiatorEmail: 'a@x.com', collaboratorEmail: 'b@x.com' };
    expect(canRead(issue, user('a@x.com'), item, 'get')).toBe(true);
    expect(canRead(issue, user('b@x.com'), item, 'list')).toBe(true);
    expect(canRead(issue, user('c@x.com'), item, 'get')).toBe(false);
    expect(canRead(issue, { kind: 'iam', accessKeyId: 'k' }, item, 'get')).toBe(true);
    expect(() => authorizeCreate(issue, user('b@x.com'), { ...item }, 'createIssue')).toThrow(/Not Authorized/);
    expect(() => authorizeCreate(issue, user('a@x.com'), { ...item }, 'createIssue')).not.toThrow();
    expect(() => authorizeUpdate(issue, user('b@x.com'), item, { id: '1', status: 'accepted' }, 'updateIssue')).not.toThrow();
    expect(() => authorizeUpdate(issue, user('b@x.com'), item, { id: '1', status: null }, 'updateIssue')).toThrow(
      'Unauthorized on [status]',
    );
    expect(() => authorizeUpdate(issue, user('c@x.com'), item, { id: '1' }, 'updateIssue')).toThrow(/Not Authorized/);
    expect(() => authorizeUpdate(issue, user('a@x.com'), null, { id: '1' }, 'updateIssue')).toThrow(/Not Authorized/);
    // A create without the owner field is filled with the caller's claim, as the VTL does.
    const input: Record<string, unknown> = { emailLower: undefined };
    delete input.emailLower;
    authorizeCreate(profile, user('a@x.com'), input, 'createProfile');
    expect(input.emailLower).toBe('a@x.com');
  });

  it('filters subscriptions at runtime to the records the caller owns', () => {
    expect(authorizeSubscription(issue, user('a@x.com'), {}, 'onUpdateIssue')).toEqual({
      or: [{ initiatorEmail: { eq: 'a@x.com' } }, { collaboratorEmail: { eq: 'a@x.com' } }],
    });
    expect(() => authorizeSubscription(issue, user('a@x.com'), { initiatorEmail: 'b@x.com' }, 'onUpdateIssue')).toThrow(
      'Not Authorized to access onUpdateIssue on type Subscription',
    );
    expect(authorizeSubscription(profile, user('a@x.com'), { emailLower: 'a@x.com' }, 'onUpdateProfile')).toBeNull();
    expect(authorizeSubscription(issue, { kind: 'iam', accessKeyId: 'k' }, {}, 'onUpdateIssue')).toBeNull();
  });
});

describe('filter semantics (DynamoDB expressions)', () => {
  const item = { s: 'hello', n: 5, list: ['a', 'b'], flag: false, nothing: null };
  it.each([
    [{ s: { eq: 'hello' } }, true],
    [{ s: { ne: 'x' } }, true],
    [{ missing: { ne: 'x' } }, true],
    [{ missing: { eq: 'x' } }, false],
    [{ n: { between: [1, 5] } }, true],
    [{ n: { gt: '1' } }, false],
    [{ s: { beginsWith: 'he', contains: 'll' } }, true],
    [{ list: { contains: 'b' } }, true],
    [{ list: { notContains: 'b' } }, false],
    [{ missing: { attributeExists: false } }, true],
    [{ nothing: { attributeExists: true } }, true],
    [{ s: { size: { eq: 5 } } }, true],
    [{ n: { attributeType: 'number' } }, true],
    [{ s: { in: ['x', 'hello'] } }, true],
    [{ or: [{ s: { eq: 'x' } }, { n: { eq: 5 } }] }, true],
    [{ and: [{ s: { eq: 'hello' } }, { not: { n: { eq: 5 } } }] }, false],
    [{ flag: { eq: false } }, true],
  ])('%j -> %s', (filter, expected) => {
    expect(matchesFilter(item, filter)).toBe(expected);
  });
});

describe('store indexes', () => {
  const schemaV1 = /* GraphQL */ `
    type Note @model @auth(rules: [{allow: owner, ownerField: "owner", identityClaim: "sub"}]) {
      board: String! @primaryKey(sortKeyFields: ["slug"])
      slug: String!
      rank: Int @index(name: "byRank", sortKeyFields: ["size"], queryField: "notesByRank")
      size: Int
      owner: String
      tag: String
    }`;
  const schemaV2 = schemaV1.replace('tag: String', 'tag: String @index(queryField: "notesByTag")');
  let dir: string;
  let db: PGlite;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'local-data-store-'));
    db = new PGlite(join(dir, 'pg'));
    await db.waitReady;
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const put = (store: DataStore, model: ModelRules, item: Record<string, unknown>) =>
    store.mutate(model, item, () => ({ write: { kind: 'put', item }, result: item }));

  it('queries composite primary keys and numeric sort keys, sparse, in both directions, with paging', async () => {
    const note = loadSchemaRules(schemaV1).models.get('Note')!;
    const store = await DataStore.open(db, [note]);
    for (const [slug, rank, size] of [['a', 1, 10], ['b', 1, 9], ['c', 1, 100], ['d', 2, 1], ['e', null, 5]] as const) {
      await put(store, note, { board: 'B', slug, rank, size, tag: slug === 'a' ? 'red' : null });
    }
    const bySize = await store.query(note, { key: note.indexes[0], partition: 1, descending: false, limit: 10 });
    expect(bySize.items.map((i) => i.slug)).toEqual(['b', 'a', 'c']); // numeric order, not text
    const page1 = await store.query(note, { key: note.primaryKey, partition: 'B', descending: true, limit: 2 });
    expect(page1.items.map((i) => i.slug)).toEqual(['e', 'd']);
    const page2 = await store.query(note, { key: note.primaryKey, partition: 'B', descending: true, limit: 2, after: page1.next });
    expect(page2.items.map((i) => i.slug)).toEqual(['c', 'b']);
    const prefixed = await store.query(note, {
      key: note.primaryKey,
      partition: 'B',
      sortCondition: { op: 'between', value: ['b', 'c'] },
      descending: false,
      limit: 10,
    });
    expect(prefixed.items.map((i) => i.slug)).toEqual(['b', 'c']);
    // Moving an item out of the index (its key field removed) takes it out of the index.
    await put(store, note, { board: 'B', slug: 'c', size: 100 });
    const after = await store.query(note, { key: note.indexes[0], partition: 1, descending: false, limit: 10 });
    expect(after.items.map((i) => i.slug)).toEqual(['b', 'a']);
  });

  it('builds a new index over existing items when the schema gains it', async () => {
    const note = loadSchemaRules(schemaV2).models.get('Note')!;
    const store = await DataStore.open(db, [note]);
    const byTag = note.indexes.find((i) => i.queryField === 'notesByTag')!;
    const red = await store.query(note, { key: byTag, partition: 'red', descending: false, limit: 10 });
    expect(red.items.map((i) => i.slug)).toEqual(['a']);
  });
});
