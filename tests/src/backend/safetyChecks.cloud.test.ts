/**
 * The private safety check through the real aws-amplify client against the local cloud
 * (docs/rules.md, "Safety"): a person's answers are theirs alone — the other participant and a
 * stranger can neither read, list, create nor change them — the outcome is the server's, and a
 * pause is decided by the server, told to the other side only as the neutral line, and cannot be
 * lifted by writing a field.
 */
import { describe, expect, it } from 'vitest';
import { updateIssue } from '../../../amplify/functions/shared/participantIssue';
import { CHECK_IN_MESSAGES } from '../../../src/domain/checkIns';
import { SAFETY_QUESTION_IDS } from '../../../src/domain/safety';
import { SESSION_PAUSED_LINE } from '../../../src/domain/safetyPause';
import { accessToken, actAs, answerSafetyCheck, dataClient, newAccount, respond, startSession, type Account } from '../../support/amplifyAgainstCloud';
import { localCloudPerFile } from '../../support/localCloudPerFile';

const cloud = localCloudPerFile('safety-checks');

const key = (issueId: string, account: Account) => ({ issueId, ownerEmail: account.email.toLowerCase() });
const noToAll = () => Object.fromEntries(SAFETY_QUESTION_IDS.map((id) => [id, false]));

async function threeAccounts() {
  return {
    initiator: await newAccount(cloud(), 'Ines'),
    collaborator: await newAccount(cloud(), 'Carl'),
    stranger: await newAccount(cloud(), 'Stan'),
  };
}

describe("a person's safety check is theirs alone", () => {
  it('the other participant and a stranger cannot read, list, create or change it; its owner cannot write the outcome', async () => {
    const { initiator, collaborator, stranger } = await threeAccounts();
    const issueId = await startSession(initiator, collaborator);
    await respond(collaborator, issueId);

    for (const other of [collaborator, stranger]) {
      await actAs(other);
      const read = await dataClient().models.SafetyCheck.get(key(issueId, initiator));
      expect(read.data).toBeNull();
      const listed = await dataClient().models.SafetyCheck.list({ filter: { issueId: { eq: issueId } } });
      expect(listed.data.map((check) => check.ownerEmail)).not.toContain(initiator.email.toLowerCase());
      const changed = await dataClient().models.SafetyCheck.update({ ...key(issueId, initiator), afraid: true });
      expect(changed.errors?.[0]?.errorType ?? changed.errors?.[0]?.message).toMatch(/Unauthorized|conditional/i);
      // Nor can they answer in the initiator's name.
      const forged = await dataClient().models.SafetyCheck.create({ ...key(issueId, initiator), ...noToAll() });
      expect(forged.errors?.length).toBeGreaterThan(0);
    }

    await actAs(initiator);
    const own = await dataClient().models.SafetyCheck.get(key(issueId, initiator));
    expect(own.data?.outcome).toBe('clear');
    expect(own.data?.afraid).toBe(false);
    // The outcome is the server's: the owner's own write of it is refused and changes nothing.
    const lifted = await dataClient().models.SafetyCheck.update({ ...key(issueId, initiator), outcome: 'pause' } as never);
    expect(lifted.errors?.length).toBeGreaterThan(0);
    expect((await dataClient().models.SafetyCheck.get(key(issueId, initiator))).data?.outcome).toBe('clear');
  });

  it('the shared session holds no answer and no outcome of anyone’s check', async () => {
    const { initiator, collaborator } = await threeAccounts();
    const issueId = await startSession(initiator, collaborator);
    await actAs(initiator);
    const { data } = await dataClient().models.Issue.get({ id: issueId });
    const fields = Object.keys(data ?? {});
    expect(fields.length).toBeGreaterThan(10);
    for (const id of [...SAFETY_QUESTION_IDS, 'outcome', 'goOnAt']) expect(fields).not.toContain(id);
  });
});

describe('a yes pauses the session, and only the server decides it', () => {
  it('the collaborator’s serious yes pauses it: the initiator learns only the neutral line, and nobody can write past the pause', async () => {
    const { initiator, collaborator } = await threeAccounts();
    const issueId = await startSession(initiator, collaborator);
    await respond(collaborator, issueId, {}, { safetyCheck: 'unanswered' });
    const decided = await answerSafetyCheck(issueId, collaborator.email, ['threatened']);
    expect(decided).toEqual({ status: 200, body: { step: 'safety', outcome: 'pause' } });

    // The initiator sees that it paused, never whose check or why.
    await actAs(initiator);
    const seen = await dataClient().models.Issue.get({ id: issueId });
    expect(seen.data?.safetyPausedAt).toBeTruthy();
    const refused = await dataClient().models.Issue.update({ id: issueId, initiatorIssue: ['Something new'] });
    expect(refused.errors?.[0]?.message).toContain(SESSION_PAUSED_LINE);
    // Writing the pause away is refused too (a server-only field) and the pause stays.
    const unpaused = await dataClient().models.Issue.update({ id: issueId, safetyPausedAt: null });
    expect(unpaused.errors?.length).toBeGreaterThan(0);
    expect((await dataClient().models.Issue.get({ id: issueId })).data?.safetyPausedAt).toBeTruthy();
    // Closing the session is the one write it still takes.
    const closed = await dataClient().models.Issue.update({ id: issueId, status: 'closed', closedAt: new Date().toISOString() });
    expect(closed.errors).toBeUndefined();
  });

  it('answering again after the outcome changes nothing the server recorded', async () => {
    const { initiator, collaborator } = await threeAccounts();
    const issueId = await startSession(initiator, collaborator, {}, { safetyCheck: 'unanswered' });
    await actAs(initiator);
    expect((await answerSafetyCheck(issueId, initiator.email, ['belittled'])).body.outcome).toBe('caution');
    // Changing an answer afterwards does not move the outcome the server recorded.
    const again = await dataClient().models.SafetyCheck.update({ ...key(issueId, initiator), belittled: false });
    expect(again.errors).toBeUndefined();
    const { data } = await dataClient().models.SafetyCheck.get(key(issueId, initiator));
    expect(data?.outcome).toBe('caution');
  });
});

/** Opens check-in `number` as the follow-up function does (server-only reviewJson, over IAM). */
const openCheckIn = (id: string, number: number) =>
  updateIssue({ id, reviewJson: JSON.stringify({ open: { number, dueAt: new Date().toISOString(), openedAt: new Date().toISOString() } }) });

const recheckKey = (issueId: string, account: Account, checkIn: number) => ({ ...key(issueId, account), checkIn });

/** The signed-in account asks the server to decide its check again at check-in `checkIn`. */
async function settleRecheck(issueId: string, checkIn: unknown) {
  const response = await fetch(`${cloud().url}/functions/settle-session/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
    body: JSON.stringify({ issueId, step: 'safety', checkIn }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the check offered again at each check-in (issue 25, "Re-checked later")', () => {
  it('is its owner’s alone, one per check-in, refused when no check-in is open, and may be skipped', async () => {
    const { initiator, collaborator, stranger } = await threeAccounts();
    const issueId = await startSession(initiator, collaborator);
    await respond(collaborator, issueId);

    // Before any check-in is open the server decides none.
    await actAs(initiator);
    expect((await dataClient().models.SafetyRecheck.create({ ...recheckKey(issueId, initiator, 1), ...noToAll() })).errors).toBeUndefined();
    expect(await settleRecheck(issueId, 1)).toEqual({ status: 409, body: { message: CHECK_IN_MESSAGES.notOpen } });
    await openCheckIn(issueId, 1);
    expect((await settleRecheck(issueId, 2)).status).toBe(409);
    expect((await settleRecheck(issueId, '1')).status).toBe(400);
    expect(await settleRecheck(issueId, 1)).toEqual({ status: 200, body: { step: 'safety', outcome: 'clear' } });

    for (const other of [collaborator, stranger]) {
      await actAs(other);
      expect((await dataClient().models.SafetyRecheck.get(recheckKey(issueId, initiator, 1))).data).toBeNull();
      const listed = await dataClient().models.SafetyRecheck.list({ filter: { issueId: { eq: issueId } } });
      expect(listed.data.map((check) => check.ownerEmail)).not.toContain(initiator.email.toLowerCase());
      const changed = await dataClient().models.SafetyRecheck.update({ ...recheckKey(issueId, initiator, 1), afraid: true });
      expect(changed.errors?.length).toBeGreaterThan(0);
      const forged = await dataClient().models.SafetyRecheck.create({ ...recheckKey(issueId, initiator, 2), ...noToAll() });
      expect(forged.errors?.length).toBeGreaterThan(0);
    }

    // The owner reads it; the outcome is the server's, not theirs to write.
    await actAs(initiator);
    expect((await dataClient().models.SafetyRecheck.get(recheckKey(issueId, initiator, 1))).data?.outcome).toBe('clear');
    const rewritten = await dataClient().models.SafetyRecheck.update({ ...recheckKey(issueId, initiator, 1), outcome: 'skipped' } as never);
    expect(rewritten.errors?.length).toBeGreaterThan(0);

    // The collaborator passes this time: recorded as skipped, the session goes on.
    await actAs(collaborator);
    expect((await dataClient().models.SafetyRecheck.create({ ...recheckKey(issueId, collaborator, 1), skipped: true })).errors).toBeUndefined();
    expect(await settleRecheck(issueId, 1)).toEqual({ status: 200, body: { step: 'safety', outcome: 'skipped' } });
    expect((await dataClient().models.Issue.get({ id: issueId })).data?.safetyPausedAt).toBeNull();
  });

  it('a yes at a check-in pauses the session as the first check does; the other side learns only the neutral line', async () => {
    const { initiator, collaborator } = await threeAccounts();
    const issueId = await startSession(initiator, collaborator);
    await respond(collaborator, issueId);
    await openCheckIn(issueId, 1);

    await actAs(collaborator);
    // A yes given alongside "skip" still counts.
    expect((await dataClient().models.SafetyRecheck.create({ ...recheckKey(issueId, collaborator, 1), skipped: true, afraid: true })).errors).toBeUndefined();
    expect((await settleRecheck(issueId, 1)).status).toBe(409);
    expect((await dataClient().models.SafetyRecheck.update({ ...recheckKey(issueId, collaborator, 1), ...noToAll(), afraid: true })).errors).toBeUndefined();
    expect(await settleRecheck(issueId, 1)).toEqual({ status: 200, body: { step: 'safety', outcome: 'pause' } });

    await actAs(initiator);
    const { data } = await dataClient().models.Issue.get({ id: issueId });
    expect(data?.safetyPausedAt).toBeTruthy();
    const fields = Object.keys(data ?? {});
    for (const field of [...SAFETY_QUESTION_IDS, 'skipped', 'outcome', 'goOnAt']) expect(fields).not.toContain(field);
    const refused = await dataClient().models.Issue.update({ id: issueId, initiatorCheckInJson: JSON.stringify({ checkIn: 1 }) });
    expect(refused.errors?.[0]?.message).toContain(SESSION_PAUSED_LINE);
  });
});
