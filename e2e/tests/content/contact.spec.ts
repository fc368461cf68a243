import { expect, test } from '@playwright/test';

test('the contact form shows field errors, then sends and confirms', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email or phone is required')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Ma Thida');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Email must be a valid email address')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill('thida@example.com');
  await page.getByLabel('Subject', { exact: true }).fill('Retreat dates');
  await page.getByLabel('Message', { exact: true }).fill('When does the next ten-day retreat begin?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you. Your message has been sent.')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
});
