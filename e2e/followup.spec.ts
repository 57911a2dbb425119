/**
 * Keeping both people moving (docs/rules.md, "Follow-up"; issue 26), two people in their own
 * browser contexts against the suite's stack, the sessions seeded to their five solutions by API:
 * with both pages open a saved ranking sends no e-mail; with the other's page closed it sends
 * one your-turn e-mail linking to the step; its unsubscribe link, opened signed out, stops the
 * next one; as the development clock moves, two reminders, then silence.
 */
import { expect, test, type Page } from '@playwright/test';
import { CLOUD_URL, mailTo, passDevGate } from './support/stack';
import { asUser, pageFor, registerTestAccount, userPoolClient, type TestAccount } from './support/sessionAccounts';
import { agreedSession, callFunctionAs, proposeSolutions } from './support/sessionSteps';

const followUps = async (account: TestAccount) => (await mailTo(account.email)).filter((m) => /turn|remind/i.test(m.subject));

/** The server's follow-up record of a session, as a participant reads it. */
const followUpRecord = (account: TestAccount, id: string) =>
  asUser(account, async () => {
    const raw = (await userPoolClient().models.Issue.get({ id })).data?.followUpJson;
    return (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? {})) as { sides?: Record<string, { noticedTurn?: string }> };
  });

const advanceClock = async (hours: number) => {
  const response = await fetch(`${CLOUD_URL}/__dev/clock`, { method: 'POST', body: JSON.stringify({ advanceHours: hours }) });
  expect(response.status).toBe(200);
};

async function saveRanking(page: Page) {
  await page.getByRole('button', { name: 'Save Ranking' }).click();
  await expect(page.getByRole('button', { name: 'Ranking saved' })).toBeDisabled();
}

test('your-turn notices, unsubscribe and reminders', async ({ browser }) => {
  test.setTimeout(150_000);
  const [ada, bo, cleo, dev] = await Promise.all([
    registerTestAccount('Ada', 'Initiator'),
    registerTestAccount('Bo', 'Collaborator'),
    registerTestAccount('Cleo', 'Initiator'),
    registerTestAccount('Dev', 'Collaborator'),
  ]);

  // Both pages open: the ranking is noticed on screen, and no e-mail goes out.
  const together = await agreedSession(cleo, dev);
  // Both are in the session (as their pages say every minute) when the solutions arrive.
  for (const account of [cleo, dev]) expect((await callFunctionAs(account, 'follow-up', { issueId: together, present: true })).status).toBe(200);
  await proposeSolutions(cleo, together);
  const cleoPage = await pageFor(browser, cleo, `/session/${together}/solutions`);
  const devPage = await pageFor(browser, dev, `/session/${together}/solutions`);
  await expect(devPage.getByRole('button', { name: 'Save Ranking' })).toBeVisible();
  await expect.poll(async () => Object.keys((await followUpRecord(dev, together)).sides ?? {}).sort(), { timeout: 15_000 }).toEqual(['collaborator', 'initiator']);
  await saveRanking(cleoPage);
  await expect.poll(async () => (await followUpRecord(dev, together)).sides?.collaborator?.noticedTurn, { timeout: 15_000 }).toBe('rank-five:collaborator');
  expect(await followUps(dev)).toEqual([]);
  expect(await followUps(cleo)).toEqual([]);
  await devPage.context().close();
  await cleoPage.context().close();

  // Bo looked at the solutions a while ago and closed the page; Ada ranks: Bo gets one e-mail.
  const apart = await agreedSession(ada, bo);
  await proposeSolutions(ada, apart);
  const boPage = await pageFor(browser, bo, `/session/${apart}/solutions`);
  await expect(boPage.getByRole('button', { name: 'Save Ranking' })).toBeVisible();
  await expect.poll(async () => (await followUpRecord(bo, apart)).sides?.collaborator?.noticedTurn, { timeout: 15_000 }).toBeTruthy();
  await boPage.context().close();
  await advanceClock(1);
  const adaPage = await pageFor(browser, ada, `/session/${apart}/solutions`);
  await saveRanking(adaPage);
  await expect.poll(async () => (await followUps(bo)).map((m) => m.subject), { timeout: 15_000 }).toEqual(['Your turn in your Dfuse session with Ada']);
  const [notice] = await followUps(bo);
  expect(notice.text).toContain('Ada has ranked the five solutions. Your turn: rank the five solutions.');
  const stepLink = notice.text.match(/Rank the solutions: (\S+)/)![1];
  expect(new URL(stepLink).pathname).toBe(`/session/${apart}/solutions`);
  await adaPage.context().close();

  // Bo unsubscribes from the e-mail's link, signed out.
  const unsubscribeLink = notice.text.match(/Unsubscribe: (\S+)/)![1];
  const signedOut = await browser.newContext();
  await passDevGate(signedOut);
  const linkPage = await signedOut.newPage();
  await linkPage.goto(new URL(unsubscribeLink).pathname + new URL(unsubscribeLink).search);
  await expect(linkPage.getByText('Done: Dfuse will no longer e-mail you when it is your turn in a session')).toBeVisible();
  await signedOut.close();

  // The clock moves: Dev (still subscribed, still to rank) gets two reminders, then nothing; Bo gets none.
  await advanceClock(48);
  await expect.poll(async () => (await followUps(dev)).map((m) => m.subject)).toEqual(['Reminder: Cleo is waiting for you in Dfuse']);
  await advanceClock(5 * 24);
  await expect.poll(async () => (await followUps(dev)).length).toBe(2);
  expect((await followUps(dev))[0].subject).toBe('Last reminder: your Dfuse session with Cleo');
  await advanceClock(30 * 24);
  expect(await followUps(dev)).toHaveLength(2);
  expect(await followUps(bo)).toHaveLength(1);

  // Cleo, who waits, sees on the page that Dev was reminded.
  const waiting = await pageFor(browser, cleo, `/session/${together}/solutions`);
  await expect(waiting.getByTestId('reminder-note')).toContainText('We sent Dev a reminder by e-mail on');
  await waiting.context().close();
});
