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

test('an e-book that is coming soon says it is not available yet instead of taking a donation', async ({ page, context }) => {
  await page.goto('/ebooks');
  await page.getByRole('searchbox', { name: 'Search e-books' }).fill('Malukyaputta');
  await page.getByRole('link', { name: /Discourse on the Malukyaputta Sutta/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Discourse on the Malukyaputta Sutta' })).toBeVisible();
  await expect(page.getByText('This e-book is not available yet.')).toBeVisible();
  await expect(page.getByTestId('donation-box')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /add to cart/i })).toHaveCount(0);

  // The language a reader chose: the app keeps it in local storage and in the cookie the server renders by.
  await context.addInitScript(() => localStorage.setItem('locale', 'mm'));
  await context.addCookies([{ name: 'locale', value: 'mm', url: page.url() }]);
  await page.reload();
  await expect(page.getByText('ဤအီး-စာအုပ်ကို မရရှိနိုင်သေးပါ။')).toBeVisible();
  await expect(page.getByTestId('donation-box')).toHaveCount(0);
});
