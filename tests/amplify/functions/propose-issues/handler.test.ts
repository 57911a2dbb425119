/**
 * The propose-issues function through its function URL on a local cloud, with the builtin AI
 * provider: refused before both have answered, one set of candidates and one e-mail however
 * many calls race, strangers refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../../../local/cloud/server';
import { startFakeServer } from '../../../support/fakeOpenAiServer';
import { accessToken, actAs, configureAmplify, dataClient, newAccount, respond, startSession, type Account } from '../../../support/amplifyAgainstCloud';

const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-propose-'));
let cloud: LocalCloud;
let ann: Account;
let ben: Account;

async function propose(issueId: string, token: string) {
  const response = await fetch(`${cloud.url}/functions/propose-issues/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ issueId }),
  });
  return { status: response.status, body: (await response.json()) as { status?: string; message?: string } };
}

const mailTo = async (address: string) =>
  (await (await fetch(`${cloud.url}/mailbox/messages?to=${encodeURIComponent(address)}`)).json()) as { subject: string; text: string }[];

/** A session in which Ann has answered, and Ben too when `withCollaboratorAnswers`; Ann is signed in. */
async function session(withCollaboratorAnswers: boolean) {
  const id = await startSession(ann, ben, {
    issue: ['Ben never tells me when the release date moves'],
    outcome: ['Hear about schedule changes the same day'],
    why: ['I promise dates to customers'],
  });
  if (withCollaboratorAnswers) {
    await respond(ben, id, {
      issue: ['Ann commits to release dates before engineering has estimated'],
      outcome: ['Agree dates together before they go to customers'],
      why: ['My team works weekends to meet dates we never agreed'],
    });
    await actAs(ann);
  }
  return id;
}

beforeAll(async () => {
  cloud = await startLocalCloud({ port: 0, dataDir });
  configureAmplify(cloud);
  ann = await newAccount(cloud, 'Ann');
  ben = await newAccount(cloud, 'Ben');
}, 30_000);

afterAll(async () => {
  await cloud?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('propose-issues', () => {
  it('says what is missing before the collaborator has answered', async () => {
    const id = await session(false);
    const result = await propose(id, await accessToken());
    expect(result.status).toBe(409);
    expect(result.body.message).toContain("Still missing: the collaborator's issue");
  });

  it('stores one set of up to four candidates and e-mails the initiator once, however many calls race', async () => {
    const id = await session(true);
    await actAs(ben);
    const benToken = await accessToken();
    await actAs(ann);
    const annToken = await accessToken();
    const results = await Promise.all([propose(id, annToken), propose(id, benToken), propose(id, benToken)]);
    // One call does the work (200); the others find it under way (202) or, if they arrive
    // after it finished, already done (200). What matters: one set of candidates, one e-mail.
    for (const result of results) expect([200, 202]).toContain(result.status);
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect((await propose(id, annToken)).body).toEqual({ status: 'ready' });

    const { data } = await dataClient().models.Issue.get({ id });
    const candidates = JSON.parse(data!.proposedIssueCandidatesJson as string) as { statement: string; score: number; conflictType: string }[];
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.length).toBeLessThanOrEqual(4);
    expect(data!.proposedIssues).toEqual(candidates.map((c) => c.statement));
    expect(data).toMatchObject({ aiStatus: 'succeeded', aiModel: expect.any(String) });
    expect(['personality', 'values', 'task']).toContain(data!.conflictType);

    const ready = (await mailTo(ann.email)).filter((m) => m.subject === 'Proposed issues are ready for your review');
    expect(ready).toHaveLength(1);
    expect(ready[0].text).toContain(`/session/${id}/agree`);
  });

  it('gives a stranger the same 404 as an unknown id', async () => {
    const id = await session(true);
    const carl = await newAccount(cloud, 'Carl');
    await actAs(carl);
    const token = await accessToken();
    expect(await propose(id, token)).toEqual({ status: 404, body: { message: 'Session not found or you do not have access.' } });
    expect(await propose('missing-id', token)).toEqual({ status: 404, body: { message: 'Session not found or you do not have access.' } });
  });

  it('stores a model failure on the session with a message to show, loses nothing, and succeeds when asked again', async () => {
    const model = await startFakeServer();
    const junk = { json: { choices: [{ message: { content: 'Sure! Here are some issues: 1) money 2) time' } }] } };
    model.steps.push(junk, junk);
    const saved = { ...process.env };
    Object.assign(process.env, { AI_PROVIDER: 'openai', AI_OPENAI_BASE_URL: `${model.url}/v1`, AI_OPENAI_MODEL: 'junk-model' });
    try {
      const id = await session(true);
      await actAs(ann);
      const token = await accessToken();
      const failed = await propose(id, token);
      expect(failed.status).toBe(502);
      expect(failed.body.message).toBe('The AI could not produce usable issue statements this time. Please try again.');
      expect(model.requests).toHaveLength(2); // the reply was retried once, then the task failed

      const { data } = await dataClient().models.Issue.get({ id });
      expect(data).toMatchObject({ aiStatus: 'failed', aiErrorMessage: failed.body.message });
      expect(data!.proposedIssues ?? []).toEqual([]);
      // aiStatus is the server's: a participant cannot reset it to re-run the AI on demand.
      const reset = await dataClient().models.Issue.update({ id, aiStatus: 'idle' });
      expect(reset.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Unauthorized on [aiStatus]' });
      expect(data!.collaboratorIssue).toEqual(['Ann commits to release dates before engineering has estimated']);
      expect(data!.initiatorIssue).toEqual(['Ben never tells me when the release date moves']);

      process.env.AI_PROVIDER = 'builtin';
      expect((await propose(id, token)).status).toBe(200);
      const { data: after } = await dataClient().models.Issue.get({ id });
      expect(after!.aiStatus).toBe('succeeded');
      expect(after!.proposedIssues?.length).toBeGreaterThan(0);
    } finally {
      process.env = saved;
      await model.close();
    }
  });
});
