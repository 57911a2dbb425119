/**
 * The send-email function through its function URL on a local cloud: the real handler,
 * real tokens from SRP sign-in, the data API over IAM and SES into the mailbox.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_ADDRESS_NOT_PLAIN } from '../../../../amplify/functions/send-email/handler';
import { updateIssue } from '../../../../amplify/functions/shared/participantIssue';
import { startLocalCloud, type LocalCloud } from '../../../../local/cloud/server';
import { signOut } from 'aws-amplify/auth';
import { DELETION_NOBODY_TO_TELL } from '../../../../amplify/functions/send-email/handler';
import { accessToken, actAs, configureAmplify, dataClient, idToken, newAccount, respond, startSession, type Account } from '../../../support/amplifyAgainstCloud';

const APP_ORIGIN = 'http://127.0.0.1:5999';
const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-send-email-'));
let cloud: LocalCloud;
let alice: Account;
let bob: Account;
let carol: Account;
let dave: Account;

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const mailTo = async (address: string) =>
  (await (await fetch(`${cloud.url}/mailbox/messages?to=${encodeURIComponent(address)}`)).json()) as Mail[];

async function sendEmail(body: unknown, token?: string) {
  const response = await fetch(`${cloud.url}/functions/send-email/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { ok?: boolean; message?: string } };
}

const createSession = (initiator: Account, collaborator: Account) => startSession(initiator, collaborator);

beforeAll(async () => {
  cloud = await startLocalCloud({ port: 0, dataDir, appOrigin: APP_ORIGIN });
  configureAmplify(cloud);
  alice = await newAccount(cloud, 'Alice');
  bob = await newAccount(cloud, 'Bob');
  carol = await newAccount(cloud, 'Carol');
  dave = await newAccount(cloud, 'Dave');
}, 30_000);

afterAll(async () => {
  await cloud?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('send-email: the invitation', () => {
  it('mails the collaborator a link to the invitation carrying the invited address, the inviter’s first name and that the address has no profile yet, and records it on the session', async () => {
    const id = await createSession(alice, bob);
    const result = await sendEmail({ template: 'invite', issueId: id }, await accessToken());
    expect(result).toEqual({ status: 200, body: { ok: true } });

    const [mail] = await mailTo(bob.email);
    expect(mail.subject).toBe('Alice invited you to a Dfuse session');
    const link = `${APP_ORIGIN}/coll/${id}?invited=${encodeURIComponent(bob.email)}&from=Alice&new=1`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(await mailTo(alice.email)).toEqual([]);

    const { data } = await dataClient().models.Issue.get({ id });
    expect(data).toMatchObject({ inviteEmailStatus: 'sent' });
    expect(Date.now() - Date.parse(data!.inviteEmailSentAt!)).toBeLessThan(60_000);
  });

  it('leaves `new` out of the link when the invited address has a profile, and reduces the name to safe characters', async () => {
    const frank = await newAccount(cloud, 'Frank');
    await actAs(frank);
    const profile = await dataClient().models.Profile.create({ emailLower: frank.email.toLowerCase(), email: frank.email });
    expect(profile.errors).toBeUndefined();
    // Alice, under a first name that tries to carry markup and a web address into the welcome.
    const id = await createSession({ ...alice, givenName: 'Ma<b>l</b>lory https://evil.example' }, frank);
    expect((await sendEmail({ template: 'invite', issueId: id }, await accessToken())).status).toBe(200);
    const [mail] = await mailTo(frank.email);
    expect(mail.text).toContain(`${APP_ORIGIN}/coll/${id}?invited=${encodeURIComponent(frank.email)}&from=Mablblory+httpsevilexample\n`);
  });

  it('refuses an immediate resend, and an invitation asked for by the collaborator', async () => {
    const id = await createSession(alice, bob);
    expect((await sendEmail({ template: 'invite', issueId: id }, await accessToken())).status).toBe(200);
    const again = await sendEmail({ template: 'invite', issueId: id }, await accessToken());
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/less than a minute ago/);

    await actAs(bob);
    const byCollaborator = await sendEmail({ template: 'invite', issueId: id }, await accessToken());
    expect(byCollaborator.status).toBe(403);
  });

  it('sends again once a minute has passed since the last invitation, not before', async () => {
    const sender = await newAccount(cloud, 'Minnie');
    const id = await createSession(sender, bob);
    // The last invitation, as the function records it (a server-only field, written here over IAM).
    const sentAgo = (ms: number) => updateIssue({ id, inviteEmailSentAt: new Date(Date.now() - ms).toISOString() });
    await sentAgo(55_000);
    expect((await sendEmail({ template: 'invite', issueId: id }, await accessToken())).status).toBe(429);
    await sentAgo(65_000);
    expect((await sendEmail({ template: 'invite', issueId: id }, await accessToken())).status).toBe(200);
  });

  it('sends nothing to a stored collaborator address that is not a plain address (a session from before the creation guard) (issue 24)', async () => {
    const sender = await newAccount(cloud, 'Nora');
    const id = await createSession(sender, bob);
    const mailbox = await (await fetch(`${cloud.url}/mailbox/messages`)).json() as Mail[];
    // Written over IAM, as an old row may hold it: a header line and a second recipient.
    await updateIssue({ id, collaboratorEmail: `${bob.email}\r\nBcc: everyone@example.com` });
    const refused = await sendEmail({ template: 'invite', issueId: id }, await accessToken());
    expect(refused).toEqual({ status: 422, body: { message: INVITE_ADDRESS_NOT_PLAIN } });
    expect(await (await fetch(`${cloud.url}/mailbox/messages`)).json()).toHaveLength(mailbox.length);
  });

  it('sends one invitation when ten requests arrive at the same moment', async () => {
    const id = await createSession(alice, dave);
    const token = await accessToken();
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendEmail({ template: 'invite', issueId: id }, token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(429)]);
    expect((await mailTo(dave.email)).filter((m) => m.text.includes(`/coll/${id}`))).toHaveLength(1);
  });

  it('cannot be fooled by a back-dated inviteEmailSentAt: the field is the server’s', async () => {
    const id = await createSession(alice, bob);
    expect((await sendEmail({ template: 'invite', issueId: id }, await accessToken())).status).toBe(200);
    const backdate = await dataClient().models.Issue.update({ id, inviteEmailSentAt: '2000-01-01T00:00:00.000Z' });
    expect(backdate.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Unauthorized on [inviteEmailSentAt]' });
    expect((await sendEmail({ template: 'invite', issueId: id }, await accessToken())).status).toBe(429);
  });

  it('lets one account invite at most 10 people an hour, whatever the addresses', async () => {
    const sender = await newAccount(cloud, 'Bulk');
    const results: number[] = [];
    for (let n = 0; n < 11; n += 1) {
      const target = await newAccount(cloud, `Target${n}`);
      const id = await createSession(sender, target);
      results.push((await sendEmail({ template: 'invite', issueId: id }, await accessToken())).status);
    }
    expect(results).toEqual([...Array(10).fill(200), 429]);
    const id = await createSession(sender, carol);
    const refused = await sendEmail({ template: 'invite', issueId: id }, await accessToken());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You have sent a lot of invitations in a short time\. Please try again in \d+ minutes?\.$/);
    // The refused invitation did not use up that session's minute.
    const { data } = await dataClient().models.Issue.get({ id });
    expect(data?.inviteEmailSentAt ?? null).toBeNull();
  });

  it('puts only a first name reduced to letters in the subject, and nothing a name could forge', async () => {
    // The initiator types their own name into the session (the intake's names are the session's).
    const crafty = { ...(await newAccount(cloud, 'Crafty')), givenName: 'Security alert: reset your bank password at http://evil.example/login\r\nBcc: x@y.z' };
    const id = await createSession(crafty, dave);
    expect((await sendEmail({ template: 'invite', issueId: id }, await accessToken())).status).toBe(200);
    const mail = (await mailTo(dave.email)).find((m) => m.text.includes(`/coll/${id}`))!;
    expect(mail.subject).toBe('Security alert invited you to a Dfuse session');
    expect(mail.text).not.toMatch(/evil\.example|http:\/\/evil|Bcc:/);
    expect(mail.html).not.toMatch(/evil\.example|Bcc:/);
  });

  it('shows names as plain words in the HTML body: no markup survives', async () => {
    const mallory = await newAccount(cloud, '<b>Mallory</b>');
    const id = await createSession(mallory, carol);
    expect((await sendEmail({ template: 'invite', issueId: id }, await accessToken())).status).toBe(200);
    const [mail] = await mailTo(carol.email);
    expect(mail.html).toContain('Mallory');
    expect(mail.html).not.toMatch(/<b>|&lt;b&gt;/);
  });
});

describe('send-email: the deletion notice', () => {
  it('tells the other participant once, only after the session was deleted, naming the other participant', async () => {
    const gina = await newAccount(cloud, 'Gina');
    const hugo = await newAccount(cloud, 'Hugo');
    await actAs(gina);
    const id = await createSession(gina, hugo);
    const token = await accessToken();
    expect((await sendEmail({ template: 'invite', issueId: id }, token)).status).toBe(200);
    const open = await sendEmail({ template: 'session-deleted', issueId: id }, token);
    expect(open).toEqual({ status: 409, body: { message: 'This session has not been deleted.' } });

    const closed = await dataClient().models.Issue.update({ id, status: 'closed', closedAt: new Date().toISOString() });
    expect(closed.errors).toBeUndefined();
    const answers = await Promise.all([1, 2, 3].map(() => sendEmail({ template: 'session-deleted', issueId: id }, token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const notices = (await mailTo(hugo.email)).filter((m) => m.subject === 'Your Dfuse session with Gina was deleted');
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toMatch(/^Hi Hugo,/);
    expect(notices[0].text).toContain(`${APP_ORIGIN}/session`);
    expect(await mailTo(gina.email)).toEqual([]);

    // The claim is the server's: a participant cannot clear it to send another.
    const reset = await dataClient().models.Issue.update({ id, sessionDeletedEmailSentAt: null });
    expect(reset.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    await actAs(hugo);
    expect((await sendEmail({ template: 'session-deleted', issueId: id }, await accessToken())).status).toBe(409);
    expect(await mailTo(gina.email)).toEqual([]);
  });

  it('tells nobody whose address was only typed into a session: fifteen closed sessions naming an outsider send nothing', async () => {
    const sender = await newAccount(cloud, 'Typist');
    const outsider = 'outsider@example.com';
    const answers: unknown[] = [];
    for (let n = 0; n < 15; n += 1) {
      const id = await startSession(sender, { email: outsider, givenName: 'Out', familyName: 'Side' } as Account);
      expect((await dataClient().models.Issue.update({ id, status: 'closed', closedAt: new Date().toISOString() })).errors).toBeUndefined();
      answers.push(await sendEmail({ template: 'session-deleted', issueId: id }, await accessToken()));
    }
    for (const answer of answers) expect(answer).toEqual({ status: 409, body: { message: DELETION_NOBODY_TO_TELL } });
    expect(await mailTo(outsider)).toEqual([]);
  });

  it('counts deletion notices against the per-account quota of invitations', async () => {
    const deleter = await newAccount(cloud, 'Deleter');
    const results: number[] = [];
    for (let n = 0; n < 11; n += 1) {
      const initiator = await newAccount(cloud, `Starter${n}`);
      const id = await createSession(initiator, deleter);
      await respond(deleter, id);
      expect((await dataClient().models.Issue.update({ id, status: 'closed', closedAt: new Date().toISOString() })).errors).toBeUndefined();
      results.push((await sendEmail({ template: 'session-deleted', issueId: id }, await accessToken())).status);
    }
    expect(results).toEqual([...Array(10).fill(200), 429]);
    // The invitations share that budget.
    const id = await createSession(deleter, carol);
    const refused = await sendEmail({ template: 'invite', issueId: id }, await accessToken());
    expect(refused.status).toBe(429);
  });

  it('gives a stranger the same 404 for a deleted session, and still refuses the invitation for it', async () => {
    const id = await createSession(alice, bob);
    await dataClient().models.Issue.update({ id, status: 'closed', closedAt: new Date().toISOString() });
    expect((await sendEmail({ template: 'invite', issueId: id }, await accessToken())).status).toBe(404);
    await actAs(carol);
    expect(await sendEmail({ template: 'session-deleted', issueId: id }, await accessToken())).toEqual({
      status: 404,
      body: { message: 'Session not found or you do not have access.' },
    });
  });
});

describe('send-email: not an open relay', () => {
  it('gives a stranger and an unknown id the same 404', async () => {
    const id = await createSession(alice, bob);
    await actAs(carol);
    const stranger = await sendEmail({ template: 'invite', issueId: id }, await accessToken());
    const unknown = await sendEmail({ template: 'invite', issueId: 'no-such-session' }, await accessToken());
    const malformed = await sendEmail({ template: 'invite', issueId: '../../../../etc' }, await accessToken());
    expect(stranger).toEqual({ status: 404, body: { message: 'Session not found or you do not have access.' } });
    expect(unknown).toEqual(stranger);
    expect(malformed).toEqual(stranger);
  });

  it('refuses the spec’s free-form {recipient, subject, body} payload and unknown templates', async () => {
    await actAs(alice);
    const token = await accessToken();
    const freeForm = await sendEmail({ recipient: 'victim@example.com', subject: 'Hi', body: 'spam' }, token);
    expect(freeForm.status).toBe(400);
    expect(freeForm.body.message).toMatch(/template must be one of: invite, invite-preview, session-deleted\./);
    expect((await sendEmail({ template: 'newsletter', issueId: 'x' }, token)).status).toBe(400);
    // The two notices go out from the server functions whose work they announce, never on request.
    const id = await createSession(alice, bob);
    await actAs(bob);
    for (const template of ['proposed-issues-ready', 'no-common-conflict']) {
      expect((await sendEmail({ template, issueId: id }, await accessToken())).status).toBe(400);
    }
    expect(await mailTo(alice.email)).toEqual([]);
    expect(await mailTo('victim@example.com')).toEqual([]);
  });

  it('refuses callers without a valid token from this user pool', async () => {
    const id = await createSession(alice, bob);
    expect((await sendEmail({ template: 'invite', issueId: id })).status).toBe(401);
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email_lower: alice.email, token_use: 'id', aud: cloud.pool.clientId })
      .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
      .setIssuer(`${cloud.url}/${cloud.pool.userPoolId}`)
      .setSubject('forged')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    expect(await sendEmail({ template: 'invite', issueId: id }, forged)).toEqual({ status: 401, body: { message: 'Please sign in again.' } });
    // An ID token is not enough: only an access token can be checked for revocation.
    expect((await sendEmail({ template: 'invite', issueId: id }, await idToken())).status).toBe(401);
  });

  it('refuses a token revoked by signing out everywhere', async () => {
    const erin = await newAccount(cloud, 'Erin');
    const id = await createSession(erin, bob);
    const token = await accessToken();
    await signOut({ global: true });
    expect(await sendEmail({ template: 'invite', issueId: id }, token)).toEqual({ status: 401, body: { message: 'Please sign in again.' } });
    expect(await mailTo(bob.email).then((mails) => mails.filter((m) => m.text.includes(`/coll/${id}`)))).toEqual([]);
  });

  it('answers a malformed body with 400', async () => {
    await actAs(alice);
    expect((await sendEmail('{nope', await accessToken())).status).toBe(400);
    expect((await sendEmail('[1,2]', await accessToken())).status).toBe(400);
  });
});
