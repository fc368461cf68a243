import { expect, test } from '@playwright/test';
import { takenOver } from '../../support/ready.js';

test('a podcast opens from the list and plays, telling the server once per page view', async ({ page }) => {
  const plays: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/rest-api/podcast/play/')) plays.push(request.url());
  });
  await page.goto('/podcasts');
  await expect(page.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();
  await page.getByRole('link', { name: /Discourse on the Wheel of Dhamma, Part 1/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discourse on the Wheel of Dhamma, Part 1' })).toBeVisible();
  await expect(page).toHaveTitle(/Discourse on the Wheel of Dhamma, Part 1/);
  const talkId = new URL(page.url()).pathname.split('/').at(-1);

  const played = page.waitForResponse((response) => new URL(response.url()).pathname === `/rest-api/podcast/play/${talkId}`);
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  expect((await played).status()).toBe(200);
  await expect
    .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  // Playing on after a pause is the same play.
  await page.getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => !audio.paused && audio.readyState >= 3)).toBe(true);
  await page.getByRole('button', { name: 'Pause' }).click();
  expect(plays).toHaveLength(1);

  // A new page view is a new play to tell (the server decides whether it counts).
  await page.reload();
  await takenOver(page);
  const again = page.waitForResponse((response) => new URL(response.url()).pathname === `/rest-api/podcast/play/${talkId}`);
  await page.getByRole('button', { name: 'Play' }).click();
  expect((await again).status()).toBe(200);
  await page.getByRole('button', { name: 'Pause' }).click();
  expect(plays).toHaveLength(2);
});

test('the podcast search narrows the list and says when nothing matches', async ({ page }) => {
  await page.goto('/podcasts');
  await page.getByRole('searchbox', { name: 'Search podcasts' }).fill('zzzz-nothing');
  await expect(page.getByText('No Results Found!')).toBeVisible();
});
