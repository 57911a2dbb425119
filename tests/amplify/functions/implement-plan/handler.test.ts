/**
 * The implement-plan function through its function URL on a local cloud (builtin provider): the
 * viewer's plan from the session itself (not from what the body claims), kept on the viewer's
 * own side, made again on request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIssue } from '../../../../amplify/functions/shared/participantIssue';
import { startLocalCloud, type LocalCloud } from '../../../../local/cloud/server';
import { NO_SOLUTION_YET_MESSAGE, readPlan } from '../../../../src/domain/strategies';
import { accessToken, actAs, configureAmplify, newAccount, respond, startSession, type Account } from '../../../support/amplifyAgainstCloud';
import { CHOSEN, chosenSession, saveStyle } from '../../../support/chosenSession';

const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-plan-'));
let cloud: LocalCloud;
let mia: Account;
let tom: Account;

async function plan(body: Record<string, unknown>, token: string) {
  const response = await fetch(`${cloud.url}/functions/implement-plan/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { plan?: Record<string, unknown>; message?: string; missing?: string[] } };
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

describe('implement-plan', () => {
  it('answers 409 before a best solution is chosen, even with both styles saved, and stores nothing', async () => {
    const id = await startSession(mia, tom);
    await respond(tom, id);
    await saveStyle(mia, 'initiator', id, 'competing');
    await saveStyle(tom, 'collaborator', id, 'avoiding');
    await actAs(mia);
    expect(await plan({ sessionId: id }, await accessToken())).toEqual({ status: 409, body: { message: NO_SOLUTION_YET_MESSAGE, needs: 'best-solution' } });
    expect((await readIssue(id))?.initiatorImplementPlanJson ?? null).toBeNull();
  });

  it('needs both styles', async () => {
    const id = await chosenSession(mia, tom);
    const answer = await plan({ sessionId: id }, await accessToken());
    expect(answer.status).toBe(409);
    expect(answer.body.missing).toEqual(['initiatorDCS', 'collaboratorDCS']);
  });

  it('makes the viewer’s own plan from the session, ignoring the names, e-mails and role the body claims, and keeps it', async () => {
    const id = await chosenSession(mia, tom);
    await saveStyle(mia, 'initiator', id, 'competing');
    await saveStyle(tom, 'collaborator', id, 'avoiding');
    const body = {
      sessionId: id,
      role: 'initiator',
      viewerEmail: 'mallory@example.com',
      viewerFirstName: 'Mallory',
      initiator: { email: 'mallory@example.com', tki: 'collaborating' },
    };
    const first = await plan(body, await accessToken()); // Tom is signed in
    expect(first.status).toBe(200);
    const made = readPlan(first.body.plan)!;
    expect(made.steps.length).toBeGreaterThanOrEqual(3);
    expect(made.steps.length).toBeLessThanOrEqual(6);
    expect(made.checkInDate! > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(JSON.stringify(first.body.plan)).not.toMatch(/Mallory/);
    expect(JSON.stringify(first.body.plan)).toContain('Mia');

    const stored = await readIssue(id);
    expect(readPlan(stored?.collaboratorImplementPlanJson)?.planTitle).toBe(made.planTitle);
    expect(stored?.initiatorImplementPlanJson ?? null).toBeNull();

    // Reopening gives the stored plan; regenerate makes a new one (the same builtin, the same text).
    expect((await plan({ sessionId: id }, await accessToken())).body.plan).toEqual(first.body.plan);
    expect((await plan({ sessionId: id, regenerate: true }, await accessToken())).status).toBe(200);
    expect(made.steps.join(' ')).toMatch(new RegExp(CHOSEN.steps[0].split(' ')[0], 'i'));
  });

  it('gives a stranger and an unknown id the same 404, and never stores a plan the viewer may not write', async () => {
    const id = await chosenSession(mia, tom);
    const cal = await newAccount(cloud, 'Cal');
    await actAs(cal);
    const token = await accessToken();
    expect((await plan({ sessionId: id }, token)).status).toBe(404);
    expect((await plan({ issueId: 'nope' }, token)).status).toBe(404);
  });
});
