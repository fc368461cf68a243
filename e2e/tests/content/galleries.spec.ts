import { expect, test } from '@playwright/test';

test('a gallery photo opens in a viewer that moves with the arrow keys and closes with Escape', async ({ page }) => {
  await page.goto('/galleries');
  const first = page.getByRole('button', { name: /^Open photo 1/ });
  await first.click();

  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(/^1 of \d+$/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(/^2 of \d+$/)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText(/^1 of \d+$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(first).toBeFocused();
});
