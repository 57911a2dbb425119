/**
 * The write-rights table, tried field by field through the real aws-amplify client against the
 * local cloud (which enforces what the Amplify transformer compiles from the table): as the
 * initiator, the collaborator and a stranger, every update of every Issue field, every field at
 * creation, and every Profile field as its owner and as a stranger. Allowed writes are read back
 * through the client and stored as sent; refused ones answer Unauthorized and leave the stored
 * record exactly as it was (a refused creation stores nothing).
 *
 * The fields tried come from the generated schema (local/generated/model-schema.graphql), not
 * from the table, and each case records what it tried: the last test of each model checks that
 * every schema field was placed by the table and tried, so a field the table forgets, or a case
 * that goes missing, fails here.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIssue, updateIssue } from '../../../amplify/functions/shared/participantIssue';
import { startLocalCloud, type LocalCloud } from '../../../local/cloud/server';
import { loadSchemaRules, type FieldDef, type ModelRules } from '../../../local/data/rules';
import { SEALED_SOLUTION } from '../../../src/domain/blindRankings';
import { CHECK_IN_FIELD, SEALED_CHECK_IN } from '../../../src/domain/checkIns';
import { LEFT_AT_FIELD } from '../../../src/domain/leaving';
import { RANKING_FIELDS } from '../../../src/domain/rankingRules';
import { SIDE_SHARE_MESSAGE } from '../../../src/domain/sideShare';
import { normalizeSolution, solutionsDocument } from '../../../src/domain/solutions';
import { rankingsFor } from '../../../src/domain/topThree';
import {
  CREATION_VALUES,
  ISSUE_WRITE_RIGHTS,
  PROFILE_WRITE_RIGHTS,
  mayCreateWith,
  mayUpdate,
  type IssueField,
  type Writer,
} from '../../../src/domain/writeRights';
import { actAs, configureAmplify, dataClient, newAccount, respond, startSession, type Account } from '../../support/amplifyAgainstCloud';
import { repoPath } from '../../support/repoRoot';

const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-write-rights-'));
const rules = loadSchemaRules(readFileSync(repoPath('local/generated/model-schema.graphql'), 'utf8'));
let cloud: LocalCloud;
let initiator: Account;
let collaborator: Account;
let stranger: Account;

const ENUM_VALUES: Record<string, unknown> = {
  IssueStatus: 'closed', // the one move a participant may make before the server records the next step
  ConflictType: 'values',
  ProposeStrategiesStatus: 'pending',
  AiStatus: 'failed',
  JobStatus: 'failed',
  SessionSide: 'collaborator',
};
const CUSTOM_VALUES: Record<string, unknown> = {
  Interest: { category: 'time', label: 'Evenings', rationale: 'Said twice' },
  SolutionRanking: { sol: 'sol-2', value: 1, title: 'Take turns' },
  SolutionScore: { sol: 'sol-2', title: 'Take turns', initiatorScore: 1, collaboratorScore: 2, sum: 3 },
  PrecedencePrinciple: { code: 'fairness', human: 'Fairness first' },
};

// Each probed session has five solutions (written as the server would), so rankings can be valid.
const SOLUTIONS = [1, 2, 3, 4, 5].map((n) => normalizeSolution({ id: `sol-${n}`, title: `Plan ${n}` }, n - 1));
const ORDER = ['sol-3', 'sol-1', 'sol-2', 'sol-5', 'sol-4'];
/** Values that must also satisfy the update pipeline's own checks (a ranking of the five). */
const CHECKED_VALUES: Record<string, unknown> = {
  initiatorSolutionOrder: ORDER,
  collaboratorSolutionOrder: ORDER,
  initiatorSolutionRankings: rankingsFor(ORDER, SOLUTIONS),
  collaboratorSolutionRankings: rankingsFor(ORDER, SOLUTIONS),
  // Step 7: a valid draft, and answers to the check-in each probed session has open (STEP_7 below).
  initiatorCommitmentsJson: JSON.stringify({ commitments: [{ when: 'Sunday comes', will: 'cook' }], trialDays: 14 }),
  collaboratorCommitmentsJson: JSON.stringify({ commitments: [{ when: 'I am late', will: 'text first' }], trialDays: 14 }),
  initiatorCheckInJson: JSON.stringify({ checkIn: 1, kept: { i1: 'kept' }, fairness: 4, talking: 4, note: 'fine' }),
  collaboratorCheckInJson: JSON.stringify({ checkIn: 1, kept: { i1: 'partly' }, fairness: 3, talking: 2, note: 'ok' }),
};

/** Each probed session has a recorded commitment and its first check-in open, as the server records them. */
const STEP_7 = {
  commitmentJson: JSON.stringify({ committedAt: '2031-01-01T00:00:00.000Z', trialDays: 14, trialEndsAt: '2031-01-15T00:00:00.000Z', commitments: [{ id: 'i1', side: 'initiator', when: 'Sunday comes', will: 'cook' }] }),
  reviewJson: JSON.stringify({ open: { number: 1, dueAt: '2031-01-15T00:00:00.000Z', openedAt: '2031-01-15T00:00:00.000Z' }, checkIns: [] }),
};
/** A check-in answer in a write's result: sealed, as every subscriber reads it until both answered. */
const SEALED_CHECK_IN_ANSWER = { checkIn: 1, sealed: SEALED_CHECK_IN };

/** How a ranking of the five reads while sealed: no order, one entry per solution without id or rank. */
const SEALED_ANSWER = { order: null, rankings: ORDER.map(() => ({ sol: SEALED_SOLUTION, value: 0, title: null })) };

/** A valid value of the field's type, different from anything the setup wrote. */
function probeValue(field: FieldDef): unknown {
  if (field.name in CHECKED_VALUES) return CHECKED_VALUES[field.name];
  const one = (() => {
    switch (field.typeName) {
      case 'String':
      case 'ID':
        return `probe-${field.name}`;
      case 'AWSJSON':
        return JSON.stringify({ probe: field.name });
      case 'AWSDateTime':
        return '2031-02-03T04:05:06.000Z';
      case 'Int':
        return 7;
      case 'Boolean':
        return true;
      default:
        if (field.typeName in ENUM_VALUES) return ENUM_VALUES[field.typeName];
        if (field.typeName in CUSTOM_VALUES) return CUSTOM_VALUES[field.typeName];
        throw new Error(`No probe value for ${field.name}: ${field.typeName}`);
    }
  })();
  return field.isList ? [one] : one;
}

/** A valid value of a Profile field's type, different from the owner's probe value. */
function strangerValue(field: FieldDef): unknown {
  if (field.typeName === 'AWSJSON') return JSON.stringify({ stranger: field.name });
  // The owner's probe is true (probeValue).
  if (field.typeName === 'Boolean') return false;
  if (field.typeName !== 'String') throw new Error(`No stranger's value for ${field.name}: ${field.typeName}`);
  return field.isList ? [`stranger-${field.name}`] : `stranger-${field.name}`;
}

/** What a stored value reads back as (AWSJSON comes back as a JSON string, maybe re-serialized). */
const comparable = (field: FieldDef, value: unknown) => (field.typeName === 'AWSJSON' && typeof value === 'string' ? JSON.parse(value) : value);

const issueModel = rules.models.get('Issue')!;
const profileModel = rules.models.get('Profile')!;

/** A model's fields as the generated schema declares them, its key aside (a write names its record by it). */
function schemaFields(model: ModelRules): string[] {
  const key = new Set([model.primaryKey.partition, ...model.primaryKey.sort]);
  return [...model.fields.keys()].filter((field) => !key.has(field));
}
const issueFields = schemaFields(issueModel) as IssueField[];
const profileFields = schemaFields(profileModel) as (keyof typeof PROFILE_WRITE_RIGHTS)[];
const WRITERS = ['initiator', 'collaborator', 'stranger'] as const;

/** What the cases below tried and saw through, counted as they run (not from the list that made them). */
const tried = { updates: new Set<string>(), creations: new Set<string>(), profiles: new Set<string>() };

beforeAll(async () => {
  cloud = await startLocalCloud({ port: 0, dataDir });
  configureAmplify(cloud);
  initiator = await newAccount(cloud, 'Ines');
  collaborator = await newAccount(cloud, 'Carlos');
  stranger = await newAccount(cloud, 'Stella');
}, 30_000);

afterAll(async () => {
  await cloud?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ACCOUNT: Record<Writer, () => Account> = { initiator: () => initiator, collaborator: () => collaborator, stranger: () => stranger };
const cases = issueFields.flatMap((field) => WRITERS.map((writer) => [field, writer] as const));

/** The session as a participant's client reads it back. */
async function readBack(id: string): Promise<Record<string, unknown> | null> {
  const { data, errors } = await dataClient().models.Issue.get({ id });
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data as Record<string, unknown> | null;
}

describe('Issue updates, every field as every writer', () => {
  it.each(cases)('%s written by the %s', async (field, writer) => {
    expect(ISSUE_WRITE_RIGHTS, `the table places ${field}`).toHaveProperty(field);
    const id = await startSession(initiator, collaborator);
    await respond(collaborator, id);
    // Leaving is open once an issue is agreed (src/domain/leaving.ts): its probes start from an agreed session.
    const leaving = (Object.values(LEFT_AT_FIELD) as string[]).includes(field) ? { agreedIssue: 'How we plan' } : {};
    await updateIssue({ id, proposedSolutionsJson: solutionsDocument(SOLUTIONS), ...STEP_7, ...leaving });
    const before = await readIssue(id);
    const definition = issueModel.fields.get(field)!;
    const value = probeValue(definition);

    await actAs(ACCOUNT[writer]());
    const { data, errors } = await dataClient().models.Issue.update({ id, [field]: value } as never);
    const after = await readIssue(id);

    if (mayUpdate(writer, field)) {
      expect(errors, JSON.stringify(errors)).toBeUndefined();
      // A write's result goes to every subscriber, so a ranking in it stays sealed until both have saved.
      const checkIn = (Object.values(CHECK_IN_FIELD) as string[]).includes(field);
      // And so are the accepted statements, until both have answered every one shown (src/domain/blindReviews.ts).
      const accepted = field === 'initiatorAcceptedIssues' || field === 'collaboratorAcceptedIssues';
      const answered = RANKING_FIELDS.includes(field) ? SEALED_ANSWER[field.endsWith('Order') ? 'order' : 'rankings'] : checkIn ? JSON.stringify(SEALED_CHECK_IN_ANSWER) : accepted ? null : value;
      expect(comparable(definition, (data as Record<string, unknown>)[field])).toEqual(comparable(definition, answered));
      expect(comparable(definition, (after as Record<string, unknown>)[field])).toEqual(comparable(definition, value));
      expect(comparable(definition, (await readBack(id))?.[field])).toEqual(comparable(definition, value));
    } else {
      expect(data).toBeNull();
      expect(errors?.[0]?.errorType).toBe('Unauthorized');
      expect(after).toEqual(before);
    }
    tried.updates.add(`${field} by ${writer}`);
  });

  it('tried every field of the generated schema as every writer', () => {
    const expected = schemaFields(issueModel).flatMap((field) => WRITERS.map((writer) => `${field} by ${writer}`));
    expect([...tried.updates].sort()).toEqual(expected.sort());
  });
});

describe('Issue creation, every field', () => {
  it.each(issueFields)('%s at creation', async (field) => {
    expect(ISSUE_WRITE_RIGHTS, `the table places ${field}`).toHaveProperty(field);
    const definition = issueModel.fields.get(field)!;
    const value = field in CREATION_VALUES ? CREATION_VALUES[field as keyof typeof CREATION_VALUES] : probeValue(definition);
    await actAs(initiator);
    const base: Record<string, unknown> = {
      initiatorEmail: initiator.email,
      collaboratorEmail: collaborator.email,
      initiatorFirstName: 'Ines',
      initiatorLastName: 'Tester',
      collaboratorFirstName: 'Carlos',
      collaboratorLastName: 'Tester',
    };
    const sent = base[field] ?? value;
    // The id is named, so a refused creation can be looked for afterwards.
    const id = randomUUID();
    const { data, errors } = await dataClient().models.Issue.create({ id, ...base, [field]: sent } as never);
    if (mayCreateWith(field)) {
      expect(errors, JSON.stringify(errors)).toBeUndefined();
      expect(data?.id).toBe(id);
      expect(comparable(definition, (await readBack(id))?.[field])).toEqual(comparable(definition, sent));
    } else {
      expect(data).toBeNull();
      expect(errors?.[0]?.errorType).toBe('Unauthorized');
      expect(await readIssue(id)).toBeNull();
    }
    tried.creations.add(field);
  });

  it('tried every field of the generated schema', () => {
    expect([...tried.creations].sort()).toEqual(schemaFields(issueModel).sort());
  });
});

describe('Profile, its owner only', () => {
  const readProfile = async (emailLower: string) => {
    const { data, errors } = await dataClient().models.Profile.get({ emailLower });
    expect(errors, JSON.stringify(errors)).toBeUndefined();
    return data as Record<string, unknown> | null;
  };

  it.each(profileFields)('%s is written by its owner and nobody else', async (field) => {
    expect(PROFILE_WRITE_RIGHTS, `the table places ${field}`).toHaveProperty(field, 'owner');
    const definition = profileModel.fields.get(field)!;
    await actAs(initiator);
    const key = initiator.email;
    if (!(await readProfile(key))) expect((await dataClient().models.Profile.create({ emailLower: key, email: key })).errors).toBeUndefined();
    const value = field === 'email' ? initiator.email.toUpperCase() : probeValue(definition);
    const own = await dataClient().models.Profile.update({ emailLower: key, [field]: value } as never);
    expect(own.errors, JSON.stringify(own.errors)).toBeUndefined();
    const stored = await readProfile(key);
    expect(comparable(definition, stored?.[field])).toEqual(comparable(definition, value));

    // The stranger sends a different value, so "unchanged" cannot be mistaken for "stored again".
    await actAs(stranger);
    const foreign = await dataClient().models.Profile.update({ emailLower: key, [field]: strangerValue(definition) } as never);
    expect(foreign.data).toBeNull();
    expect(foreign.errors?.[0]?.errorType).toBe('Unauthorized');

    await actAs(initiator);
    expect(await readProfile(key)).toEqual(stored);
    tried.profiles.add(field);
  });

  it('tried every field of the generated schema', () => {
    expect([...tried.profiles].sort()).toEqual(schemaFields(profileModel).sort());
  });
});

describe("Blind ranking at the API: the partner's ranking is sealed until both have saved", () => {
  const FIVE = { initiatorSolutionOrder: ORDER, initiatorSolutionRankings: rankingsFor(ORDER, SOLUTIONS) };
  const THEIRS = ['sol-1', 'sol-2', 'sol-3', 'sol-4', 'sol-5'];
  const sealed = { order: null, rankings: ORDER.map(() => ({ sol: SEALED_SOLUTION, value: 0, title: null })) };

  /** The initiator's ranking fields in a result: what the collaborator can learn of it. */
  const initiatorsRanking = (record: unknown) => {
    const { initiatorSolutionOrder, initiatorSolutionRankings } = (record ?? {}) as Record<string, unknown>;
    return { order: initiatorSolutionOrder ?? null, rankings: initiatorSolutionRankings ?? null };
  };

  it('hides it from every read and write result of the other side, and shows it to both once both have saved', async () => {
    const id = await startSession(initiator, collaborator);
    await respond(collaborator, id);
    await updateIssue({ id, proposedSolutionsJson: solutionsDocument(SOLUTIONS) });

    await actAs(initiator);
    const saved = await dataClient().models.Issue.update({ id, ...FIVE });
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    // The initiator reads its own ranking back.
    expect(initiatorsRanking(await readBack(id))).toEqual({ order: ORDER, rankings: FIVE.initiatorSolutionRankings });

    await actAs(collaborator);
    expect(initiatorsRanking(await readBack(id))).toEqual(sealed);
    // The index read, paged until the session is found (other tests' sessions share this collaborator).
    let found: unknown;
    let nextToken: string | null | undefined;
    do {
      const page = await dataClient().models.Issue.issuesByCollaboratorEmail({ collaboratorEmail: collaborator.email }, { sortDirection: 'DESC', limit: 20, nextToken });
      expect(page.errors, JSON.stringify(page.errors)).toBeUndefined();
      found = page.data.find((issue) => issue.id === id);
      nextToken = page.nextToken;
    } while (!found && nextToken);
    expect(found, 'the session is in the collaborator index').toBeDefined();
    expect(initiatorsRanking(found)).toEqual(sealed);
    // The filtered list scans one page at a time: page it until the session is found too.
    let listed: unknown;
    nextToken = undefined;
    do {
      const page: { data: unknown[]; errors?: unknown; nextToken?: string | null } = await dataClient().models.Issue.list({ filter: { id: { eq: id } }, nextToken });
      expect(page.errors, JSON.stringify(page.errors)).toBeUndefined();
      listed = page.data[0];
      nextToken = page.nextToken;
    } while (!listed && nextToken);
    expect(listed, 'the session is in the filtered list').toBeDefined();
    expect(initiatorsRanking(listed)).toEqual(sealed);
    // A write of one's own field answers with the session too; the partner's ranking stays sealed there.
    const touched = await dataClient().models.Issue.update({ id, collaboratorTone: ['calm'] });
    expect(touched.errors, JSON.stringify(touched.errors)).toBeUndefined();
    expect(initiatorsRanking(touched.data)).toEqual(sealed);

    // Once the collaborator has saved too, each sees the other's.
    const theirs = await dataClient().models.Issue.update({ id, collaboratorSolutionOrder: THEIRS, collaboratorSolutionRankings: rankingsFor(THEIRS, SOLUTIONS) });
    expect(theirs.errors, JSON.stringify(theirs.errors)).toBeUndefined();
    expect(initiatorsRanking(await readBack(id))).toEqual({ order: ORDER, rankings: FIVE.initiatorSolutionRankings });
    await actAs(initiator);
    expect((await readBack(id))?.collaboratorSolutionOrder).toEqual(THEIRS);
  });
});

describe("Dfuse's voice cannot be forged: what the AI produces is written by the functions only", () => {
  /** Every Issue field the AI fills (amplify/ai/schemas): both people read these as Dfuse's words. */
  const AI_OUTPUT_FIELDS = [
    'initiatorStrategies',
    'collaboratorStrategies',
    'initiatorCommunicationTips',
    'collaboratorCommunicationTips',
    'initiatorImplementPlanJson',
    'collaboratorImplementPlanJson',
    'initiatorInterests',
    'collaboratorInterests',
    'proposedSolutionsJson',
    'proposedIssues',
    'proposedIssueCandidates',
    'proposedIssueCandidatesJson',
    'reframedIssue',
    'reframedIssueCandidates',
    'inferredQuestions',
    'llmQuestions',
    'inferredIssueSummary',
    'inferredRationale',
    'precedencePrinciple',
    'precedencePrincipleHuman',
  ] as const;
  const FORGED = 'Dfuse recommends: transfer 500 dollars today at evil.example/pay';

  it.each(AI_OUTPUT_FIELDS)('%s: neither side can write it, even its own', async (field) => {
    const id = await startSession(initiator, collaborator);
    await respond(collaborator, id);
    const before = await readIssue(id);
    const definition = issueModel.fields.get(field)!;
    const forged = definition.typeName === 'String' ? (definition.isList ? [FORGED] : FORGED) : probeValue(definition);
    const sides = field.startsWith('initiator') ? [initiator] : field.startsWith('collaborator') ? [collaborator] : [initiator, collaborator];
    for (const side of sides) {
      await actAs(side);
      const { data, errors } = await dataClient().models.Issue.update({ id, [field]: forged } as never);
      expect(data).toBeNull();
      expect(errors?.[0]?.errorType).toBe('Unauthorized');
    }
    expect(await readIssue(id)).toEqual(before);
  });
});

describe("Each side's share of the item: one side cannot fill the session so the other cannot save", () => {
  const text = (n: number) => Array.from({ length: n }, (_, i) => `${i}`.padEnd(4000, 'x'));

  it('refuses a write that takes a side beyond its share, with a clear message, and keeps room for the other side', async () => {
    const id = await startSession(initiator, collaborator);
    await respond(collaborator, id);
    await actAs(initiator);
    const tooMuch = await dataClient().models.Issue.update({ id, initiatorTone: text(44) });
    expect(tooMuch.data).toBeNull();
    expect(tooMuch.errors?.[0]?.message).toBe(SIDE_SHARE_MESSAGE);
    const withinShare = await dataClient().models.Issue.update({ id, initiatorTone: text(40) });
    expect(withinShare.errors, JSON.stringify(withinShare.errors)).toBeUndefined();
    // Spread over several fields, the share is the same.
    const before = await readIssue(id);
    const more = await dataClient().models.Issue.update({ id, initiatorClarifiedIssue: text(3) });
    expect(more.errors?.[0]?.message).toBe(SIDE_SHARE_MESSAGE);
    expect(await readIssue(id)).toEqual(before);

    await actAs(collaborator);
    const theirs = await dataClient().models.Issue.update({ id, collaboratorTone: text(40) });
    expect(theirs.errors, JSON.stringify(theirs.errors)).toBeUndefined();
    expect((await readIssue(id))?.collaboratorTone).toEqual(text(40));
  });
});
