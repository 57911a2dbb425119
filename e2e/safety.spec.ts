/**
 * Safety first (docs/rules.md, "Safety"), two people in two browser contexts: the invited person's
 * private check comes before anything the other wrote; a serious yes pauses the session, shows
 * them help, and the other person's open page and mailbox say only the neutral line, never why;
 * "Leave quickly" (Escape twice) replaces the page so Back does not return to it. The initiator's
 * own yes sends no invitation, and words of danger in the intake chat get the fixed response.
 */
import { expect, test } from '@playwright/test';
import { CRISIS_RESPONSE } from '../src/domain/crisis';
import { SAFETY_TEXTS } from '../src/domain/safety';
import { SESSION_PAUSED_LINE } from '../src/domain/safetyPause';
import { expectFitsPhone, expectNoSeriousA11yViolations, expectNothingBehindLeaveQuickly } from './support/checks';
import { answerSafetyCheckOnPage } from './support/safety';
import { sayInChat } from './support/chat';
import { createTestSession, pageFor, registerTestAccount } from './support/sessionAccounts';
import { mailTo, uniqueEmail, waitForMail } from './support/stack';

const HER_WORDS = 'He reads my messages when I am asleep';

test('a serious yes pauses the session: help for the one who answered, the neutral line for the other, and Leave quickly leaves for good', async ({ browser }) => {
  const ines = await registerTestAccount('Ines', 'Initiator');
  const carl = await registerTestAccount('Carl', 'Collaborator');
  const id = await createTestSession(ines, carl, { initiatorIssue: [HER_WORDS], desiredOutcomeInitiator: ['Privacy'], whyOutcomeMattersInitiator: ['Trust'] }, { collaboratorSafetyCheck: 'unanswered' });
  const initiator = await pageFor(browser, ines, `/session/${id}`);
  await expect(initiator.getByText(HER_WORDS).first()).toBeVisible();

  // Carl's first screen of the session is his own check; nothing Ines wrote is on it.
  const collaborator = await pageFor(browser, carl, `/session/${id}`);
  await expect(collaborator.getByRole('form', { name: SAFETY_TEXTS.heading })).toBeVisible();
  await expect(collaborator.getByText(HER_WORDS)).toHaveCount(0);
  await expectNoSeriousA11yViolations(collaborator);
  await expectFitsPhone(collaborator, 'safety-check');
  await expectNothingBehindLeaveQuickly(collaborator, 'safety-check');

  await answerSafetyCheckOnPage(collaborator, ['afraid']);
  await expect(collaborator.getByRole('heading', { name: SAFETY_TEXTS.pauseTitle })).toBeVisible();
  const help = collaborator.getByRole('region', { name: 'Where to find help' });
  await expect(help).toContainText(/emergency|112|999|911|000/);
  await expectNoSeriousA11yViolations(collaborator);
  await expectFitsPhone(collaborator, 'safety-paused-own');
  await expectNothingBehindLeaveQuickly(collaborator, 'safety-paused-own');

  // Ines's open page follows live: the neutral line, nothing of why or whose check.
  await expect(initiator.getByText(SESSION_PAUSED_LINE)).toBeVisible();
  await expect(initiator.getByText(SAFETY_TEXTS.pauseTitle)).toHaveCount(0);
  await expect(initiator.getByText(/afraid|safety check/i)).toHaveCount(0);
  await expectFitsPhone(initiator, 'safety-paused-other');

  // Carl closes it; Ines is e-mailed the neutral line only: not whose check, not why, not "deleted".
  const closing = Date.now();
  await collaborator.getByRole('button', { name: 'Close the session' }).click();
  const notice = await waitForMail(ines.email, /Your Dfuse session with/, closing);
  expect(notice.text).toContain(SESSION_PAUSED_LINE);
  expect(`${notice.subject}\n${notice.text}`).not.toMatch(/afraid|safety|check|deleted|closed|paused|why/i);

  // Leave quickly: Escape twice replaces the page with the neutral one (the default address, as
  // this build sets none; served here, offline) and Back does not return.
  const neutral = 'https://www.bbc.co.uk/weather';
  await collaborator.route(`${neutral}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Weather</title><h1>Weather</h1>' }));
  await expect(collaborator.getByRole('button', { name: /Leave quickly/ })).toBeVisible();
  await collaborator.keyboard.press('Escape');
  await collaborator.keyboard.press('Escape');
  await expect(collaborator).toHaveURL(neutral);
  await collaborator.goBack().catch(() => undefined);
  expect(collaborator.url()).not.toContain(`/session/${id}`);
});

test('the initiator’s own yes sends no invitation, and words of danger in the chat get the fixed response first', async ({ browser }) => {
  const ines = await registerTestAccount('Ines', 'Initiator');
  const carlEmail = uniqueEmail('carl');
  const page = await pageFor(browser, ines, '/init');

  await sayInChat(page, 'Some days I want to end my life over this');
  const response = page.locator('.intake-crisis');
  await expect(response).toContainText(CRISIS_RESPONSE);
  await expect(response.getByRole('region', { name: 'Where to find help' })).toContainText(/emergency|112|999|911|000/);

  for (const text of ['done', 'To feel safe at home', 'done', 'I am scared most evenings', 'done', 'Carl', 'Collaborator', carlEmail]) await sayInChat(page, text);
  await page.waitForURL(/\/session\/[A-Za-z0-9-]+\?invited=1$/);
  await answerSafetyCheckOnPage(page, ['afraid']);
  await expect(page.getByRole('heading', { name: SAFETY_TEXTS.pauseTitle })).toBeVisible();
  // The pause screen shows once the check is settled, after any invitation would have gone: none did.
  expect(await mailTo(carlEmail)).toEqual([]);
});
