/**
 * Strategies, communication tips and the implementation plan (docs/rules.md, "Strategies";
 * issue 15), both participants in their own browser contexts against the suite's stack and
 * the builtin AI provider, from a chosen best solution: both take the conflict-style quiz with
 * different styles; the one who finished first waits and moves on by itself; both see their own
 * strategies and tips; both reach the plan; the printed page holds the agreed issue, the
 * solution and both plans as text, and none of the app around it.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectFitsPhone, expectNoSeriousA11yViolations } from './support/checks';
import { asUser, pageFor, readSession, registerTestAccount, userPoolClient, type TestAccount } from './support/sessionAccounts';
import { agreeOnFirstStatement, answeredSession, chooseBestSolution } from './support/sessionSteps';

let rosa: TestAccount;
let theo: TestAccount;

test.beforeAll(async () => {
  rosa = await registerTestAccount('Rosa', 'Initiator');
  theo = await registerTestAccount('Theo', 'Collaborator');
});

/** The style each of the 20 statements belongs to (4 each, in the spec's order). */
const STYLE_OF = ['avoiding', 'competing', 'compromising', 'accommodating', 'collaborating'] as const;
const styleOfStatement = (n: number) => STYLE_OF[Math.floor((n - 1) / 4)];

/** Answers the DCS questionnaire so that `style` comes out on top, shows the results and saves. */
async function takeQuiz(page: Page, style: (typeof STYLE_OF)[number]) {
  for (let n = 1; n <= 20; n += 1) {
    await page
      .locator('fieldset.quiz-statement')
      .nth(n - 1)
      .locator('label.btn', { hasText: String(styleOfStatement(n) === style ? 5 : 1) })
      .click();
  }
  await page.getByRole('button', { name: 'Show Results' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/** The text of a PDF, page by page, with pdf.js. */
async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

test('from the chosen solution to each person’s strategies and plan, printed', async ({ browser }) => {
  // The whole way from the chosen solution to the printed plan, a new plan included: longer than one step.
  test.slow();
  const id = await answeredSession(
    rosa,
    theo,
    {
      issue: 'Theo makes big purchases from our joint account without telling me',
      outcome: 'We agree on anything over 200 euros before buying',
      why: 'I am trying to save for our deposit and I feel blindsided',
    },
    {
      issue: 'Rosa questions every purchase I make, even for work tools',
      outcome: 'Some money each month I can spend without asking',
      why: 'I feel like a child having to justify every coffee',
    },
  );
  const agreed = await agreeOnFirstStatement(rosa, theo, id);
  const solution = await chooseBestSolution(rosa, theo, id);

  // Rosa takes the quiz first (competing) and waits on the strategies page.
  const initiator = await pageFor(browser, rosa, `/session/${id}/resolve`);
  await expect(initiator.getByText('To continue, please complete your DCS profile.')).toBeVisible();
  await initiator.getByRole('link', { name: 'Implement Solutions' }).click();
  await expect(initiator).toHaveURL(new RegExp(`/session/${id}/dcs/quiz$`));
  await takeQuiz(initiator, 'competing');
  await expect(initiator).toHaveURL(new RegExp(`/session/${id}/propose-strategies$`));
  await expect(initiator.getByText('Waiting for Theo to answer the conflict style questions. This page moves on by itself once they have.')).toBeVisible();
  await expect(initiator.getByRole('button', { name: 'Continue to Implementation' })).toBeDisabled();

  // Theo comes back to the strategies page without a style (issue 27: no Back/Open loop): the page
  // speaks to him and offers the questionnaire itself. He takes it (avoiding); Rosa's page moves on.
  const collaborator = await pageFor(browser, theo, `/session/${id}/propose-strategies`);
  await expect(collaborator.getByRole('status').filter({ hasText: 'You have not answered the conflict style questions for this session yet' })).toBeVisible();
  await expect(collaborator.getByText(/Awaiting Theo/)).toHaveCount(0);
  await collaborator.getByRole('link', { name: 'Answer the conflict style questions' }).click();
  await expect(collaborator).toHaveURL(new RegExp(`/session/${id}/dcs/quiz$`));
  await takeQuiz(collaborator, 'avoiding');
  await expect(collaborator).toHaveURL(new RegExp(`/session/${id}/propose-strategies$`));
  const strategiesOf = (page: Page, heading: string) =>
    page.locator('.strategy-card').filter({ has: page.getByRole('heading', { name: heading }) }).locator('.strategy-list').first().locator('li');
  for (const page of [initiator, collaborator]) {
    await expect(strategiesOf(page, 'Your Plan').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(agreed, { exact: true })).toBeVisible();
    await expect(page.locator('.best-solution-card')).toContainText(solution);
  }
  const rosaOwn = await strategiesOf(initiator, 'Your Plan').allInnerTexts();
  const theoOwn = await strategiesOf(collaborator, 'Your Plan').allInnerTexts();
  expect(rosaOwn.length).toBeGreaterThanOrEqual(3);
  expect(theoOwn.length).toBeGreaterThanOrEqual(3);
  expect(rosaOwn).not.toEqual(theoOwn);
  // Each sees the other's plan too, read-only, under the other's name.
  expect(await strategiesOf(initiator, 'Theo’s Plan').allInnerTexts()).toEqual(theoOwn);
  await expectNoSeriousA11yViolations(initiator);
  await initiator.screenshot({ path: test.info().outputPath('1280-propose-strategies.png'), fullPage: true });
  await expectFitsPhone(collaborator, 'propose-strategies');

  // On to the plan, for both.
  for (const page of [initiator, collaborator]) {
    await page.getByRole('link', { name: 'Continue to Implementation' }).click();
    await expect(page).toHaveURL(new RegExp(`/session/${id}/implement$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Implement the Solution' })).toBeVisible();
    await expect(page.locator('.plan-card')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.plan-card')).toContainText('Check in together on:');
  }
  const firstPlan = await initiator.locator('.plan-card h3').innerText();
  const theoPlan = await collaborator.locator('.plan-card h3').innerText();
  await expectNoSeriousA11yViolations(collaborator);
  await initiator.screenshot({ path: test.info().outputPath('1280-implement.png'), fullPage: true });
  await expectFitsPhone(collaborator, 'implement');

  // Reopening shows the same stored plan.
  await initiator.reload();
  await expect(initiator.locator('.plan-card h3')).toHaveText(firstPlan);

  // "Make a new plan" gives a different one and says so; it is the one kept.
  const firstSteps = await initiator.locator('.plan-card ol li').allInnerTexts();
  await initiator.getByRole('button', { name: 'Make a new plan' }).click();
  await expect(initiator.getByRole('status').filter({ hasText: 'Here is a new plan' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => initiator.locator('.plan-card ol li').allInnerTexts()).not.toEqual(firstSteps);
  const rosaPlan = await initiator.locator('.plan-card h3').innerText();
  await initiator.reload();
  await expect(initiator.locator('.plan-card h3')).toHaveText(rosaPlan);

  // Print / Save PDF: the document, without the app around it.
  await initiator.emulateMedia({ media: 'print' });
  await expect(initiator.getByRole('navigation')).toBeHidden();
  await expect(initiator.getByRole('button', { name: 'Print / Save PDF' })).toBeHidden();
  const text = await pdfText(await initiator.pdf({ format: 'A4', printBackground: false }));
  // Long lines wrap in the PDF, so long texts are looked for by their opening words.
  const opening = (line: string) => line.split(/\s+/).slice(0, 6).join(' ');
  for (const expected of [agreed, solution, rosaPlan, 'Ways to implement the solution', 'Initiator: Rosa', 'Collaborator: Theo', opening(theoOwn[0]), opening(rosaOwn[0])]) {
    expect(text, `the PDF holds "${expected}"`).toContain(opening(expected));
  }
  for (const absent of ['Log Out', 'My Sessions', 'Print / Save PDF', 'Start New Session']) expect(text).not.toContain(absent);
  expect(theoPlan).toBeTruthy();
});

test('a conflict style taken from Home counts for the session: both strategies pages move on without the questions again (issue 27)', async ({ browser }) => {
  test.slow();
  // Accounts of their own: the style is read from the profile, which the other test changes.
  const [mia, noah] = await Promise.all([registerTestAccount('Mia', 'Initiator'), registerTestAccount('Noah', 'Collaborator')]);
  const id = await answeredSession(
    mia,
    noah,
    { issue: 'Noah plays loud music after midnight', outcome: 'Quiet after eleven on weeknights', why: 'I start work at seven' },
    { issue: 'Mia complains about every sound I make', outcome: 'Some evenings I can play music', why: 'Music is how I unwind after work' },
  );
  await agreeOnFirstStatement(mia, noah, id);
  await chooseBestSolution(mia, noah, id);
  await asUser(mia, async () => expect((await userPoolClient().models.Issue.update({ id, initiatorDCS: 'competing' })).errors).toBeUndefined());
  const initiator = await pageFor(browser, mia, `/session/${id}/propose-strategies`);
  await expect(initiator.getByText('Waiting for Noah to answer the conflict style questions.', { exact: false })).toBeVisible();

  // Noah picks his style from Home (the standalone picker), not from the session.
  const collaborator = await pageFor(browser, noah, '/dcs/test');
  // The picker is disabled until his profile has been read: a radio focused before then takes no Space.
  await expect(collaborator.getByRole('radio', { name: 'Avoiding' })).toBeEnabled();
  await collaborator.getByRole('radio', { name: 'Avoiding' }).focus();
  await collaborator.keyboard.press('Space');
  await expect(collaborator.getByRole('radio', { name: 'Avoiding' })).toBeChecked();
  await collaborator.getByRole('button', { name: 'Save' }).click();
  await expect(collaborator.getByText('Saved and verified: your conflict mode is Avoiding.')).toBeVisible();
  expect((await readSession(mia, id))?.collaboratorDCS ?? null).toBeNull();

  // Back through My sessions: his strategies page takes the profile's style for the session and
  // shows the strategies; nothing asks him for the questions again, and Mia's page moves on by itself.
  await collaborator.goto('/session');
  await collaborator.goto(`/session/${id}/propose-strategies`);
  const ownStrategies = (page: Page) =>
    page.locator('.strategy-card').filter({ has: page.getByRole('heading', { name: 'Your Plan' }) }).locator('.strategy-list').first().locator('li');
  for (const page of [collaborator, initiator]) await expect(ownStrategies(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(collaborator.getByText(/not answered the conflict style questions|Awaiting/)).toHaveCount(0);
  expect((await readSession(mia, id))?.collaboratorDCS).toBe('avoiding');
  for (const page of [initiator, collaborator]) await page.context().close();
});
