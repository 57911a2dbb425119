/**
 * The implement-plan function through its function URL on a local cloud (builtin provider): the
 * viewer's plan from the session itself (not from what the body claims), kept on the viewer's
 * own side, made again on request: a different plan, or (from a model that gives the same one
 * back) the plan shown with the reason no new one came.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_PLAN_MESSAGE } from '../../../../amplify/functions/implement-plan/handler';
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
  return { status: response.status, body: (await response.json()) as { plan?: Record<string, unknown>; message?: string; missing?: string[]; changed?: boolean } };
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

    // Reopening gives the stored plan.
    expect((await plan({ sessionId: id }, await accessToken())).body.plan).toEqual(first.body.plan);
    expect(made.steps.join(' ')).toMatch(new RegExp(CHOSEN.steps[0].split(' ')[0], 'i'));

    // "Make a new plan" gives a different plan, says so, and keeps it; asked again, another one.
    const renewed = await plan({ sessionId: id, regenerate: true }, await accessToken());
    expect(renewed.status).toBe(200);
    expect(renewed.body.changed).toBe(true);
    const second = readPlan(renewed.body.plan)!;
    expect(second.steps).not.toEqual(made.steps);
    expect(readPlan((await readIssue(id))?.collaboratorImplementPlanJson)?.steps).toEqual(second.steps);
    const third = readPlan((await plan({ sessionId: id, regenerate: true }, await accessToken())).body.plan)!;
    expect(third.steps).not.toEqual(second.steps);
  });

  it('says why when a model gives back the same plan on "Make a new plan", and keeps the plan shown', async () => {
    const id = await chosenSession(mia, tom);
    await saveStyle(mia, 'initiator', id, 'competing');
    await saveStyle(tom, 'collaborator', id, 'avoiding');
    const first = readPlan((await plan({ sessionId: id }, await accessToken())).body.plan)!;
    // A model that answers with the plan it was shown, whatever it is asked.
    const model = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const content = JSON.stringify({ ...first, checksum: undefined });
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content } }] }));
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    const saved = { ...process.env };
    Object.assign(process.env, { AI_PROVIDER: 'openai', AI_OPENAI_BASE_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`, AI_OPENAI_MODEL: 'echo' });
    try {
      const answer = await plan({ sessionId: id, regenerate: true }, await accessToken());
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ changed: false, message: SAME_PLAN_MESSAGE });
      expect(readPlan(answer.body.plan)).toEqual(first);
    } finally {
      for (const key of ['AI_PROVIDER', 'AI_OPENAI_BASE_URL', 'AI_OPENAI_MODEL']) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
      await new Promise((resolve) => model.close(resolve));
    }
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
