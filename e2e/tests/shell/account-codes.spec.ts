import { expect, test } from '@playwright/test';
import { API_KEY } from '../../support/api.js';
import { latestCode } from '../../support/outbox.js';
import { registerUser } from '../../support/shell/users.js';

test('forgot password: the code page says the same for any name, and the member resets with what they typed', async ({ page, request }) => {
  // An unknown name is taken to the same page, with the same words.
  await page.goto('/forgot-password');
  await page.getByLabel('Username').fill(`nobody-${Date.now()}@example.org`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/otp\?/);
  await expect(page.getByText(/^If an account uses no\*+@example\.org, we have sent a 6-digit code to it\.$/)).toBeVisible();

  const user = await registerUser(request, 'Daw Khin');
  await page.goto('/forgot-password');
  await page.getByLabel('Username').fill(user.email.toUpperCase());
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/otp\?/);
  await expect(page.getByText(/^If an account uses sh\*+@example\.org, we have sent a 6-digit code to it\.$/)).toBeVisible();
  await page.getByLabel('Code').fill(await latestCode(user.email));
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL('/reset-password');
  await page.getByLabel('New Password', { exact: true }).fill('Upekkha2026!');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Upekkha2026!');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Your password has been reset. Please log in.')).toBeVisible();
  await page.getByLabel('Username').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('Upekkha2026!');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');
});

test('signing in to an account still waiting for its code offers a new one, a minute after the last', async ({ page, request }) => {
  const email = `waiting-${Date.now()}@example.org`;
  const password = 'Mudita2026!';
  const registered = await request.post('/rest-web-api/public/userRegister', {
    headers: { 'x-api-key': API_KEY },
    data: { userFullName: 'U Win', email, password },
  });
  expect(((await registered.json()) as { respCode: string }).respCode).toBe('0000');
  const first = await latestCode(email);

  await page.goto('/login');
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Your account is not confirmed yet. Enter the code we sent you.').first()).toBeVisible();
  // The first code's attempt belongs to the page that registered; this one asks for its own (a minute after the first).
  await page.getByRole('button', { name: 'Send me a confirmation code' }).click();
  await expect(page.getByText('Please wait before asking for another code.').first()).toBeVisible();
  expect(first).toMatch(/^\d{6}$/);
});
