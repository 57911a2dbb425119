/**
 * Who deleted a session, through the real aws-amplify client against the local cloud (which runs
 * the update guard as synthesized): the server stamps `deletedBy` with the side of the caller
 * whose write closed the session, no participant can write it (so neither side can blame the
 * other), and the deletion e-mail names the side the server recorded, as the screen does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readIssue } from '../../../amplify/functions/shared/participantIssue';
import { accessToken, actAs, answerSafetyCheck, dataClient, newAccount, respond, startSession, type Account } from '../../support/amplifyAgainstCloud';
import { localCloudPerFile } from '../../support/localCloudPerFile';

const cloud = localCloudPerFile('deletion');
let gina: Account;
let hugo: Account;

beforeAll(async () => {
  gina = await newAccount(cloud(), 'Gina');
  hugo = await newAccount(cloud(), 'Hugo');
}, 30_000);

/** The signed-in participant deletes the session as the app does (the soft delete). */
const deleteAsSignedIn = (id: string) => dataClient().models.Issue.update({ id, status: 'closed', closedAt: new Date().toISOString() });

async function askForDeletionNotice(id: string) {
  const response = await fetch(`${cloud().url}/functions/send-email/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
    body: JSON.stringify({ template: 'session-deleted', issueId: id }),
  });
  return response.status;
}

const deletionNotices = async (address: string) =>
  ((await (await fetch(`${cloud().url}/mailbox/messages?to=${encodeURIComponent(address)}`)).json()) as { subject: string; text: string }[]).filter((mail) =>
    mail.subject.endsWith('was deleted'),
  );

describe('the server records who deleted a session', () => {
  it('stamps the initiator when the initiator deletes it', async () => {
    const id = await startSession(gina, hugo);
    const deleted = await deleteAsSignedIn(id);
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deletedBy).toBe('initiator');
    expect((await readIssue(id))?.deletedBy).toBe('initiator');
  });

  it('stamps the collaborator when the collaborator deletes it, and the initiator cannot rewrite it afterwards', async () => {
    const id = await startSession(gina, hugo);
    await respond(hugo, id);
    expect((await deleteAsSignedIn(id)).errors).toBeUndefined();
    expect((await readIssue(id))?.deletedBy).toBe('collaborator');

    await actAs(gina);
    const blamed = await dataClient().models.Issue.update({ id, deletedBy: 'initiator' });
    expect(blamed.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    expect((await readIssue(id))?.deletedBy).toBe('collaborator');
  });

  it('refuses a participant who writes deletedBy, alone or with the deletion itself, and applies nothing of that write', async () => {
    const id = await startSession(gina, hugo);
    await respond(hugo, id);
    const before = await readIssue(id);
    for (const claimed of ['initiator', 'collaborator'] as const) {
      const alone = await dataClient().models.Issue.update({ id, deletedBy: claimed });
      expect(alone.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
      const withDeletion = await dataClient().models.Issue.update({ id, status: 'closed', closedAt: new Date().toISOString(), deletedBy: claimed });
      expect(withDeletion.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    }
    expect(await readIssue(id)).toEqual(before);
  });

  it('refuses deletedBy in a new session', async () => {
    await actAs(gina);
    const created = await dataClient().models.Issue.create({
      initiatorEmail: gina.email,
      collaboratorEmail: hugo.email,
      initiatorFirstName: 'Gina',
      initiatorLastName: 'Tester',
      collaboratorFirstName: 'Hugo',
      collaboratorLastName: 'Tester',
      status: 'created',
      deletedBy: 'collaborator',
    });
    expect(created.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
  });

  it('records nobody for a session a safety check paused: whoever closes it, the other learns only the neutral line', async () => {
    const id = await startSession(gina, hugo);
    await respond(hugo, id, {}, { safetyCheck: 'unanswered' });
    expect((await answerSafetyCheck(id, hugo.email, ['threatened'])).body).toMatchObject({ outcome: 'pause' });
    await actAs(gina);
    expect((await deleteAsSignedIn(id)).errors).toBeUndefined();
    const closed = await readIssue(id);
    expect(closed?.status).toBe('closed');
    expect(closed?.deletedBy ?? null).toBeNull();
  });
});

describe('the deletion e-mail names the side the server recorded', () => {
  it('tells the side that did not delete, naming the one that did, whoever asks for the notice', async () => {
    const id = await startSession(gina, hugo);
    await respond(hugo, id);
    expect((await deleteAsSignedIn(id)).errors).toBeUndefined();
    // The initiator, who did not delete it, asks first: the notice still goes to her and names Hugo.
    await actAs(gina);
    expect(await askForDeletionNotice(id)).toBe(200);
    const [notice] = await deletionNotices(gina.email);
    expect(notice.subject).toBe('Your Dfuse session with Hugo was deleted');
    expect(notice.text).toContain('Hugo deleted this session. It was the Dfuse session you shared with Hugo Tester.');
    expect(await deletionNotices(hugo.email)).toEqual([]);
  });
});
