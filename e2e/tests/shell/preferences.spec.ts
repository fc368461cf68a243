import { expect, test } from '@playwright/test';
import { fontsDrawing } from '../../support/fonts.js';
import { inMyanmar, takenOver } from '../../support/ready.js';

test('the Myanmar language choice persists across a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'မြန်မာ' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'ဆက်သွယ်ရန်' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');

  // The choice is also a cookie, so the server renders the next page in Myanmar from the start.
  const reloaded = await page.reload();
  expect(await reloaded!.text()).toContain('<html lang="my">');
  await expect(page.getByRole('banner').getByRole('link', { name: 'ဆက်သွယ်ရန်' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('mm');
  // Drawn in the Myanmar font: the reader's installed copy here, named first in the stack (theme.css).
  expect(await fontsDrawing(page, 'header a[href="/contact-us"]')).toContain('Noto Sans Myanmar');
});

test('dark mode persists across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  // The switch is instant: no element fades to its new colours on its own.
  expect(await page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length)).toBe(0);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('dark_mode'))).toBe('true');
});

test('the scroll-to-top button appears only past 200 px and brings the page back up', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('the floating bar links to podcasts, e-books, news and live', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Quick links' });
  for (const [name, href] of [
    ['Podcasts', '/podcasts'],
    ['E-Books', '/ebooks'],
    ['News', '/news'],
    ['Live', '/live'],
  ] as const) {
    await expect(bar.getByRole('link', { name })).toHaveAttribute('href', href);
  }
});

test('on a device with the Myanmar font, pages in either language draw it at once and load no web font', async ({ page, baseURL }) => {
  // The installed family is named before the bundled face (theme.css): the face, even its local()
  // copy, loaded after the first paint on some loads and moved the header (decision 0067).
  const faces = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      const list: string[] = [];
      document.fonts.forEach((face) => list.push(`${face.family} ${face.weight}: ${face.status}`));
      return list;
    });
  await page.goto('/');
  await takenOver(page);
  const english = await faces();
  expect(english.length).toBeGreaterThan(0);
  expect(english.filter((face) => !face.endsWith(': unloaded'))).toEqual([]);

  await inMyanmar(page, baseURL);
  await page.goto('/podcasts/1');
  await takenOver(page);
  expect((await faces()).filter((face) => !face.endsWith(': unloaded'))).toEqual([]);
  expect(await fontsDrawing(page, 'header a[href="/contact-us"]')).toContain('Noto Sans Myanmar');
});
