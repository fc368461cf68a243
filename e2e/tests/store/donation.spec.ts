import { expect, test } from '@playwright/test';
import { BOOKS, member } from './helpers.js';

test('a guest giving from the e-book page logs in first and comes back to it', async ({ page, request }) => {
  await page.goto(`/ebooks/${BOOKS.practical.id}`);
  // The server's page is inert until the app has adopted it: a reader's choice waits for that.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const box = page.getByTestId('donation-box');
  await expect(box.getByLabel('Donation amount')).toHaveValue('3000.00');
  await box.getByLabel('Currency').selectOption('USD');
  await expect(box.getByLabel('Donation amount')).toHaveValue('2.00');
  await expect(box.getByText('Minimum 2.00 USD')).toBeVisible();
  await box.getByRole('button', { name: 'Log in to add to cart' }).click();
  await expect(page).toHaveURL(`/login?to=${encodeURIComponent(`/ebooks/${BOOKS.practical.id}`)}`);

  // Signed in, the box adds in the chosen currency (the cart follows it).
  await member(page, request, 'Ma Thida');
  await page.goto(`/ebooks/${BOOKS.practical.id}`);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await box.getByLabel('Currency').selectOption('USD');
  await box.getByLabel('Donation amount').fill('5');
  await box.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart successfully.')).toBeVisible();
  await expect(box.getByRole('link', { name: 'View cart' })).toBeVisible();
  await box.getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByText('You have 1 item in the cart')).toBeVisible();
  await expect(page.getByLabel('Currency')).toHaveValue('USD');
  await expect(page.getByTestId('cart-item')).toContainText('5.00 USD');
});
