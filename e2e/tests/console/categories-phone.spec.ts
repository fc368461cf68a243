import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/a11y.js';
import { ADMIN, signInConsole } from './staff.js';

/**
 * The categories of the news desk and of the e-books on a phone: each row reads as a card, its
 * Rename/Merge/Delete on one line inside the screen, nothing scrolled off to the side, in English
 * and in Myanmar (longer words), light and dark. On a laptop it stays a table with its headers.
 */

/** Where a table's first row and its buttons are on the screen, and whether anything scrolls sideways. */
async function firstRow(page: Page, caption: string) {
  const table = page.getByRole('table', { name: caption });
  await expect(table).toBeVisible();
  const row = table.locator('tbody tr').first();
  await expect(row.getByRole('button').first()).toBeVisible();
  const buttons = await row.getByRole('button').evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { top: Math.round(box.top), left: box.left, right: box.right, height: box.height };
    }),
  );
  const cells = await row.locator('td').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right));
  const scrolling = await table.evaluate((element) => {
    const region = element.closest('[role=region]') as HTMLElement;
    return {
      region: region.scrollWidth > region.clientWidth,
      page: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
  return { buttons, cells, scrolling, viewport: page.viewportSize()!.width };
}

const pages = [
  { path: '/admin/news/categories', caption: { en: 'Categories', mm: 'အမျိုးအစားများ' } },
  { path: '/admin/ebooks/categories', caption: { en: 'E-book categories', mm: 'အီးဘွတ်ခ် အမျိုးအစားများ' } },
] as const;

for (const [locale, dark] of [
  ['en', false],
  ['mm', true],
] as const) {
  test(`the categories read as cards on a phone and as a table on a laptop (${locale}, ${dark ? 'dark' : 'light'})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
    await context.addInitScript((value) => localStorage.setItem('dark_mode', value), String(dark));
    await signInConsole(page, request, ADMIN);
    for (const { path, caption } of pages) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      const phone = await firstRow(page, caption[locale]);
      expect(phone.buttons, `${path}: a row's actions`).toHaveLength(3);
      // The actions side by side on one line, each a finger's size, all inside the screen.
      expect(new Set(phone.buttons.map((button) => button.top)).size, `${path}: the actions on one line`).toBe(1);
      for (const button of phone.buttons) {
        expect(button.right, `${path}: an action inside the screen`).toBeLessThanOrEqual(phone.viewport);
        expect(button.height, `${path}: an action's height`).toBeGreaterThanOrEqual(40);
      }
      for (const right of phone.cells) expect(right, `${path}: a cell inside the screen`).toBeLessThanOrEqual(phone.viewport);
      expect(phone.scrolling, `${path}: nothing scrolls sideways`).toEqual({ region: false, page: false });
      // The headers are said beside the values on the card; the table's own header row is for screen readers.
      expect(
        await page
          .getByRole('table', { name: caption[locale] })
          .locator('thead')
          .evaluate((head) => head.getBoundingClientRect().height),
      ).toBeLessThanOrEqual(1);
      expect(await seriousViolations(page), `${path} on a phone`).toEqual([]);

      await page.setViewportSize({ width: 1280, height: 800 });
      const laptop = await firstRow(page, caption[locale]);
      await expect(page.getByRole('columnheader').first()).toBeVisible();
      expect(new Set(laptop.buttons.map((button) => button.top)).size, `${path}: the actions on one line`).toBe(1);
      expect(laptop.scrolling, `${path}: nothing scrolls sideways at 1280 px`).toEqual({ region: false, page: false });
    }
  });
}
