/**
 * Hostile text typed into the product's text boxes (issue 19): 10,000 characters of mixed
 * script, markup, right-to-left and zero-width characters and emoji. Over the spec's limits
 * (names 100, answers 2000 characters: src/domain/limits.ts) it is refused with the limit's
 * message; within them it is kept exactly and shown back as text, never run as markup.
 */
import { expect, test, type Page } from '@playwright/test';
import { LIMITS, LIMIT_MESSAGES } from '../src/domain/limits';
import { newPerson, register } from './support/accounts';
import { asUser, createTestSession, pageFor, registerTestAccount, userPoolClient, type TestAccount } from './support/sessionAccounts';
import { passDevGate, uniqueEmail } from './support/stack';
import { sayInChat } from './support/chat';
import { sendInvitationOnPage } from './support/invitation';
import { answerSafetyCheckOnPage } from './support/safety';

/** Markup that would set `window.__xss` if it ever ran, between text of every kind. */
const PIECES = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 1">',
  '"><svg onload="window.__xss = 1">',
  'שלום עולם',
  'مرحبا',
  '\u202Egnp.exe',
  '\u200B\u200D\u2060\uFEFF',
  '👩🏽‍💻🏳️‍🌈🇯🇵',
  '漢字かな',
  'Z\u0351\u0327\u0336',
  '&lt;b&gt;',
  '${7*7}',
];

/** Exactly `length` UTF-16 units of the pieces in turn, never cutting a code point in half. */
function hostile(length: number): string {
  let text = '';
  for (let i = 0; text.length < length; i += 1) text += `${PIECES[i % PIECES.length]} `;
  text = text.slice(0, length);
  return /[\uD800-\uDBFF]$/.test(text) ? `${text.slice(0, -1)}x` : text;
}

/** Nothing typed ran, and no element came from the text. */
async function expectNoMarkupRan(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('main img[src="x"], main svg[onload], main script:not([src])')).toHaveCount(0);
}

/**
 * An answer over its limit never enters the conversation: the counter says by how much, Send is
 * disabled, Enter sends nothing, and the text stays in the box to be shortened.
 */
async function expectRefused(page: Page, text: string, limit: number) {
  const sent = page.locator('.intake-user');
  const before = await sent.count();
  const box = page.getByLabel('Your answer');
  await box.fill(text);
  await expect(page.getByText(`That is over the ${limit.toLocaleString('en-US')}-character limit.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await box.press('Enter');
  await expect(sent).toHaveCount(before);
  await expect(box).toHaveValue(text);
}

test('the intake chat refuses 10,000 characters with the limit, and keeps and shows hostile text within it as text', async ({ page }) => {
  await passDevGate(page);
  await register(page, newPerson('Hana'));
  await page.goto('/init');
  await expect(page.locator('.intake-bot .intake-text').first()).toContainText('Hi ');

  await expectRefused(page, hostile(10_000), LIMITS.answer);
  const accepted = hostile(LIMITS.answer);
  await expect(await sayInChat(page, accepted)).toContainText('Got it');
  // Shown back exactly, character for character, as the text of the bubble.
  expect(await page.locator('.intake-user .intake-text').last().textContent()).toBe(accepted);
  await expectNoMarkupRan(page);

  await sayInChat(page, 'done');
  await sayInChat(page, hostile(300));
  await sayInChat(page, 'done');
  await sayInChat(page, hostile(300));
  await sayInChat(page, 'done');
  await expectRefused(page, hostile(10_000), LIMITS.name);
  const name = hostile(LIMITS.name).trim();
  await sayInChat(page, name);
  expect(await page.locator('.intake-user .intake-text').last().textContent()).toBe(name);
  await expectNoMarkupRan(page);
  await sayInChat(page, 'Tester');
  await sayInChat(page, uniqueEmail('hostile'));
  // The session overview shows the collaborator's name as the text it is.
  await page.waitForURL(/\/session\/[A-Za-z0-9-]+\?invited=1$/);
  await answerSafetyCheckOnPage(page);
  await sendInvitationOnPage(page);
  expect(await page.locator('main').textContent()).toContain(name);
  await expectNoMarkupRan(page);
});

test('registering refuses a 10,000-character name with the limit', async ({ page }) => {
  await passDevGate(page);
  await page.goto('/register');
  await page.getByLabel('First name').fill(hostile(10_000));
  await page.getByLabel('Last name').fill(hostile(LIMITS.name));
  await page.getByLabel('Email').fill(newPerson('Ivo').email);
  await page.getByLabel('Password', { exact: true }).fill('Sturdy-pass-1');
  await page.getByRole('button', { name: /create account|register/i }).click();
  await expect(page.getByText(LIMIT_MESSAGES.name).first()).toBeVisible();
  await expect(page).toHaveURL(/\/register/);
  await expectNoMarkupRan(page);
});

test('the collaborator’s response refuses 10,000 characters with the limit and saves nothing', async ({ browser }) => {
  const [initiator, collaborator] = await Promise.all([registerTestAccount('Jo'), registerTestAccount('Kai')]);
  const id = await createTestSession(initiator, collaborator);
  const page = await pageFor(browser, collaborator, `/coll/${id}`);
  await expect(page.getByRole('heading', { name: "You're invited" })).toBeVisible();
  const before = await sessionOf(collaborator, id);
  await page.getByLabel('Your issue').fill(hostile(10_000));
  await page.getByLabel('Your desired outcome').fill(hostile(500));
  await page.getByLabel('Why does this outcome matter?').fill(hostile(500));
  await page.getByRole('button', { name: 'Submit Response' }).click();
  await expect(page.getByRole('alert')).toHaveText(LIMIT_MESSAGES.answer);
  await expect(page.getByRole('heading', { name: "You're invited" })).toBeVisible();
  await expectNoMarkupRan(page);
  expect(await sessionOf(collaborator, id)).toEqual(before);

  // Within the limit, the same kind of text is saved exactly (as typed, trimmed).
  const issue = hostile(LIMITS.answer);
  await page.getByLabel('Your issue').fill(issue);
  await page.getByRole('button', { name: 'Submit Response' }).click();
  await expect(page).toHaveURL(new RegExp(`/session/${id}/agree$`));
  await expectNoMarkupRan(page);
  const after = await sessionOf(collaborator, id);
  expect(after?.collaboratorIssue).toEqual([issue.trim()]);
  expect(after?.desiredOutcomeCollaborator).toEqual([hostile(500).trim()]);
});

/** The session as the collaborator reads it. */
function sessionOf(account: TestAccount, id: string) {
  return asUser(account, async () => {
    const { data } = await userPoolClient().models.Issue.get({ id });
    return data ? { collaboratorIssue: data.collaboratorIssue, desiredOutcomeCollaborator: data.desiredOutcomeCollaborator, updatedAt: data.updatedAt } : null;
  });
}
