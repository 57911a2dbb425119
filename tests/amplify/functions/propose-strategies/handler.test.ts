/**
 * The propose-strategies function through its function URL on a local cloud (builtin provider):
 * both styles first (409 naming who is awaited), one generation at a time, each side's own
 * advice, no repeat while the inputs are unchanged, new advice when a style changes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIssue } from '../../../../amplify/functions/shared/participantIssue';
import { startLocalCloud, type LocalCloud } from '../../../../local/cloud/server';
import { NO_SOLUTION_YET_MESSAGE, strategyInputsChecksum } from '../../../../src/domain/strategies';
import { accessToken, actAs, configureAmplify, newAccount, respond, startSession, type Account } from '../../../support/amplifyAgainstCloud';
import { chosenSession, saveStyle, strategiesFinished } from '../../../support/chosenSession';

const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-strategies-'));
let cloud: LocalCloud;
let mia: Account;
let tom: Account;

async function propose(issueId: string, token: string, subpath = '') {
  const response = await fetch(`${cloud.url}/functions/propose-strategies/${subpath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ issueId }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  cloud = await startLocalCloud({ port: 0, dataDir });
  configureAmplify(cloud);
  mia = await newAccount(cloud, 'Mia');
  tom = await newAccount(cloud, 'Tom');
}, 30_000);

afterAll(async () => {
  await cloud?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('propose-strategies', () => {
  it('answers 409 before a best solution is chosen, even with both styles saved, and starts nothing', async () => {
    const id = await startSession(mia, tom);
    await respond(tom, id);
    await saveStyle(mia, 'initiator', id, 'competing');
    await saveStyle(tom, 'collaborator', id, 'avoiding');
    await actAs(mia);
    expect(await propose(id, await accessToken(), 'enqueue')).toEqual({ status: 409, body: { message: NO_SOLUTION_YET_MESSAGE, needs: 'best-solution' } });
    expect(await propose(id, await accessToken())).toEqual({ status: 409, body: { message: NO_SOLUTION_YET_MESSAGE, needs: 'best-solution' } });
    expect((await readIssue(id))?.proposeStrategiesStatus ?? null).toBeNull();
  });

  it('answers 409 naming who is awaited until both styles are saved', async () => {
    const id = await chosenSession(mia, tom);
    await saveStyle(mia, 'initiator', id, 'competing');
    expect(await propose(id, await accessToken())).toEqual({
      status: 409,
      body: {
        message: 'Awaiting Tom to complete the conflict style questions to provide strategies and communication tips.',
        awaiting: true,
        missing: ['collaboratorDCS'],
      },
    });
  });

  it('makes each side its own strategies once, however many ask, and again only when a style changes', async () => {
    const id = await chosenSession(mia, tom);
    await saveStyle(mia, 'initiator', id, 'competing');
    await saveStyle(tom, 'collaborator', id, 'avoiding');
    const tomToken = await accessToken();
    await actAs(mia);
    const miaToken = await accessToken();
    const answers = await Promise.all([propose(id, miaToken), propose(id, tomToken, 'enqueue'), propose(id, miaToken)]);
    for (const a of answers) expect(a).toEqual({ status: 202, body: { status: 'pending' } });
    const done = await strategiesFinished(id);
    expect(done.proposeStrategiesStatus).toBe('succeeded');
    for (const list of [done.initiatorStrategies, done.collaboratorStrategies, done.initiatorCommunicationTips, done.collaboratorCommunicationTips]) {
      expect(list?.length).toBeGreaterThanOrEqual(3);
    }
    expect(done.initiatorStrategies).not.toEqual(done.collaboratorStrategies);
    expect(done.initiatorStrategies?.some((s) => /^If /.test(s ?? ''))).toBe(true);
    expect(done.proposeStrategiesChecksum).toBe(strategyInputsChecksum(done));
    const first = done.initiatorStrategies;

    // Unchanged inputs: nothing to do.
    expect(await propose(id, miaToken)).toEqual({ status: 200, body: { status: 'ready' } });
    // A retaken quiz: new advice for the new pair of styles.
    await saveStyle(tom, 'collaborator', id, 'collaborating');
    expect((await propose(id, tomToken)).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await strategiesFinished(id);
    expect(again.initiatorStrategies).not.toEqual(first);
  });

  it('gives a stranger and an unknown id the same 404', async () => {
    const id = await chosenSession(mia, tom);
    const cal = await newAccount(cloud, 'Cal');
    await actAs(cal);
    const token = await accessToken();
    const notFound = { status: 404, body: { message: 'Session not found or you do not have access.' } };
    expect(await propose(id, token)).toEqual(notFound);
    expect(await propose('no-such-id', token)).toEqual(notFound);
  });
});
