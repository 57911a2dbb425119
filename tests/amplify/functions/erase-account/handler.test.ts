/**
 * The erase-account function through its function URL on a local cloud, with real tokens from
 * the real aws-amplify client: what it removes and where, what the other participant keeps and
 * is told, and that nothing of the erased text survives in the data folder's raw files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signIn, signOut } from 'aws-amplify/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { readIssue } from '../../../../amplify/functions/shared/participantIssue';
import { OWNED_MODELS } from '../../../../amplify/functions/shared/personRecords';
import { FORMER_PARTICIPANT } from '../../../../src/domain/erasure';
import { accessToken, actAs, dataClient, newAccount, respond, startSession, type Account } from '../../../support/amplifyAgainstCloud';
import { localCloudPerFile } from '../../../support/localCloudPerFile';

const cloud = localCloudPerFile('erase-account');

async function callFunction(name: string, token: string, body: unknown) {
  const response = await fetch(`${cloud().url}/functions/${name}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The data folder's files that hold `phrase`, read as raw bytes. */
function filesHolding(phrase: string): string[] {
  const needle = Buffer.from(phrase, 'utf8');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
  return files(cloud.dataDir).filter((file) => readFileSync(file).includes(needle));
}

const mailTo = async (address: string) =>
  (await (await fetch(`${cloud().url}/mailbox/messages?to=${encodeURIComponent(address)}`)).json()) as { subject: string; text: string }[];

describe('erase-account', () => {
  let alice: Account;
  let bob: Account;
  let dave: Account;
  let shared: string;
  let unjoined: string;
  const PHRASE = `quokka-umbrella-${process.pid}-${Date.now()}`;

  beforeAll(async () => {
    alice = await newAccount(cloud(), 'Alice');
    bob = await newAccount(cloud(), 'Bob');
    dave = await newAccount(cloud(), 'Dave');
    shared = await startSession(alice, bob, { issue: [`${PHRASE} in the shared session`], why: ['why-alice'] });
    unjoined = await startSession(alice, dave, { outcome: [`${PHRASE} nobody read`] });
    await respond(bob, shared, { issue: ['Bob keeps his own words'] });
    await actAs(alice);
    const profile = await dataClient().models.Profile.create({ emailLower: alice.email, email: alice.email, extra: JSON.stringify({ note: PHRASE }) });
    expect(profile.errors).toBeUndefined();
  }, 60_000);

  it('refuses without the confirmation, and changes nothing', async () => {
    await actAs(alice);
    const refused = await callFunction('erase-account', await accessToken(), {});
    expect(refused.status).toBe(400);
    expect((await dataClient().models.Issue.get({ id: shared })).data?.initiatorFirstName).toBe('Alice');
  });

  it('before: the phrase is in the raw files (so the search after the erasure can find it)', () => {
    expect(filesHolding(PHRASE).length).toBeGreaterThan(0);
  });

  it('empties her side everywhere, deletes what nobody else joined, her Profile and her user, and tells Bob', async () => {
    expect((await OWNED_MODELS.find((model) => model.name === 'safetyChecks')!.read(alice.email)).length).toBe(2);
    await actAs(alice);
    const token = await accessToken();
    const erased = await callFunction('erase-account', token, { confirm: true });
    expect(erased).toEqual({ status: 200, body: { ok: true, sessionsDeleted: 1, sessionsLeft: 1 } });

    // Bob keeps the session, his own answers and the outcome; Alice is a former participant.
    await actAs(bob);
    const { data: kept } = await dataClient().models.Issue.get({ id: shared });
    expect(kept).toMatchObject({
      initiatorFirstName: FORMER_PARTICIPANT,
      initiatorLastName: '',
      formerParticipantSide: 'initiator',
      initiatorIssue: null,
      whyOutcomeMattersInitiator: null,
      collaboratorIssue: ['Bob keeps his own words'],
      collaboratorJoined: true,
    });
    expect(kept!.initiatorEmail).toMatch(/@former-participant\.invalid$/);
    const [told] = await mailTo(bob.email);
    expect(told.subject).toBe('Alice has left Dfuse');
    expect(told.text).toContain('a former participant');

    // The session nobody joined is gone (read over IAM, which sees everything); so are her profile and her account.
    expect(await readIssue(unjoined)).toBeNull();
    // Every owner-only record of hers is gone too: her Profile and her private safety checks (she had two).
    for (const model of OWNED_MODELS) expect(await model.read(alice.email), model.name).toEqual([]);
    expect((await callFunction('export-data', token, {})).status).toBe(401);
    await signOut();
    await expect(signIn({ username: alice.email, password: alice.password })).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });

  it('after: nothing of what she wrote is left in the data folder’s raw files', () => {
    expect(filesHolding(PHRASE)).toEqual([]);
  });
});
