import { expect, test } from '@playwright/test';

/**
 * Public pages arrive rendered by the server (docs/decisions/0015): a reader on a slow phone reads
 * before the app's code has arrived, and the app then takes the page over without moving it.
 */

test('a public page arrives rendered, in the language the reader chose, before any JavaScript runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/news');
  await expect(page).toHaveTitle('News · Mahasi Meditation Center');
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(9);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The app writes the language to a cookie; the server renders in it.
  await context.addCookies([{ name: 'locale', value: 'mm', url: baseURL! }]);
  await page.goto('/news');
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await expect(page.getByRole('heading', { name: 'သတင်းများ', level: 1 })).toBeVisible();

  // A member page depends on who reads it: the browser renders it.
  await page.goto('/profile/cart');
  await expect(page.locator('#root')).toBeEmpty();
  await context.close();
});

test('a reader who scrolls the rendered page before the app takes over keeps their place', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The podcast list is not a reading page (decision 0060): the app starts after the first paint.
  await page.goto('/podcasts', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(12);
  // Rendered, but not yet the app: inert until it takes over.
  await expect(page.locator('#root')).toHaveAttribute('inert');
  await page.evaluate(() => window.scrollTo(0, 600));
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // The app's own controls now work, and the page has not jumped back to the top.
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});
