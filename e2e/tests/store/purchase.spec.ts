import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/a11y.js';
import { BOOKS, addByApi, member, pdfText, squash, type Member } from './helpers.js';

const DEDICATION = 'For my mother Daw Hla Hla, may she be well and happy';

/** Adds an e-book from its page's donation box when the e-book page shows it, else through the API. */
async function addFromEbookPage(page: Page, user: Member, book: (typeof BOOKS)[keyof typeof BOOKS], amount: string) {
  await page.goto(`/ebooks/${book.id}`);
  const box = page.getByTestId('donation-box');
  const shown = await box.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) {
    await addByApi(page.request, user.token, book.id, Math.round(Number(amount) * 100));
    return;
  }
  await expect(box.getByLabel('Donation amount')).toHaveValue((book.mmk / 100).toFixed(2));
  await box.getByLabel('Donation amount').fill('1');
  await box.getByRole('button', { name: 'Add to cart' }).click();
  await expect(box.getByText(/must be at least/)).toBeVisible();
  await box.getByLabel('Donation amount').fill(amount);
  await box.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart successfully.')).toBeVisible();
  await box.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item is already in your cart.')).toBeVisible();
}

test('a member gives two e-books, engraves one, pays for it and downloads the dedicated PDF', async ({ page, request }) => {
  const user = await member(page, request, 'Daw Khin Myint');
  await addFromEbookPage(page, user, BOOKS.practical, '3500');
  await addByApi(request, user.token, BOOKS.progress.id);

  await page.goto('/profile/cart');
  await expect(page).toHaveTitle(/My Cart/);
  await expect(page.getByText('You have 2 items in the cart')).toBeVisible();
  const first = page.getByTestId('cart-item').filter({ hasText: BOOKS.practical.title });
  await expect(first.getByText('3,500.00 MMK')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The engraving saves when the field loses focus, and is there after a reload.
  const engraving = first.getByLabel('Text to be engraved in the book');
  await engraving.fill(DEDICATION);
  await expect(first.getByText(`${DEDICATION.length}/100`)).toBeVisible();
  await engraving.press('Tab');
  await expect(page.getByText('Engraving text updated successfully.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByTestId('cart-item').filter({ hasText: BOOKS.practical.title }).getByLabel('Text to be engraved in the book'),
  ).toHaveValue(DEDICATION);

  // USD reprices the cart, keeping the generosity: 3,500 of a 3,000 minimum is 2.33 of a 2.00 minimum.
  await page.getByLabel('Currency').selectOption('USD');
  await expect(page.getByText('Currency changed successfully.')).toBeVisible();
  await expect(first.getByText('2.33 USD')).toBeVisible();

  const proceed = page.getByRole('button', { name: 'PROCEED TO CHECKOUT' });
  await expect(proceed).toBeDisabled();
  await page.getByRole('checkbox', { name: `Select ${BOOKS.practical.title}` }).check();
  await expect(page.getByTestId('cart-total')).toHaveText('2.33 USD');
  await proceed.click();

  // Checkout: billing from the profile, the server's own fee formula (2.5 % of 2.33 = 0.06, plus 0.30).
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Billing Details' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Daw Khin Myint')).toBeVisible();
  await expect(page.getByText(DEDICATION)).toBeVisible();
  const totals = page.getByTestId('checkout-totals');
  await expect(totals).toContainText('Subtotal2.33 USD');
  await expect(totals).toContainText('Service Fee0.36 USD');
  await expect(totals).toContainText('Commission Fee0.06 USD');
  await expect(totals).toContainText('Transaction Fee0.30 USD');
  await expect(totals).toContainText('Grand Total2.69 USD');
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByRole('cell', { name: BOOKS.progress.title })).toHaveCount(0);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  // The sandbox gateway's page, then back to the result.
  await expect(page.getByText('2.69 USD')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your Dhamma dāna' })).toBeVisible();
  const orderNo = (await page.getByText(/Your order MH-/).textContent())!.match(/MH-\d{8}-\d{6}/)![0];
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'My Orders' }).click();
  await page.getByRole('tab', { name: 'Success' }).click();
  const row = page.getByTestId('order-row').filter({ hasText: orderNo });
  await expect(row).toContainText('Success');
  await expect(row).toContainText('2.69 USD');
  await expect(row).toContainText('Daw Khin Myint');
  await expect(row).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)/);
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('link', { name: `Detail ${orderNo}` }).click();

  await expect(page.getByText(orderNo)).toBeVisible();
  const item = page.getByTestId('order-item');
  await expect(item).toContainText(BOOKS.practical.title);
  await expect(item).toContainText(DEDICATION);
  await expect(item).toContainText('2.33 USD');
  expect(await seriousViolations(page)).toEqual([]);
  const downloading = page.waitForEvent('download');
  await item.getByRole('button', { name: `Download ${BOOKS.practical.title}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${BOOKS.practical.title}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(await pdfText(pdf)).toContain(squash(DEDICATION));

  // The paid book left the cart; the other one stays.
  await page.goto('/profile/cart');
  await expect(page.getByText('You have 1 item in the cart')).toBeVisible();
  await expect(page.getByText(BOOKS.progress.title)).toBeVisible();
});

test('a cancelled payment shows under Fail and the books stay in the cart', async ({ page, request }) => {
  const user = await member(page, request, 'U Aung Win');
  await page.goto('/profile/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/ebooks');

  await addByApi(request, user.token, BOOKS.practical.id);
  await addByApi(request, user.token, BOOKS.progress.id);
  await page.reload();
  await expect(page.getByText('You have 2 items in the cart')).toBeVisible();
  await page.getByRole('button', { name: `Remove ${BOOKS.progress.title}` }).click();
  await expect(page.getByText('Item removed from cart successfully.')).toBeVisible();
  await expect(page.getByText('You have 1 item in the cart')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select All' }).check();
  await expect(page.getByTestId('cart-total')).toHaveText('3,000.00 MMK');
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(page.getByTestId('checkout-totals')).toContainText('Grand Total3,575.00 MMK');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible();
  const orderNo = (await page.getByText(/Order MH-/).textContent())!.match(/MH-\d{8}-\d{6}/)![0];

  await page.getByRole('link', { name: 'My Orders' }).click();
  await page.getByRole('tab', { name: 'Fail' }).click();
  const row = page.getByTestId('order-row').filter({ hasText: orderNo });
  await expect(row).toContainText('Failed');
  await expect(row.getByRole('link')).toHaveCount(0);

  // The date filter: the order's day (Asia/Yangon) keeps it, another day has none.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Yangon' }).format(new Date());
  await page.getByLabel('Order date').fill(today);
  await expect(row).toBeVisible();
  await page.getByLabel('Order date').fill('2020-01-01');
  await expect(page.getByText('No orders found.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear date' }).click();
  await expect(row).toBeVisible();
  await page.getByRole('tab', { name: 'Success' }).click();
  await expect(page.getByText('No orders found.')).toBeVisible();

  await page.goto('/profile/cart');
  await expect(page.getByText('You have 1 item in the cart')).toBeVisible();
  await page.getByRole('button', { name: 'Clear All' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByText('Cart cleared successfully.')).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});
