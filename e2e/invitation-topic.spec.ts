/**
 * Issue 27, "What people type", "The two sides are not treated alike" and "Headlines", in two
 * browser contexts: after her safety check the initiator reads the invitation before it goes out
 * (nothing reaches the local cloud's mailbox until she presses Send), edits its one-line neutral
 * topic, and sends; the invited person's e-mail carries the topic, and both overviews show it as
 * the working title instead of either side's raw words.
 */
import { expect, test } from '@playwright/test';
import { LIMITS, LIMIT_MESSAGES } from '../src/domain/limits';
import { pageFor, registerTestAccount } from './support/sessionAccounts';
import { answerSafetyCheckOnPage } from './support/safety';
import { sayInChat } from './support/chat';
import { mailTo, waitForMail } from './support/stack';

const RAW = {
  issue: 'Mark is treating me like a criminal. My mother has dementia and fell twice last month',
  outcome: 'A night carer for Mom',
  why: 'She is not safe alone at night',
};
const TOPIC = 'How we arrange care for our mother';

/** The invitations in the local cloud's mailbox for `address` (its sign-up code is there too). */
const invitationsTo = async (address: string) => (await mailTo(address)).filter((mail) => /invited you to a Dfuse session/.test(mail.subject));

test('the initiator approves the topic and reads the invitation before Send; the other person’s invitation and both headlines show the topic', async ({ browser }) => {
  test.setTimeout(150_000);
  const ines = await registerTestAccount('Ines');
  const mark = await registerTestAccount('Mark');

  const initiator = await pageFor(browser, ines, '/init');
  for (const text of [RAW.issue, 'done', RAW.outcome, 'done', RAW.why, 'done', mark.firstName, mark.lastName, mark.email]) await sayInChat(initiator, text);
  await initiator.waitForURL(/\/session\/[A-Za-z0-9-]+\?invited=1$/);
  const id = new URL(initiator.url()).pathname.split('/')[2];
  await answerSafetyCheckOnPage(initiator);

  // Dfuse proposes a neutral topic from her answers: what is to be settled, not who did what.
  const form = initiator.getByTestId('invitation-topic');
  const field = form.getByLabel('Topic of the invitation');
  await expect(field).toHaveValue(/^How we .*care$/);
  expect(await field.inputValue()).not.toMatch(/Mark|criminal/);
  await expect(initiator.locator('.toast')).toContainText('Invitation not sent yet.');

  // Too long is said before anything is saved.
  await field.fill('x'.repeat(LIMITS.topic + 1));
  await expect(form.getByText(/over the 120-character limit/)).toBeVisible();
  await form.getByRole('button', { name: 'Preview the invitation' }).click();
  await expect(form.getByRole('alert')).toHaveText(LIMIT_MESSAGES.topic);

  // The preview: the e-mail as Mark will get it; nothing is sent yet.
  await field.fill('Caring for our mother');
  await form.getByRole('button', { name: 'Preview the invitation' }).click();
  const preview = initiator.getByTestId('invitation-preview');
  await expect(preview.getByRole('heading', { name: 'Send?' })).toBeVisible();
  await expect(preview.getByTestId('invitation-subject')).toHaveText('Ines invited you to a Dfuse session');
  await expect(preview.getByTestId('invitation-mail')).toContainText(`To: ${mark.email}`);
  await expect(preview.getByTestId('invitation-mail')).toContainText('The topic: Caring for our mother');
  expect(await invitationsTo(mark.email)).toEqual([]);

  // Edit goes back to the topic, with what she typed; a second preview; still nothing sent.
  await preview.getByRole('button', { name: 'Edit' }).click();
  await expect(field).toHaveValue('Caring for our mother');
  await field.fill(TOPIC);
  await form.getByRole('button', { name: 'Preview the invitation' }).click();
  await expect(preview.getByTestId('invitation-mail')).toContainText(`The topic: ${TOPIC}`);
  await expect(preview.getByTestId('invitation-mail')).not.toContainText('criminal');
  expect(await invitationsTo(mark.email)).toEqual([]);

  const sending = Date.now();
  await preview.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(initiator.getByRole('button', { name: 'Send again' })).toBeVisible();
  const mail = await waitForMail(mark.email, /invited you to a Dfuse session/, sending);
  expect(mail.subject).toBe('Ines invited you to a Dfuse session');
  expect(mail.text).toContain(`The topic: ${TOPIC}`);
  expect(mail.text).not.toContain('criminal');
  expect(await invitationsTo(mark.email)).toHaveLength(1);

  // Her headline is the topic, not her first raw message.
  const initiatorTitle = initiator.getByRole('heading', { level: 1 });
  await expect(initiatorTitle).toHaveText(TOPIC);

  // Mark, in his own browser: after his own check, the same headline.
  const collaborator = await pageFor(browser, mark, `/session/${id}`);
  await answerSafetyCheckOnPage(collaborator);
  await expect(collaborator.getByRole('heading', { level: 1 })).toHaveText(TOPIC);
  await expect(collaborator.getByRole('heading', { level: 1 })).not.toContainText('criminal');

  // The e-mail's link: the invitation page names the topic too, before he answers.
  await collaborator.goto(mail.text.match(/https?:\/\/\S+\/coll\/\S+/)![0]);
  await expect(collaborator.getByRole('heading', { name: "You're invited" })).toBeVisible();
  await expect(collaborator.getByTestId('invitation-topic-line')).toHaveText(TOPIC);
});
