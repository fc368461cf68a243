import { expect, test } from '@playwright/test';
import { API_KEY } from '../../support/api.js';

/**
 * A body over the server's limit (256 KB of JSON) is answered 413 with its message, and the browser
 * reads that reply: the server reads the body through before it answers and closes (decision 0043).
 * Chromium read it before that change too (Node's fetch did not: apps/server/src/http/oversize.test.ts);
 * this keeps the browser's side of it.
 */
test('a browser sending 5 MB of JSON reads the 413 and its message, 5 times of 5', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const results = await page.evaluate(async (apiKey) => {
    const body = JSON.stringify({ userName: 'a'.repeat(5 * 1024 * 1024), password: 'x', userType: '2' });
    const seen: [number, string][] = [];
    for (let i = 0; i < 5; i++) {
      try {
        const res = await fetch('/rest-web-api/auth/token', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
          body: new Blob([body]),
        });
        seen.push([res.status, ((await res.json()) as { respMsg: string }).respMsg]);
      } catch (error) {
        seen.push([0, String(error)]);
      }
    }
    return seen;
  }, API_KEY);
  expect(results).toEqual(Array.from({ length: 5 }, () => [413, 'The request is too large.']));
});
