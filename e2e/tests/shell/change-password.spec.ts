import { expect, test } from '@playwright/test';
import { apiLogin } from '../../support/api.js';
import { registerUser, signInPage } from '../../support/shell/users.js';

test('change password: mismatch, wrong current password, then success', async ({ page, request }) => {
  const user = await registerUser(request);
  await signInPage(page, request, user);
  await page.goto('/profile/change-password');
  const update = page.getByRole('button', { name: 'Update Password' });

  await update.click();
  await expect(page.getByText('Current Password is required')).toBeVisible();
  await expect(page.getByText('New Password is required')).toBeVisible();
  await expect(page.getByText('Confirm Password is required')).toBeVisible();

  await page.getByLabel('Current Password', { exact: true }).fill(user.password);
  await page.getByLabel('New Password', { exact: true }).fill('Karuna2026!');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Karuna2027!');
  await update.click();
  await expect(page.getByText('New password and confirm password do not match!')).toBeVisible();

  const toggle = page.getByRole('button', { name: 'Show New Password' });
  await toggle.click();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveAttribute('type', 'text');

  await page.getByLabel('Current Password', { exact: true }).fill('wrong-password');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Karuna2026!');
  await update.click();
  await expect(page.getByText('Password update failed: The current password is not correct.')).toBeVisible();

  await page.getByLabel('Current Password', { exact: true }).fill(user.password);
  await update.click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(page.getByLabel('Current Password', { exact: true })).toHaveValue('');
  expect(await apiLogin(request, user.email, 'Karuna2026!')).toBeTruthy();
});
