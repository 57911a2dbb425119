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

/**
 * No serious or critical axe violations (WCAG 2 A/AA rules). Checked once every running animation
 * and transition has ended: a dialog still fading in has its buttons at part opacity, and axe
 * measured their contrast mid-fade (a flaky "color-contrast" on a confirm dialog's buttons).
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Not an endless one (a spinner): it never finishes.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}


/**
 * Scrolled to the end of the page at 375 px and at 1280 px, nothing the page shows (text, a
 * control, an image) lies behind the fixed "Leave quickly" control; screenshots of both views.
 */
export async function expectNothingBehindLeaveQuickly(page: Page, name: string) {
  const size = page.viewportSize();
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const hidden = await page.evaluate(() => {
      const control = document.querySelector('.leave-quickly');
      if (!control) return ['no Leave quickly control'];
      const box = control.getBoundingClientRect();
      const overlaps = (r: DOMRect) => r.width > 0 && r.height > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      const shown = (element: Element) => {
        const own = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
        return own || element.matches('button, a, input, select, textarea, img, svg, label');
      };
      return [...document.body.querySelectorAll('*')]
        .filter((element) => !control.contains(element) && shown(element) && overlaps(element.getBoundingClientRect()))
        .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 40)}`);
    });
    expect(hidden, `${name} at ${viewport.width} px hides content behind Leave quickly`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${viewport.width}-${name}-end.png`) });
  }
  if (size) await page.setViewportSize(size);
}
