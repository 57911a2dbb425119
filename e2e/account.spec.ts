/**
 * My account and my data (docs/rules.md, "My data"; issue 29), two people in their own browser
 * contexts, seeded through the API: the export downloads a JSON with the person's own answers and
 * not the other side's; deleting the account signs the person out, the other side sees "a former
 * participant" live and gets the e-mail, the erased person can no longer sign in, and the other's
 * shared outcome (the agreed issue) is intact.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectFitsPhone, expectNoSeriousA11yViolations } from './support/checks';
import { asUser, pageFor, registerTestAccount, userPoolClient, type TestAccount } from './support/sessionAccounts';
import { agreeOnFirstStatement, answeredSession } from './support/sessionSteps';
import { waitForMail } from './support/stack';

let rosa: TestAccount;
let theo: TestAccount;

test.beforeAll(async () => {
  rosa = await registerTestAccount('Rosa', 'Leaving');
  theo = await registerTestAccount('Theo', 'Staying');
});

test('export holds my answers only; deleting my account leaves the other their outcome and tells them', async ({ browser }) => {
  const mine = { issue: `Rosa-only-${Date.now()} the dishes pile up`, outcome: 'A rota we both keep', why: 'I am tired every evening' };
  const theirs = { issue: `Theo-only-${Date.now()} I cook most nights`, outcome: 'Fair split', why: 'I feel unseen' };
  const id = await answeredSession(rosa, theo, mine, theirs);
  const agreed = await agreeOnFirstStatement(rosa, theo, id);
  // A private input of Theo's that no statement quotes: how he names the relationship.
  const theosPrivateNote = `flatmate-note-${Date.now()}`;
  await asUser(theo, async () => {
    const { errors } = await userPoolClient().models.Issue.update({ id, collaboratorRelationship: theosPrivateNote });
    expect(errors).toBeUndefined();
  });

  const theoPage = await pageFor(browser, theo, `/session/${id}`);
  await expect(theoPage.getByText('Invited by:').locator('..')).toContainText('Rosa Leaving');

  const page = await pageFor(browser, rosa, '/account');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFitsPhone(page, 'account');

  // The download: my own answers and the agreed issue, nothing Theo wrote for himself.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data (JSON)' }).click();
  const exported = readFileSync((await (await downloading).path())!, 'utf8');
  const data = JSON.parse(exported) as { sessions: { id: string; yourInputs: { initiatorIssue?: string[] }; sharedOutcomes: { agreedIssue?: string } }[] };
  const session = data.sessions.find((s) => s.id === id)!;
  expect(session.yourInputs.initiatorIssue).toEqual([mine.issue]);
  expect(session.sharedOutcomes.agreedIssue).toBe(agreed);
  // Dfuse's proposed statements quote both sides, and both saw them; Theo's own answers are never in it.
  for (const field of ['"collaboratorIssue"', '"desiredOutcomeCollaborator"', '"whyOutcomeMattersCollaborator"', '"collaboratorRelationship"']) {
    expect(exported).not.toContain(field);
  }
  expect(exported).not.toContain(theosPrivateNote);

  // Deleting: the confirmation says what Theo keeps before anything happens.
  const started = Date.now();
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  await expect(page.getByText(/the other person keeps their own answers and what you both reached/)).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page).toHaveURL(/\/goodbye/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Login' })).toBeVisible();

  // Theo's open page changes by itself; his e-mail says it in plain words.
  await expect(theoPage.getByText('Invited by:').locator('..')).toContainText('a former participant');
  await expect(theoPage.getByText(/The other participant has left Dfuse/)).toBeVisible();
  const told = await waitForMail(theo.email, /has left Dfuse/, started);
  expect(told.text).toContain('a former participant');

  // His shared outcome is intact, and so are his own answers.
  await expect(theoPage.getByRole('heading', { name: agreed })).toBeVisible();
  await expect(theoPage.getByText(theirs.issue, { exact: true })).toBeVisible();

  // Rosa can no longer sign in.
  await page.goto('/login');
  await page.getByLabel('Email').fill(rosa.email);
  await page.getByLabel('Password').fill(rosa.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('No account exists with that email.')).toBeVisible();
});
