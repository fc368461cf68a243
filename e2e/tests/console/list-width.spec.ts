import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signInConsole } from './staff.js';

/**
 * Issue 31: on a common laptop (1280 px and wider) the news and talks lists show every column,
 * the publish date last, without scrolling sideways; on a phone the table scrolls inside its own
 * area, as before.
 */

async function tableFit(page: Page) {
  const table = page.getByRole('region', { name: await page.locator('table caption').first().innerText() });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  return page.evaluate(() => {
    const region = document.querySelector('table')!.closest('[role=region]') as HTMLElement;
    const last = document.querySelector('table thead th:last-child')!.getBoundingClientRect();
    const lastCell = document.querySelector('table tbody tr td:last-child')!.getBoundingClientRect();
    return {
      lastRight: Math.max(last.right, lastCell.right),
      viewport: window.innerWidth,
      scrolls: region.scrollWidth > region.clientWidth,
      pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

for (const locale of ['en', 'mm'] as const) {
  test(`the news and talks lists fit a 1280 px laptop and scroll on a phone (${locale})`, async ({ page, context, request, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
    await signInConsole(page, request, ADMIN);
    for (const url of ['/admin/news', '/admin/talks']) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(url);
      const wide = await tableFit(page);
      expect(wide.lastRight, `${url}: the last column's right edge`).toBeLessThanOrEqual(wide.viewport);
      expect(wide.scrolls, `${url}: the table scrolls sideways at 1280 px`).toBe(false);

      await page.setViewportSize({ width: 390, height: 844 });
      const phone = await tableFit(page);
      expect(phone.scrolls, `${url}: the table scrolls in its own area on a phone`).toBe(true);
      expect(phone.pageScrolls, `${url}: the page itself does not scroll sideways`).toBe(false);
    }
  });
}
