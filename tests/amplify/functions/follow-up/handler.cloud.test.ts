/**
 * Your-turn notices and reminders (docs/rules.md, "Follow-up"), through the real aws-amplify
 * client, the follow-up and unsubscribe function URLs and the local cloud's scheduler and
 * development clock: the one who is away gets one notice linking to the step, none while they
 * are in the session; the unsubscribe link (signed, no sign-in) stops the next; two reminders
 * as the clock moves, then nothing; the follow-up fields keep their write rights.
 */
import { describe, expect, it } from 'vitest';
import { updateIssue } from '../../../../amplify/functions/shared/participantIssue';
import { normalizeSolution, solutionsDocument } from '../../../../src/domain/solutions';
import { rankingsFor } from '../../../../src/domain/topThree';
import { accessToken, actAs, dataClient, newAccount, respond, startSession, type Account } from '../../../support/amplifyAgainstCloud';
import { localCloudPerFile } from '../../../support/localCloudPerFile';

const cloud = localCloudPerFile('follow-up');
const SOLUTIONS = [1, 2, 3, 4, 5].map((n) => normalizeSolution({ id: `sol-${n}`, title: `Plan ${n}`, summary: `Summary ${n}` }, n - 1));
const ORDER = SOLUTIONS.map((s) => s.id);

interface Mail {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

const mailTo = async (address: string): Promise<Mail[]> =>
  (await (await fetch(`${cloud().url}/mailbox/messages?to=${encodeURIComponent(address)}`)).json()) as Mail[];

/** A session with an agreed issue and five solutions, both sides away. */
async function withSolutions(initiator: Account, collaborator: Account): Promise<string> {
  const id = await startSession(initiator, collaborator);
  await respond(collaborator, id);
  await updateIssue({ id, agreedIssue: 'How we share the chores', proposedSolutionsJson: solutionsDocument(SOLUTIONS) });
  return id;
}

/** POSTs to the follow-up function's URL as the current account. */
async function askFollowUp(body: unknown) {
  const response = await fetch(`${cloud().url}/functions/follow-up/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { sent?: number; message?: string } };
}

async function rankAndAsk(account: Account, side: 'initiator' | 'collaborator', id: string) {
  await actAs(account);
  const { errors } = await dataClient().models.Issue.update({ id, [`${side}SolutionOrder`]: ORDER, [`${side}SolutionRankings`]: rankingsFor(ORDER, SOLUTIONS) });
  expect(errors).toBeUndefined();
  return askFollowUp({ issueId: id });
}

const advance = async (hours: number) =>
  (await fetch(`${cloud().url}/__dev/clock`, { method: 'POST', body: JSON.stringify({ advanceHours: hours }) })).status;

describe('your-turn notices', () => {
  it('the one who is away gets one notice linking to the step; asking again sends nothing more', async () => {
    const ann = await newAccount(cloud(), 'Ann');
    const ben = await newAccount(cloud(), 'Ben');
    const id = await withSolutions(ann, ben);
    expect(await rankAndAsk(ann, 'initiator', id)).toEqual({ status: 200, body: { sent: 1 } });
    const [notice, ...rest] = await mailTo(ben.email);
    expect(rest.filter((m) => /turn|remind/i.test(m.subject))).toEqual([]);
    expect(notice.subject).toBe('Your turn in your Dfuse session with Ann');
    expect(notice.text).toContain('Ann has ranked the five solutions. Your turn: rank the five solutions.');
    expect(notice.text).toContain(`/session/${id}/solutions`);
    expect(notice.headers['List-Unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/functions\/unsubscribe\/\?t=[^>]+>$/);
    expect(notice.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    await actAs(ann);
    expect((await askFollowUp({ issueId: id })).body).toEqual({ sent: 0 });
    expect((await mailTo(ben.email)).filter((m) => /turn/i.test(m.subject))).toHaveLength(1);
  });

  it('none while the other is in the session (their page said so)', async () => {
    const cy = await newAccount(cloud(), 'Cy');
    const di = await newAccount(cloud(), 'Di');
    const id = await withSolutions(cy, di);
    await actAs(di);
    // Di's page says she is there: the solutions are both's to rank; Cy, away, is told, Di is not.
    expect(await askFollowUp({ issueId: id, present: true })).toEqual({ status: 200, body: { sent: 1 } });
    expect((await mailTo(cy.email)).filter((m) => /turn/i.test(m.subject))).toHaveLength(1);
    expect(await rankAndAsk(cy, 'initiator', id)).toEqual({ status: 200, body: { sent: 0 } });
    expect((await mailTo(di.email)).filter((m) => /turn/i.test(m.subject))).toEqual([]);
  });

  it('presence is stamped by the server on its own clock, for the caller’s side only; nobody writes it or the follow-up record', async () => {
    const ed = await newAccount(cloud(), 'Ed');
    const flo = await newAccount(cloud(), 'Flo');
    const id = await withSolutions(ed, flo);
    await actAs(ed);
    // A device clock a day slow, and one claiming the future: neither is written.
    for (const field of ['initiatorSeenAt', 'collaboratorSeenAt'] as const) {
      for (const at of [new Date(Date.now() - 86_400_000), new Date(Date.now() + 86_400_000)]) {
        expect((await dataClient().models.Issue.update({ id, [field]: at.toISOString() })).errors?.[0]?.message).toMatch(/Unauthorized/);
      }
    }
    expect((await dataClient().models.Issue.update({ id, followUpJson: JSON.stringify({ sides: {} }) })).errors?.[0]?.message).toMatch(/Unauthorized/);
    expect((await askFollowUp({ issueId: id, present: 'yes' })).status).toBe(400);

    // The development clock moved two days: the stamp is on the moved clock, not the caller's.
    expect(await advance(48)).toBe(200);
    const before = Date.now();
    expect((await askFollowUp({ issueId: id, present: true })).status).toBe(200);
    const { data } = await dataClient().models.Issue.get({ id });
    expect(data?.collaboratorSeenAt ?? null).toBeNull();
    expect(Date.parse(data!.initiatorSeenAt!) - before).toBeGreaterThanOrEqual(48 * 3_600_000 - 1_000);
  });

  it('a stranger cannot ask for a session’s notices', async () => {
    const gus = await newAccount(cloud(), 'Gus');
    const hal = await newAccount(cloud(), 'Hal');
    const ivy = await newAccount(cloud(), 'Ivy');
    const id = await withSolutions(gus, hal);
    await actAs(ivy);
    const response = await fetch(`${cloud().url}/functions/follow-up/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
      body: JSON.stringify({ issueId: id }),
    });
    expect(response.status).toBe(404);
  });
});

describe('unsubscribe and reminders', () => {
  it('two reminders as the clock moves, then nothing; the unsubscribe link stops the next notice', async () => {
    const jo = await newAccount(cloud(), 'Jo');
    const kai = await newAccount(cloud(), 'Kai');
    const id = await withSolutions(jo, kai);
    expect((await rankAndAsk(jo, 'initiator', id)).body.sent).toBe(1);
    const followUps = async () => (await mailTo(kai.email)).filter((m) => /turn|remind/i.test(m.subject)).map((m) => m.subject);

    expect(await advance(47)).toBe(200);
    expect(await followUps()).toHaveLength(1);
    expect(await advance(2)).toBe(200);
    expect((await followUps())[0]).toBe('Reminder: Jo is waiting for you in Dfuse');
    expect(await advance(5 * 24)).toBe(200);
    expect((await followUps())[0]).toBe('Last reminder: your Dfuse session with Jo');
    expect(await advance(30 * 24)).toBe(200);
    expect(await followUps()).toHaveLength(3);

    // The one-click POST of the List-Unsubscribe header, signed out; a forged token is refused.
    const header = (await mailTo(kai.email)).find((m) => m.headers['List-Unsubscribe'])!.headers['List-Unsubscribe'];
    const url = header.slice(1, -1);
    const forged = url.replace(/t=[^.]+/, `t=${Buffer.from(jo.email).toString('base64url')}`);
    expect((await fetch(forged, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(400);
    expect((await fetch(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(200);
    await actAs(kai);
    const { data: profile } = await dataClient().models.Profile.get({ emailLower: kai.email.toLowerCase() });
    expect(profile?.noticesOff).toBe(true);

    // The next turn for Kai (the top three ready) sends nothing to Kai.
    await updateIssue({ id, topThreeSolutionIds: ORDER.slice(0, 3) });
    expect(await advance(24)).toBe(200);
    expect(await followUps()).toHaveLength(3);
    // Jo still gets hers.
    expect((await mailTo(jo.email)).filter((m) => /turn/i.test(m.subject))).toHaveLength(1);
  });
});
