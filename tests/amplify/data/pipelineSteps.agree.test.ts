/**
 * One table of writes, decided three ways, which must agree case by case:
 * - the browser: the domain functions the app and the steps are built from (src/domain), given
 *   the session as the app holds it (AWSJSON fields as JSON text);
 * - AWS: the APPSYNC_JS steps taken from a fresh synth, executed as an ES module in plain Node
 *   (tests/support/appsyncModule.ts), each write through its pipeline's steps in order, the
 *   status condition checked against the stored item;
 * - the local cloud: the real aws-amplify client writing to a session stored just so (it runs
 *   the steps as committed in local/generated/appsync-functions.json).
 * The table covers every pair of statuses (none stored, then each of the ten, to each of the
 * ten), the ranking checks (valid, missing, repeated, unknown ids, rankings that disagree with
 * the order, the top three, locked after the best solution...), the answers to the proposed
 * statements (locked once their outcome is recorded), the list limits, and the
 * starting values of a new session.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARD_ERROR_TYPE, LIMIT_ERROR_TYPE } from '../../../amplify/data/steps/errorTypes';
import { startLocalCloud, type LocalCloud } from '../../../local/cloud/server';
import { synth } from '../../../scripts/synth';
import { issueUpdateProblem } from '../../../src/domain/issueUpdateRules';
import { DATA_LIMITS, LIMITS } from '../../../src/domain/limits';
import { inputLimitProblem } from '../../../src/domain/listLimits';
import { collaboratorAddressProblem } from '../../../src/domain/plainAddress';
import { ISSUE_STATUSES, type IssueStatus } from '../../../src/domain/status';
import { normalizeSolution } from '../../../src/domain/solutions';
import { rankingsFor } from '../../../src/domain/topThree';
import { creationProblem } from '../../../src/domain/writeRights';
import { actAs, configureAmplify, dataClient, newAccount, type Account } from '../../support/amplifyAgainstCloud';
import { runAppSyncModule } from '../../support/appsyncModule';
import { iamGraphql } from '../../support/underAttack';

type Side = 'initiator' | 'collaborator';
/** What a write came to: accepted, or refused with an error type and message. */
type Outcome = string;
const ACCEPTED = 'accepted';
const CONDITION_FAILED = 'refused: the stored status no longer allows the move';
const refused = (type: string | null | undefined, message: string) => `${type ?? 'no type'}: ${message}`;

/** The stored session a case starts from: server-written fields, as the functions write them. */
interface Stored {
  status?: IssueStatus | null;
  proposedSolutionsJson?: unknown;
  solutions?: unknown;
  topThreeSolutionIds?: string[];
  bestSolutionId?: string;
  agreedIssue?: string;
  noCommonConflict?: boolean;
  collaboratorJoined?: boolean;
}

interface UpdateCase {
  name: string;
  by: Side;
  stored: Stored;
  input: Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------------------------

const SOLUTIONS = [1, 2, 3, 4, 5].map((n) => normalizeSolution({ id: `sol-${n}`, title: `Plan ${n}`, summary: `Summary ${n}` }, n - 1));
const IDS = SOLUTIONS.map((s) => s.id);
const FIVE = { solutions: SOLUTIONS };
const ranking = (order: string[]) => rankingsFor(order, SOLUTIONS);
const ranked = { status: 'resolving_issue', proposedSolutionsJson: FIVE } as const;

/** A record that has reached every step, so only the order of statuses decides. */
/** Step 7 reached: both commitments recorded, and a check-in that held (src/domain/commitments.ts, checkIns.ts). */
const STEP_7_RECORDED = {
  commitmentJson: JSON.stringify({ committedAt: '2031-01-01T00:00:00.000Z', trialEndsAt: '2031-01-15T00:00:00.000Z', commitments: [] }),
  reviewJson: JSON.stringify({ open: null, checkIns: [{ number: 1, outcome: 'holding', needsAnotherLook: [] }] }),
};
const EARNED = { collaboratorJoined: true, agreedIssue: 'How we plan', bestSolutionId: 'sol-1', ...STEP_7_RECORDED } as const;
/** A session is deleted for both only before an issue is agreed (src/domain/leaving.ts), so a closed one holds no agreed issue. */
const DELETED_BEFORE_AGREEMENT = { collaboratorJoined: true } as const;
const statusCases: UpdateCase[] = [null, ...ISSUE_STATUSES].flatMap((from) =>
  ISSUE_STATUSES.map((to) => ({
    name: `status ${from ?? '(none)'} -> ${to}`,
    by: 'initiator' as const,
    stored: { status: from, ...(from === 'closed' ? DELETED_BEFORE_AGREEMENT : EARNED) },
    input: { status: to },
  })),
);
const notEarnedCases: UpdateCase[] = [
  { name: 'accepted before the collaborator joined', by: 'initiator', stored: { status: 'created' }, input: { status: 'accepted' } },
  { name: 'implemented before a best solution', by: 'collaborator', stored: { status: 'resolving_issue', collaboratorJoined: true }, input: { status: 'implemented' } },
  { name: 'agreed_on_issue before an agreement', by: 'initiator', stored: { status: 'resolving_issue', collaboratorJoined: true }, input: { status: 'agreed_on_issue' } },
];

const rankingCases: UpdateCase[] = [
  { name: 'an order of all five', by: 'initiator', stored: ranked, input: { initiatorSolutionOrder: ['sol-3', 'sol-1', 'sol-2', 'sol-5', 'sol-4'] } },
  { name: 'an order with its rankings', by: 'initiator', stored: ranked, input: { initiatorSolutionOrder: IDS, initiatorSolutionRankings: ranking(IDS) } },
  { name: 'rankings alone', by: 'collaborator', stored: ranked, input: { collaboratorSolutionRankings: ranking([...IDS].reverse()) } },
  { name: 'an order leaving one out', by: 'initiator', stored: ranked, input: { initiatorSolutionOrder: IDS.slice(0, 4) } },
  { name: 'an order repeating one', by: 'initiator', stored: ranked, input: { initiatorSolutionOrder: ['sol-1', 'sol-1', 'sol-3', 'sol-4', 'sol-5'] } },
  { name: 'an order naming an unknown id', by: 'collaborator', stored: ranked, input: { collaboratorSolutionOrder: ['sol-1', 'sol-2', 'sol-3', 'sol-4', 'sol-9'] } },
  { name: 'an empty order', by: 'initiator', stored: ranked, input: { initiatorSolutionOrder: [] } },
  { name: 'six entries, one of them twice', by: 'initiator', stored: ranked, input: { initiatorSolutionOrder: [...IDS, 'sol-1'] } },
  {
    name: 'rankings that disagree with the order',
    by: 'initiator',
    stored: ranked,
    input: { initiatorSolutionOrder: ['sol-2', 'sol-1', 'sol-3', 'sol-4', 'sol-5'], initiatorSolutionRankings: ranking(IDS) },
  },
  { name: 'rankings with gaps', by: 'collaborator', stored: ranked, input: { collaboratorSolutionRankings: IDS.map((sol, i) => ({ sol, value: i * 2 + 1 })) } },
  { name: 'rankings repeating a rank', by: 'collaborator', stored: ranked, input: { collaboratorSolutionRankings: IDS.map((sol, i) => ({ sol, value: Math.min(i + 1, 4) })) } },
  { name: 'rankings naming an unknown id', by: 'initiator', stored: ranked, input: { initiatorSolutionRankings: ranking(['sol-1', 'sol-2', 'sol-3', 'sol-4', 'x']) } },
  { name: 'an order after the best solution is chosen', by: 'initiator', stored: { ...ranked, bestSolutionId: 'sol-2' }, input: { initiatorSolutionOrder: IDS } },
  { name: 'the top three, ranked', by: 'collaborator', stored: { ...ranked, topThreeSolutionIds: ['sol-4', 'sol-1', 'sol-2'] }, input: { collaboratorSolutionOrder: ['sol-1', 'sol-2', 'sol-4'] } },
  { name: 'all five once the top three exist', by: 'initiator', stored: { ...ranked, topThreeSolutionIds: ['sol-4', 'sol-1', 'sol-2'] }, input: { initiatorSolutionOrder: IDS } },
  { name: 'an order before there are solutions', by: 'initiator', stored: { status: 'resolving_issue' }, input: { initiatorSolutionOrder: IDS } },
  {
    name: 'proposals without ids (their default ids)',
    by: 'initiator',
    stored: { status: 'resolving_issue', proposedSolutionsJson: SOLUTIONS.map(({ id: _id, ...rest }) => rest) },
    input: { initiatorSolutionOrder: IDS },
  },
  {
    name: 'proposals with a repeated id',
    by: 'initiator',
    stored: { status: 'resolving_issue', proposedSolutionsJson: SOLUTIONS.map((s, i) => (i === 1 ? { ...s, id: 'sol-1' } : s)) },
    input: { initiatorSolutionOrder: IDS },
  },
  { name: 'proposals kept in the older solutions field', by: 'collaborator', stored: { status: 'resolving_issue', solutions: FIVE }, input: { collaboratorSolutionOrder: IDS } },
  { name: 'a move back with a valid ranking', by: 'initiator', stored: { ...ranked, status: 'agreed_on_issue', agreedIssue: 'How we plan' }, input: { status: 'created', initiatorSolutionOrder: IDS } },
  { name: 'a move forward with a bad ranking', by: 'initiator', stored: ranked, input: { status: 'resolved', initiatorSolutionOrder: ['sol-1'] } },
  { name: 'a write of other fields alone', by: 'collaborator', stored: { status: 'closed' }, input: { collaboratorTone: ['calm'] } },
];

const answered = { initiatorAcceptedIssues: ['How we plan'], initiatorReviewedIssues: ['How we plan', 'How we talk'] };
const reviewCases: UpdateCase[] = [
  { name: 'answers before an outcome', by: 'initiator', stored: { status: 'resolving_issue' }, input: answered },
  { name: 'answers after no overlap', by: 'collaborator', stored: { status: 'resolving_issue', noCommonConflict: false }, input: { collaboratorAcceptedIssues: [] } },
  { name: 'answers once an issue is agreed', by: 'initiator', stored: { status: 'resolving_issue', agreedIssue: 'How we talk' }, input: answered },
  { name: 'reviewed list alone once agreed', by: 'collaborator', stored: { ...ranked, agreedIssue: 'How we talk' }, input: { collaboratorReviewedIssues: [] } },
  { name: 'answers once no common conflict', by: 'collaborator', stored: { status: 'resolving_issue', noCommonConflict: true }, input: { collaboratorAcceptedIssues: ['How we plan'] } },
  { name: 'answers after the best solution', by: 'initiator', stored: { ...ranked, status: 'resolved', agreedIssue: 'How we talk', bestSolutionId: 'sol-2' }, input: answered },
];

const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: deep(levels - 1) });
const sized = (chars: number) => ({ note: 'x'.repeat(chars - '{"note":""}'.length) });
const limitCases: UpdateCase[] = [
  { name: 'too many answers', by: 'collaborator', stored: { status: 'accepted' }, input: { collaboratorIssue: Array.from({ length: LIMITS.answerEntries + 1 }, () => 'a') } },
  { name: 'an answer too long', by: 'initiator', stored: { status: 'accepted' }, input: { initiatorTone: ['x'.repeat(LIMITS.longText + 1)] } },
  { name: 'JSON at its size limit', by: 'initiator', stored: { status: 'accepted' }, input: { initiatorPersonalityJson: sized(DATA_LIMITS.detailsJson) } },
  { name: 'JSON one character over', by: 'initiator', stored: { status: 'accepted' }, input: { initiatorPersonalityJson: sized(DATA_LIMITS.detailsJson + 1) } },
  { name: 'JSON nested too deeply', by: 'collaborator', stored: { status: 'accepted' }, input: { collaboratorPersonalityJson: deep(DATA_LIMITS.jsonDepth + 1) } },
  { name: 'too many rankings, a limit before the ranking check', by: 'initiator', stored: ranked, input: { initiatorSolutionRankings: Array.from({ length: 11 }, (_, i) => ({ sol: `s${i}`, value: i + 1 })) } },
];

/** A session past created has its collaborator joined (how it got there), unless a case says otherwise. */
const joined = (c: UpdateCase): UpdateCase =>
  c.stored.status && c.stored.status !== 'created' && c.stored.collaboratorJoined === undefined ? { ...c, stored: { ...c.stored, collaboratorJoined: true } } : c;
const UPDATE_CASES = [...statusCases, ...notEarnedCases, ...rankingCases, ...reviewCases, ...limitCases].map(joined);

/** A plain collaborator address: each creation case names one, so only what it tries differs. */
const PLAIN_ADDRESS = 'colm.tester@example.com';
const CREATE_CASES: { name: string; input: Record<string, unknown> }[] = [
  ...[
    { name: 'the starting values', input: { status: 'created', collaboratorJoined: false, inviteEmailStatus: 'pending' } },
    { name: 'no starting values', input: {} },
    ...ISSUE_STATUSES.filter((s) => s !== 'created').map((status) => ({ name: `starting as ${status}`, input: { status } })),
    { name: 'a collaborator already joined', input: { collaboratorJoined: true } },
    { name: 'an invitation already sent', input: { inviteEmailStatus: 'sent' } },
    { name: 'too many answers at the start', input: { initiatorIssue: Array.from({ length: LIMITS.answerEntries + 1 }, () => 'a') } },
  ].map((c) => ({ ...c, input: { collaboratorEmail: PLAIN_ADDRESS, ...c.input } })),
  // Issue 24: the address the invitation goes to is a plain address, in its stored (lower-case) form.
  ...['Colm <colm@example.com>', 'colm@example.com\r\nBcc: all@example.com', 'colm@example.com, all@example.com', '<b>colm</b>@example.com', 'Colm@Example.com'].map(
    (address) => ({ name: `the collaborator address ${JSON.stringify(address)}`, input: { collaboratorEmail: address } }),
  ),
];

// ---------------------------------------------------------------------------------------------
// The three deciders
// ---------------------------------------------------------------------------------------------

/** The session as the app holds it: what aws-amplify gives for AWSJSON fields is JSON text. */
function asTheAppHoldsIt(stored: Stored): Record<string, unknown> {
  const held: Record<string, unknown> = { ...stored };
  for (const field of ['proposedSolutionsJson', 'solutions'] as const) if (stored[field] !== undefined) held[field] = JSON.stringify(stored[field]);
  return held;
}

/** The browser: the domain functions, in the order of the pipeline (limits, then the guard). */
function decideInTheBrowser(model: 'update' | 'create', input: Record<string, unknown>, stored: Stored = {}): Outcome {
  const limit = inputLimitProblem('Issue', input);
  if (limit !== null) return refused(LIMIT_ERROR_TYPE, limit);
  const guard = model === 'create' ? (creationProblem(input) ?? collaboratorAddressProblem(input)) : issueUpdateProblem(input, asTheAppHoldsIt(stored));
  return guard === null ? ACCEPTED : refused(GUARD_ERROR_TYPE, guard);
}

/** Whether a DynamoDB condition of the shape the guard writes (or / eq / attributeExists) holds for `item`. */
function holds(condition: unknown, item: Record<string, unknown>): boolean {
  const { or, ...fields } = condition as { or?: unknown[] } & Record<string, { eq?: unknown; attributeExists?: boolean }>;
  if (or) return or.some((branch) => holds(branch, item));
  return Object.entries(fields).every(([field, test]) =>
    'eq' in test ? item[field] === test.eq : (item[field] !== undefined && item[field] !== null) === test.attributeExists,
  );
}

/** AWS: each step of the pipeline as synthesized, in order, stopping at the first refusal. */
function decideAsAws(steps: string[], fieldName: string, cases: { input: Record<string, unknown>; stored?: Stored }[]): Outcome[] {
  const outcomes: Outcome[] = cases.map(() => ACCEPTED);
  for (const code of steps) {
    const open = cases.map((c, index) => ({ ...c, index })).filter(({ index }) => outcomes[index] === ACCEPTED);
    const results = runAppSyncModule(
      code,
      open.map(({ input, stored }) => ({ fieldName, input: { id: 's1', ...input }, stored: { id: 's1', ...stripNull(stored ?? {}) } })),
    );
    open.forEach(({ index, stored }, at) => {
      const { error, conditions } = results[at];
      if (error) outcomes[index] = refused(error.type, error.message);
      else if (!conditions.every((condition) => holds(condition, stripNull(stored ?? {})))) outcomes[index] = CONDITION_FAILED;
    });
  }
  return outcomes;
}

/** DynamoDB keeps no null attributes. */
const stripNull = (record: object) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined));

// ---------------------------------------------------------------------------------------------
// The local cloud and the synth
// ---------------------------------------------------------------------------------------------

const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-agree-'));
const synthDir = mkdtempSync(join(tmpdir(), 'dfuse-agree-synth-'));
let cloud: LocalCloud;
const accounts = {} as Record<Side, Account>;
/** The synthesized APPSYNC_JS code of each pipeline function, by name. */
const synthesized = new Map<string, string>();

beforeAll(async () => {
  synth(synthDir);
  for (const file of readdirSync(synthDir).filter((f) => f.endsWith('.template.json'))) {
    const resources = Object.values(JSON.parse(readFileSync(join(synthDir, file), 'utf8')).Resources ?? {}) as { Type: string; Properties: Record<string, any> }[];
    for (const r of resources) if (r.Type === 'AWS::AppSync::FunctionConfiguration' && r.Properties.Code) synthesized.set(r.Properties.Name, r.Properties.Code);
  }
  cloud = await startLocalCloud({ port: 0, dataDir });
  configureAmplify(cloud);
  accounts.initiator = await newAccount(cloud, 'Ines');
  accounts.collaborator = await newAccount(cloud, 'Colm');
}, 240_000);

afterAll(async () => {
  await cloud?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(synthDir, { recursive: true, force: true });
});

const ISSUE_BASE = () => ({
  initiatorEmail: accounts.initiator.email,
  collaboratorEmail: accounts.collaborator.email,
  initiatorFirstName: 'Ines',
  initiatorLastName: 'T',
  collaboratorFirstName: 'Colm',
  collaboratorLastName: 'T',
});

const SERVER_UPDATE = 'mutation ($input: UpdateIssueInput!) { updateIssue(input: $input) { id } }';

/** A session stored as `stored` says: created by the initiator, the rest written as the functions write (IAM). */
async function storedSession(stored: Stored): Promise<string> {
  await actAs(accounts.initiator);
  const created = await dataClient().models.Issue.create({ ...ISSUE_BASE(), ...(stored.status ? { status: 'created' } : {}) });
  if (!created.data) throw new Error(`create: ${JSON.stringify(created.errors)}`);
  const id = created.data.id;
  const { status, proposedSolutionsJson, solutions, ...rest } = stored;
  const server: Record<string, unknown> = { id, ...rest };
  if (proposedSolutionsJson !== undefined) server.proposedSolutionsJson = JSON.stringify(proposedSolutionsJson);
  if (solutions !== undefined) server.solutions = JSON.stringify(solutions);
  // The facts first, then the status they earn (a closed session takes no later write).
  const writes = [server, ...(status && status !== 'created' ? [{ id, status }] : [])].filter((input) => Object.keys(input).length > 1);
  for (const input of writes) {
    const answer = await iamGraphql(cloud.url, cloud.functionCredentials, SERVER_UPDATE, { input });
    if (answer.status !== 200 || JSON.parse(answer.text).errors) throw new Error(`seed: ${answer.text}`);
  }
  return id;
}

const localOutcome = (result: { data?: unknown; errors?: { errorType?: string; message: string }[] }): Outcome => {
  const [error] = result.errors ?? [];
  if (!error) return ACCEPTED;
  return /ConditionalCheckFailed/.test(error.errorType ?? '') ? CONDITION_FAILED : refused(error.errorType, error.message);
};

async function decideInTheLocalCloud(c: UpdateCase): Promise<Outcome> {
  const id = await storedSession(c.stored);
  await actAs(accounts[c.by]);
  return localOutcome(await dataClient().models.Issue.update({ id, ...c.input } as never));
}

// ---------------------------------------------------------------------------------------------

describe('the browser, the local cloud and AWS', () => {
  it('decide every update in the table alike', async () => {
    const steps = ['updateIssueListLimits', 'updateIssueGuard'].map((name) => synthesized.get(name)!);
    const aws = decideAsAws(steps, 'updateIssue', UPDATE_CASES);
    const disagreements: string[] = [];
    const seen = new Set<Outcome>();
    for (const [index, c] of UPDATE_CASES.entries()) {
      const browser = decideInTheBrowser('update', c.input, c.stored);
      const local = await decideInTheLocalCloud(c);
      seen.add(browser);
      if (browser !== aws[index] || browser !== local) disagreements.push(`${c.name}\n  browser: ${browser}\n  AWS:     ${aws[index]}\n  local:   ${local}`);
    }
    expect(disagreements, disagreements.join('\n')).toEqual([]);
    // The table reaches every verdict the rules can give, so it cannot pass by refusing (or accepting) everything.
    expect(seen.size).toBeGreaterThanOrEqual(12);
    expect(seen).toContain(ACCEPTED);
  }, 600_000);

  it('decide every new session in the table alike', async () => {
    const steps = ['createIssueListLimits', 'createIssueCreationGuard'].map((name) => synthesized.get(name)!);
    const aws = decideAsAws(steps, 'createIssue', CREATE_CASES);
    await actAs(accounts.initiator);
    const disagreements: string[] = [];
    for (const [index, c] of CREATE_CASES.entries()) {
      const browser = decideInTheBrowser('create', c.input);
      const local = localOutcome(await dataClient().models.Issue.create({ ...ISSUE_BASE(), ...c.input } as never));
      if (browser !== aws[index] || browser !== local) disagreements.push(`${c.name}\n  browser: ${browser}\n  AWS:     ${aws[index]}\n  local:   ${local}`);
    }
    expect(disagreements, disagreements.join('\n')).toEqual([]);
  }, 120_000);
});
