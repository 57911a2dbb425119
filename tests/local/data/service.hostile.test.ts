/**
 * Hostile input, everywhere (issue 19), on the local AppSync through a local cloud started here
 * and plain HTTP: generated input for every input type of the API (CreateIssueInput,
 * UpdateIssueInput, the condition and filter inputs, the Profile inputs), bodies, queries,
 * headers and tokens. Each answer is a clear error, or a success that stores exactly what was
 * sent (read back and compared); nothing saved before a refused write changes; and after every
 * input a bystander's request is still answered, with their session as it was.
 *
 * fast-check generates the inputs (tests/support/hostile.ts); the runs per property are few,
 * so the whole file stays within a few tens of seconds; the counts are printed at the end.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { SignJWT, decodeJwt, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUE_SELECTION } from '../../../amplify/functions/shared/issueRecord';
import { startLocalCloud, type LocalCloud } from '../../../local/cloud/server';
import { KEPT_FIELDS } from '../../../src/domain/listLimits';
import { collaboratorAddressProblem } from '../../../src/domain/plainAddress';
import { statusUpdateProblem } from '../../../src/domain/status';
import { CREATION_VALUES, ISSUE_CREATION_FIELDS, mayUpdate, type IssueField, type Writer } from '../../../src/domain/writeRights';
import { accessToken, actAs, answerSafetyCheck, configureAmplify, idToken, newAccount, type Account } from '../../support/amplifyAgainstCloud';
import {
  conditionTree,
  SEED,
  Tally,
  asRead,
  fieldValue,
  hasLoneSurrogate,
  hostileText,
  inputFields,
  judgeInput,
  textAround,
  unclear,
  wrongType,
  type FieldSpec,
  type Verdict,
} from '../../support/hostile';
import { graphql, iamGraphql, raw, type RawResponse } from '../../support/underAttack';

const RUNS = 30;
fc.configureGlobal({ seed: SEED });
const tally = new Tally();
const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-hostile-data-'));
let cloud: LocalCloud;
let ann: Account;
let ben: Account;
let eve: Account;
let fay: Account;
const tokens: Record<string, string> = {};
/** The local cloud's clock runs this far ahead of the real one (to expire tokens). */
let clockOffset = 0;

interface GraphQLError {
  errorType?: string | null;
  message?: unknown;
  path?: unknown;
}
interface Answer {
  status: number;
  data: Record<string, any> | null | undefined;
  errors: GraphQLError[] | undefined;
  text: string;
}

function parseAnswer(response: RawResponse): Answer {
  let parsed: { data?: Record<string, any> | null; errors?: GraphQLError[] };
  try {
    parsed = JSON.parse(response.text);
  } catch {
    throw new Error(`Not JSON (HTTP ${response.status}): ${response.text.slice(0, 300)}`);
  }
  return { status: response.status, data: parsed.data, errors: parsed.errors, text: response.text };
}

/** Throws unless the answer is well formed: no server failure, and every error says clearly what was wrong. */
function assertClear(answer: Answer, allowed: number[] = [200, 400]): void {
  if (!allowed.includes(answer.status)) throw new Error(`HTTP ${answer.status}: ${answer.text.slice(0, 500)}`);
  for (const error of answer.errors ?? []) {
    const problem = unclear(error.message);
    if (problem) throw new Error(`Unclear error (${String(error.errorType)}): ${problem}`);
  }
}

const refused = (answer: Answer, field: string) => Boolean(answer.errors?.length) && !answer.data?.[field];

/** Counts a write as stored (accepted) or refused with an error. */
const tallyWrite = (property: string, answer: Answer, field: string) =>
  refused(answer, field) ? tally.outcome(property, 'error', 'refused') : tally.outcome(property, 'stored', 'accepted');

function expectVerdict(verdict: Verdict, answer: Answer, field: string): void {
  if (verdict.kind === 'refuse' && !refused(answer, field)) throw new Error(`Accepted although it must be refused (${verdict.why})`);
  if (verdict.kind === 'accept' && refused(answer, field)) {
    throw new Error(`Refused although it must be accepted: ${JSON.stringify(answer.errors).slice(0, 500)}`);
  }
}

const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => parseAnswer(await graphql(cloud.url, token, query, variables));

const GET = `query G($id: ID!) { getIssue(id: $id) { ${ISSUE_SELECTION} } }`;
const CREATE = `mutation C($input: CreateIssueInput!, $condition: ModelIssueConditionInput) { createIssue(input: $input, condition: $condition) { ${ISSUE_SELECTION} } }`;
const UPDATE = `mutation U($input: UpdateIssueInput!, $condition: ModelIssueConditionInput) { updateIssue(input: $input, condition: $condition) { ${ISSUE_SELECTION} } }`;
const PROFILE_FIELDS = 'emailLower email sub dpiType dpiResults dpiVersion dcsMode dcsScores dcsVersion extra noticesOff createdAt updatedAt';

/** The Issue as stored, read as a function reads it (IAM): every field. */
async function stored(id: string): Promise<Record<string, unknown> | null> {
  const answer = parseAnswer(await iamGraphql(cloud.url, cloud.functionCredentials, GET, { id }));
  if (answer.errors?.length) throw new Error(`Could not read ${id}: ${JSON.stringify(answer.errors)}`);
  return answer.data!.getIssue;
}

const baseInput = (initiator: Account, collaborator: Account) => ({
  initiatorEmail: initiator.email,
  collaboratorEmail: collaborator.email,
  initiatorFirstName: initiator.givenName,
  initiatorLastName: initiator.familyName,
  collaboratorFirstName: collaborator.givenName,
  collaboratorLastName: collaborator.familyName,
  initiatorIssue: ['We keep missing each other at handover'],
  desiredOutcomeInitiator: ['A handover time we both keep'],
  whyOutcomeMattersInitiator: ['I am late for work twice a week'],
  lastActivityAt: new Date().toISOString(),
});

async function createSession(initiator: Account, collaborator: Account, extra: Record<string, unknown> = {}): Promise<string> {
  const answer = await gql(tokens[initiator.email], CREATE, { input: { ...baseInput(initiator, collaborator), ...extra } });
  if (answer.errors?.length) throw new Error(`Could not create a session: ${JSON.stringify(answer.errors)}`);
  return answer.data!.createIssue.id as string;
}

// The bystander: Ben reads a session of his with Fay after every input; it must answer, unchanged.
let quietId: string;
let quietSnapshot: Record<string, unknown>;
async function bystanderStillServed(): Promise<void> {
  const answer = await gql(tokens[ben.email], GET, { id: quietId });
  if (answer.status !== 200 || answer.errors?.length) throw new Error(`The bystander was not served: ${answer.text.slice(0, 300)}`);
  expect(answer.data!.getIssue).toEqual(quietSnapshot);
}

const ISSUE_CREATE = inputFields('CreateIssueInput', 'Issue');
const ISSUE_UPDATE = inputFields('UpdateIssueInput', 'Issue');
const PROFILE_CREATE = inputFields('CreateProfileInput', 'Profile');
const PROFILE_UPDATE = inputFields('UpdateProfileInput', 'Profile');
const byName = (specs: FieldSpec[]) => new Map(specs.map((s) => [s.name, s]));
const UPDATE_SPECS = byName(ISSUE_UPDATE);

/** Compares what a write stored with what was sent; every other field as it was. */
function expectStoredExactly(after: Record<string, unknown>, before: Record<string, unknown> | null, sent: Record<string, unknown>, expected: Record<string, unknown>, specs: Map<string, FieldSpec>) {
  for (const [field, value] of Object.entries(expected)) {
    const spec = specs.get(field)!;
    expect(asRead(spec, after[field]), `${field} as stored`).toEqual(value);
  }
  if (!before) return;
  for (const [field, value] of Object.entries(before)) {
    if (field in sent || field === 'updatedAt') continue;
    expect(after[field], `${field}, which was not written`).toEqual(value);
  }
}

beforeAll(async () => {
  cloud = await startLocalCloud({ port: 0, dataDir, now: () => Date.now() + clockOffset });
  configureAmplify(cloud);
  [ann, ben, eve, fay] = await Promise.all(['Ann', 'Ben', 'Eve', 'Fay'].map((name) => newAccount(cloud, name)));
  for (const account of [ann, ben, eve, fay]) {
    await actAs(account);
    tokens[account.email] = await idToken();
  }
  quietId = await createSession(fay, ben, { initiatorIssue: ['שלום 👩🏽‍💻 <b>kept</b>'] });
  // Ben's own safety check lets him (and the subscribers) read what Fay writes (src/domain/beforeFirstCheck.ts).
  await actAs(ben);
  await answerSafetyCheck(quietId, ben.email);
  quietSnapshot = (await gql(tokens[ben.email], GET, { id: quietId })).data!.getIssue;
}, 60_000);

afterAll(async () => {
  console.log(tally.report('Hostile input to the local data API'));
  await cloud?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('CreateIssueInput', () => {
  it('stores exactly what the initiator sends, or refuses it clearly and stores nothing', async () => {
    const specs = byName(ISSUE_CREATE);
    const creatable = ISSUE_CREATION_FIELDS.filter((f) => f !== 'id' && f !== 'initiatorEmail');
    const others = ISSUE_CREATE.map((s) => s.name).filter((f) => !(ISSUE_CREATION_FIELDS as readonly string[]).includes(f));
    const arbitrary = fc.record({
      fields: fc.subarray([...creatable]),
      extra: fc.oneof({ weight: 4, arbitrary: fc.constant([] as string[]) }, { weight: 1, arbitrary: fc.subarray(others, { minLength: 1, maxLength: 2 }) }),
      owner: fc.oneof({ weight: 6, arbitrary: fc.constant('own') }, { weight: 1, arbitrary: fc.constant('other') }),
      id: fc.oneof({ weight: 5, arbitrary: fc.constant('uuid') }, { weight: 1, arbitrary: fc.constant('hostile') }),
    });
    await fc.assert(
      fc.asyncProperty(
        arbitrary.chain((shape) =>
          fc.record({
            shape: fc.constant(shape),
            values: fc.record(Object.fromEntries([...shape.fields, ...shape.extra].map((f) => [f, fieldValue(specs.get(f)!)]))),
            hostileId: textAround(64, { loneSurrogate: true }),
            hostileOwner: hostileText(3),
          }),
        ),
        async ({ shape, values, hostileId, hostileOwner }) => {
          tally.count('createIssue (CreateIssueInput)');
          const id = shape.id === 'uuid' ? randomUUID() : hostileId;
          const input: Record<string, unknown> = JSON.parse(
            JSON.stringify({ ...baseInput(ann, ben), ...values, id, initiatorEmail: shape.owner === 'own' ? ann.email : hostileOwner }),
          );
          const judged = judgeInput(ISSUE_CREATE, input);
          const expected = judged.stored;
          let verdict = judged.verdict;
          if (verdict.kind !== 'refuse') {
            const forbidden = Object.keys(input).find((f) => !(ISSUE_CREATION_FIELDS as readonly string[]).includes(f));
            const starting = Object.entries(CREATION_VALUES).find(([f, v]) => f in input && input[f] !== v);
            if (forbidden) verdict = { kind: 'refuse', why: `${forbidden} is not the creator's to set` };
            else if (input.initiatorEmail !== ann.email) verdict = { kind: 'refuse', why: 'someone else as the initiator' };
            else if (starting) verdict = { kind: 'refuse', why: `${starting[0]} is not a starting value` };
            else if (collaboratorAddressProblem(input)) verdict = { kind: 'refuse', why: 'the collaborator address is not a plain address' };
          }
          const answer = await gql(tokens[ann.email], CREATE, { input });
          assertClear(answer);
          expectVerdict(verdict, answer, 'createIssue');
          tallyWrite('createIssue (CreateIssueInput)', answer, 'createIssue');
          const readable = typeof id === 'string' && !hasLoneSurrogate(id);
          if (refused(answer, 'createIssue')) {
            if (readable) expect(await stored(id)).toBeNull();
          } else {
            expectStoredExactly((await stored(answer.data!.createIssue.id))!, null, input, expected, specs);
          }
          await bystanderStillServed();
        },
      ),
      { numRuns: RUNS * 2 },
    );
    tally.requireBothPaths('createIssue (CreateIssueInput)');
  });
});

describe('UpdateIssueInput', () => {
  it('stores exactly what a participant may write, refuses the rest clearly, and never changes anything on a refusal', async () => {
    const names = ISSUE_UPDATE.map((s) => s.name).filter((f) => f !== 'id');
    const writers: Writer[] = ['initiator', 'collaborator', 'stranger'];
    const own = (writer: Writer) => names.filter((f) => writer !== 'stranger' && mayUpdate(writer, f as IssueField));
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...writers)
          .chain((writer) =>
            fc.record({
              writer: fc.constant(writer),
              fields: fc.oneof(
                { weight: 4, arbitrary: fc.subarray(own(writer).length ? own(writer) : names, { minLength: 1, maxLength: 5 }) },
                { weight: 1, arbitrary: fc.subarray(names, { minLength: 1, maxLength: 3 }) },
              ),
            }),
          )
          .chain(({ writer, fields }) =>
            fc.record({ writer: fc.constant(writer), values: fc.record(Object.fromEntries(fields.map((f) => [f, fieldValue(UPDATE_SPECS.get(f)!)]))) }),
          ),
        async ({ writer, values }) => {
          tally.count('updateIssue (UpdateIssueInput)');
          const id = await createSession(ann, ben);
          const before = (await stored(id))!;
          const input: Record<string, unknown> = JSON.parse(JSON.stringify({ id, ...values }));
          const judged = judgeInput(ISSUE_UPDATE, input);
          const expected = judged.stored;
          let verdict = judged.verdict;
          delete expected.id;
          if (verdict.kind !== 'refuse') {
            const forbidden = Object.keys(input).find((f) => f !== 'id' && !mayUpdate(writer, f as IssueField));
            // Setting a field to null removes it: that takes `delete` rights, which no one has on an Issue.
            // AWSJSON "null" is null once parsed: a removal too.
            const cleared = Object.keys(input).find((f) => input[f] === null || (UPDATE_SPECS.get(f)?.type === 'AWSJSON' && input[f] === 'null'));
            if (forbidden) verdict = { kind: 'refuse', why: `${forbidden} is not the ${writer}'s to write` };
            else if (cleared) verdict = { kind: 'refuse', why: `${cleared} set to null` };
            else if (statusUpdateProblem(input, before)) verdict = { kind: 'refuse', why: 'a status move back, or to a step the server has not recorded' };
            else if (Object.keys(input).some((f) => /SolutionOrder|SolutionRankings/.test(f))) verdict = { kind: 'refuse', why: 'a ranking of no solutions' };
            // No check-in is open in a new session, and a generated list is no set of if-then commitments.
            else if (Object.keys(input).some((f) => /CheckInJson|CommitmentsJson/.test(f))) verdict = { kind: 'refuse', why: 'check-in answers with none open, or commitments that are no valid list' };
          }
          const account = { initiator: ann, collaborator: ben, stranger: eve }[writer];
          const answer = await gql(tokens[account.email], UPDATE, { input });
          assertClear(answer);
          expectVerdict(verdict, answer, 'updateIssue');
          tallyWrite('updateIssue (UpdateIssueInput)', answer, 'updateIssue');
          const after = (await stored(id))!;
          if (refused(answer, 'updateIssue')) expect(after).toEqual(before);
          else expectStoredExactly(after, before, input, expected, UPDATE_SPECS);
          await bystanderStillServed();
        },
      ),
      { numRuns: RUNS * 2 },
    );
    tally.requireBothPaths('updateIssue (UpdateIssueInput)');
  });
});

describe('ModelIssueConditionInput', () => {
  it('decides a generated condition one way and its negation the other, writing only when it holds', async () => {
    // Two sessions with the same generated content: the condition goes to one, its negation to the other.
    const content = fc.record({
      initiatorIssue: fc.array(hostileText(4), { minLength: 1, maxLength: 3 }),
      desiredOutcomeInitiator: fc.array(hostileText(4), { maxLength: 2 }),
      collaboratorFirstName: hostileText(2).map((t) => t.slice(0, 100) || 'Ben'),
    });
    // Fields whose values differ between the two sessions are left out.
    const differing = ['id', 'createdAt', 'updatedAt'];
    await fc.assert(
      fc.asyncProperty(
        content.chain((c) =>
          fc.record({
            content: fc.constant(c),
            // Now and then a condition that is not an object at all, so invalid conditions come up in every run.
            condition: fc.oneof(
              { weight: 5, arbitrary: conditionTree('ModelIssueConditionInput', [{ ...baseInput(ann, ben), ...c, status: 'created' }], { exclude: differing }) },
              { weight: 1, arbitrary: wrongType('object') },
            ),
          }),
        ),
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        async ({ content: c, condition }, relationship) => {
          tally.count('updateIssue condition (ModelIssueConditionInput)');
          const [a, b] = [await createSession(ann, ben, c), await createSession(ann, ben, c)];
          const before = { a: (await stored(a))!, b: (await stored(b))! };
          const write = (id: string, cond: unknown) => gql(tokens[ann.email], UPDATE, { input: { id, initiatorRelationship: relationship }, condition: cond });
          const answers = { a: await write(a, condition), b: await write(b, { not: condition }) };
          for (const [key, answer] of Object.entries(answers) as ['a' | 'b', Answer][]) {
            assertClear(answer);
            const id = key === 'a' ? a : b;
            const after = (await stored(id))!;
            if (refused(answer, 'updateIssue')) expect(after).toEqual(before[key]);
            else expectStoredExactly(after, before[key], { initiatorRelationship: relationship }, { initiatorRelationship: relationship }, UPDATE_SPECS);
          }
          const failedCondition = (answer: Answer) => answer.errors?.some((e) => e.errorType === 'DynamoDB:ConditionalCheckFailedException') ?? false;
          const kinds = [answers.a, answers.b].map((answer) => (answer.status === 400 ? 'invalid' : failedCondition(answer) ? 'false' : refused(answer, 'updateIssue') ? 'other' : 'true'));
          // A condition that holds or fails was accepted and judged; an invalid one (or another refusal) was not.
          const judged = kinds[0] === 'true' || kinds[0] === 'false';
          tally.outcome('updateIssue condition (ModelIssueConditionInput)', judged ? `held ${kinds[0]}` : kinds[0], judged ? 'accepted' : 'refused');
          if (kinds[0] === 'invalid' || kinds[1] === 'invalid') expect(kinds).toEqual(['invalid', 'invalid']);
          else expect([...kinds].sort()).toEqual(['false', 'true']);
          await bystanderStillServed();
        },
      ),
      { numRuns: RUNS },
    );
    tally.requireBothPaths('updateIssue condition (ModelIssueConditionInput)');
  });
});

describe('ModelIssueFilterInput and the list arguments', () => {
  let fayIds: string[];
  let fayIssues: Record<string, unknown>[];
  beforeAll(async () => {
    // Fay's sessions, with generated content (a fixed seed: the same six every run).
    const contents = fc.sample(
      fc.record({
        initiatorIssue: fc.array(hostileText(4), { minLength: 1, maxLength: 3 }),
        collaboratorFirstName: hostileText(2).map((t) => t.slice(0, 100) || 'Ben'),
        // Creatable fields only (initiatorRelationship, say, is written later, by update).
        desiredOutcomeInitiator: fc.option(fc.array(hostileText(2), { maxLength: 2 }), { nil: undefined }),
      }),
      { numRuns: 6, seed: 19 },
    );
    for (const content of contents) await createSession(fay, contents.indexOf(content) % 2 ? ben : eve, JSON.parse(JSON.stringify(content)));
    const all = await gql(tokens[fay.email], `query L($e: String!) { issuesByInitiatorEmail(initiatorEmail: $e, limit: 250) { items { ${ISSUE_SELECTION} } nextToken } }`, { e: fay.email });
    fayIssues = all.data!.issuesByInitiatorEmail.items;
    fayIds = fayIssues.map((i) => i.id as string).sort();
  });

  it('splits Fay’s sessions between a generated filter and its negation, and shows no one else’s', async () => {
    const list = (filter: unknown) =>
      gql(tokens[fay.email], 'query L($e: String!, $f: ModelIssueFilterInput) { issuesByInitiatorEmail(initiatorEmail: $e, filter: $f, limit: 250) { items { id initiatorEmail } nextToken } }', {
        e: fay.email,
        f: filter,
      });
    await fc.assert(
      // Now and then a filter that is not an object at all, so invalid filters come up in every run.
      fc.asyncProperty(fc.oneof({ weight: 5, arbitrary: conditionTree('ModelIssueFilterInput', fayIssues) }, { weight: 1, arbitrary: wrongType('object') }), async (filter) => {
        tally.count('issuesByInitiatorEmail filter (ModelIssueFilterInput)');
        const [kept, rest] = [await list(filter), await list({ not: filter })];
        assertClear(kept);
        assertClear(rest);
        if (kept.status === 400 || rest.status === 400) {
          tally.outcome('issuesByInitiatorEmail filter (ModelIssueFilterInput)', 'invalid', 'refused');
          expect([kept.status, rest.status]).toEqual([400, 400]);
        } else {
          const ids = (answer: Answer) => (answer.data!.issuesByInitiatorEmail.items as { id: string; initiatorEmail: string }[]).map((i) => {
            expect(i.initiatorEmail).toBe(fay.email);
            return i.id;
          });
          const [a, b] = [ids(kept), ids(rest)];
          tally.outcome('issuesByInitiatorEmail filter (ModelIssueFilterInput)', `matched ${a.length ? 'some' : 'none'}`, 'accepted');
          expect(a.filter((id) => b.includes(id))).toEqual([]);
          expect([...a, ...b].sort()).toEqual(fayIds);
        }
        await bystanderStillServed();
      }),
      { numRuns: RUNS },
    );
    tally.requireBothPaths('issuesByInitiatorEmail filter (ModelIssueFilterInput)');
  });

  it('answers hostile limits, tokens, sort directions and key conditions clearly, and with Fay’s sessions only', async () => {
    const query = `query L($e: String!, $limit: Int, $token: String, $direction: ModelSortDirection, $at: ModelStringKeyConditionInput) {
      issuesByInitiatorEmail(initiatorEmail: $e, limit: $limit, nextToken: $token, sortDirection: $direction, lastActivityAt: $at) { items { id initiatorEmail } nextToken } }`;
    const args = fc.record(
      {
        // Each argument mostly fine (or absent), so that both answers and refusals come up.
        limit: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 300 }) }, { weight: 1, arbitrary: fc.oneof(fc.constantFrom(0, -1, 2 ** 31 - 1), wrongType('number')) }),
        token: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.oneof(hostileText(3), fc.base64String({ maxLength: 200 }), wrongType('string')) }),
        direction: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('ASC', 'DESC') }, { weight: 1, arbitrary: hostileText(1) }),
        at: fc.oneof(
          fc.record({ beginsWith: fc.oneof(fc.constantFrom('20', '2026-', ''), hostileText(2)) }),
          fc.record({ between: fc.array(fc.oneof(fc.constantFrom('2000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z'), hostileText(1)), { maxLength: 3 }) }),
          fc.dictionary(fc.constantFrom('eq', 'le', 'lt', 'ge', 'gt'), hostileText(2), { minKeys: 1, maxKeys: 2 }),
          wrongType('object'),
        ),
        e: fc.oneof({ weight: 4, arbitrary: fc.constant(fay.email) }, { weight: 1, arbitrary: fc.constantFrom(ann.email, ben.email, '', fay.email.toUpperCase()) }),
      },
      { requiredKeys: ['e'] },
    );
    await fc.assert(
      fc.asyncProperty(args, async (variables) => {
        tally.count('issuesByInitiatorEmail arguments');
        const answer = await gql(tokens[fay.email], query, JSON.parse(JSON.stringify(variables)));
        assertClear(answer);
        const items = (answer.data?.issuesByInitiatorEmail?.items ?? []) as { id: string; initiatorEmail: string }[];
        if (answer.errors?.length) tally.outcome('issuesByInitiatorEmail arguments', 'error', 'refused');
        else tally.outcome('issuesByInitiatorEmail arguments', 'answered', 'accepted');
        for (const item of items) expect(item.initiatorEmail).toBe(fay.email);
        expect(items.every((i) => fayIds.includes(i.id))).toBe(true);
        await bystanderStillServed();
      }),
      { numRuns: RUNS },
    );
    tally.requireBothPaths('issuesByInitiatorEmail arguments');
  });
});

describe('CreateProfileInput and UpdateProfileInput', () => {
  const GET_PROFILE = `query P($e: String!) { getProfile(emailLower: $e) { ${PROFILE_FIELDS} } }`;
  const WRITE = {
    create: `mutation C($input: CreateProfileInput!) { createProfile(input: $input) { ${PROFILE_FIELDS} } }`,
    update: `mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { ${PROFILE_FIELDS} } }`,
    delete: `mutation D($input: DeleteProfileInput!) { deleteProfile(input: $input) { emailLower } }`,
  };
  const FIELD = { create: 'createProfile', update: 'updateProfile', delete: 'deleteProfile' } as const;
  const profile = async (account: Account) => (await gql(tokens[account.email], GET_PROFILE, { e: account.email })).data?.getProfile ?? null;

  beforeAll(async () => {
    for (const account of [ann, ben]) {
      const made = await gql(tokens[account.email], WRITE.create, { input: { emailLower: account.email, email: account.email, extra: JSON.stringify({ firstName: account.givenName }) } });
      expect(made.errors).toBeUndefined();
    }
  });

  it('stores exactly what the owner writes, refuses everyone else, and refuses clearly what does not fit', async () => {
    const specs = byName(PROFILE_UPDATE);
    const names = PROFILE_UPDATE.map((s) => s.name).filter((f) => f !== 'emailLower');
    const arbitrary = fc.record({
      op: fc.constantFrom('update', 'update', 'update', 'create', 'delete'),
      target: fc.oneof({ weight: 4, arbitrary: fc.constant('own') }, { weight: 1, arbitrary: fc.constantFrom('ben', 'hostile') }),
      hostile: textAround(254, { loneSurrogate: true }),
      fields: fc.subarray(names, { minLength: 1, maxLength: 4 }),
    }).chain((shape) => fc.record({ shape: fc.constant(shape), values: fc.record(Object.fromEntries(shape.fields.map((f) => [f, fieldValue(specs.get(f)!)]))) }));
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ shape, values }) => {
        tally.count('Profile writes (Create/Update/DeleteProfileInput)');
        const op = shape.target === 'own' && shape.op === 'delete' ? 'update' : (shape.op as 'create' | 'update' | 'delete');
        const emailLower = shape.target === 'own' ? ann.email : shape.target === 'ben' ? ben.email : shape.hostile;
        const input: Record<string, unknown> = JSON.parse(JSON.stringify(op === 'delete' ? { emailLower } : { emailLower, ...values }));
        const [annBefore, benBefore] = [await profile(ann), await profile(ben)];
        const judged = judgeInput(op === 'create' ? PROFILE_CREATE : op === 'update' ? PROFILE_UPDATE : inputFields('DeleteProfileInput'), input);
        let verdict = judged.verdict;
        if (verdict.kind !== 'refuse') {
          const removed = KEPT_FIELDS.Profile.find((f) => input[f] === null);
          if (emailLower !== ann.email) verdict = { kind: 'refuse', why: 'someone else’s profile' };
          else if (op === 'create') verdict = { kind: 'refuse', why: 'the profile exists' };
          // A required field set to null would leave a profile the API cannot return.
          else if (removed) verdict = { kind: 'refuse', why: `${removed} set to null` };
        }
        const answer = await gql(tokens[ann.email], WRITE[op], { input });
        assertClear(answer);
        expectVerdict(verdict, answer, FIELD[op]);
        tallyWrite('Profile writes (Create/Update/DeleteProfileInput)', answer, FIELD[op]);
        const [annAfter, benAfter] = [await profile(ann), await profile(ben)];
        expect(benAfter).toEqual(benBefore);
        if (refused(answer, FIELD[op])) expect(annAfter).toEqual(annBefore);
        else expectStoredExactly(annAfter, annBefore, input, judged.stored, specs);
        await bystanderStillServed();
      }),
      { numRuns: RUNS * 2 },
    );
    tally.requireBothPaths('Profile writes (Create/Update/DeleteProfileInput)');
  });
});

describe('U+0000 in text and in keys', () => {
  // Postgres text and jsonb cannot hold U+0000, DynamoDB can: the store encodes such items and
  // keys (local/data/store.ts). Generated text reaches it now and then; here it is certain.
  it('stores text holding U+0000 (and the store’s own key marker U+0001) exactly, and finds it by an index key holding it', async () => {
    const query = `query S($sub: String!) { profilesBySub(sub: $sub) { items { emailLower sub } } }`;
    for (const sub of ['a\u0000b', '\u0001{"x":1}', '\u0000', 'plain']) {
      const written = await gql(tokens[eve.email], `mutation U($input: CreateProfileInput!) { createProfile(input: $input) { sub } }`, {
        input: { emailLower: eve.email, email: eve.email, sub, extra: JSON.stringify({ note: `x${sub}y` }) },
      });
      expect(written.errors).toBeUndefined();
      const read = await gql(tokens[eve.email], `query P($e: String!) { getProfile(emailLower: $e) { sub extra } }`, { e: eve.email });
      expect(read.data!.getProfile.sub).toBe(sub);
      expect(JSON.parse(read.data!.getProfile.extra as string)).toEqual({ note: `x${sub}y` });
      const found = await gql(tokens[eve.email], query, { sub });
      expect(found.data!.profilesBySub.items).toEqual([{ emailLower: eve.email, sub }]);
      // Another key that only differs after U+0000 finds nothing.
      expect((await gql(tokens[eve.email], query, { sub: `${sub}\u0000` })).data!.profilesBySub.items).toEqual([]);
      const removed = await gql(tokens[eve.email], 'mutation D($input: DeleteProfileInput!) { deleteProfile(input: $input) { emailLower } }', { input: { emailLower: eve.email } });
      expect(removed.errors).toBeUndefined();
    }
  });
});

describe('requests, headers and tokens', () => {
  const READ = `query G($id: ID!) { getIssue(id: $id) { ${ISSUE_SELECTION} } }`;
  const WRITE_NOTE = 'mutation W($input: UpdateIssueInput!) { updateIssue(input: $input) { id initiatorRelationship } }';
  // Gil's session: Gil signs out everywhere, and his captured token is replayed against it.
  let gil: Account;
  let gilId: string;
  let gilSnapshot: Record<string, unknown>;
  let fakes: { rsa: string; none: string };

  beforeAll(async () => {
    gil = await newAccount(cloud, 'Gil');
    await actAs(gil);
    tokens[gil.email] = await idToken();
    gilId = await createSession(gil, ann);
    gilSnapshot = (await stored(gilId))!;
    const access = await accessToken();
    const signedOut = await raw(`${cloud.url}/cognito/`, {
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.GlobalSignOut' },
      body: JSON.stringify({ AccessToken: access }),
    });
    expect(signedOut.status).toBe(200);
    // Fay's claims under another key's signature, and with no signature at all.
    const claims = decodeJwt(tokens[fay.email]);
    const { privateKey } = await generateKeyPair('RS256');
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    fakes = {
      rsa: await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: String(decodeJwtHeader(tokens[fay.email]).kid) }).sign(privateKey),
      none: `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
    };
  });

  const decodeJwtHeader = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')) as Record<string, unknown>;

  /** Who sends: Fay (whose session the writes name, live token) or a token that must get nothing. */
  const CALLERS = ['fay', 'expired', 'revoked', 'forged', 'none', 'missing', 'garbage', 'bearer'] as const;
  type CallerKind = (typeof CALLERS)[number];
  const authorization = (kind: CallerKind, junk: string): string | undefined =>
    ({
      fay: tokens[fay.email],
      expired: tokens[fay.email],
      revoked: tokens[gil.email],
      forged: fakes.rsa,
      none: fakes.none,
      missing: undefined,
      garbage: junk,
      // AppSync takes the bare token; "Bearer <token>" is not one.
      bearer: `Bearer ${tokens[fay.email]}`,
    })[kind];

  const headerText = fc.string({ unit: fc.constantFrom(...'abcXYZ019.-_=+/ <>"\'{};:'.split('')), maxLength: 60 });

  /**
   * A body, as a recipe (built by `render`, so a failure's report stays short): a read or write that
   * is fine in itself, or a malformed, batched, deeply nested or oversized document.
   */
  type Body =
    | { kind: 'read' }
    | { kind: 'write'; target: 'fay' | 'gil'; note: string }
    | { kind: 'text'; text: string }
    | { kind: 'batch'; count: number }
    | { kind: 'deepSelection'; depth: number }
    | { kind: 'deepFilter'; depth: number }
    | { kind: 'aliases'; count: number }
    | { kind: 'operations'; count: number }
    | { kind: 'shape'; body: Record<string, unknown> };
  const body: fc.Arbitrary<Body> = fc.oneof(
    { weight: 3, arbitrary: fc.constant({ kind: 'read' as const }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('write' as const), target: fc.constantFrom('fay' as const, 'gil' as const), note: textAround(200, { within: true }) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('text' as const),
        text: fc.oneof(hostileText(5), fc.constantFrom('', '{', '{"query":', 'null', '[]', '"query"', '{"query": "{ getIssue }"', '\uFEFF{"query":"{ __typename }"}')),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('batch' as const), count: fc.integer({ min: 1, max: 30 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('deepSelection' as const), depth: fc.oneof(fc.integer({ min: 2, max: 20 }), fc.integer({ min: 100, max: 100_000 })) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('deepFilter' as const), depth: fc.oneof(fc.integer({ min: 1, max: 70 }), fc.integer({ min: 100, max: 100_000 })) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('aliases' as const), count: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 100, max: 5_000 })) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('operations' as const), count: fc.integer({ min: 2, max: 200 }) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('shape' as const),
        body: fc.oneof(
          fc.record({ query: wrongType('string') }),
          fc.record({ query: fc.constant(READ), variables: wrongType('object').filter((v) => v !== null && (typeof v !== 'object' || Array.isArray(v))) }),
          fc.record({ query: fc.constant(READ), variables: fc.constant({ id: quietId }), operationName: fc.oneof(wrongType('string'), hostileText(2)) }),
          fc.record({ query: hostileText(4) }),
          fc.constant({}),
        ),
      }),
    },
  );

  function render(recipe: Body): string {
    switch (recipe.kind) {
      case 'read':
        return JSON.stringify({ query: READ, variables: { id: quietId } });
      case 'write':
        return JSON.stringify({ query: WRITE_NOTE, variables: { input: { id: recipe.target === 'fay' ? quietId : gilId, initiatorRelationship: recipe.note } } });
      case 'text':
        return recipe.text;
      case 'batch':
        return JSON.stringify(Array.from({ length: recipe.count }, (_, i) => ({ query: WRITE_NOTE, variables: { input: { id: quietId, initiatorRelationship: `batched ${i}` } } })));
      case 'deepSelection':
        return JSON.stringify({ query: `query { getIssue(id: "${quietId}") ${'{ id '.repeat(recipe.depth)}${'}'.repeat(recipe.depth)} }` });
      case 'deepFilter': {
        // Written as text: JSON.stringify itself overflows the stack on a value this deep.
        const filter = `${'{"not":'.repeat(recipe.depth)}{"collaboratorFirstName":{"eq":"Ben"}}${'}'.repeat(recipe.depth)}`;
        const query = 'query L($e: String!, $f: ModelIssueFilterInput) { issuesByInitiatorEmail(initiatorEmail: $e, filter: $f) { items { id } } }';
        return `{"query":${JSON.stringify(query)},"variables":{"e":${JSON.stringify(fay.email)},"f":${filter}}}`;
      }
      case 'aliases':
        return JSON.stringify({
          query: `query A($id: ID!) { ${Array.from({ length: recipe.count }, (_, i) => `a${i}: getIssue(id: $id) { id }`).join(' ')} }`,
          variables: { id: quietId },
        });
      case 'operations':
        return JSON.stringify({ query: Array.from({ length: recipe.count }, (_, i) => `query Q${i} { getIssue(id: "${quietId}") { id } }`).join('\n') });
      case 'shape':
        return JSON.stringify(recipe.body);
    }
  }

  /** What the answer must be, from who sent what. */
  function expected(caller: CallerKind, recipe: Body): { statuses: number[]; why: string } {
    if (caller !== 'fay') return { statuses: [401], why: `the ${caller} token` };
    switch (recipe.kind) {
      case 'read':
        return { statuses: [200], why: 'Fay reading her session' };
      case 'write':
        // Fay may write her own session's note; Gil's is not hers (an authorization error, HTTP 200).
        return { statuses: [200], why: 'a write of a note' };
      case 'text':
      case 'batch':
      case 'operations':
        return { statuses: [400], why: `a ${recipe.kind} body` };
      case 'deepSelection':
        // getIssue { id { id ... } }: selections on a scalar, refused however deep.
        return { statuses: [400], why: 'selections on a scalar' };
      case 'deepFilter':
        return recipe.depth + 3 > 64 ? { statuses: [400], why: 'variables nested too deeply' } : { statuses: [200], why: 'a filter of nots' };
      case 'aliases':
        return { statuses: [200, 400], why: `${recipe.count} aliases` };
      case 'shape':
        return { statuses: [400], why: 'a body of the wrong shape' };
    }
  }

  it('answers every generated request as it deserves and clearly, and no refused request changes anything', async () => {
    const property = 'data API requests (bodies, headers, tokens)';
    const request = fc.record({
      body,
      caller: fc.oneof({ weight: 2, arbitrary: fc.constant<CallerKind>('fay') }, { weight: 1, arbitrary: fc.constantFrom(...CALLERS) }),
      junk: headerText,
      contentType: fc.oneof({ weight: 6, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/graphql', '') }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ body: recipe, caller, junk, contentType }) => {
        tally.count(property);
        const auth = authorization(caller, junk);
        if (caller === 'expired') clockOffset = 61 * 60_000;
        let response: RawResponse;
        try {
          response = await raw(`${cloud.url}/graphql`, { headers: { 'content-type': contentType, ...(auth === undefined ? {} : { authorization: auth }) }, body: render(recipe) });
        } finally {
          clockOffset = 0;
        }
        const answer = parseAnswer(response);
        const { statuses, why } = expected(caller, recipe);
        tally.outcome(property, `HTTP ${answer.status}${answer.errors?.length ? ' with errors' : ''}`, answer.status === 200 && !answer.errors?.length ? 'accepted' : 'refused');
        if (!statuses.includes(answer.status)) throw new Error(`HTTP ${answer.status} for ${why} (expected ${statuses.join(' or ')}): ${answer.text.slice(0, 300)}`);
        assertClear(answer, [200, 400, 401]);
        if (caller === 'fay' && recipe.kind === 'read') expect(answer.data!.getIssue).toEqual(quietSnapshot);
        if (caller === 'fay' && recipe.kind === 'write') {
          if (recipe.target === 'gil') expect(refused(answer, 'updateIssue')).toBe(true);
          else {
            // Fay's own write is accepted and stored exactly; then her session is put back as it was.
            expect(answer.data?.updateIssue?.initiatorRelationship).toBe(recipe.note);
            expect((await stored(quietId))!.initiatorRelationship).toBe(recipe.note);
            const restore = await gql(tokens[fay.email], WRITE_NOTE, { input: { id: quietId, initiatorRelationship: quietSnapshot.initiatorRelationship ?? '' } });
            expect(restore.errors).toBeUndefined();
            quietSnapshot = (await gql(tokens[ben.email], GET, { id: quietId })).data!.getIssue;
          }
        }
        // Gil's session, whose owner's token is replayed after sign-out, never changes.
        expect(await stored(gilId)).toEqual(gilSnapshot);
        await bystanderStillServed();
      }),
      { numRuns: RUNS * 3 },
    );
    tally.requireBothPaths(property);
  });
});
