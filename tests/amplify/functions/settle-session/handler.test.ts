/**
 * The settle-session function through its function URL on a local cloud: each side writes only
 * its own review, the server decides the outcome both share and records it once, whoever asks
 * and however many ask at the same moment.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../../../local/cloud/server';
import { updateIssue } from '../../../../amplify/functions/shared/participantIssue';
import { normalizeSolution, solutionsDocument } from '../../../../src/domain/solutions';
import { REVIEW_LOCKED_MESSAGE } from '../../../../src/domain/outcomeLocks';
import { ORDER_MESSAGES } from '../../../../src/domain/rankingRules';
import { rankingsFor } from '../../../../src/domain/topThree';
import { accessToken, actAs, configureAmplify, dataClient, newAccount, respond, startSession, type Account } from '../../../support/amplifyAgainstCloud';

const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-settle-'));
let cloud: LocalCloud;
let ann: Account;
let ben: Account;
let cal: Account;

const STATEMENTS = ['How we share the weekly handover', 'How we plan shifts a week ahead', 'How we tell each other about changes'];
const CANDIDATES = STATEMENTS.map((statement, i) => ({ statement, conflictType: 'task', score: 0.9 - i / 10 }));

async function settle(issueId: string, token: string, step: unknown = 'agree') {
  const response = await fetch(`${cloud.url}/functions/settle-session/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ issueId, step }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const mailTo = async (address: string) =>
  (await (await fetch(`${cloud.url}/mailbox/messages?to=${encodeURIComponent(address)}`)).json()) as { subject: string; text: string }[];

/** A session both have answered, with three proposed statements (written as propose-issues would). */
async function proposed(): Promise<string> {
  const id = await startSession(ann, ben);
  await respond(ben, id);
  await updateIssue({ id, proposedIssueCandidatesJson: JSON.stringify(CANDIDATES), proposedIssues: STATEMENTS, aiStatus: 'succeeded' });
  return id;
}

/** One side's Submit Selections (its own fields only); returns its access token. */
async function review(account: Account, role: 'initiator' | 'collaborator', id: string, accepted: string[]): Promise<string> {
  await actAs(account);
  const { errors } = await dataClient().models.Issue.update({ id, [`${role}AcceptedIssues`]: accepted, [`${role}ReviewedIssues`]: STATEMENTS });
  expect(errors).toBeUndefined();
  return accessToken();
}

beforeAll(async () => {
  cloud = await startLocalCloud({ port: 0, dataDir });
  configureAmplify(cloud);
  ann = await newAccount(cloud, 'Ann');
  ben = await newAccount(cloud, 'Ben');
  cal = await newAccount(cloud, 'Cal');
}, 30_000);

afterAll(async () => {
  await cloud?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('settle-session: agree', () => {
  it('answers 409 naming what is missing before there is anything to decide', async () => {
    const id = await startSession(ann, ben);
    expect(await settle(id, await accessToken())).toEqual({
      status: 409,
      body: { message: 'There are no proposed issue statements to review yet.', missing: ['proposedIssues'] },
    });
    await respond(ben, id);
    await updateIssue({ id, proposedIssueCandidatesJson: JSON.stringify(CANDIDATES), proposedIssues: STATEMENTS });
    const token = await review(ann, 'initiator', id, [STATEMENTS[1]]);
    expect(await settle(id, token)).toEqual({
      status: 409,
      body: { message: 'Waiting for the collaborator to answer every proposed issue statement.', missing: ['collaboratorReviewedIssues'] },
    });
    const { data } = await dataClient().models.Issue.get({ id });
    expect(data?.agreedIssue ?? null).toBeNull();
  });

  it('records the first statement both accepted, once, when both sides settle at the same moment', async () => {
    const id = await proposed();
    const annToken = await review(ann, 'initiator', id, [STATEMENTS[2], STATEMENTS[1]]);
    const benToken = await review(ben, 'collaborator', id, [STATEMENTS[1], STATEMENTS[2]]);
    const answers = await Promise.all([settle(id, annToken), settle(id, benToken), settle(id, annToken)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    for (const a of answers) expect(a.body).toEqual({ step: 'agree', outcome: 'agreed' });

    await actAs(ann);
    const { data } = await dataClient().models.Issue.get({ id });
    expect(data).toMatchObject({ agreedIssue: STATEMENTS[1], agreedConflictType: 'task', agreeCandidateIndex: 1, noCommonConflict: false, status: 'resolving_issue' });
    expect(JSON.parse(String(data!.agreedIssueMeta))).toMatchObject({ statement: STATEMENTS[1], candidateIndex: 1 });
  });

  it('e-mails the initiator once when the collaborator accepted none, however many settle calls race', async () => {
    const id = await proposed();
    await review(ann, 'initiator', id, [STATEMENTS[0]]);
    const benToken = await review(ben, 'collaborator', id, []);
    const before = (await mailTo(ann.email)).length;
    const answers = await Promise.all([1, 2, 3].map(() => settle(id, benToken)));
    for (const a of answers) expect(a).toEqual({ status: 200, body: { step: 'agree', outcome: 'no-common-conflict' } });
    const notices = (await mailTo(ann.email)).filter((m) => m.text.includes(`/session/${id}/communication-style/quiz`));
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toBe('No common conflict detected — one quick step to align');
    expect((await mailTo(ann.email)).length).toBe(before + 1);
    expect((await settle(id, benToken)).status).toBe(200);
    expect((await mailTo(ann.email)).length).toBe(before + 1);
    const { data } = await dataClient().models.Issue.get({ id });
    expect(data).toMatchObject({ noCommonConflict: true, status: 'resolving_issue' });
  });

  it('e-mails the collaborator once, naming the initiator, when the initiator accepted none; the initiator gets nothing', async () => {
    const id = await proposed();
    const annToken = await review(ann, 'initiator', id, []);
    const beforeAnn = (await mailTo(ann.email)).length;
    const answers = await Promise.all([settle(id, annToken), settle(id, annToken)]);
    for (const a of answers) expect(a).toEqual({ status: 200, body: { step: 'agree', outcome: 'no-common-conflict' } });
    const notices = (await mailTo(ben.email)).filter((m) => m.text.includes(`/session/${id}/communication-style/quiz`));
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toBe('No common conflict detected — one quick step to align');
    expect(notices[0].text).toMatch(/^Hi Ben,/);
    expect(notices[0].text).toContain('Ann did not agree with any of the issue statements');
    // The outcome is recorded: the collaborator's later answers are refused, and settling again sends no second notice, to anyone.
    await actAs(ben);
    const late = await dataClient().models.Issue.update({ id, collaboratorAcceptedIssues: [STATEMENTS[0]], collaboratorReviewedIssues: STATEMENTS });
    expect(late.errors?.[0]?.message).toBe(REVIEW_LOCKED_MESSAGE);
    expect(await settle(id, await accessToken())).toEqual({ status: 200, body: { step: 'agree', outcome: 'no-common-conflict' } });
    expect((await mailTo(ben.email)).filter((m) => m.text.includes(`/session/${id}/communication-style/quiz`))).toHaveLength(1);
    expect((await mailTo(ann.email)).length).toBe(beforeAnn);
  });

  it('records no overlap without an e-mail', async () => {
    const id = await proposed();
    await review(ann, 'initiator', id, [STATEMENTS[0]]);
    const benToken = await review(ben, 'collaborator', id, [STATEMENTS[2]]);
    const before = (await mailTo(ann.email)).length;
    expect(await settle(id, benToken)).toEqual({ status: 200, body: { step: 'agree', outcome: 'no-overlap' } });
    expect((await mailTo(ann.email)).length).toBe(before);
  });

  it('never lets a participant write the outcome directly', async () => {
    const id = await proposed();
    await actAs(ben);
    const forged = await dataClient().models.Issue.update({ id, agreedIssue: 'Ann pays for everything', noCommonConflict: false });
    expect(forged.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    // AppSync lists the refused fields in no fixed order.
    expect(forged.errors?.[0].message).toMatch(/^Unauthorized on \[(agreedIssue, noCommonConflict|noCommonConflict, agreedIssue)\]$/);
    const { data } = await dataClient().models.Issue.get({ id });
    expect(data?.agreedIssue ?? null).toBeNull();
  });

  it('gives a stranger and an unknown id the same 404, and refuses an unknown step', async () => {
    const id = await proposed();
    await actAs(cal);
    const token = await accessToken();
    const notFound = { status: 404, body: { message: 'Session not found or you do not have access.' } };
    expect(await settle(id, token)).toEqual(notFound);
    expect(await settle('no-such-session', token)).toEqual(notFound);
    await actAs(ann);
    expect((await settle(id, await accessToken(), 'everything')).status).toBe(400);
  });
});

describe('settle-session: top three and best solution', () => {
  const SOLUTIONS = [1, 2, 3, 4, 5].map((n) => normalizeSolution({ id: `sol-${n}`, title: `Plan ${n}`, summary: `Summary ${n}` }, n - 1));

  /** An agreed session with five solutions, written as the functions would. */
  async function withSolutions(): Promise<string> {
    const id = await startSession(ann, ben);
    await respond(ben, id);
    await updateIssue({ id, agreedIssue: 'How we share the weekly handover', proposedSolutionsJson: solutionsDocument(SOLUTIONS) });
    return id;
  }

  /** One side saves its own order of cards (its own fields only) and returns its access token. */
  async function rank(account: Account, role: 'initiator' | 'collaborator', id: string, order: string[]): Promise<string> {
    await actAs(account);
    const { errors } = await dataClient().models.Issue.update({
      id,
      [`${role}SolutionOrder`]: order,
      [`${role}SolutionRankings`]: rankingsFor(order, SOLUTIONS),
    });
    expect(errors).toBeUndefined();
    return accessToken();
  }

  it('refuses to compute the top three until both ranked all five, with the spec’s message', async () => {
    const id = await withSolutions();
    const token = await rank(ann, 'initiator', id, ['sol-1', 'sol-2', 'sol-3', 'sol-4', 'sol-5']);
    expect(await settle(id, token, 'top-three')).toEqual({
      status: 409,
      body: { message: 'Both parties must rank all five solutions before computing the Top 3.', missing: ['collaboratorSolutionRankings'] },
    });
  });

  it('computes the top three once when both ask at the same moment, then chooses the shared #1 and resolves', async () => {
    const id = await withSolutions();
    const annToken = await rank(ann, 'initiator', id, ['sol-1', 'sol-2', 'sol-3', 'sol-4', 'sol-5']);
    const benToken = await rank(ben, 'collaborator', id, ['sol-2', 'sol-1', 'sol-5', 'sol-3', 'sol-4']);
    const answers = await Promise.all([settle(id, annToken, 'top-three'), settle(id, benToken, 'top-three')]);
    for (const a of answers) expect(a).toEqual({ status: 200, body: { step: 'top-three', outcome: 'ready' } });
    await actAs(ann);
    const { data } = await dataClient().models.Issue.get({ id });
    expect(data?.topThreeSolutionIds).toEqual(['sol-1', 'sol-2', 'sol-3']);
    expect(data?.solutionScores?.map((s) => s?.sol)).toEqual(['sol-1', 'sol-2', 'sol-3', 'sol-5', 'sol-4']);

    // The five-card order no longer fits: the three must be re-ranked.
    const stale = await dataClient().models.Issue.update({ id, initiatorSolutionOrder: ['sol-1', 'sol-2', 'sol-3', 'sol-4', 'sol-5'] });
    expect(stale.errors?.[0]).toMatchObject({ errorType: 'InvalidInput', message: ORDER_MESSAGES.unknown });

    const annAgain = await rank(ann, 'initiator', id, ['sol-3', 'sol-1', 'sol-2']);
    expect((await settle(id, annAgain, 'best-solution')).status).toBe(409);
    const benAgain = await rank(ben, 'collaborator', id, ['sol-3', 'sol-2', 'sol-1']);
    const best = await Promise.all([settle(id, annAgain, 'best-solution'), settle(id, benAgain, 'best-solution')]);
    for (const a of best) expect(a).toEqual({ status: 200, body: { step: 'best-solution', outcome: 'chosen', bestSolutionId: 'sol-3' } });
    await actAs(ann);
    const { data: after } = await dataClient().models.Issue.get({ id });
    expect(after).toMatchObject({ bestSolutionId: 'sol-3', bestSolution: 'Plan 3', status: 'resolved' });
    expect(JSON.parse(String(after!.bestSolutionJson))).toMatchObject({ version: 1, chosenId: 'sol-3', decidedBy: 'same-first' });

    // Chosen: the rankings are locked.
    const locked = await dataClient().models.Issue.update({ id, initiatorSolutionOrder: ['sol-1', 'sol-2', 'sol-3'] });
    expect(locked.errors?.[0]).toMatchObject({ errorType: 'InvalidInput', message: ORDER_MESSAGES.locked });
  });

  it('suggests one when the firsts differ, and records it once', async () => {
    const id = await withSolutions();
    const annToken = await rank(ann, 'initiator', id, ['sol-1', 'sol-2', 'sol-3', 'sol-4', 'sol-5']);
    await rank(ben, 'collaborator', id, ['sol-2', 'sol-1', 'sol-3', 'sol-4', 'sol-5']);
    expect((await settle(id, annToken, 'top-three')).status).toBe(200);
    await rank(ann, 'initiator', id, ['sol-1', 'sol-3', 'sol-2']);
    const benToken = await rank(ben, 'collaborator', id, ['sol-2', 'sol-3', 'sol-1']);
    // sol-1: 1+3, sol-2: 3+1, sol-3: 2+2 -> all sum 4; sol-3 has no disagreement.
    expect(await settle(id, benToken, 'best-solution')).toEqual({ status: 200, body: { step: 'best-solution', outcome: 'suggested', bestSolutionId: 'sol-3' } });
    const { data } = await dataClient().models.Issue.get({ id });
    expect(data).toMatchObject({ bestSolutionId: 'sol-3', status: 'resolving_issue' });
  });
});
