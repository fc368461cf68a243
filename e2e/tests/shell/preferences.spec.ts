import { expect, test } from '@playwright/test';

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
  const font = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('16px "Noto Sans Myanmar"', 'မြန်မာ');
  });
  expect(font).toBe(true);
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
