/**
 * Issue 24, "AI work re-runs on demand", through the function URLs on a local cloud, as the app
 * calls them with a signed-in person's token: every AI task is limited per session and per account
 * (429 with a plain message), a new plan asked for on purpose counts, unchanged inputs are
 * answered from what is stored, and inputs that already failed are not sent to the model again.
 */
import { describe, expect, it } from 'vitest';
import { readIssue } from '../../../../amplify/functions/shared/participantIssue';
import { AI_RUN_LIMITS, alreadyTriedMessage } from '../../../../src/domain/aiLimits';
import { readPlan } from '../../../../src/domain/strategies';
import { accessToken, actAs, dataClient, newAccount, respond, startSession, type Account } from '../../../support/amplifyAgainstCloud';
import { chosenSession, saveStyle, strategiesFinished } from '../../../support/chosenSession';
import { startFakeServer } from '../../../support/fakeOpenAiServer';
import { localCloudPerFile } from '../../../support/localCloudPerFile';

const localCloud = localCloudPerFile('ai-runs');

type Answer = { status: number; body: Record<string, unknown> & { message?: string } };

async function callFunction(name: string, body: Record<string, unknown>, token: string): Promise<Answer> {
  const response = await fetch(`${localCloud().url}/functions/${name}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const SESSION_PER_HOUR = AI_RUN_LIMITS.find((l) => l.scope === 'session' && l.per === 'hour')!.limit;
const ACCOUNT_PER_DAY = AI_RUN_LIMITS.find((l) => l.scope === 'account')!.limit;
const TOO_MANY = /^Dfuse has made (plans|strategies|issue statements|solutions) for (this session|your account) many times in a short while\. Please try again in \d+ (minutes?|hours)\.$/;

/** A session with a chosen solution and both styles, signed in as its initiator. */
async function readyForPlans(initiator: Account, collaborator: Account) {
  const id = await chosenSession(initiator, collaborator);
  await saveStyle(initiator, 'initiator', id, 'competing');
  await saveStyle(collaborator, 'collaborator', id, 'avoiding');
  await actAs(initiator);
  return id;
}


describe('implement-plan', () => {
  it('counts each new plan asked for against the session’s quota, answers 429 with a plain message past it, and keeps the plan shown', async () => {
    const [mia, tom] = [await newAccount(localCloud(), 'Mia'), await newAccount(localCloud(), 'Tom')];
    const id = await readyForPlans(mia, tom);
    const token = await accessToken();
    expect((await callFunction('implement-plan', { sessionId: id }, token)).status).toBe(200);
    for (let run = 2; run <= SESSION_PER_HOUR; run += 1) {
      expect((await callFunction('implement-plan', { sessionId: id, regenerate: true }, token)).status).toBe(200);
    }
    const shown = readPlan((await readIssue(id))?.initiatorImplementPlanJson);

    const refused = await callFunction('implement-plan', { sessionId: id, regenerate: true }, token);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(TOO_MANY);
    expect(refused.body.message).toContain('this session');
    expect(refused.body.retryAfterMinutes).toBeGreaterThan(0);
    expect(readPlan((await readIssue(id))?.initiatorImplementPlanJson)).toEqual(shown);

    // Unchanged inputs need no run: the stored plan is the answer, quota or not.
    const unchanged = await callFunction('implement-plan', { sessionId: id }, token);
    expect(unchanged).toEqual({ status: 200, body: { plan: shown } });
  }, 60_000);

  it('limits one account across its sessions', async () => {
    const [ada, bo] = [await newAccount(localCloud(), 'Ada'), await newAccount(localCloud(), 'Bo')];
    let runs = 0;
    let refusal: Answer | undefined;
    // One session more than the account's quota needs, so a missing limit fails rather than loops.
    for (let session = 0; session <= ACCOUNT_PER_DAY / SESSION_PER_HOUR && !refusal; session += 1) {
      const id = await readyForPlans(ada, bo);
      const token = await accessToken();
      for (let run = 1; run <= SESSION_PER_HOUR && !refusal; run += 1) {
        const answer = await callFunction('implement-plan', { sessionId: id, regenerate: run > 1 }, token);
        if (answer.status === 429) refusal = answer;
        else {
          expect(answer.status).toBe(200);
          runs += 1;
        }
      }
    }
    expect(runs).toBe(ACCOUNT_PER_DAY);
    expect(refusal?.body.message).toMatch(TOO_MANY);
    expect(refusal?.body.message).toContain('your account');
  }, 300_000);
});

describe('propose-strategies', () => {
  it('counts a run for each style toggled back and forth, and answers 429 past the session’s quota', async () => {
    const [eve, sol] = [await newAccount(localCloud(), 'Eve'), await newAccount(localCloud(), 'Sol')];
    const id = await readyForPlans(eve, sol);
    const styles = ['competing', 'accommodating'] as const;
    for (let run = 1; run <= SESSION_PER_HOUR; run += 1) {
      await saveStyle(eve, 'initiator', id, styles[run % 2]);
      expect((await callFunction('propose-strategies', { issueId: id }, await accessToken())).status).toBe(202);
      expect((await strategiesFinished(id)).proposeStrategiesStatus).toBe('succeeded');
    }
    const before = await readIssue(id);
    await saveStyle(eve, 'initiator', id, styles[(SESSION_PER_HOUR + 1) % 2]);
    const refused = await callFunction('propose-strategies', { issueId: id }, await accessToken());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(TOO_MANY);
    const after = await readIssue(id);
    expect(after?.initiatorStrategies).toEqual(before?.initiatorStrategies);
    expect(after).toMatchObject({ proposeStrategiesStatus: 'failed', proposeStrategiesError: refused.body.message });
    // Not reported ready for the new styles after the refusal: asking again is refused again.
    expect((await callFunction('propose-strategies', { issueId: id }, await accessToken())).status).toBe(429);
  }, 120_000);
});

describe('propose-issues', () => {
  it('does not send answers that already failed to the model again, and says why on both screens', async () => {
    const [ann, ben] = [await newAccount(localCloud(), 'Ann'), await newAccount(localCloud(), 'Ben')];
    const id = await startSession(ann, ben, { issue: ['Ben never says when plans change'], outcome: ['Hear the same day'], why: ['I promise dates'] });
    await respond(ben, id, { issue: ['Ann promises dates first'], outcome: ['Agree dates together'], why: ['Weekends lost'] });
    await actAs(ann);
    const model = await startFakeServer();
    const junk = { json: { choices: [{ message: { content: 'Sure! Here are some issues: 1) money 2) time' } }] } };
    model.steps.push(junk, junk, junk, junk);
    const saved = { ...process.env };
    Object.assign(process.env, { AI_PROVIDER: 'openai', AI_OPENAI_BASE_URL: `${model.url}/v1`, AI_OPENAI_MODEL: 'junk-model' });
    try {
      const token = await accessToken();
      expect((await callFunction('propose-issues', { issueId: id }, token)).status).toBe(502);
      expect(model.requests).toHaveLength(2); // the reply was retried once, then the task failed

      const again = await callFunction('propose-issues', { issueId: id }, token);
      expect(again).toEqual({ status: 422, body: { message: alreadyTriedMessage('propose-issues'), unchanged: true } });
      expect(model.requests).toHaveLength(2);
      const { data } = await dataClient().models.Issue.get({ id });
      expect(data).toMatchObject({ aiStatus: 'failed', aiErrorMessage: alreadyTriedMessage('propose-issues') });
    } finally {
      process.env = saved;
      await model.close();
    }
  });
});
