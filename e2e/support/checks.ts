/** Checks every screen spec makes: it fits a phone, and axe finds nothing serious. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The page fits a 375 px wide phone without sideways scrolling; keeps a screenshot for review. */
export async function expectFitsPhone(page: Page, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath(`375-${name}.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** No serious or critical axe violations (WCAG 2 A/AA rules). */
export async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

