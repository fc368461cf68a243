import { expect, test } from '@playwright/test';

test('the built app loads from the server at /', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(await page.title()).not.toBe('');
});

test('the health check reports the embedded database', async ({ request }) => {
  const res = await request.get('/healthz');
  expect(await res.json()).toEqual({ status: 'ok', database: 'pglite' });
});
