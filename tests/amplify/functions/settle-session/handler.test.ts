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
import { LIMITS, LIMIT_MESSAGES } from '../../../../src/domain/limits';
import { REVIEW_LOCKED_MESSAGE, WORDING_LOCKED_MESSAGE } from '../../../../src/domain/outcomeLocks';
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

  it('waits for both answers, then e-mails the other side once in words that name nobody (issue 27)', async () => {
    const id = await proposed();
    const annToken = await review(ann, 'initiator', id, []);
    // Declining everything first decides nothing: the other side answers without knowing.
    expect((await settle(id, annToken)).status).toBe(409);
    const beforeAnn = (await mailTo(ann.email)).length;
    const beforeBen = (await mailTo(ben.email)).length;
    const benToken = await review(ben, 'collaborator', id, [STATEMENTS[0]]);
    const answers = await Promise.all([settle(id, benToken), settle(id, benToken)]);
    for (const a of answers) expect(a).toEqual({ status: 200, body: { step: 'agree', outcome: 'no-common-conflict' } });
    // Ben settled it and is on the page that says so; Ann, who may be away, is told.
    const notices = (await mailTo(ann.email)).filter((m) => m.text.includes(`/session/${id}/communication-style/quiz`));
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toBe('No common conflict detected — one quick step to align');
    expect(notices[0].text).toMatch(/^Hi Ann,/);
    expect(notices[0].text).toContain('You have not found a shared statement of the issue yet.');
    expect(notices[0].text).not.toMatch(/Ben|did not agree/);
    // The outcome is recorded: later answers are refused, and settling again sends no second notice, to anyone.
    await actAs(ann);
    const late = await dataClient().models.Issue.update({ id, initiatorAcceptedIssues: [STATEMENTS[0]], initiatorReviewedIssues: STATEMENTS });
    expect(late.errors?.[0]?.message).toBe(REVIEW_LOCKED_MESSAGE);
    expect(await settle(id, await accessToken())).toEqual({ status: 200, body: { step: 'agree', outcome: 'no-common-conflict' } });
    expect((await mailTo(ann.email)).length).toBe(beforeAnn + 1);
    expect((await mailTo(ben.email)).length).toBe(beforeBen);
  });

  it('agrees on a wording only once the other side accepts it; nobody writes the agreed issue or the other’s wording (issue 27)', async () => {
    const id = await proposed();
    await review(ann, 'initiator', id, []);
    const benToken = await review(ben, 'collaborator', id, []);
    expect((await settle(id, benToken)).body).toEqual({ step: 'agree', outcome: 'no-common-conflict' });
    const wording = 'How we each hear about changes to the plan';

    // Ann proposes a wording: nothing is agreed by it alone, and she cannot accept for Ben or record it herself.
    await actAs(ann);
    expect((await dataClient().models.Issue.update({ id, initiatorProposedIssue: wording })).errors).toBeUndefined();
    expect(await settle(id, await accessToken())).toEqual({ status: 200, body: { step: 'agree', outcome: 'no-common-conflict' } });
    const forged = await dataClient().models.Issue.update({ id, collaboratorProposedIssue: wording });
    expect(forged.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    const ownRecord = await dataClient().models.Issue.update({ id, agreedIssue: wording });
    expect(ownRecord.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    // A wording over the statement limit is refused by the API with the limit's message.
    const tooLong = await dataClient().models.Issue.update({ id, initiatorProposedIssue: 'x'.repeat(LIMITS.statement + 1) });
    expect(tooLong.errors?.[0]?.message).toContain(LIMIT_MESSAGES.statement);
    expect((await dataClient().models.Issue.get({ id })).data).toMatchObject({ agreedIssue: null, initiatorProposedIssue: wording });

    // Ben accepts it (holds the same wording): the server records it as the agreed issue.
    await actAs(ben);
    expect((await dataClient().models.Issue.update({ id, collaboratorProposedIssue: wording })).errors).toBeUndefined();
    expect(await settle(id, await accessToken())).toEqual({ status: 200, body: { step: 'agree', outcome: 'agreed' } });
    const { data } = await dataClient().models.Issue.get({ id });
    expect(data).toMatchObject({ agreedIssue: wording, noCommonConflict: false, status: 'resolving_issue', agreeCandidateIndex: null });
    // Agreed is final: the wordings no longer change.
    const after = await dataClient().models.Issue.update({ id, collaboratorProposedIssue: 'Something else' });
    expect(after.errors?.[0]?.message).toBe(WORDING_LOCKED_MESSAGE);
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

  it('suggests one when the firsts differ, and records nothing until both accept (handler.suggestion.test.ts)', async () => {
    const id = await withSolutions();
    const annToken = await rank(ann, 'initiator', id, ['sol-1', 'sol-2', 'sol-3', 'sol-4', 'sol-5']);
    await rank(ben, 'collaborator', id, ['sol-2', 'sol-1', 'sol-3', 'sol-4', 'sol-5']);
    expect((await settle(id, annToken, 'top-three')).status).toBe(200);
    await rank(ann, 'initiator', id, ['sol-1', 'sol-3', 'sol-2']);
    const benToken = await rank(ben, 'collaborator', id, ['sol-2', 'sol-3', 'sol-1']);
    // sol-1: 1+3, sol-2: 3+1, sol-3: 2+2 -> all sum 4; sol-3 has no disagreement.
    expect(await settle(id, benToken, 'best-solution')).toEqual({ status: 200, body: { step: 'best-solution', outcome: 'suggested', bestSolutionId: null } });
    const { data } = await dataClient().models.Issue.get({ id });
    expect(data).toMatchObject({ bestSolutionId: null, status: 'resolving_issue' });
    expect(JSON.parse(String(data!.bestSolutionSuggestionJson))).toMatchObject({ open: { id: 'sol-3', accepted: [] } });
  });
});
