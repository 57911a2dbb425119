/**
 * What both agreed stays agreed: through the real aws-amplify client and the settle-session
 * function URL on a local cloud, once the server has recorded an outcome (the agreed issue, no
 * common conflict, the top three, the best solution), no call by one side changes it: its own
 * answers to the statements are refused, settling any step again records nothing new and sends
 * no e-mail, at every later step too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { updateIssue } from '../../../../amplify/functions/shared/participantIssue';
import { REVIEW_LOCKED_MESSAGE } from '../../../../src/domain/outcomeLocks';
import { ISSUE_STATUSES, STATUS_CLOSED_MESSAGE } from '../../../../src/domain/status';
import { ORDER_MESSAGES } from '../../../../src/domain/rankingRules';
import { normalizeSolution, solutionsDocument } from '../../../../src/domain/solutions';
import { rankingsFor } from '../../../../src/domain/topThree';
import { accessToken, actAs, dataClient, newAccount, respond, startSession, type Account } from '../../../support/amplifyAgainstCloud';
import { localCloudPerFile } from '../../../support/localCloudPerFile';

const cloud = localCloudPerFile('outcomes-final');
let ann: Account;
let ben: Account;

type Side = 'initiator' | 'collaborator';
const STATEMENTS = ['How we share the weekly handover', 'How we plan shifts a week ahead', 'How we tell each other about changes'];
const CANDIDATES = STATEMENTS.map((statement, i) => ({ statement, conflictType: 'task', score: 0.9 - i / 10 }));
const SOLUTIONS = [1, 2, 3, 4, 5].map((n) => normalizeSolution({ id: `sol-${n}`, title: `Plan ${n}`, summary: `Summary ${n}` }, n - 1));
const STEPS = ['agree', 'top-three', 'best-solution'] as const;

/** The fields every recorded outcome lives in, as a participant reads them back. */
const OUTCOME_FIELDS = [
  'status',
  'agreedIssue',
  'agreedIssueMeta',
  'agreeCandidateIndex',
  'noCommonConflict',
  'noCommonConflictEmailSentAt',
  'topThreeSolutionIds',
  'solutionScores',
  'bestSolutionId',
  'bestSolutionJson',
  'bestSolution',
] as const;

async function settle(issueId: string, token: string, step: string) {
  const response = await fetch(`${cloud().url}/functions/settle-session/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ issueId, step }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const mailCount = async () => ((await (await fetch(`${cloud().url}/mailbox/messages`)).json()) as unknown[]).length;

const account = (side: Side) => (side === 'initiator' ? ann : ben);

/** One side's Submit Selections; the errors the API answered with. */
async function review(side: Side, id: string, accepted: string[]) {
  await actAs(account(side));
  const { errors } = await dataClient().models.Issue.update({ id, [`${side}AcceptedIssues`]: accepted, [`${side}ReviewedIssues`]: STATEMENTS });
  return errors;
}

/** One side saves its order of cards; the errors the API answered with. */
async function rank(side: Side, id: string, order: string[]) {
  await actAs(account(side));
  const { errors } = await dataClient().models.Issue.update({ id, [`${side}SolutionOrder`]: order, [`${side}SolutionRankings`]: rankingsFor(order, SOLUTIONS) });
  return errors;
}

async function outcomes(id: string): Promise<Record<string, unknown>> {
  await actAs(ann);
  const { data, errors } = await dataClient().models.Issue.get({ id });
  expect(errors).toBeUndefined();
  return Object.fromEntries(OUTCOME_FIELDS.map((field) => [field, (data as Record<string, unknown> | null)?.[field] ?? null]));
}

/** A session both answered, with three proposed statements (as propose-issues writes them). */
async function proposed(): Promise<string> {
  const id = await startSession(ann, ben);
  await respond(ben, id);
  await updateIssue({ id, proposedIssueCandidatesJson: JSON.stringify(CANDIDATES), proposedIssues: STATEMENTS, aiStatus: 'succeeded' });
  return id;
}

/** Both accept the second statement and settle: it is the agreed issue. */
async function agreed(): Promise<string> {
  const id = await proposed();
  expect(await review('initiator', id, [STATEMENTS[1]])).toBeUndefined();
  expect(await review('collaborator', id, [STATEMENTS[1], STATEMENTS[2]])).toBeUndefined();
  await actAs(ben);
  expect(await settle(id, await accessToken(), 'agree')).toEqual({ status: 200, body: { step: 'agree', outcome: 'agreed' } });
  return id;
}

/**
 * Every call one side can make to change a recorded outcome, by each side in turn: change its
 * answers to the statements (accept another, or none), and settle every step. Each answer to
 * a write is returned, so a test can say which must be refused.
 */
async function tryToUndo(id: string): Promise<{ reviewErrors: unknown[]; settled: { status: number; body: Record<string, unknown> }[] }> {
  const reviewErrors: unknown[] = [];
  const settled: { status: number; body: Record<string, unknown> }[] = [];
  for (const side of ['initiator', 'collaborator'] as const) {
    for (const accepted of [[STATEMENTS[2]], [] as string[]]) {
      reviewErrors.push(await review(side, id, accepted));
      await actAs(account(side));
      const token = await accessToken();
      for (const step of STEPS) settled.push(await settle(id, token, step));
    }
  }
  return { reviewErrors, settled };
}

const refusedAsLocked = (errors: unknown) => expect(errors, JSON.stringify(errors)).toEqual([expect.objectContaining({ message: REVIEW_LOCKED_MESSAGE })]);

beforeAll(async () => {
  ann = await newAccount(cloud(), 'Ann');
  ben = await newAccount(cloud(), 'Ben');
}, 30_000);

describe('a recorded outcome is final', () => {
  it('keeps the agreed issue: neither side can change its answers, and settling again neither switches nor blanks it nor mails', async () => {
    const id = await agreed();
    const before = await outcomes(id);
    expect(before).toMatchObject({ agreedIssue: STATEMENTS[1], noCommonConflict: false, status: 'resolving_issue' });
    const mails = await mailCount();

    const { reviewErrors, settled } = await tryToUndo(id);
    for (const errors of reviewErrors) refusedAsLocked(errors);
    for (const answer of settled.filter((_, i) => STEPS[i % STEPS.length] === 'agree')) expect(answer).toEqual({ status: 200, body: { step: 'agree', outcome: 'agreed' } });

    expect(await outcomes(id)).toEqual(before);
    expect(await mailCount()).toBe(mails);
  });

  it('keeps no common conflict, with its one e-mail, when both then accept the same statement', async () => {
    const id = await proposed();
    // The outcome waits for both answers (issue 27), so the initiator answers first.
    expect(await review('initiator', id, [STATEMENTS[1]])).toBeUndefined();
    expect(await review('collaborator', id, [])).toBeUndefined();
    await actAs(ben);
    const mails = await mailCount();
    expect(await settle(id, await accessToken(), 'agree')).toEqual({ status: 200, body: { step: 'agree', outcome: 'no-common-conflict' } });
    expect(await mailCount()).toBe(mails + 1);
    const before = await outcomes(id);
    expect(before).toMatchObject({ noCommonConflict: true, agreedIssue: null, status: 'resolving_issue' });

    // The outcome is recorded, so a change of either side's answers is refused.
    refusedAsLocked(await review('initiator', id, [STATEMENTS[0]]));
    refusedAsLocked(await review('collaborator', id, [STATEMENTS[0]]));
    const { reviewErrors, settled } = await tryToUndo(id);
    for (const errors of reviewErrors) refusedAsLocked(errors);
    for (const answer of settled.filter((_, i) => STEPS[i % STEPS.length] === 'agree')) {
      expect(answer).toEqual({ status: 200, body: { step: 'agree', outcome: 'no-common-conflict' } });
    }
    expect(await outcomes(id)).toEqual(before);
    expect(await mailCount()).toBe(mails + 1);
  });

  it('keeps the agreed issue and the top three at the re-ranking step, whoever settles whatever step', async () => {
    const id = await agreed();
    await updateIssue({ id, proposedSolutionsJson: solutionsDocument(SOLUTIONS) });
    expect(await rank('initiator', id, ['sol-1', 'sol-2', 'sol-3', 'sol-4', 'sol-5'])).toBeUndefined();
    expect(await rank('collaborator', id, ['sol-2', 'sol-1', 'sol-5', 'sol-3', 'sol-4'])).toBeUndefined();
    await actAs(ann);
    expect((await settle(id, await accessToken(), 'top-three')).status).toBe(200);
    // One side re-ranks the three; the other has not yet.
    expect(await rank('initiator', id, ['sol-3', 'sol-1', 'sol-2'])).toBeUndefined();
    const before = await outcomes(id);
    expect(before).toMatchObject({ agreedIssue: STATEMENTS[1], topThreeSolutionIds: ['sol-1', 'sol-2', 'sol-3'], bestSolutionId: null });
    const mails = await mailCount();

    const { reviewErrors, settled } = await tryToUndo(id);
    for (const errors of reviewErrors) refusedAsLocked(errors);
    for (const answer of settled) expect([200, 409]).toContain(answer.status);
    expect(await outcomes(id)).toEqual(before);
    expect(await mailCount()).toBe(mails);
  });

  it('keeps everything once the best solution is chosen: answers, rankings and every step', async () => {
    const id = await agreed();
    await updateIssue({ id, proposedSolutionsJson: solutionsDocument(SOLUTIONS) });
    await rank('initiator', id, ['sol-1', 'sol-2', 'sol-3', 'sol-4', 'sol-5']);
    await rank('collaborator', id, ['sol-2', 'sol-1', 'sol-5', 'sol-3', 'sol-4']);
    await actAs(ben);
    expect((await settle(id, await accessToken(), 'top-three')).status).toBe(200);
    await rank('initiator', id, ['sol-3', 'sol-1', 'sol-2']);
    await rank('collaborator', id, ['sol-3', 'sol-2', 'sol-1']);
    expect(await settle(id, await accessToken(), 'best-solution')).toMatchObject({ status: 200, body: { outcome: 'chosen', bestSolutionId: 'sol-3' } });
    const before = await outcomes(id);
    expect(before).toMatchObject({ agreedIssue: STATEMENTS[1], bestSolutionId: 'sol-3', status: 'resolved' });
    const mails = await mailCount();

    const { reviewErrors, settled } = await tryToUndo(id);
    for (const errors of reviewErrors) refusedAsLocked(errors);
    for (const side of ['initiator', 'collaborator'] as const) {
      const errors = await rank(side, id, ['sol-1', 'sol-2', 'sol-3']);
      expect(errors?.[0]).toMatchObject({ message: ORDER_MESSAGES.locked });
    }
    for (const answer of settled.filter((_, i) => STEPS[i % STEPS.length] === 'best-solution')) {
      expect(answer).toEqual({ status: 200, body: { step: 'best-solution', outcome: 'chosen', bestSolutionId: 'sol-3' } });
    }
    expect(await outcomes(id)).toEqual(before);
    expect(await mailCount()).toBe(mails);
  });
});

describe('the status moves only by what the server decided', () => {
  it('lets no side move the session past a step the server has not recorded, so settling still records the agreement', async () => {
    const id = await proposed();
    const before = await outcomes(id);
    for (const side of ['initiator', 'collaborator'] as const) {
      await actAs(account(side));
      for (const status of ISSUE_STATUSES.filter((s) => !['created', 'accepted', 'resolving_issue', 'closed'].includes(s))) {
        const { errors } = await dataClient().models.Issue.update({ id, status });
        expect(errors, `${side} -> ${status}`).toBeDefined();
      }
    }
    expect(await outcomes(id)).toEqual(before);
    expect(await review('initiator', id, [STATEMENTS[0]])).toBeUndefined();
    expect(await review('collaborator', id, [STATEMENTS[0]])).toBeUndefined();
    expect(await settle(id, await accessToken(), 'agree')).toEqual({ status: 200, body: { step: 'agree', outcome: 'agreed' } });
    expect(await outcomes(id)).toMatchObject({ agreedIssue: STATEMENTS[0], status: 'resolving_issue' });
  });

  it('takes no write into a closed session, from either side, and settles nothing there', async () => {
    const id = await proposed();
    await review('initiator', id, [STATEMENTS[0]]);
    await actAs(ann);
    expect((await dataClient().models.Issue.update({ id, status: 'closed', closedAt: new Date().toISOString() })).errors).toBeUndefined();
    const before = await outcomes(id);
    for (const side of ['initiator', 'collaborator'] as const) {
      await actAs(account(side));
      for (const input of [{ status: 'resolving_issue' as const }, { lastActivityAt: new Date().toISOString() }, { [`${side}Tone`]: ['calm'] }]) {
        const { errors } = await dataClient().models.Issue.update({ id, ...input });
        expect(errors?.[0]?.message, JSON.stringify(input)).toBe(STATUS_CLOSED_MESSAGE);
      }
      expect(await review(side, id, [STATEMENTS[0]])).toEqual([expect.objectContaining({ message: STATUS_CLOSED_MESSAGE })]);
      expect((await settle(id, await accessToken(), 'agree')).status).toBe(404);
    }
    expect(await outcomes(id)).toEqual(before);
  });
});
