import { expect, test } from '@playwright/test';
import { DEMO } from '../../support/api.js';
import { signInPage } from '../../support/shell/users.js';

test('a guest opening a member page logs in and lands on it', async ({ page }) => {
  await page.goto('/profile/cart');
  await expect(page).toHaveURL('/login?to=%2Fprofile%2Fcart');
  await expect(page.getByText('Unauthenticated')).toBeVisible();
  await expect(page.getByText('Please login to access this page.')).toBeVisible();

  await page.getByLabel('Username').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/profile/cart');
  await expect(page.getByRole('heading', { name: 'My Cart', level: 1 })).toBeVisible();
});

test('the login form names the missing fields and reports a wrong password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Username').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' })).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('a logged-in user opening /login is sent home', async ({ page, request }) => {
  await signInPage(page, request);
  await page.goto('/login');
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Already Authenticated')).toBeVisible();
  await expect(page.getByText('You are already logged in.')).toBeVisible();
});

test('/profile opens Personal Information, and logout goes home as a guest', async ({ page, request }) => {
  await signInPage(page, request);
  await page.goto('/profile');
  await expect(page).toHaveURL('/profile/personal-information');
  await expect(page.getByRole('heading', { name: 'Personal Information', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: /Profile menu/ }).click();
  for (const entry of ['Personal Information', 'Change Password', 'Notifications', 'My Cart', 'My Order', 'Saved News']) {
    await expect(page.locator('#profile-menu').getByRole('link', { name: entry })).toBeVisible();
  }
  await page.locator('#profile-menu').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user_info')])).toEqual([null, null]);
});
