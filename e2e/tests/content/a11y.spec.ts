import { expect, test } from '@playwright/test';
import { scrollThrough, seriousViolations, switchToDark } from '../../support/a11y.js';

const screens = [
  ['/', 'Latest news'],
  ['/podcasts/1', 'Discourse on the Wheel of Dhamma, Part 1'],
  ['/ebooks', 'E-Books'],
  ['/events', 'Events'],
  ['/galleries', 'Galleries'],
  ['/live', '24-7 Mahasi Dhamma Broadcast'],
  ['/dhamma-record', 'Dhamma Records'],
  ['/contact-us', 'Contact Us'],
] as const;

for (const [path, heading] of screens) {
  test(`${path} has no serious accessibility violations, in light and dark`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await scrollThrough(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await switchToDark(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}
