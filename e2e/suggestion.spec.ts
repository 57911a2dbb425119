/**
 * A suggested best solution is a proposal both accept (docs/rules.md, "Best solution"; issue 27),
 * with the initiator and the collaborator in their own browser contexts. The re-rankings of the
 * top three are saved by API with different firsts (e2e/support/sessionSteps.ts); the page that
 * sees both asks the server, which opens a suggestion. Both accept: the resolve step opens. One
 * asks to re-rank: both are back at the same three, told who asked and that nobody is at fault.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectFitsPhone, expectNoSeriousA11yViolations } from './support/checks';
import { pageFor, registerTestAccount, type TestAccount } from './support/sessionAccounts';
import { agreedSession, differentFirsts } from './support/sessionSteps';

let nora: TestAccount;
let owen: TestAccount;

test.beforeAll(async () => {
  nora = await registerTestAccount('Nora', 'Initiator');
  owen = await registerTestAccount('Owen', 'Collaborator');
});

const suggestionLine = (title: string) => `Based on both rankings, the product suggests proceeding with: ${title}`;
const accept = (page: Page) => page.getByRole('button', { name: 'Accept this solution' });
const reRank = (page: Page) => page.getByRole('button', { name: 'Rank the top three again' });
const toResolve = (page: Page) => page.getByRole('link', { name: 'Continue to Resolve' });

/** Both pages on the solutions step of a session whose re-rankings put different solutions first. */
async function bothAtSuggestion(browser: Parameters<typeof pageFor>[0]) {
  const id = await agreedSession(nora, owen);
  const { three, suggested } = await differentFirsts(nora, owen, id);
  const initiator = await pageFor(browser, nora, `/session/${id}/solutions`);
  const collaborator = await pageFor(browser, owen, `/session/${id}/solutions`);
  for (const page of [initiator, collaborator]) {
    await expect(page.getByText(suggestionLine(suggested))).toBeVisible({ timeout: 20_000 });
    // A suggestion, not a decision: nobody is taken on before both accepted.
    await expect(accept(page)).toBeVisible();
    await expect(toResolve(page)).toHaveCount(0);
    // The explanation names why it comes first (the lowest total).
    await expect(page.getByText(`Why “${suggested}” comes first:`)).toBeVisible();
  }
  return { id, three, suggested, initiator, collaborator };
}

test('different firsts: the suggestion waits for both to accept, each sees where it stands live, then resolve opens', async ({ browser }) => {
  test.slow();
  const { id, suggested, initiator, collaborator } = await bothAtSuggestion(browser);
  await expect(initiator.getByText('Do you accept it?')).toBeVisible();

  await accept(initiator).click();
  await expect(initiator.getByText('You accepted; waiting for Owen.')).toBeVisible();
  await expect(accept(initiator)).toHaveCount(0);
  await expect(collaborator.getByText('Nora accepted; do you?')).toBeVisible();
  await expect(toResolve(initiator)).toHaveCount(0);
  // The resolve step is not open yet: it says so and leads back.
  await initiator.goto(`/session/${id}/resolve`);
  await expect(initiator.getByText('No best solution has been chosen yet.')).toBeVisible();
  await initiator.goto(`/session/${id}/solutions`);
  await expect(initiator.getByText('You accepted; waiting for Owen.')).toBeVisible();

  for (const [page, name] of [
    [initiator, 'initiator-accepted'],
    [collaborator, 'collaborator-asked'],
  ] as const) {
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath(`1280-${name}.png`), fullPage: true });
    await expectFitsPhone(page, name);
  }

  await accept(collaborator).click();
  for (const page of [initiator, collaborator]) {
    await expect(page.getByText('You both accepted it.')).toBeVisible();
    await expect(page.getByText(suggestionLine(suggested))).toBeVisible();
    await expect(toResolve(page)).toBeVisible();
  }
  await initiator.screenshot({ path: test.info().outputPath('1280-both-accepted.png'), fullPage: true });
  await expectFitsPhone(collaborator, 'both-accepted');
  await toResolve(collaborator).click();
  await expect(collaborator).toHaveURL(new RegExp(`/session/${id}/resolve$`));
  await expect(collaborator.locator('.best-solution-card')).toContainText(suggested);
});

test('one asks to re-rank: both are back at the same three, told who asked and that nobody is at fault', async ({ browser }) => {
  test.slow();
  const { three, initiator, collaborator } = await bothAtSuggestion(browser);
  // The initiator had accepted; the collaborator would rather rank again.
  await accept(initiator).click();
  await expect(collaborator.getByText('Nora accepted; do you?')).toBeVisible();
  await reRank(collaborator).click();

  for (const page of [initiator, collaborator]) {
    await expect(page.locator('.ranking-board h3')).toHaveCount(3);
    expect([...(await page.locator('.ranking-board h3').allInnerTexts())].sort()).toEqual([...three].sort());
    await expect(page.getByRole('button', { name: 'Save Top-3 Ranking' })).toBeEnabled();
    await expect(accept(page)).toHaveCount(0);
    await expect(page.getByText('nobody is at fault')).toBeVisible();
  }
  await expect(initiator.getByText(/^Owen asked to rank the top three again/)).toBeVisible();
  await expect(collaborator.getByText(/^You asked to rank the top three again/)).toBeVisible();
  await initiator.screenshot({ path: test.info().outputPath('1280-re-rank-initiator.png'), fullPage: true });
  await expectFitsPhone(initiator, 're-rank-initiator');
});
