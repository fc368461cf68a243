import { expect, test } from '@playwright/test';

test('the live page shows its title and the player or the offline state with the schedule', async ({ page }) => {
  await page.goto('/live');
  await expect(page.getByRole('heading', { level: 1, name: '24-7 Mahasi Dhamma Broadcast' })).toBeVisible();
  await expect(page.locator('video').or(page.getByText('The broadcast is offline'))).toBeVisible();
  // The seeded stream is an ended, empty playlist: offline, not an error.
  await expect(page.getByText('The broadcast is offline')).toBeVisible();
  await expect(page.getByText(/^Schedule:/)).toBeVisible();
});
