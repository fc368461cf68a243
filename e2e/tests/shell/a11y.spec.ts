import { expect, test } from '@playwright/test';
import { seriousViolations, switchToDark } from '../../support/a11y.js';
import { signInPage } from '../../support/shell/users.js';

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
  await switchToDark(page);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
