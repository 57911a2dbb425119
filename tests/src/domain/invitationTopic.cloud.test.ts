/**
 * The invitation's one-line neutral topic at the API (src/domain/invitationTopic.ts; issue 27),
 * through the real aws-amplify client against the local cloud: send-email's preview proposes it
 * and shows the invitation as it will go out, sending nothing; only the initiator writes it,
 * within its limit and without a threat, and not once it went out; the collaborator reads it
 * before their own safety check, and nothing else the initiator wrote.
 */
import { describe, expect, it } from 'vitest';
import { THREAT_NOT_PASSED_ON } from '../../../src/domain/crisis';
import { TOPIC_FIXED_ONCE_SENT } from '../../../src/domain/invitationTopic';
import { LIMITS, LIMIT_MESSAGES } from '../../../src/domain/limits';
import { accessToken, actAs, dataClient, newAccount, startSession } from '../../support/amplifyAgainstCloud';
import { localCloudPerFile } from '../../support/localCloudPerFile';

const cloud = localCloudPerFile('invitation-topic');

const ANSWERS = {
  issue: ['My mother has dementia and she fell twice last month. Mark is treating me like a criminal for asking.'],
  outcome: ['A night carer for Mom'],
  why: ['She is not safe alone at night'],
};

async function sendEmail(body: unknown) {
  const response = await fetch(`${cloud().url}/functions/send-email/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const mailbox = async (address: string) =>
  (await (await fetch(`${cloud().url}/mailbox/messages?to=${encodeURIComponent(address)}`)).json()) as { subject: string; text: string }[];

const update = (input: Record<string, unknown>) => dataClient().models.Issue.update(input as never);

describe('the invitation topic', () => {
  it('is proposed from the initiator’s answers in neutral words, previewed as the mail that goes out, and nothing is sent before Send', async () => {
    const initiator = await newAccount(cloud(), 'Ines');
    const collaborator = await newAccount(cloud(), 'Mark');
    const id = await startSession(initiator, collaborator, ANSWERS);

    const preview = await sendEmail({ template: 'invite-preview', issueId: id });
    expect(preview.status).toBe(200);
    const proposed = preview.body.proposedTopic as string;
    expect(proposed).toMatch(/^How we .*care$/);
    expect(proposed).not.toMatch(/criminal|Mark/);
    expect(await mailbox(collaborator.email)).toEqual([]);

    expect((await update({ id, invitationTopic: 'Caring for our mother' })).errors).toBeUndefined();
    const parts = (await sendEmail({ template: 'invite-preview', issueId: id })).body.invitation as { subject: string; paragraphs: string[]; linkLabel: string };
    expect(parts.paragraphs).toContain('The topic: Caring for our mother');
    expect(await mailbox(collaborator.email)).toEqual([]);

    // What goes out is what the preview showed.
    expect((await sendEmail({ template: 'invite', issueId: id })).status).toBe(200);
    const [mail] = await mailbox(collaborator.email);
    expect(mail.subject).toBe(parts.subject);
    for (const paragraph of [...parts.paragraphs, parts.linkLabel]) expect(mail.text).toContain(paragraph);
  });

  it('is the initiator’s alone to preview and write, within its limit, without a threat, and fixed once the invitation went out', async () => {
    const initiator = await newAccount(cloud(), 'Ines');
    const collaborator = await newAccount(cloud(), 'Carl');
    const id = await startSession(initiator, collaborator);

    const tooLong = await update({ id, invitationTopic: 'x'.repeat(LIMITS.topic + 1) });
    expect(tooLong.errors?.[0]?.message).toContain(LIMIT_MESSAGES.topic);
    const threat = await update({ id, invitationTopic: "I know where you live. You'll regret this." });
    expect(threat.errors?.[0]?.message).toBe(THREAT_NOT_PASSED_ON);
    expect((await update({ id, invitationTopic: 'x'.repeat(LIMITS.topic) })).errors).toBeUndefined();
    expect((await update({ id, invitationTopic: 'How we share the car at weekends' })).errors).toBeUndefined();

    await actAs(collaborator);
    expect((await sendEmail({ template: 'invite-preview', issueId: id })).status).toBe(403);
    const foreign = await update({ id, invitationTopic: 'Mark’s side of it' });
    expect(foreign.errors?.[0]?.errorType).toBe('Unauthorized');

    await actAs(initiator);
    expect((await sendEmail({ template: 'invite', issueId: id })).status).toBe(200);
    const late = await update({ id, invitationTopic: 'Something else after all' });
    expect(late.errors?.[0]?.message).toBe(TOPIC_FIXED_ONCE_SENT);
    const same = await update({ id, invitationTopic: 'How we share the car at weekends' });
    expect(same.errors).toBeUndefined();
  });

  it('reaches the collaborator before their own safety check, and nothing else the initiator wrote does', async () => {
    const initiator = await newAccount(cloud(), 'Ines');
    const collaborator = await newAccount(cloud(), 'Carl');
    const id = await startSession(initiator, collaborator, ANSWERS);
    await update({ id, invitationTopic: 'Caring for our mother' });

    await actAs(collaborator);
    const { data, errors } = await dataClient().models.Issue.get({ id });
    expect(errors).toBeUndefined();
    expect(data?.invitationTopic).toBe('Caring for our mother');
    expect(data?.initiatorIssue ?? null).toBeNull();
    expect(data?.desiredOutcomeInitiator ?? null).toBeNull();
  });
});
