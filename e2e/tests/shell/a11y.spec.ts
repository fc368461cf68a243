import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInPage } from '../../support/shell/users.js';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

for (const [name, path] of [
  ['home', '/'],
  ['login', '/login'],
] as const) {
  test(`the ${name} page has no serious accessibility violations`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}

test('the profile page has no serious accessibility violations, in light and dark', async ({ browser, request }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInPage(page, request);
  await page.goto('/profile/personal-information');
  await expect(page.getByRole('heading', { name: 'Personal Information', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
