/**
 * The send-email function through its function URL on a local cloud: the real handler,
 * real tokens from SRP sign-in, the data API over IAM and SES into the mailbox.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../../../local/cloud/server';
import { actAs, configureAmplify, dataClient, idToken, newAccount, type Account } from '../../../support/amplifyAgainstCloud';

const APP_ORIGIN = 'http://127.0.0.1:5999';
const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-send-email-'));
let cloud: LocalCloud;
let alice: Account;
let bob: Account;
let carol: Account;

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

async function createSession(initiator: Account, collaborator: Account, extra: Record<string, unknown> = {}) {
  await actAs(initiator);
  const { data, errors } = await dataClient().models.Issue.create({
    initiatorEmail: initiator.email,
    collaboratorEmail: collaborator.email,
    initiatorFirstName: initiator.givenName,
    initiatorLastName: initiator.familyName,
    collaboratorFirstName: collaborator.givenName,
    collaboratorLastName: collaborator.familyName,
    initiatorIssue: ['We keep missing each other at handover'],
    status: 'created',
    collaboratorJoined: false,
    inviteEmailStatus: 'pending',
    lastActivityAt: new Date().toISOString(),
    ...extra,
  });
  expect(errors).toBeUndefined();
  return data!.id;
}

beforeAll(async () => {
  cloud = await startLocalCloud({ port: 0, dataDir, appOrigin: APP_ORIGIN });
  configureAmplify(cloud);
  alice = await newAccount(cloud, 'Alice');
  bob = await newAccount(cloud, 'Bob');
  carol = await newAccount(cloud, 'Carol');
}, 30_000);

afterAll(async () => {
  await cloud?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('send-email: the invitation', () => {
  it('mails the collaborator a link to the invitation carrying the invited address, and records it on the session', async () => {
    const id = await createSession(alice, bob);
    const result = await sendEmail({ template: 'invite', issueId: id }, await idToken());
    expect(result).toEqual({ status: 200, body: { ok: true } });

    const [mail] = await mailTo(bob.email);
    expect(mail.subject).toBe('Alice Tester invited you to a Dfuse session');
    const link = `${APP_ORIGIN}/coll/${id}?invited=${encodeURIComponent(bob.email)}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(await mailTo(alice.email)).toEqual([]);

    const { data } = await dataClient().models.Issue.get({ id });
    expect(data).toMatchObject({ inviteEmailStatus: 'sent' });
    expect(Date.now() - Date.parse(data!.inviteEmailSentAt!)).toBeLessThan(60_000);
  });

  it('refuses an immediate resend, and an invitation asked for by the collaborator', async () => {
    const id = await createSession(alice, bob);
    expect((await sendEmail({ template: 'invite', issueId: id }, await idToken())).status).toBe(200);
    const again = await sendEmail({ template: 'invite', issueId: id }, await idToken());
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/less than a minute ago/);

    await actAs(bob);
    const byCollaborator = await sendEmail({ template: 'invite', issueId: id }, await idToken());
    expect(byCollaborator.status).toBe(403);
  });

  it('shows names as text in the HTML body', async () => {
    const mallory = await newAccount(cloud, '<b>Mallory</b>');
    const id = await createSession(mallory, carol);
    expect((await sendEmail({ template: 'invite', issueId: id }, await idToken())).status).toBe(200);
    const [mail] = await mailTo(carol.email);
    expect(mail.html).toContain('&lt;b&gt;Mallory&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Mallory</b>');
  });
});

describe('send-email: not an open relay', () => {
  it('gives a stranger and an unknown id the same 404', async () => {
    const id = await createSession(alice, bob);
    await actAs(carol);
    const stranger = await sendEmail({ template: 'invite', issueId: id }, await idToken());
    const unknown = await sendEmail({ template: 'invite', issueId: 'no-such-session' }, await idToken());
    const malformed = await sendEmail({ template: 'invite', issueId: '../../../../etc' }, await idToken());
    expect(stranger).toEqual({ status: 404, body: { message: 'Session not found or you do not have access.' } });
    expect(unknown).toEqual(stranger);
    expect(malformed).toEqual(stranger);
  });

  it('refuses the spec’s free-form {recipient, subject, body} payload and unknown templates', async () => {
    await actAs(alice);
    const token = await idToken();
    const freeForm = await sendEmail({ recipient: 'victim@example.com', subject: 'Hi', body: 'spam' }, token);
    expect(freeForm.status).toBe(400);
    expect(freeForm.body.message).toMatch(/template must be one of: invite, proposed-issues-ready, no-common-conflict/);
    expect((await sendEmail({ template: 'newsletter', issueId: 'x' }, token)).status).toBe(400);
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
  });

  it('answers a malformed body with 400', async () => {
    await actAs(alice);
    expect((await sendEmail('{nope', await idToken())).status).toBe(400);
    expect((await sendEmail('[1,2]', await idToken())).status).toBe(400);
  });
});

describe('send-email: the two notices', () => {
  it('sends proposed-issues-ready to the initiator only once there are proposals', async () => {
    const early = await createSession(alice, bob);
    await actAs(bob);
    const refused = await sendEmail({ template: 'proposed-issues-ready', issueId: early }, await idToken());
    expect(refused.status).toBe(409);

    const ready = await createSession(alice, bob, { proposedIssues: ['How we share the handover'] });
    await actAs(bob);
    expect((await sendEmail({ template: 'proposed-issues-ready', issueId: ready }, await idToken())).status).toBe(200);
    const [mail] = await mailTo(alice.email);
    expect(mail.subject).toBe('Proposed issues are ready for your review');
    expect(mail.text).toContain(`${APP_ORIGIN}/session/${ready}/agree`);
  });

  it('sends no-common-conflict only for a session marked so', async () => {
    const id = await createSession(alice, bob, { noCommonConflict: true });
    expect((await sendEmail({ template: 'no-common-conflict', issueId: id }, await idToken())).status).toBe(200);
    const [mail] = await mailTo(alice.email);
    expect(mail.subject).toBe('No common conflict detected — one quick step to align');
    expect(mail.text).toContain(`${APP_ORIGIN}/session/${id}/communication-style/quiz`);
  });

  it('sends the no-common-conflict notice once per session, even when asked twice at the same moment', async () => {
    const id = await createSession(alice, bob, { noCommonConflict: true });
    await actAs(bob);
    const token = await idToken();
    const before = (await mailTo(alice.email)).length;
    const answers = await Promise.all([1, 2, 3].map(() => sendEmail({ template: 'no-common-conflict', issueId: id }, token)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => (a.body as { alreadySent?: boolean }).alreadySent).length).toBe(2);
    const notices = (await mailTo(alice.email)).filter((m) => m.text.includes(`/session/${id}/communication-style/quiz`));
    expect(notices).toHaveLength(1);
    expect((await mailTo(alice.email)).length).toBe(before + 1);

    const { data } = await dataClient().models.Issue.get({ id });
    expect(data?.noCommonConflictEmailSentAt).toBeTruthy();
    expect((await sendEmail({ template: 'no-common-conflict', issueId: id }, token)).body).toEqual({ ok: true, alreadySent: true });
  });
});
