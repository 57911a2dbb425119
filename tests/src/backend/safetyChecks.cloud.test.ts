/**
 * The private safety check through the real aws-amplify client against the local cloud
 * (docs/rules.md, "Safety"): a person's answers are theirs alone — the other participant and a
 * stranger can neither read, list, create nor change them — the outcome is the server's, and a
 * pause is decided by the server, told to the other side only as the neutral line, and cannot be
 * lifted by writing a field.
 */
import { describe, expect, it } from 'vitest';
import { SAFETY_QUESTION_IDS } from '../../../src/domain/safety';
import { SESSION_PAUSED_LINE } from '../../../src/domain/safetyPause';
import { actAs, answerSafetyCheck, dataClient, newAccount, respond, startSession, type Account } from '../../support/amplifyAgainstCloud';
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
