import { expect, test } from '@playwright/test';

test('a podcast opens from the list and plays', async ({ page }) => {
  await page.goto('/podcasts');
  await expect(page.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();
  await page.getByRole('link', { name: /Discourse on the Wheel of Dhamma, Part 1/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discourse on the Wheel of Dhamma, Part 1' })).toBeVisible();
  await expect(page).toHaveTitle(/Discourse on the Wheel of Dhamma, Part 1/);

  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect
    .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
});

test('the podcast search narrows the list and says when nothing matches', async ({ page }) => {
  await page.goto('/podcasts');
  await page.getByRole('searchbox', { name: 'Search podcasts' }).fill('zzzz-nothing');
  await expect(page.getByText('No Results Found!')).toBeVisible();
});
