/**
 * The write-rights table, tried field by field through the real aws-amplify client against the
 * local cloud (which enforces what the Amplify transformer compiles from the table): as the
 * initiator, the collaborator and a stranger, every update of every Issue field, and every
 * field at creation. Allowed writes are stored as sent; refused ones answer Unauthorized and
 * leave the stored record exactly as it was.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIssue, updateIssue } from '../../../amplify/functions/shared/participantIssue';
import { startLocalCloud, type LocalCloud } from '../../../local/cloud/server';
import { loadSchemaRules, type FieldDef } from '../../../local/data/rules';
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
  IssueStatus: 'agreed_on_issue', // forward from resolving_issue, where each probed session stands
  ConflictType: 'values',
  ProposeStrategiesStatus: 'pending',
  AiStatus: 'failed',
  JobStatus: 'failed',
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
};

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

/** What a stored value reads back as (AWSJSON comes back as a JSON string, maybe re-serialized). */
const comparable = (field: FieldDef, value: unknown) => (field.typeName === 'AWSJSON' && typeof value === 'string' ? JSON.parse(value) : value);

const issueModel = rules.models.get('Issue')!;
const issueFields = (Object.keys(ISSUE_WRITE_RIGHTS) as IssueField[]).filter((field) => field !== 'id');

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
const cases = issueFields.flatMap((field) => (['initiator', 'collaborator', 'stranger'] as const).map((writer) => [field, writer] as const));

describe('Issue updates, every field as every writer', () => {
  it(`covers ${cases.length} field-writer pairs`, () => {
    expect(cases.length).toBe(issueFields.length * 3);
  });

  it.each(cases)('%s written by the %s', async (field, writer) => {
    const id = await startSession(initiator, collaborator);
    await respond(collaborator, id);
    await updateIssue({ id, proposedSolutionsJson: solutionsDocument(SOLUTIONS) });
    const before = await readIssue(id);
    const definition = issueModel.fields.get(field)!;
    const value = probeValue(definition);

    await actAs(ACCOUNT[writer]());
    const { data, errors } = await dataClient().models.Issue.update({ id, [field]: value } as never);
    const after = await readIssue(id);

    if (mayUpdate(writer, field)) {
      expect(errors, JSON.stringify(errors)).toBeUndefined();
      expect(comparable(definition, (data as Record<string, unknown>)[field])).toEqual(comparable(definition, value));
      expect(comparable(definition, (after as Record<string, unknown>)[field])).toEqual(comparable(definition, value));
    } else {
      expect(data).toBeNull();
      expect(errors?.[0]?.errorType).toBe('Unauthorized');
      expect(after).toEqual(before);
    }
  });
});

describe('Issue creation, every field', () => {
  it.each(issueFields)('%s at creation', async (field) => {
    const definition = issueModel.fields.get(field)!;
    const value = field in CREATION_VALUES ? CREATION_VALUES[field as keyof typeof CREATION_VALUES] : probeValue(definition);
    await actAs(initiator);
    const base = {
      initiatorEmail: initiator.email,
      collaboratorEmail: collaborator.email,
      initiatorFirstName: 'Ines',
      initiatorLastName: 'Tester',
      collaboratorFirstName: 'Carlos',
      collaboratorLastName: 'Tester',
    };
    const { data, errors } = await dataClient().models.Issue.create({ ...base, [field]: (base as Record<string, unknown>)[field] ?? value } as never);
    if (mayCreateWith(field)) {
      expect(errors, JSON.stringify(errors)).toBeUndefined();
      expect(data?.id).toBeTruthy();
    } else {
      expect(data).toBeNull();
      expect(errors?.[0]?.errorType).toBe('Unauthorized');
    }
  });
});

describe('Profile, its owner only', () => {
  const profileFields = (Object.keys(PROFILE_WRITE_RIGHTS) as (keyof typeof PROFILE_WRITE_RIGHTS)[]).filter((f) => f !== 'emailLower');
  const profileModel = rules.models.get('Profile')!;

  it.each(profileFields)('%s is written by its owner and nobody else', async (field) => {
    await actAs(initiator);
    const key = initiator.email;
    await dataClient().models.Profile.create({ emailLower: key, email: key });
    const value = field === 'email' ? initiator.email.toUpperCase() : probeValue(profileModel.fields.get(field)!);
    const own = await dataClient().models.Profile.update({ emailLower: key, [field]: value } as never);
    expect(own.errors).toBeUndefined();

    await actAs(stranger);
    const foreign = await dataClient().models.Profile.update({ emailLower: key, [field]: value } as never);
    expect(foreign.data).toBeNull();
    expect(foreign.errors?.[0]?.errorType).toBe('Unauthorized');
  });
});
