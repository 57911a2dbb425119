/**
 * A session screen's load, broken out of its chain (issue 30): the session read goes out with the
 * stored tokens while the sign-in check (Cognito GetUser) is still under way, yet a revoked session
 * never shows the session's data. The real app in Chromium, the real aws-amplify client, the
 * suite's local cloud; only GetUser's answer is held (and, for the revoked case, answered as
 * Cognito answers a revoked access token, which AppSync itself does not check).
 */
import { expect, test, type Browser, type Page, type Route } from '@playwright/test';
import { paths } from '../src/domain/paths';
import { signOut } from 'aws-amplify/auth';
import { asUser, createTestSession, pageFor, registerTestAccount, type TestAccount } from './support/sessionAccounts';

/** Words only this session holds: the initiator's issue, which its screens show. */
const SECRET = `Kestrel ${Date.now()} keeps the spare key`;

/** Records, from the first byte of every page load, whether the secret words were ever on screen. */
async function watchForSecret(page: Page) {
  await page.addInitScript((secret) => {
    const seen = () => document.body?.innerText.includes(secret) && sessionStorage.setItem('secret-seen', '1');
    new MutationObserver(seen).observe(document, { subtree: true, childList: true, characterData: true });
  }, SECRET);
}
const secretSeen = (page: Page) => page.evaluate(() => sessionStorage.getItem('secret-seen') === '1');

const isGetUser = (route: Route) => (route.request().headers()['x-amz-target'] ?? '').endsWith('.GetUser');
const isSessionRead = (body: string | null) => !!body && body.includes('getIssue');

/** Holds every GetUser until `release` is called; other Cognito calls pass. */
async function holdGetUser(page: Page) {
  let release!: (answer: 'real' | 'revoked') => void;
  const released = new Promise<'real' | 'revoked'>((resolve) => (release = resolve));
  await page.route('**/cognito/**', async (route) => {
    if (!isGetUser(route)) return route.continue();
    if ((await released) === 'real') return route.continue();
    // Cognito's answer to a revoked access token (CORS headers as the cloud sends them).
    return route.fulfill({
      status: 400,
      headers: { 'content-type': 'application/x-amz-json-1.1', 'access-control-allow-origin': '*', 'access-control-expose-headers': '*' },
      body: JSON.stringify({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' }),
    });
  });
  return release;
}

test.describe('a session screen loads in parallel, and a revoked session never shows its data', () => {
  let sessionId: string;
  let initiator: TestAccount;

  test.beforeAll(async () => {
    initiator = await registerTestAccount('Lena', 'Initiator');
    const collaborator = await registerTestAccount('Omar', 'Collaborator');
    sessionId = await createTestSession(initiator, collaborator, { initiatorIssue: [SECRET] });
  });

  /** Signed in, then the session's overview opened afresh with GetUser held and the page watched for the secret. */
  async function openWithCheckHeld(browser: Browser) {
    const page = await pageFor(browser, initiator, paths.session.list());
    await watchForSecret(page);
    const release = await holdGetUser(page);
    const sessionRead = page.waitForResponse((response) => response.url().endsWith('/graphql') && isSessionRead(response.request().postData()));
    await page.goto(paths.session.overview(sessionId));
    return { page, release, sessionRead };
  }

  test('the session read goes out while the sign-in check is held, and the screen shows once the check says yes', async ({ browser }) => {
    const { page, release, sessionRead } = await openWithCheckHeld(browser);
    // In the old chain the read waited for GetUser's answer: held, it would never go out.
    expect((await sessionRead).ok()).toBe(true);
    expect(await secretSeen(page), 'nothing of the session shows before the check answers').toBe(false);
    release('real');
    await expect(page.getByText(SECRET).first()).toBeVisible();
    expect(await secretSeen(page)).toBe(true);
  });

  test('a token Cognito calls revoked: the read may answer, the data never shows, the visitor goes to the secure-area gate', async ({ browser }) => {
    const { page, release, sessionRead } = await openWithCheckHeld(browser);
    // AppSync answers a revoked but unexpired token (it checks the signature and the expiry only).
    expect((await sessionRead).ok()).toBe(true);
    release('revoked');
    // The gate is a screen of the same page load: the observer saw everything the load rendered.
    await expect(page).toHaveURL(/\/secure-access\?next=/);
    expect(await secretSeen(page)).toBe(false);
  });

  test('signed out everywhere from another device: the session never shows, the visitor goes to the secure-area gate', async ({ browser }) => {
    const page = await pageFor(browser, initiator, paths.session.list());
    await watchForSecret(page);
    // Another device signs in and signs out globally: every session of the user is revoked.
    await asUser(initiator, () => signOut({ global: true }));
    await page.goto(paths.session.overview(sessionId));
    await expect(page).toHaveURL(/\/(secure-access|login)/);
    expect(await secretSeen(page)).toBe(false);
  });
});
