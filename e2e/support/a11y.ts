import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until no finite animation or transition is running (page slides, hover fades, toasts
 * entering), so that axe measures the colours a reader ends up seeing, not a frame in between.
 * Infinite ones (a pulsing live dot) never settle and are left out.
 */
export async function settled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
}

/**
 * Scrolls to the foot of the page a screen at a time and back to the top, so that parts drawn only
 * when the reader comes near them (the home page's sections) are on the page for axe.
 */
export async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 40; step++) {
    const atFoot = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (atFoot) break;
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Serious and critical axe violations of the page once it has settled, each with the elements
 * it names. Toasts fade in and out on their own clock and have their own contrast test, so they
 * are left aside.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Switches the theme with the header's button and waits until the page shows it. */
export async function switchToDark(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
}
