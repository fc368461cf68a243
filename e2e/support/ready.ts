import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over the server's first screen: the server's markup is `inert`
 * until the browser has adopted it (apps/web/src/main.tsx), so a click before that does nothing.
 * A guest's reading page is never inert: the app takes it over at the reader's first act
 * (decision 0060), so the helper acts first, as a reader does (a key press), unless it already has.
 */
export async function takenOver(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const reading = (await page.locator('#first-screen[data-reading]').count()) > 0;
  if (reading && (await page.locator('html[data-app="ready"]').count()) === 0) await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

/** Starts the page in Myanmar: the cookie the server renders by, and the stored choice the app starts with. */
export async function inMyanmar(page: Page, baseURL: string | undefined): Promise<void> {
  await page.context().addCookies([{ name: 'locale', value: 'mm', url: baseURL ?? 'http://localhost' }]);
  await page.addInitScript(() => window.localStorage.setItem('locale', 'mm'));
}
