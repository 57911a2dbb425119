/**
 * The infer-interests function through its function URL on a local cloud, with the builtin AI
 * provider: it answers at once and the solutions arrive in a background invocation (the Lambda
 * Invoke API the local cloud serves); two calls at once make one set; strangers are refused; a
 * model failure is stored with a message and loses nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIssue, updateIssue } from '../../../../amplify/functions/shared/participantIssue';
import { startLocalCloud, type LocalCloud } from '../../../../local/cloud/server';
import { storedSolutions } from '../../../../src/domain/solutions';
import { startFakeServer } from '../../../support/fakeOpenAiServer';
import { accessToken, actAs, configureAmplify, dataClient, newAccount, respond, startSession, type Account } from '../../../support/amplifyAgainstCloud';

const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-infer-'));
let cloud: LocalCloud;
let ann: Account;
let ben: Account;

async function enqueue(issueId: string, token: string) {
  const response = await fetch(`${cloud.url}/functions/infer-interests/enqueue`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ issueId, persist: true }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An agreed session about the car (the agreement written as settle-session would). */
async function agreed(): Promise<string> {
  const id = await startSession(ann, ben, {
    issue: ['Ben takes the car every weekend without asking'],
    outcome: ['A car plan I can count on for Saturdays'],
    why: ['I visit my mother every Saturday'],
  });
  await respond(ben, id, {
    issue: ['Ann books the car for the whole weekend'],
    outcome: ['The car on Sunday mornings'],
    why: ['I coach the under-12s football team'],
  });
  await updateIssue({ id, agreedIssue: 'How we share the car at weekends', agreedConflictType: 'task' });
  await actAs(ann);
  return id;
}

const settled = async (id: string) => {
  for (let i = 0; i < 100; i += 1) {
    const issue = await readIssue(id);
    if (issue?.inferInterestsStatus === 'succeeded' || issue?.inferInterestsStatus === 'failed') return issue;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the job never finished');
};

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

describe('infer-interests', () => {
  it('answers at once and stores five solutions, the principle and both sides’ interests, once however many calls race', async () => {
    const id = await agreed();
    const token = await accessToken();
    const answers = await Promise.all([enqueue(id, token), enqueue(id, token), enqueue(id, token)]);
    for (const a of answers) expect(a).toEqual({ status: 202, body: { status: 'pending' } });
    const issue = await settled(id);
    expect(issue.inferInterestsStatus).toBe('succeeded');
    const solutions = storedSolutions(issue);
    expect(solutions.map((s) => s.id)).toEqual(['sol-1', 'sol-2', 'sol-3', 'sol-4', 'sol-5']);
    for (const solution of solutions) {
      expect(solution.title).not.toMatch(/^Option \d$/);
      expect(solution.steps.length).toBeGreaterThan(0);
      expect(solution.successMetric).not.toBe('');
    }
    expect(issue.precedencePrincipleHuman).toBeTruthy();
    expect(issue.initiatorInterests?.length).toBeGreaterThan(0);
    expect(issue.collaboratorInterests?.length).toBeGreaterThan(0);
    expect(issue.agreedIssue).toBe('How we share the car at weekends');
    expect(await enqueue(id, token)).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('says what is missing before both have answered, and gives a stranger the same 404 as an unknown id', async () => {
    const id = await startSession(ann, ben);
    const missing = await enqueue(id, await accessToken());
    expect(missing.status).toBe(409);
    expect(missing.body).toMatchObject({ missing: ["the collaborator's issue", "the collaborator's desired outcome"] });
    const cal = await newAccount(cloud, 'Cal');
    await actAs(cal);
    const notFound = { status: 404, body: { message: 'Session not found or you do not have access.' } };
    expect(await enqueue(id, await accessToken())).toEqual(notFound);
    expect(await enqueue('no-such-id', await accessToken())).toEqual(notFound);
  });

  it('stores a model failure with a message to show, loses nothing, and succeeds when asked again', async () => {
    const model = await startFakeServer();
    const junk = { json: { choices: [{ message: { content: 'Here are some ideas: talk more.' } }] } };
    model.steps.push(junk, junk);
    const saved = { ...process.env };
    Object.assign(process.env, { AI_PROVIDER: 'openai', AI_OPENAI_BASE_URL: `${model.url}/v1`, AI_OPENAI_MODEL: 'junk-model' });
    try {
      const id = await agreed();
      const token = await accessToken();
      expect((await enqueue(id, token)).status).toBe(202);
      const failed = await settled(id);
      expect(failed).toMatchObject({ inferInterestsStatus: 'failed', inferInterestsError: 'The AI could not produce usable solutions this time. Please try again.' });
      expect(failed.proposedSolutionsJson ?? null).toBeNull();
      expect(failed.agreedIssue).toBe('How we share the car at weekends');
      expect(failed.collaboratorIssue).toEqual(['Ann books the car for the whole weekend']);
      // The status is the server's: a participant cannot fake success or reset it.
      const forged = await dataClient().models.Issue.update({ id, inferInterestsStatus: 'idle' });
      expect(forged.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });

      process.env.AI_PROVIDER = 'builtin';
      expect((await enqueue(id, token)).status).toBe(202);
      expect((await settled(id)).inferInterestsStatus).toBe('succeeded');
    } finally {
      process.env = saved;
      await model.close();
    }
  });
});
