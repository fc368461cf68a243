import { expect, test } from '@playwright/test';
import { latestCode } from '../../support/outbox.js';

test('a visitor registers, confirms the code from the outbox and logs in', async ({ page }) => {
  const email = `register-${Date.now()}@example.org`;
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Full Name is required')).toBeVisible();
  await expect(page.getByText('Email or phone is required')).toBeVisible();

  await page.getByLabel('Full Name').fill('Daw Thiri');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Vipassana2026!');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/otp\?/);
  await expect(page.getByRole('heading', { name: 'Confirm your account' })).toBeVisible();
  await expect(page.getByText(/Resend code in \d+ s/)).toBeVisible();
  const code = await latestCode(email);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Your account is confirmed. Please log in.')).toBeVisible();
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Vipassana2026!');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByText('Daw Thiri')).toBeVisible();
});
