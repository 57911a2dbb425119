import { expect, test, type Page } from '@playwright/test';
import { expectFitsPhone, expectNoSeriousA11yViolations } from './support/checks';
import { APP_URL, passDevGate } from './support/stack';
import {
  createTestSession,
  pageFor,
  readOwnProfile,
  readSession,
  registerTestAccount,
  signInInBrowser,
} from './support/sessionAccounts';

/** Every URL the page visits, including client-side navigations that redirect straight on. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()).pathname);
  });
  return urls;
}

const statement = (page: Page, n: number) => page.locator('fieldset.quiz-statement').nth(n - 1);

/** Answers DCS statements `from`..`to` by clicking the 1–5 labels. */
async function answerDcs(page: Page, from: number, to: number, valueFor: (n: number) => number) {
  for (let n = from; n <= to; n += 1) {
    await statement(page, n).locator('label.btn', { hasText: String(valueFor(n)) }).click();
  }
}

/** Styles in question order: 1–4 Avoidance, 5–8 Competition, 9–12 Compromise, 13–16 Accommodation, 17–20 Collaboration. */
const styleOf = (n: number) => ['Avoidance', 'Competition', 'Compromise', 'Accommodation', 'Collaboration'][Math.floor((n - 1) / 4)];

test.describe('DCS conflict mode picker', () => {
  test.beforeEach(async ({ page }) => passDevGate(page));

  test('standalone: chosen by keyboard, saved and verified on the profile, then the stored mode is named and can be changed', async ({ page }) => {
    const dana = await registerTestAccount('Dana');
    await signInInBrowser(page, dana, '/dcs/test');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Conflict Mode' })).toBeVisible();
    await expect(page.getByText('Hi Dana, pick the style you typically use during conflict.')).toBeVisible();
    for (const name of ['Avoiding', 'Competing', 'Accommodating', 'Collaborating', 'Compromising']) {
      await expect(page.getByRole('radio', { name })).toBeVisible();
    }
    await expect(page.getByText('Win/win integration; high both.')).toBeVisible();
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await expectFitsPhone(page, 'dcs-picker');

    // Keyboard only: arrows move through the radio group, Tab reaches Save. The picker is
    // disabled until the profile has been read: a radio focused before then takes no Space.
    await expect(page.getByRole('radio', { name: 'Avoiding' })).toBeEnabled();
    await page.getByRole('radio', { name: 'Avoiding' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Collaborating' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(save).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByText('Saved and verified: your conflict mode is Collaborating.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Again' })).toBeVisible();
    await expect(page).toHaveURL(`${APP_URL}/`);
    const profile = await readOwnProfile(dana);
    expect(profile?.dcsMode).toBe('collaborating');

    // The profile now holds a valid mode: standalone, the picker stays so it can be changed (issue 27).
    await page.goto('/dcs/test');
    await expect(page.getByText('Your current conflict mode is Collaborating. Pick another and save to change it.')).toBeVisible();
    await expect(page).toHaveURL(`${APP_URL}/dcs/test`);
    await expect(page.getByRole('radio', { name: 'Compromising' })).toBeEnabled();
    await page.getByRole('radio', { name: 'Compromising' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Compromising' })).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved and verified: your conflict mode is Compromising.')).toBeVisible();
    await expect.poll(async () => (await readOwnProfile(dana))?.dcsMode).toBe('compromising');
    await page.goto('/dcs/quiz');
    await expect(page.getByText("Your profile's current conflict mode: Compromising.")).toBeVisible();
  });

  test('in a session: each role saves to its own side, and a stored mode forwards to propose-strategies', async ({ browser }) => {
    const [ivy, cole] = await Promise.all([registerTestAccount('Ivy'), registerTestAccount('Cole')]);
    const id = await createTestSession(ivy, cole);

    const colePage = await pageFor(browser, cole, `/session/${id}/dcs/test`);
    const coleUrls = recordUrls(colePage);
    await expect(colePage.getByText('For your session with Ivy Tester (Ivy invited you).', { exact: false })).toBeVisible();
    await colePage.getByText('Compromising').click();
    await colePage.getByRole('button', { name: 'Save' }).click();
    await expect(colePage.getByText('Saved and verified: your conflict mode is Compromising.')).toBeVisible();
    await expect.poll(() => coleUrls).toContain(`/session/${id}/propose-strategies`);
    await expect.poll(async () => (await readSession(ivy, id))?.collaboratorDCS).toBe('compromising');
    expect((await readSession(ivy, id))?.initiatorDCS ?? null).toBeNull();

    const ivyPage = await pageFor(browser, ivy, `/session/${id}/dcs/test`);
    const ivyUrls = recordUrls(ivyPage);
    await expect(ivyPage.getByText('For your session with Cole Tester (you started it).', { exact: false })).toBeVisible();
    await ivyPage.getByText('Competing').click();
    await ivyPage.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => ivyUrls).toContain(`/session/${id}/propose-strategies`);
    const session = await readSession(cole, id);
    expect(session?.initiatorDCS).toBe('competing');
    expect(session?.collaboratorDCS).toBe('compromising');

    // Cole's profile mode is applied again on load (to a fresh session) and Cole is forwarded.
    const second = await createTestSession(ivy, cole);
    const before = coleUrls.length;
    await colePage.goto(`/session/${second}/dcs/test`);
    await expect.poll(() => coleUrls.slice(before)).toContain(`/session/${second}/propose-strategies`);
    await expect.poll(async () => (await readSession(cole, second))?.collaboratorDCS).toBe('compromising');
  });
});

test.describe('DCS questionnaire', () => {
  test.beforeEach(async ({ page }) => passDevGate(page));

  test('standalone: answers survive a reload, results show ties, chart and bands, and Save stores DCS-v2 scores', async ({ page }) => {
    // Forty answers, a reload and two saves: longer than one step on a busy 2-core machine.
    test.slow();
    const quinn = await registerTestAccount('Quinn');
    await signInInBrowser(page, quinn, '/dcs/quiz');
    await expect(page.getByRole('heading', { level: 1, name: '20-Question Conflict Styles Assessment' })).toBeVisible();
    await expect(page.getByTestId('role-line')).toHaveText('(standalone)');
    await expect(page.getByText('1 = never, 2 = seldom, 3 = sometimes, 4 = often, 5 = always')).toBeVisible();
    await expect(page.locator('fieldset.quiz-statement')).toHaveCount(20);
    await expect(statement(page, 1)).toContainText('Workplace');
    await expect(statement(page, 2)).toContainText('Family / Personal');
    const showResults = page.getByRole('button', { name: 'Show Results' });
    await expect(showResults).toBeDisabled();

    // Competition and Collaboration tie at 16; the rest score 8.
    const valueFor = (n: number) => (['Competition', 'Collaboration'].includes(styleOf(n)) ? 4 : 2);
    await answerDcs(page, 1, 9, valueFor);
    // One by keyboard: focus the first radio of statement 10, arrow to 2.
    await statement(page, 10).getByRole('radio', { name: '1 (never)' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(statement(page, 10).getByRole('radio', { name: '2 (seldom)' })).toBeChecked();
    const progress = page.getByRole('progressbar', { name: 'Answered 10 of 20' });
    await expect(progress).toHaveAttribute('aria-valuenow', '50');

    await page.reload();
    await expect(page.getByRole('progressbar', { name: 'Answered 10 of 20' })).toBeVisible();
    await expect(statement(page, 6).getByRole('radio', { name: '4 (often)' })).toBeChecked();
    await expect(showResults).toBeDisabled();

    await answerDcs(page, 11, 20, valueFor);
    await expect(page.getByRole('progressbar', { name: 'Answered 20 of 20' })).toHaveAttribute('aria-valuenow', '100');
    await showResults.click();
    await expect(showResults).toBeDisabled();

    const row = (style: string) => page.getByRole('row', { name: new RegExp(`^${style}`) });
    // On screen each style goes by its mode's name (issue 17); the stored scores keep the spec's names.
    await expect(row('Competing')).toContainText('5, 6, 7, 8');
    await expect(row('Competing')).toContainText('16');
    await expect(row('Competing')).toContainText('Strong');
    await expect(row('Avoiding')).toContainText('8');
    await expect(row('Avoiding')).toContainText('Weak');
    await expect(page.getByTestId('dominant')).toContainText('Dominant style(s): Competing, Collaborating');
    const chart = page.getByRole('figure', { name: 'Your scores by style (out of 20)' });
    await expect(chart.getByRole('listitem')).toHaveCount(5);
    await expect(chart.getByRole('listitem').filter({ hasText: 'Collaborating' })).toContainText('16 of 20, Strong');
    await expect(page.getByRole('list', { name: 'Band legend' })).toContainText('17–20: Very strong');
    await expectNoSeriousA11yViolations(page);
    await expectFitsPhone(page, 'dcs-results');

    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.locator('.toast');
    await expect(toast).toContainText('Saved');
    await expect(toast).toContainText('Not tied to a session');
    await expect(toast).toContainText('Your profile’s conflict style is now Competing.');
    await expect(toast).toContainText('Your scores are saved with your profile.');
    await expect(page).toHaveURL(`${APP_URL}/`);

    const profile = await readOwnProfile(quinn);
    expect(profile?.dcsMode).toBe('competing');
    expect(profile?.dcsVersion).toBe('DCS-v2');
    expect(profile?.dcsScores).toEqual([
      'Avoidance: 8 (Weak)',
      'Competition: 16 (Strong)',
      'Compromise: 8 (Weak)',
      'Accommodation: 8 (Weak)',
      'Collaboration: 16 (Strong)',
    ]);

    await page.goto('/dcs/quiz');
    await expect(page.getByText("Your profile's current conflict mode: Competing.")).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Answered 0 of 20' })).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByText('0 of 20 answered.')).toBeVisible();
  });

  test('in a session: the initiator saves, the collaborator saves, an outsider cannot', async ({ browser }) => {
    // Three people answer the twenty statements each: longer than one step on a busy 2-core machine.
    test.slow();
    const [ines, carl, otto] = await Promise.all([
      registerTestAccount('Ines'),
      registerTestAccount('Carl'),
      registerTestAccount('Otto'),
    ]);
    const id = await createTestSession(ines, carl);

    const inesPage = await pageFor(browser, ines, `/session/${id}/dcs/quiz`);
    const inesUrls = recordUrls(inesPage);
    await expect(inesPage.getByTestId('role-line')).toHaveText('Role: Initiator');
    await answerDcs(inesPage, 1, 20, (n) => (styleOf(n) === 'Accommodation' ? 5 : 1));
    await inesPage.getByRole('button', { name: 'Show Results' }).click();
    await expect(inesPage.getByRole('link', { name: 'Back to Home' })).toHaveCount(0);
    await inesPage.getByRole('button', { name: 'Save' }).click();
    await expect(inesPage.locator('.toast')).toContainText(`Saved to your session with ${carl.firstName} ${carl.lastName}`);
    await expect.poll(() => inesUrls).toContain(`/session/${id}/propose-strategies`);

    const carlPage = await pageFor(browser, carl, `/session/${id}/dcs/quiz`);
    await expect(carlPage.getByTestId('role-line')).toHaveText('Role: Collaborator');
    await answerDcs(carlPage, 1, 20, (n) => (styleOf(n) === 'Avoidance' ? 3 : 2));
    await carlPage.getByRole('button', { name: 'Show Results' }).click();
    await carlPage.getByRole('button', { name: 'Save' }).click();
    await expect(carlPage.locator('.toast')).toContainText(`Saved to your session with ${ines.firstName} ${ines.lastName}`);

    await expect.poll(async () => (await readSession(ines, id))?.collaboratorDCS).toBe('avoiding');
    expect((await readSession(carl, id))?.initiatorDCS).toBe('accommodating');
    expect((await readOwnProfile(carl))?.dcsMode).toBe('avoiding');

    // Not a participant: the session cannot be read and Save stays disabled.
    const ottoPage = await pageFor(browser, otto, `/session/${id}/dcs/quiz`);
    await expect(ottoPage.getByText('Failed to load session')).toBeVisible();
    await expect(ottoPage.getByTestId('role-line')).toHaveText('Role: Not a participant');
    await answerDcs(ottoPage, 1, 20, () => 3);
    await ottoPage.getByRole('button', { name: 'Show Results' }).click();
    await expect(ottoPage.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect((await readOwnProfile(otto))?.dcsMode ?? null).toBeNull();
  });
});

test.describe('DPI type picker', () => {
  test.beforeEach(async ({ page }) => passDevGate(page));

  test('standalone and in a session: Submit rules, the lock after saving, the profile and the viewer side', async ({ page, browser }) => {
    const pat = await registerTestAccount('Pat');
    await signInInBrowser(page, pat, '/communication-style/test');
    await expect(page.getByRole('heading', { level: 1, name: 'DPI Quick Setup' })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(16);
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await expectFitsPhone(page, 'dpi-picker');

    await page.getByRole('radio', { name: 'ISTJ' }).focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'INTJ' })).toBeChecked();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('Saved to your profile as INTJ.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'ENFP' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

    const profile = await readOwnProfile(pat);
    expect(profile?.dpiType).toBe('INTJ');
    expect(profile?.dpiResults).toEqual(['INTJ', 'test']);

    await page.reload();
    await expect(page.getByText("Your profile's DPI type is INTJ.")).toBeVisible();
    await expect(page.getByRole('radio', { name: 'INTJ' })).toBeChecked();
    await expect(submit).toBeDisabled();

    // In a session, as the collaborator: the type goes to collaboratorDPI too.
    const ida = await registerTestAccount('Ida');
    const chris = await registerTestAccount('Chris');
    const id = await createTestSession(ida, chris);
    const chrisPage = await pageFor(browser, chris, `/session/${id}/communication-style/test`);
    await expect(chrisPage.getByText('For your session with Ida Tester (Ida invited you).', { exact: false })).toBeVisible();
    await chrisPage.getByText('ENFP').click();
    await chrisPage.getByRole('button', { name: 'Submit' }).click();
    await expect(chrisPage.getByText('Saved to your profile as ENFP.')).toBeVisible();
    const session = await readSession(ida, id);
    expect(session?.collaboratorDPI).toEqual(['ENFP']);
    expect(session?.initiatorDPI ?? null).toBeNull();
  });
});

test.describe('DPI questionnaire', () => {
  test.beforeEach(async ({ page }) => passDevGate(page));

  test('standalone: one statement at a time, kept across a reload, scored, saved, Done goes back', async ({ page }) => {
    const sky = await registerTestAccount('Sky');
    await signInInBrowser(page, sky, '/');
    await page.goto('/communication-style/quiz');
    await expect(page.getByRole('heading', { level: 1, name: 'Communication Style Questionnaire' })).toBeVisible();
    const back = page.getByRole('button', { name: 'Back' });
    const next = page.getByRole('button', { name: 'Next' });
    await expect(page.getByText('Question 1 of 12')).toBeVisible();
    await expect(back).toBeDisabled();
    await expect(next).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // Strongly Disagree throughout. Each pair has two statements keyed to its first letter and one to
    // its second, so every pair totals -2 and the type is the four second letters.
    for (let n = 1; n <= 5; n += 1) {
      await page.locator('label.btn', { hasText: 'Strongly Disagree' }).click();
      await next.click();
    }
    await expect(page.getByText('Question 6 of 12')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Question 6 of 12')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Answered 5 of 12' })).toBeVisible();
    await back.click();
    await expect(page.getByRole('radio', { name: 'Strongly Disagree' })).toBeChecked();
    await next.click();

    for (let n = 6; n <= 11; n += 1) {
      // Next moves the focus to the new statement in the following frame, as a keyboard user meets it:
      // focusing an answer before then had it taken away before the Space.
      await expect(page.locator('legend')).toBeFocused();
      await page.getByRole('radio', { name: 'Strongly Disagree' }).focus();
      await page.keyboard.press('Space');
      await next.click();
    }
    await expect(page.getByText('Question 12 of 12')).toBeVisible();
    const finish = page.getByRole('button', { name: 'See Results & Save' });
    await expect(finish).toBeDisabled();
    await page.locator('label.btn', { hasText: 'Strongly Disagree' }).click();
    await finish.click();

    await expect(page.getByTestId('dpi-type')).toHaveText('INFP');
    await expect(page.getByTestId('dpi-save-status')).toHaveText('Saved to your profile as INFP.');
    const breakdown = page.getByTestId('dpi-breakdown');
    for (const [label, badge] of [
      ['E vs I', 'Leaning I'],
      ['S vs N', 'Leaning N'],
      ['T vs F', 'Leaning F'],
      ['J vs P', 'Leaning P'],
    ]) {
      await expect(breakdown).toContainText(label);
      await expect(breakdown).toContainText(badge);
    }
    await expectNoSeriousA11yViolations(page);
    await expectFitsPhone(page, 'dpi-results');

    const profile = await readOwnProfile(sky);
    expect(profile?.dpiType).toBe('INFP');
    expect(profile?.dpiResults).toEqual(['EI: I (-2)', 'SN: N (-2)', 'TF: F (-2)', 'JP: P (-2)', 'test']);

    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(`${APP_URL}/`);
  });

  test('in a session as the initiator: neutral answers give the first letters and reach initiatorDPI', async ({ browser }) => {
    const [iris, cato] = await Promise.all([registerTestAccount('Iris'), registerTestAccount('Cato')]);
    const id = await createTestSession(iris, cato);
    const page = await pageFor(browser, iris, `/session/${id}/communication-style/quiz`);
    await expect(page.getByText('For your session with Cato Tester (you started it).', { exact: false })).toBeVisible();
    for (let n = 1; n <= 12; n += 1) {
      await page.locator('label.btn', { hasText: 'Neutral' }).click();
      await page.getByRole('button', { name: n < 12 ? 'Next' : 'See Results & Save' }).click();
    }
    await expect(page.getByTestId('dpi-type')).toHaveText('ESTJ');
    await expect(page.getByTestId('dpi-breakdown')).toContainText('Balanced');
    await expect(page.getByTestId('dpi-save-status')).toHaveText('Saved to your profile as ESTJ.');
    const session = await readSession(cato, id);
    expect(session?.initiatorDPI).toEqual(['ESTJ']);
    expect(session?.collaboratorDPI ?? null).toBeNull();
  });
});
