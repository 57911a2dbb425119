import { expect, test, type Page } from '@playwright/test';
import { APP_URL, E2E_GATE_PASSWORD, codeIn, passDevGate, uniqueEmail, waitForMail } from './support/stack';

const PASSWORD = 'Sturdy-pass-1';

async function register(page: Page, email: string, next = '/') {
  const started = Date.now();
  await page.goto(`/register?next=${encodeURIComponent(next)}`);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /create account|register/i }).click();
  const mail = await waitForMail(email, /verification code/i, started);
  await page.getByLabel(/code/i).fill(codeIn(mail));
  await page.getByRole('button', { name: /confirm/i }).click();
}

async function signIn(page: Page, email: string, password: string, next?: string) {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('accounts', () => {
  test.beforeEach(async ({ page }) => passDevGate(page));

  test('register with a mailed code, land signed in, sign out to /goodbye, sign back in to next', async ({ page }) => {
    const email = uniqueEmail('robin');
    await register(page, email, '/');
    await expect(page).toHaveURL(`${APP_URL}/`);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Log Out' })).toBeVisible();
    // Signed in, the header leads back to one's sessions (issue 27).
    await expect(page.getByRole('navigation').getByRole('link', { name: 'My sessions' })).toHaveAttribute('href', '/session');

    await page.getByRole('navigation').getByRole('link', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/goodbye$/);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'My sessions' })).toHaveCount(0);

    await signIn(page, email, PASSWORD, '/about#faq');
    await expect(page).toHaveURL(/\/about#faq$/);
  });

  test('each sign-in error message appears in its situation', async ({ page }) => {
    await signIn(page, uniqueEmail('nobody'), PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('No account exists with that email.');

    await signIn(page, 'alex@demo.dfuse.local', 'Wrong-pass-1');
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');

    // Registered but never confirmed: aws-amplify reports this as the unfinished CONFIRM_SIGN_UP step.
    const email = uniqueEmail('unconfirmed');
    await page.goto('/register');
    await page.getByLabel('First name').fill('Una');
    await page.getByLabel('Last name').fill('Confirmed');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: /create account|register/i }).click();
    await expect(page.getByLabel(/code/i)).toBeVisible();
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toContainText('Please confirm your email. We can resend the code from the Register page.');
  });

  test('login refuses to redirect off-site or to assets', async ({ page }) => {
    for (const next of ['https://evil.example', '//evil.example', '/assets/app.js']) {
      await signIn(page, 'sam@demo.dfuse.local', 'Demo-pass-2', next);
      await expect(page).toHaveURL(`${APP_URL}/`);
      await page.goto('/logout');
      await expect(page).toHaveURL(/\/goodbye$/);
    }
  });

  test('signed in, a next that a browser reads as another site gets a Continue link that stays on the site (issue 24)', async ({ page }) => {
    await signIn(page, 'sam@demo.dfuse.local', 'Demo-pass-2');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Log Out' })).toBeVisible();
    // Each parses to a path that starts with '//' (or '/\'), which Chromium follows to evil.example.
    for (const next of ['https://x//evil.example/', 'https://x/.//evil.example/', '/\\evil.example/', '/%2e//evil.example/']) {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      const link = page.getByRole('link', { name: 'Continue' });
      await expect(link).toBeVisible();
      expect(new URL((await link.getAttribute('href')) ?? '', page.url()).origin, next).toBe(APP_URL);
      await link.click();
      await expect.poll(() => new URL(page.url()).origin, { message: next }).toBe(APP_URL);
      await expect(page.getByRole('navigation').getByRole('link', { name: 'Log Out' })).toBeVisible();
    }
  });

  test('forgot password works end to end', async ({ page }) => {
    const email = uniqueEmail('forgetful');
    await register(page, email, '/');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Log Out' })).toBeVisible();
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/goodbye$/);

    const started = Date.now();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: /send code|reset/i }).click();
    await expect(page.getByText('Code sent! Check your email.')).toBeVisible();
    const mail = await waitForMail(email, /reset/i, started);
    await page.getByLabel(/code/i).fill(codeIn(mail));
    await page.getByLabel(/new password/i).fill('Brand-new-pass-2');
    await page.getByRole('button', { name: /reset password|confirm|save/i }).click();
    await expect(page.getByText('Password reset! Redirecting to login...')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    await signIn(page, email, 'Brand-new-pass-2');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Log Out' })).toBeVisible();
  });
});

test.describe('development gate', () => {
  test('unlocks with the configured password, refuses a wrong one, and stays unlocked in a second tab', async ({ context }) => {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Development Access' })).toBeVisible();

    await page.getByLabel(/password/i).fill('not the password');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect password');

    const second = await context.newPage();
    await second.goto('/');
    await expect(second.getByRole('heading', { name: 'Development Access' })).toBeVisible();

    await page.getByLabel(/password/i).fill(`  ${E2E_GATE_PASSWORD}  `);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Resolve\. Repair\. Reconnect\./ })).toBeVisible();
    // The other tab reacts to the stored record without a reload.
    await expect(second.getByRole('heading', { level: 1, name: /Resolve\. Repair\. Reconnect\./ })).toBeVisible();
  });

  test('ten wrong tries hold up the browser that guessed, not the gate: another browser gets in with the right password', async ({ browser }) => {
    const tryPassword = async (page: Page, password: string) => {
      await page.getByLabel(/password/i).fill(password);
      // Each try waits for its own answer: the alert of the previous one may read the same.
      await Promise.all([page.waitForResponse((r) => r.url().includes('/functions/dev-gate')), page.getByRole('button', { name: 'Unlock' }).click()]);
    };
    const guesser = await browser.newContext({ baseURL: APP_URL });
    const guessing = await guesser.newPage();
    await guessing.goto('/');
    for (let i = 0; i < 10; i += 1) {
      await tryPassword(guessing, `guess ${i}`);
      await expect(guessing.getByRole('alert')).toHaveText('Incorrect password');
    }
    await tryPassword(guessing, E2E_GATE_PASSWORD);
    await expect(guessing.getByRole('alert')).toHaveText(/^Too many attempts, try again in \d+ minutes?\.$/);
    await expect(guessing.getByRole('heading', { name: 'Development Access' })).toBeVisible();

    // Someone else, from the same address (every browser here is 127.0.0.1), is not held up.
    const visitor = await browser.newContext({ baseURL: APP_URL });
    const visiting = await visitor.newPage();
    await visiting.goto('/');
    await tryPassword(visiting, E2E_GATE_PASSWORD);
    await expect(visiting.getByRole('heading', { level: 1, name: /Resolve\. Repair\. Reconnect\./ })).toBeVisible();
    await Promise.all([guesser.close(), visitor.close()]);
  });
});
