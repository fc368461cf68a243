import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerUser, signInPage } from '../../support/shell/users.js';

/** Colour-contrast failures of the toast in front, once its entrance transition is over. */
async function frontToastContrast(page: Page, type: 'success' | 'warning' | 'error'): Promise<string[]> {
  const selector = `[data-sonner-toast][data-type="${type}"][data-front="true"]`;
  const toast = page.locator(selector);
  await expect(toast).toBeVisible();
  await expect.poll(() => toast.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  const results = await new AxeBuilder({ page }).include(selector).withRules(['color-contrast']).analyze();
  return results.violations.flatMap((violation) => violation.nodes.map((node) => node.failureSummary ?? violation.id));
}

for (const scheme of ['light', 'dark'] as const) {
  test(`success, warning and error toasts meet WCAG AA contrast (${scheme})`, async ({ browser, request }) => {
    const context = await browser.newContext({ colorScheme: scheme });
    const guest = await context.newPage();
    await guest.goto('/profile/cart');
    expect(await frontToastContrast(guest, 'error')).toEqual([]);

    const page = await context.newPage();
    await signInPage(page, request, await registerUser(request));
    await page.goto('/ebooks/1');
    const box = page.getByTestId('donation-box');
    await box.getByRole('button', { name: 'Add to cart' }).click();
    expect(await frontToastContrast(page, 'success')).toEqual([]);
    await box.getByRole('button', { name: 'Add to cart' }).click();
    expect(await frontToastContrast(page, 'warning')).toEqual([]);
    await context.close();
  });
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 800 },
] as const) {
  test(`a toast leaves the header free: the language switch and login stay usable (${viewport.name})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto('/profile/cart');
    const toast = page.locator('[data-sonner-toast][data-type="error"][data-front="true"]');
    await expect(toast).toBeVisible();
    await expect.poll(() => toast.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    const header = (await page.locator('header').first().boundingBox())!;
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    // With the pointer on it (which keeps a toast up), the switch is still the one clicked.
    await toast.hover();
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'မြန်မာ' }).click({ timeout: 5_000 });
    // The group's own name is in Myanmar now.
    await expect(page.locator('header [role="group"] button[lang="my"]')).toHaveAttribute('aria-pressed', 'true');
    await context.close();
  });
}
