import { expect, test } from '@playwright/test';
import { APP_URL, passDevGate } from './support/stack';

const PUBLIC_PAGES = ['/', '/about', '/reviews', '/pricing', '/results', '/contact', '/privacy', '/how-it-works', '/demo', '/goodbye'];

test.describe('public pages', () => {
  test.beforeEach(async ({ page }) => passDevGate(page));

  for (const path of PUBLIC_PAGES) {
    test(`${path} renders one main heading`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
    });
  }

  test('the header links lead to their pages', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation');
    const links: [string, RegExp][] = [
      ['About', /\/about$/],
      ['Solutions', /\/results$/],
      ['Reviews', /\/reviews$/],
      ['Pricing', /\/pricing$/],
      ['Contact', /\/contact$/],
    ];
    for (const [name, url] of links) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.locator('h1')).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  test('FAQ opens the about page scrolled to the FAQ', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('navigation').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/about#faq$/);
    await expect(page.locator('#faq')).toBeInViewport();
  });

  test('home buttons lead where the spec says when signed out', async ({ page }) => {
    await page.goto('/');
    const pills: [string, RegExp][] = [
      ['My DCS', /\/dcs\/quiz$/],
      ['My DPI', /\/communication-style\/quiz$/],
      ['DCS Test Mode', /\/dcs\/test$/],
      ['DPI Test Mode', /\/communication-style\/test$/],
    ];
    for (const [name, url] of pills) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', url);
    }
    await page.evaluate(() => localStorage.setItem('lastIssueId', 'stale-session'));
    await page.getByRole('button', { name: 'Start a session' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/init');
    expect(await page.evaluate(() => localStorage.getItem('lastIssueId'))).toBeNull();

    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Go to my sessions' })).toHaveAttribute('href', '/session');
  });

  test('unknown paths go home, saying so, and trailing slashes are dropped', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(`${APP_URL}/`);
    await expect(page.getByRole('alert')).toContainText('We couldn’t find a page at /no/such/page');
    await page.goto('/about/');
    await expect(page).toHaveURL(/\/about$/);
  });

  test('every public page fits a 375 px wide phone without horizontal scroll', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
      const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '-');
      await page.screenshot({ path: testInfo.outputPath(`375-${name}.png`), fullPage: true });
    }
  });
});
