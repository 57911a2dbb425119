/**
 * Safety first (docs/rules.md, "Safety"), two people in two browser contexts: the invited person's
 * private check comes before anything the other wrote; a serious yes pauses the session, shows
 * them help, and the other person's open page says only the neutral line, never why; "Leave
 * quickly" (Escape twice) replaces the page so Back does not return to it.
 */
import { expect, test } from '@playwright/test';
import { SAFETY_TEXTS } from '../src/domain/safety';
import { SESSION_PAUSED_LINE } from '../src/domain/safetyPause';
import { expectFitsPhone, expectNoSeriousA11yViolations } from './support/checks';
import { answerSafetyCheckOnPage } from './support/safety';
import { createTestSession, pageFor, registerTestAccount } from './support/sessionAccounts';

const HER_WORDS = 'He reads my messages when I am asleep';

test('a serious yes pauses the session: help for the one who answered, the neutral line for the other, and Leave quickly leaves for good', async ({ browser }) => {
  const ines = await registerTestAccount('Ines', 'Initiator');
  const carl = await registerTestAccount('Carl', 'Collaborator');
  const id = await createTestSession(ines, carl, { initiatorIssue: [HER_WORDS], desiredOutcomeInitiator: ['Privacy'], whyOutcomeMattersInitiator: ['Trust'] }, { collaboratorSafetyCheck: 'unanswered' });
  const initiator = await pageFor(browser, ines, `/session/${id}`);
  await expect(initiator.getByRole('heading', { level: 1 })).toContainText(HER_WORDS);

  // Carl's first screen of the session is his own check; nothing Ines wrote is on it.
  const collaborator = await pageFor(browser, carl, `/session/${id}`);
  await expect(collaborator.getByRole('form', { name: SAFETY_TEXTS.heading })).toBeVisible();
  await expect(collaborator.getByText(HER_WORDS)).toHaveCount(0);
  await expectNoSeriousA11yViolations(collaborator);
  await expectFitsPhone(collaborator, 'safety-check');

  await answerSafetyCheckOnPage(collaborator, ['afraid']);
  await expect(collaborator.getByRole('heading', { name: SAFETY_TEXTS.pauseTitle })).toBeVisible();
  const help = collaborator.getByRole('region', { name: 'Where to find help' });
  await expect(help).toContainText(/emergency|112|999|911|000/);
  await expectNoSeriousA11yViolations(collaborator);
  await expectFitsPhone(collaborator, 'safety-paused-own');

  // Ines's open page follows live: the neutral line, nothing of why or whose check.
  await expect(initiator.getByText(SESSION_PAUSED_LINE)).toBeVisible();
  await expect(initiator.getByText(SAFETY_TEXTS.pauseTitle)).toHaveCount(0);
  await expect(initiator.getByText(/afraid|safety check/i)).toHaveCount(0);
  await expectFitsPhone(initiator, 'safety-paused-other');

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
