import { expect, test } from '@playwright/test';

test('searching the e-books and opening one shows its minimum prices', async ({ page }) => {
  await page.goto('/ebooks');
  await expect(page.getByRole('heading', { level: 1, name: 'E-Books' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search e-books' }).fill('Progress of Insight');
  await expect(page.getByRole('link', { name: /Practical Insight Meditation/ })).toHaveCount(0);
  await page.getByRole('link', { name: /The Progress of Insight/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'The Progress of Insight' })).toBeVisible();
  await expect(page.getByText(/^[\d,]+\.\d{2} MMK$/).first()).toBeVisible();
  await expect(page.getByText(/^[\d,]+\.\d{2} USD$/).first()).toBeVisible();
});
