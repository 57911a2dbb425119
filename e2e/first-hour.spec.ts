/**
 * The first hour as two people in conflict live it (issue 17): each test plays both sides in
 * their own browser contexts against the suite's stack, and every screen it passes through is
 * checked for a phone's width and with axe. The points, in order: the invited person's first
 * screen; the overview's title and states after each step; the agree page's Continue and its
 * unsubmitted choices; no shared issue; delete; sign-up leading back to the chat; plain words and
 * the styles in the session; the chat's answer limit; the Reviews page's honesty.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { PASSWORD, newPerson } from './support/accounts';
import { expectFitsPhone, expectNoSeriousA11yViolations } from './support/checks';
import { createTestSession, pageFor, readOwnProfile, registerTestAccount, type TestAccount } from './support/sessionAccounts';
import { sendInvitationOnPage } from './support/invitation';
import { answerSafetyCheckOnPage } from './support/safety';
import { agreeOnFirstStatement, answeredSession, callFunctionAs } from './support/sessionSteps';
import { codeIn, mailTo, passDevGate, waitForMail } from './support/stack';
import { sayInChat } from './support/chat';

const MINE = {
  issue: 'My co-founder keeps changing the product roadmap without telling me',
  outcome: 'We decide roadmap changes together in a weekly meeting',
  why: 'I lose credibility with the team when plans change under me',
};
const THEIRS = {
  issue: 'Decisions take too long when I have to wait for a meeting',
  outcome: 'I can make small changes fast and tell my co-founder after',
  why: 'Customers leave when we are slow',
};

async function signedOutPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await passDevGate(context);
  return context.newPage();
}

/** Both checks every screen of this issue must pass: no serious axe finding, and no sideways scrolling at 375 px. */
async function screenChecks(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page);
  await expectFitsPhone(page, name);
}

async function boxesOverlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** The link in an invitation e-mail. */
const invitationLink = (text: string) => text.match(/https?:\/\/\S+\/coll\/\S+/)![0];

/** The text of the buttons and button-like links in the page's main region, in page order. */
const actionsInOrder = (page: Page) =>
  page.locator('main').locator('button:visible, a.btn:visible').evaluateAll((nodes) => nodes.map((n) => (n.textContent ?? '').trim()));

test.describe('the first hour, as two people live it', () => {
  let ivy: TestAccount;
  let cal: TestAccount;

  test.beforeAll(async () => {
    ivy = await registerTestAccount('Ivy', 'Initiator');
    cal = await registerTestAccount('Cal', 'Collaborator');
  });

  test('1. the invited person’s first screen names the inviter and the next step, and offers Register first with the address filled in', async ({ browser }) => {
    test.setTimeout(120_000);
    const newcomer = newPerson('Nina', 'Newcomer');
    const id = await createTestSession(ivy, { ...newcomer, password: PASSWORD }, {
      initiatorIssue: [MINE.issue],
      desiredOutcomeInitiator: [MINE.outcome],
      whyOutcomeMattersInitiator: [MINE.why],
    }, { collaboratorSafetyCheck: 'unanswered' });
    // Ivy sends the invitation from her overview.
    const initiator = await pageFor(browser, ivy, `/session/${id}`);
    const started = Date.now();
    await sendInvitationOnPage(initiator);
    const mail = await waitForMail(newcomer.email, /invited you to a Dfuse session/, started);

    // Nina has no account: the link lands on the secure-area gate, which welcomes her by name.
    const nina = await signedOutPage(browser);
    await nina.goto(invitationLink(mail.text));
    await expect(nina).toHaveURL(/\/secure-access/);
    await expect(nina.getByRole('heading', { level: 1 })).toHaveText('Ivy invited you to Dfuse');
    await expect(nina.getByText('What happens next')).toBeVisible();
    await expect(nina.getByText(`Create your account with ${newcomer.email}`)).toBeVisible();
    await expect(nina.getByText('Ivy will see your answers, and you will see theirs.', { exact: false })).toBeVisible();
    const register = nina.getByRole('main').getByRole('link', { name: 'Register' });
    const logIn = nina.getByRole('main').getByRole('link', { name: 'Log In' });
    await expect(register).toHaveClass(/\bbtn-primary\b/);
    await expect(logIn).toHaveClass(/\bbtn-outline-primary\b/);
    expect((await actionsInOrder(nina))[0]).toBe('Register');
    await screenChecks(nina, 'invitation-gate');

    await logIn.click();
    await expect(nina.getByLabel('Email')).toHaveValue(newcomer.email);
    await screenChecks(nina, 'login-from-invitation');
    await nina.goBack();
    await register.click();
    await expect(nina.getByLabel('Email')).toHaveValue(newcomer.email);
    await screenChecks(nina, 'register-from-invitation');
    const registering = Date.now();
    await nina.getByLabel('First name').fill(newcomer.firstName);
    await nina.getByLabel('Last name').fill(newcomer.lastName);
    await nina.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await nina.getByRole('button', { name: 'Register' }).click();
    const code = await waitForMail(newcomer.email, /verification code/i, registering);
    await nina.getByLabel('Confirmation code').fill(codeIn(code));
    await nina.getByRole('button', { name: 'Confirm' }).click();

    // Signed in, she lands on the response form, which says the same in plain words.
    await expect(nina).toHaveURL(new RegExp(`/coll/${id}$`));
    await answerSafetyCheckOnPage(nina);
    await expect(nina.getByRole('heading', { name: "You're invited" })).toBeVisible();
    await expect(nina.getByText('Your conflict style', { exact: true })).toBeVisible();
    await expect(nina.getByText(/DCS|from Profile|Not set yet/)).toHaveCount(0);
    await expect(nina.getByText('What Ivy will see:')).toBeVisible();
    await screenChecks(nina, 'invitation-form');

    // Someone who already has a profile is offered Log In first.
    const known = await registerTestAccount('Kim', 'Known');
    const kimPage = await pageFor(browser, known, '/');
    await expect.poll(async () => (await readOwnProfile(known)) !== null).toBe(true);
    await kimPage.context().close();
    const second = await createTestSession(ivy, known, { initiatorIssue: [MINE.issue] }, { collaboratorSafetyCheck: 'unanswered' });
    const again = Date.now();
    expect((await callFunctionAs(ivy, 'send-email', { template: 'invite', issueId: second })).status).toBe(200);
    const kimMail = await waitForMail(known.email, /invited you to a Dfuse session/, again);
    const kim = await signedOutPage(browser);
    await kim.goto(invitationLink(kimMail.text));
    await expect(kim.getByRole('heading', { level: 1 })).toHaveText('Ivy invited you to Dfuse');
    await expect(kim.getByRole('main').getByRole('link', { name: 'Log In' })).toHaveClass(/\bbtn-primary\b/);
    expect((await actionsInOrder(kim))[0]).toBe('Log In');
  });

  test('2. the overview’s title and state are right after each step, Delete comes last, and the toast covers nothing', async ({ browser }) => {
    // The invitation now goes through its topic and preview first (a round trip to send-email each).
    test.setTimeout(180_000);
    const id = await createTestSession(ivy, cal, {
      initiatorIssue: [MINE.issue, 'He also promised customers features we never discussed'],
      desiredOutcomeInitiator: [MINE.outcome, 'A shared list of what we promise'],
      whyOutcomeMattersInitiator: [MINE.why],
    }, { collaboratorSafetyCheck: 'unanswered' });
    const initiator = await pageFor(browser, ivy, `/session/${id}?invited=1`);
    // This session was made by API, so no invitation went out yet: the toast says so (the chat's own sessions say 'Invitation sent').
    const toast = initiator.locator('.toast').filter({ hasText: 'Invitation not sent yet.' });
    await expect(toast).toBeVisible();
    expect(await boxesOverlap(toast, initiator.getByRole('navigation').getByRole('link', { name: 'Log Out' }))).toBe(false);
    await initiator.setViewportSize({ width: 375, height: 812 });
    await initiator.reload();
    await expect(toast).toBeVisible();
    expect(await boxesOverlap(toast, initiator.getByRole('button', { name: 'Toggle navigation' }))).toBe(false);
    await initiator.setViewportSize({ width: 1280, height: 720 });

    // Invited: the title is neutral (made by API, so no topic: the two names, never what either wrote), every entry is listed, and the state says who waits.
    const title = initiator.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('A session between Ivy and Cal');
    await expect(initiator.getByText('He also promised customers features we never discussed')).toBeVisible();
    await expect(initiator.getByText('A shared list of what we promise')).toBeVisible();
    await expect(initiator.locator('[data-stage="invited"]')).toHaveText('Invited');
    const actions = await actionsInOrder(initiator);
    expect(actions[0]).not.toMatch(/Delete/);
    expect(actions.at(-1)).toBe('Delete Session');
    await sendInvitationOnPage(initiator);
    await expect(initiator.getByTestId('next-step')).toContainText('Waiting for Cal Collaborator to accept your invitation.');
    // The topic she approved is now the working title, the same for both, and not her raw words.
    await expect(title).not.toHaveText('A session between Ivy and Cal');
    const workingTitle = (await title.textContent()) ?? '';
    expect(workingTitle).not.toContain(MINE.issue);
    await screenChecks(initiator, 'overview-invited-initiator');

    const collaborator = await pageFor(browser, cal, `/session/${id}`);
    await answerSafetyCheckOnPage(collaborator);
    await expect(collaborator.getByTestId('next-step')).toContainText('Ivy Initiator is waiting for your answers.');
    await expect(collaborator.getByRole('heading', { level: 1 })).toHaveText(workingTitle);
    await screenChecks(collaborator, 'overview-invited-collaborator');

    // Cal answers; Ivy's open overview follows without a reload, its title still the neutral topic. It notes in the
    // page what it shows: four proposed statements may move it on to the agree step soon after.
    await initiator.evaluate(
      ({ answer, responded, workingTitle }) => {
        const shown: string[] = ((window as unknown as { overviewShown: string[] }).overviewShown = []);
        const note = (what: string, present: boolean) => present && !shown.includes(what) && shown.push(what);
        new MutationObserver(() => {
          const text = document.body.textContent ?? '';
          note('answer', text.includes(answer));
          note('responded', text.includes(responded));
          note('the topic in the title', document.querySelector('h1')?.textContent === workingTitle);
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      },
      { answer: THEIRS.why, responded: 'Cal Collaborator has responded to your invitation.', workingTitle },
    );
    await collaborator.getByRole('link', { name: 'Respond to the invitation' }).click();
    await collaborator.getByLabel('Your issue').fill(THEIRS.issue);
    await collaborator.getByLabel('Your desired outcome').fill(THEIRS.outcome);
    await collaborator.getByLabel('Why does this outcome matter?').fill(THEIRS.why);
    await collaborator.getByRole('button', { name: 'Submit Response' }).click();
    await expect(collaborator).toHaveURL(new RegExp(`/session/${id}/agree$`));
    await expect
      .poll(() => initiator.evaluate(() => [...((window as unknown as { overviewShown?: string[] }).overviewShown ?? [])].sort()))
      .toEqual(['answer', 'responded', 'the topic in the title']);

    // Both agree (the real functions settle it): the title is the agreed issue and nothing says "agreeing" or "waiting".
    // Cal's response already asked for the statements: wait until they are written (202 while under way).
    await expect.poll(async () => (await callFunctionAs(ivy, 'propose-issues', { issueId: id })).status, { timeout: 20_000 }).toBe(200);
    const agreed = await agreeOnFirstStatement(ivy, cal, id);
    for (const [page, role] of [
      [initiator, 'initiator'],
      [collaborator, 'collaborator'],
    ] as const) {
      await page.goto(`/session/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(agreed);
      await expect(page.locator('[data-stage="agreed"]')).toHaveText('Issue agreed');
      await expect(page.getByTestId('next-step')).toContainText('You both agreed on the issue.');
      await expect(page.getByText('Agreeing on the issue')).toHaveCount(0);
      await expect(page.getByText(/Waiting for .* to review/)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', `/session/${id}/agreed-issue`);
      await screenChecks(page, `overview-agreed-${role}`);
    }
  });

  test('3. the agree page offers Continue only once there is an outcome, and keeps unsubmitted choices over Back and Forward', async ({ browser }) => {
    test.setTimeout(120_000);
    const id = await answeredSession(ivy, cal, MINE, THEIRS);
    const initiator = await pageFor(browser, ivy, `/session/${id}/agree`);
    const collaborator = await pageFor(browser, cal, `/session/${id}/agree`);
    const option = (page: Page, n: number) => page.getByRole('listitem', { name: `Option ${n}`, exact: true });
    await expect(option(initiator, 1)).toBeVisible({ timeout: 20_000 });
    await expect(option(collaborator, 1)).toBeVisible({ timeout: 20_000 });
    const count = await initiator.getByRole('listitem', { name: /^Option \d$/ }).count();
    for (const page of [initiator, collaborator]) await expect(page.getByRole('link', { name: 'Continue' })).toHaveCount(0);
    await screenChecks(initiator, 'agree-initiator');
    await screenChecks(collaborator, 'agree-collaborator');

    // Ivy picks without submitting, leaves, and comes back with Back, then Forward and Back again.
    const pick = async (page: Page) => {
      for (let n = 1; n <= count; n += 1) await option(page, n).getByRole('button', { name: n === 1 ? 'Yes, I agree' : 'No', exact: true }).click();
    };
    const picked = async (page: Page) => {
      await expect(option(page, 1).getByRole('button', { name: 'Yes, I agree' })).toHaveAttribute('aria-pressed', 'true');
      for (let n = 2; n <= count; n += 1) await expect(option(page, n).getByRole('button', { name: 'No', exact: true })).toHaveAttribute('aria-pressed', 'true');
    };
    await pick(initiator);
    await initiator.goto('/session');
    await initiator.goBack();
    await picked(initiator);
    await initiator.goForward();
    await expect(initiator).toHaveURL(/\/session$/);
    await initiator.goBack();
    await picked(initiator);
    await initiator.reload();
    await picked(initiator);
    await expect(initiator.getByRole('link', { name: 'Continue' })).toHaveCount(0);

    await initiator.getByRole('button', { name: 'Submit Selections' }).click();
    await expect(initiator.getByText(/Your selections are saved\. Waiting for Cal/)).toBeVisible();
    await expect(initiator.getByRole('link', { name: 'Continue' })).toHaveCount(0);
    await pick(collaborator);
    await collaborator.getByRole('button', { name: 'Submit Selections' }).click();
    await expect(collaborator).toHaveURL(new RegExp(`/session/${id}/agreed-issue$`));
    // Ivy's page moved on by itself; back on the agree page, Continue is now there.
    await expect(initiator).toHaveURL(new RegExp(`/session/${id}/agreed-issue$`));
    await initiator.goto(`/session/${id}/agree`);
    await expect(initiator.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', `/session/${id}/agreed-issue`);
  });

  test('4. no shared issue: nobody is told before both answered, then both are told in the same neutral words, and the other side is e-mailed once', async ({ browser }) => {
    test.setTimeout(120_000);
    const id = await answeredSession(ivy, cal, MINE, THEIRS);
    const initiator = await pageFor(browser, ivy, `/session/${id}/agree`);
    const collaborator = await pageFor(browser, cal, `/session/${id}`);
    const option = (page: Page) => page.getByRole('listitem', { name: /^Option \d$/ });
    await expect(option(initiator).first()).toBeVisible({ timeout: 20_000 });
    const started = Date.now();
    for (const item of await option(initiator).all()) await item.getByRole('button', { name: 'No', exact: true }).click();
    await initiator.getByRole('button', { name: 'Submit Selections' }).click();

    // Ivy waits on the page; Cal's open overview learns nothing of how she answered (issue 27).
    await expect(initiator.getByText(/Your selections are saved\. Waiting for Cal/)).toBeVisible();
    await expect(collaborator.getByTestId('next-step')).toContainText('Next: read the proposed issue statements');
    await expect(collaborator.locator('[data-stage="no-shared-issue"]')).toHaveCount(0);

    // Cal answers (Yes to one): both pages say it in the same words, naming nobody, and stay on the agree step.
    await collaborator.goto(`/session/${id}/agree`);
    await expect(option(collaborator).first()).toBeVisible();
    const items = await option(collaborator).all();
    await items[0].getByRole('button', { name: 'Yes, I agree' }).click();
    for (const item of items.slice(1)) await item.getByRole('button', { name: 'No', exact: true }).click();
    await collaborator.getByRole('button', { name: 'Submit Selections' }).click();
    for (const page of [collaborator, initiator]) {
      const why = page.getByTestId('no-shared-issue');
      await expect(why).toContainText('You have not found a shared statement yet.');
      await expect(why).toContainText('Next: either of you can write your own wording of the issue');
      await expect(why).not.toContainText(/Ivy|Cal|did not agree/);
      await expect(page).toHaveURL(new RegExp(`/session/${id}/agree$`));
    }
    await screenChecks(initiator, 'agree-no-shared-issue-initiator');

    // Ivy, who answered first and may have been away, is e-mailed once, in words that name nobody.
    const notices = async () =>
      (await mailTo(ivy.email)).filter((m) => m.subject === 'No common conflict detected — one quick step to align' && m.text.includes(id));
    await expect.poll(async () => (await notices()).length).toBe(1);
    expect((await notices())[0].text).toContain('You have not found a shared statement of the issue yet.');
    expect((await notices())[0].text).not.toMatch(/Cal |did not agree/);
    expect(Date.parse((await notices())[0].sentAt)).toBeGreaterThanOrEqual(started);

    // The overview says the same; the questionnaire is offered there, not required.
    await collaborator.goto(`/session/${id}`);
    await expect(collaborator.locator('[data-stage="no-shared-issue"]')).toHaveText('No shared issue yet');
    await expect(collaborator.getByTestId('next-step')).toContainText('You have not found a shared statement yet.');
    await screenChecks(collaborator, 'overview-no-shared-issue');
    await collaborator.getByRole('link', { name: 'Communication-style questionnaire (optional)' }).click();
    await expect(collaborator.getByTestId('no-shared-issue')).toContainText('You have not found a shared statement yet.');
    await screenChecks(collaborator, 'style-step-collaborator');

    // Asking again settles nothing new and sends nothing more.
    expect((await callFunctionAs(ivy, 'settle-session', { issueId: id, step: 'agree' })).status).toBe(200);
    await collaborator.waitForTimeout(1000); // give a wrongly sent second notice time to arrive before counting
    expect(await notices()).toHaveLength(1);
  });

  test('5. delete: confirmed with what it means for the other, last in place; the other’s list and overview change live, and they are e-mailed once', async ({ browser }) => {
    test.setTimeout(120_000);
    const id = await answeredSession(ivy, cal, MINE, THEIRS);
    const initiator = await pageFor(browser, ivy, `/session/${id}`);
    const collaborator = await pageFor(browser, cal, '/session');
    await expect(collaborator.locator(`[data-session-id="${id}"]`)).toBeVisible();
    await screenChecks(collaborator, 'session-list-collaborator');
    await initiator.goto('/session');
    await expect(initiator.locator(`[data-session-id="${id}"]`)).toBeVisible();
    await screenChecks(initiator, 'session-list-initiator');
    await initiator.goto(`/session/${id}`);
    await expect(initiator.getByRole('button', { name: 'Delete Session' })).toBeVisible();
    expect((await actionsInOrder(initiator)).at(-1)).toBe('Delete Session');
    const started = Date.now();

    await initiator.getByRole('button', { name: 'Delete Session' }).click();
    const dialog = initiator.getByRole('dialog');
    await expect(dialog).toContainText('Delete this session? Both participants will no longer see it.');
    await expect(dialog).toContainText('Cal will see it disappear from their list at once and will get an e-mail saying that you deleted it.');
    await expectNoSeriousA11yViolations(initiator);
    await dialog.getByRole('button', { name: 'Delete Session' }).click();
    await expect(initiator).toHaveURL(/\/session$/);

    // Cal's open list changed by itself and says why.
    await expect(collaborator.locator(`[data-session-id="${id}"]`)).toHaveCount(0);
    await expect(collaborator.getByTestId('deleted-elsewhere')).toContainText('Your session with Ivy Initiator was deleted');
    await screenChecks(collaborator, 'session-list-after-delete');
    const deletions = async () => (await mailTo(cal.email)).filter((m) => m.subject === 'Your Dfuse session with Ivy was deleted' && Date.parse(m.sentAt) >= started);
    await expect.poll(async () => (await deletions()).length).toBe(1);
    // The e-mail names who deleted it, as the deleted session's screen does (one record, one wording).
    expect((await deletions())[0].text).toContain('Ivy deleted this session.');
    expect((await callFunctionAs(ivy, 'send-email', { template: 'session-deleted', issueId: id })).status).toBe(409);
    expect((await callFunctionAs(cal, 'send-email', { template: 'session-deleted', issueId: id })).status).toBe(409);
    expect(await deletions()).toHaveLength(1);

    // A second session, deleted from Ivy's list while Cal has its overview open.
    const second = await answeredSession(ivy, cal, MINE, THEIRS);
    await collaborator.goto(`/session/${second}`);
    await expect(collaborator.getByTestId('next-step')).toBeVisible();
    await initiator.reload();
    const row = initiator.locator(`[data-session-id="${second}"]`);
    await expect(row).toBeVisible();
    expect(await row.locator('button, a').evaluateAll((nodes) => nodes.map((n) => (n.textContent ?? '').trim()))).toEqual(['Open', 'Delete']);
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(initiator.getByRole('dialog')).toContainText('Cal will see it disappear');
    await initiator.getByRole('dialog').getByRole('button', { name: 'Delete Session' }).click();
    await expect(collaborator.getByText('Ivy deleted this session.', { exact: false })).toBeVisible();
    await screenChecks(collaborator, 'overview-deleted');
    await expect.poll(async () => (await deletions()).length).toBe(2);
  });

  test('6. sign-up keeps why the person came: a refused password stays put under a double-click, and the chat is one clear step away', async ({ browser }) => {
    test.setTimeout(150_000);
    const rae = newPerson('Rae', 'Starter');
    const page = await signedOutPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Start a session' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Finit$/);
    await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
    await page.getByLabel('First name').fill(rae.firstName);
    await page.getByLabel('Last name').fill(rae.lastName);
    await page.getByLabel('Email').fill(rae.email);
    await page.getByLabel('Password', { exact: true }).fill('weak');
    await page.getByRole('button', { name: 'Register' }).click();
    const refused = page.getByRole('alert');
    await expect(refused).toHaveText('Password must meet complexity requirements.');

    // The sign-up request is held while the page is checked: the old message stays and nothing moves.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/cognito/**', async (route) => {
      if ((route.request().headers()['x-amz-target'] ?? '').endsWith('.SignUp')) await held;
      await route.continue();
    });
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const button = page.getByRole('button', { name: /^Register/ });
    const before = await button.boundingBox();
    const started = Date.now();
    await button.dblclick();
    await expect(page.getByRole('button', { name: 'Registering…' })).toBeDisabled();
    await expect(refused).toBeVisible();
    expect(await button.boundingBox()).toEqual(before);
    await expect(page).toHaveURL(/\/register/);
    release();
    await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    await page.getByLabel('Confirmation code').fill(codeIn(await waitForMail(rae.email, /verification code/i, started)));
    await page.getByRole('button', { name: 'Confirm' }).click();

    // Home (the spec's target), with the way on to the chat.
    await expect(page).toHaveURL(/\/$/);
    const step = page.getByTestId('continue-step');
    await expect(step).toContainText('You were starting a session.');
    await screenChecks(page, 'home-continue-step');
    await step.getByRole('link', { name: 'Continue starting your session' }).click();
    await expect(page).toHaveURL(/\/init$/);
    await expect(page.locator('.intake-bot .intake-text').first()).toContainText('Hi Rae');

    // She finishes the chat; the person she invites is welcomed by her name.
    const other = newPerson('Olu', 'Other');
    const inviting = Date.now();
    for (const text of [MINE.issue, 'done', MINE.outcome, 'done', MINE.why, 'done', other.firstName, other.lastName, other.email]) {
      await sayInChat(page, text);
    }
    await page.waitForURL(/\/session\/[A-Za-z0-9-]+\?invited=1$/);
    await answerSafetyCheckOnPage(page);
    await sendInvitationOnPage(page);
    const mail = await waitForMail(other.email, /invited you to a Dfuse session/, inviting);
    const olu = await signedOutPage(browser);
    await olu.goto(invitationLink(mail.text));
    await expect(olu.getByRole('heading', { level: 1 })).toHaveText('Rae invited you to Dfuse');
  });

  test('7. plain words in the style quiz (a tie explained, no field names), and the results shown in the session afterwards', async ({ browser }) => {
    test.setTimeout(120_000);
    const id = await answeredSession(ivy, cal, MINE, THEIRS);
    const collaborator = await pageFor(browser, cal, `/session/${id}`);
    await expect(collaborator.getByTestId('styles')).toContainText('Ivy’s conflict style');
    const initiator = await pageFor(browser, ivy, `/session/${id}/dcs/quiz`);
    await expect(initiator.getByTestId('role-line')).toHaveText('Role: Initiator');
    await expect(initiator.getByText(/\bas the Initiator\b/)).toHaveCount(0);
    await expect(initiator.getByText('For your session with Cal Collaborator', { exact: false })).toBeVisible();
    // Competing (5–8) and Collaborating (17–20) tie at the top.
    for (let n = 1; n <= 20; n += 1) {
      const value = (n >= 5 && n <= 8) || n >= 17 ? 5 : 2;
      await initiator.locator(`label[for="dcs-q${n}-${value}"]`).click();
    }
    await initiator.getByRole('button', { name: 'Show Results' }).click();
    await expect(initiator.getByTestId('dominant')).toContainText('Dominant style(s): Competing, Collaborating');
    await expect(initiator.getByTestId('dominant-explained')).toContainText('A tie: Competing and Collaborating scored the same (20 of 20)');
    await expect(initiator.getByRole('rowheader')).toHaveText(['Avoiding', 'Competing', 'Compromising', 'Accommodating', 'Collaborating']);
    await expect(initiator.getByText(/Avoidance|Competition|Collaboration/)).toHaveCount(0);
    await screenChecks(initiator, 'dcs-results');
    await initiator.getByRole('button', { name: 'Save' }).click();
    const toast = initiator.locator('.toast');
    await expect(toast).toContainText('Saved to your session with Cal Collaborator');
    await expect(toast).toContainText('Your profile’s conflict style is now Competing.');
    await expect(toast).not.toContainText(/initiatorDCS|collaboratorDCS|DCS-v2|snapshot/i);
    // Saving leads to the strategies page in all cases; before a solution is chosen it says what
    // comes first and leaves the session where it stands.
    await expect(initiator).toHaveURL(new RegExp(`/session/${id}/propose-strategies$`), { timeout: 15_000 });
    await expect(initiator.getByText('Strategies, communication tips and the plan come once you have both chosen a solution together.', { exact: false })).toBeVisible();

    // Cal's open overview shows Ivy's result, live.
    await expect(collaborator.getByTestId('styles')).toContainText('Competing');
    // Cal's own view of the questionnaire says the same things from his side.
    const calQuiz = await pageFor(browser, cal, `/session/${id}/dcs/quiz`);
    await expect(calQuiz.getByTestId('role-line')).toHaveText('Role: Collaborator');
    await expect(calQuiz.getByText('For your session with Ivy Initiator (Ivy invited you).', { exact: false })).toBeVisible();
    await screenChecks(calQuiz, 'dcs-quiz-collaborator');
    await initiator.getByRole('link', { name: 'Back to your session' }).click();
    await expect(initiator).toHaveURL(new RegExp(`/session/${id}$`));
    await expect(initiator.getByTestId('styles')).toContainText('Your conflict style');
    await expect(initiator.getByTestId('styles')).toContainText('Competing');
  });

  test('8. the chat shows the answer limit as the person types, and an answer over it never enters the conversation', async ({ browser }) => {
    test.setTimeout(150_000);
    const page = await pageFor(browser, ivy, '/init');
    const box = page.getByLabel('Your answer');
    const count = page.getByTestId('character-count');
    const userMessages = page.locator('.intake-user');
    await expect(page.locator('.intake-bot .intake-text').first()).toContainText('Hi Ivy');
    await box.fill('a'.repeat(1500));
    await expect(count).toHaveCount(0);
    // 2,310 characters that end in a letter, so trimming does not change the count.
    const tooLong = `${'We keep arguing about the roadmap. '.repeat(66).slice(0, 2309)}s`;
    await box.fill(tooLong);
    await expect(count).toHaveText('2,310 of 2,000 characters (310 too many)');
    await expect(page.getByText('That is over the 2,000-character limit.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await box.press('Enter');
    await expect(userMessages).toHaveCount(0);
    await expect(box).toHaveValue(tooLong);
    await screenChecks(page, 'chat-over-limit');

    const longest = `${tooLong.slice(0, 1999)}s`;
    await box.fill(longest);
    await expect(count).toHaveText(`${longest.length.toLocaleString('en-US')} of 2,000 characters`);
    await sayInChat(page, longest);
    await expect(userMessages).toHaveCount(1);
    for (const text of ['done', MINE.outcome, 'done', MINE.why, 'done', cal.firstName, cal.lastName, cal.email]) await sayInChat(page, text);
    await page.waitForURL(/\/session\/[A-Za-z0-9-]+\?invited=1$/);
    await answerSafetyCheckOnPage(page);
    const id = new URL(page.url()).pathname.split('/')[2];

    // Cal answers, and sees Ivy's whole answer on his overview.
    const collaborator = await pageFor(browser, cal, `/coll/${id}`);
    await answerSafetyCheckOnPage(collaborator);
    await collaborator.getByLabel('Your issue').fill(THEIRS.issue);
    await collaborator.getByLabel('Your desired outcome').fill(THEIRS.outcome);
    await collaborator.getByLabel('Why does this outcome matter?').fill(THEIRS.why);
    await collaborator.getByRole('button', { name: 'Submit Response' }).click();
    await expect(collaborator).toHaveURL(new RegExp(`/session/${id}/agree$`));
    await collaborator.goto(`/session/${id}`);
    await expect(collaborator.getByText(longest, { exact: true })).toBeVisible();
  });

  test('11. the Reviews page claims only what the product does and marks its sample reviews', async ({ browser }) => {
    const visitor = await signedOutPage(browser);
    const member = await pageFor(browser, ivy, '/reviews');
    for (const page of [visitor, member]) {
      await page.goto('/reviews');
      await expect(page.getByTestId('sample-notice')).toContainText('These are sample reviews');
      await expect(page.getByRole('article')).toHaveCount(4);
      await expect(page.getByText('Sample review', { exact: true })).toHaveCount(4);
      await expect(page.getByText('Verified', { exact: true })).toHaveCount(0);
      // Not the demo accounts' names, and none of the steps still being built.
      await expect(page.getByText(/Okafor|Alex Rivera|Sam Okafor/)).toHaveCount(0);
      await expect(page.getByRole('main')).not.toContainText(/communication tips|strategies|the plan is|implementation plan/i);
      await screenChecks(page, 'reviews');
    }
  });
});
