import { expect, test } from '@playwright/test';
import { takenOver } from '../../support/ready.js';

test('the home page shows banners and the latest of each section, each linking to its section', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
  for (const [heading, href] of [
    ['Latest news', '/news'],
    ['Podcasts', '/podcasts'],
    ['E-Books', '/ebooks'],
    ['Upcoming events', '/events'],
    ['Galleries', '/galleries'],
  ] as const) {
    const section = page.getByRole('region', { name: heading, exact: true });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(section.getByRole('listitem').first()).toBeVisible();
    await expect(section.getByRole('link', { name: `View all ${heading}` })).toHaveAttribute('href', href);
  }
});

test('sections far below the fold are drawn when the reader scrolls towards them, on a home page the app opens', async ({ page }) => {
  // A home page the server rendered has every section drawn (decision 0062, checked in reading-page.spec.ts);
  // one the app opens itself draws its far sections as the reader nears them.
  await page.goto('/news');
  await takenOver(page);
  await page.getByRole('banner').locator('a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  const news = page.getByRole('region', { name: 'Latest news', exact: true });
  const galleries = page.getByRole('region', { name: 'Galleries', exact: true });
  await expect(news.getByRole('listitem').first()).toBeVisible();
  // Its data is already here (asked for with the others), but its cards are not drawn yet.
  await expect(galleries.getByRole('heading', { level: 2, name: 'Galleries' })).toBeAttached();
  await expect(galleries.getByRole('listitem')).toHaveCount(0);
  await galleries.scrollIntoViewIfNeeded();
  await expect(galleries.getByRole('listitem')).toHaveCount(3);
});

test('the hero eyebrow keeps letter-spacing for English only', async ({ page, context }) => {
  await page.goto('/');
  const kicker = page.getByText('Satipaṭṭhāna Vipassanā meditation', { exact: true });
  expect(await kicker.evaluate((el) => getComputedStyle(el).letterSpacing)).not.toBe('normal');
  // The app writes its language to the cookie as it starts: let it, before the test chooses Myanmar.
  await takenOver(page);
  await context.addInitScript(() => localStorage.setItem('locale', 'mm'));
  await context.addCookies([{ name: 'locale', value: 'mm', url: page.url() }]);
  await page.goto('/');
  const mm = page.getByText('သတိပဋ္ဌာန် ဝိပဿနာ ကျင့်စဉ်', { exact: true });
  await expect(mm).toBeVisible();
  expect(await mm.evaluate((el) => getComputedStyle(el).letterSpacing)).toBe('normal');
});
