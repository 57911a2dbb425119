/**
 * Step 7, commit and review (docs/rules.md, "Commit and review"; issue 26), two people in their
 * own browser contexts, the session seeded to both plans by API: both commit on the implement
 * page (the later one asked to match the trial), the development clock moves past the trial,
 * both get the check-in e-mail, each is offered the private safety check again first (one answers,
 * one skips), the answers stay hidden until both answered, and a "not kept"
 * leads to the way back: a new round with the five solutions.
 */
import { expect, test, type Page } from '@playwright/test';
import { SAFETY_TEXTS } from '../src/domain/safety';
import { answerSafetyCheckOnPage } from './support/safety';
import { CLOUD_URL, mailTo } from './support/stack';
import { asUser, pageFor, registerTestAccount, userPoolClient, type TestAccount } from './support/sessionAccounts';
import { agreedSession, chooseBestSolution, strategiesAndPlans } from './support/sessionSteps';

const checkInMail = async (account: TestAccount, id: string) => (await mailTo(account.email)).filter((m) => m.text.includes(`/session/${id}/check-in`));

async function commit(page: Page, when: string, will: string) {
  await page.getByLabel('When').fill(when);
  await page.getByLabel('I will').fill(will);
  await page.getByRole('button', { name: 'I commit' }).click();
}

async function answer(page: Page, kept: string[], fairness: string) {
  const groups = page.locator('fieldset').filter({ has: page.getByRole('radio', { name: 'Kept', exact: true }) });
  for (const [index, choice] of kept.entries()) await groups.nth(index).getByRole('radio', { name: choice, exact: true }).check();
  await page.getByRole('group', { name: 'Is the arrangement still fair?' }).getByRole('radio', { name: fairness }).check();
  await page.getByRole('group', { name: 'How has talking to each other gone?' }).getByRole('radio', { name: '3' }).check();
  await page.getByRole('button', { name: 'Send my answers' }).click();
}

test('both commit, the check-in comes after the trial, answers stay blind, "not kept" leads to a new round', async ({ browser }) => {
  test.slow();
  const [ada, bo] = await Promise.all([registerTestAccount('Ada', 'Initiator'), registerTestAccount('Bo', 'Collaborator')]);
  const id = await agreedSession(ada, bo);
  await chooseBestSolution(ada, bo, id);
  await strategiesAndPlans(ada, bo, id);

  const adaPage = await pageFor(browser, ada, `/session/${id}/implement`);
  const boPage = await pageFor(browser, bo, `/session/${id}/implement`);
  // An empty commitment gets a clear message and nothing is sent.
  await adaPage.getByRole('button', { name: 'I commit' }).click();
  await expect(adaPage.getByRole('alert')).toContainText('Each commitment needs a "When"');
  await commit(adaPage, 'I come home after a late shift', 'text Bo before nine');
  await expect(adaPage.getByText('You have committed to a 14-day trial. Waiting for Bo to commit')).toBeVisible();

  // Bo picks 21 days: asked to match Ada's 14.
  await boPage.getByLabel('Trial period').selectOption('21');
  await expect(boPage.getByText('Ada committed to a 14-day trial.')).toBeVisible();
  await commit(boPage, 'the dishes are left overnight', 'wash them before breakfast');
  await expect(boPage.getByRole('alert')).toContainText('Please choose the same trial, 14 days');
  await boPage.getByLabel('Trial period').selectOption('14');
  await boPage.getByRole('button', { name: 'I commit' }).click();
  for (const page of [adaPage, boPage]) {
    await expect(page.getByTestId('commitment-recorded')).toContainText('The 14-day trial ends on');
    await expect(page.getByText('What Ada promised')).toBeVisible();
    await expect(page.getByText('When the dishes are left overnight, I will wash them before breakfast')).toBeVisible();
  }
  await adaPage.context().close();
  await boPage.context().close();

  // The clock moves past the trial: both get the check-in e-mail.
  expect((await fetch(`${CLOUD_URL}/__dev/clock`, { method: 'POST', body: JSON.stringify({ advanceHours: 14 * 24 + 1 }) })).status).toBe(200);
  await expect.poll(async () => (await checkInMail(bo, id)).length, { timeout: 15_000 }).toBe(1);
  expect(await checkInMail(ada, id)).toHaveLength(1);
  const link = new URL((await checkInMail(ada, id))[0].text.match(/Answer the check-in: (\S+)/)![1]);

  // Before the check-in each is offered the private safety check again: Ada answers no to all, Bo skips it.
  const adaCheckIn = await pageFor(browser, ada, link.pathname);
  await answerSafetyCheckOnPage(adaCheckIn, [], SAFETY_TEXTS.recheckHeading);
  // Ada answers; her answers stay hidden from Bo until he has answered.
  await answer(adaCheckIn, ['Kept', 'Not kept'], '4');
  await expect(adaCheckIn.getByText('Your answers are in. They stay private until Bo has answered too')).toBeVisible();
  const sealed = await asUser(bo, async () => (await userPoolClient().models.Issue.get({ id })).data?.initiatorCheckInJson);
  expect(JSON.stringify(sealed)).not.toContain('not-kept');
  const boCheckIn = await pageFor(browser, bo, link.pathname);
  await boCheckIn.getByRole('button', { name: SAFETY_TEXTS.recheckSkip }).click();
  await expect(boCheckIn.getByRole('button', { name: 'Send my answers' })).toBeVisible();
  await answer(boCheckIn, ['Kept', 'Kept'], '3');

  // Both see both answers and the outcome; Bo takes the new-round path.
  for (const page of [adaCheckIn, boCheckIn]) await expect(page.getByTestId('check-in-outcome')).toContainText('Needs another look', { timeout: 15_000 });
  await expect(boCheckIn.getByRole('row', { name: /wash them before breakfast/ })).toContainText('Not kept');
  await boCheckIn.getByRole('button', { name: 'Start a new round with the five solutions' }).click();
  await expect(boCheckIn).toHaveURL(new RegExp(`/session/${id}/solutions$`));
  await expect(boCheckIn.getByRole('button', { name: 'Save Ranking' })).toBeVisible();
});
