import { expect, test } from '@playwright/test';
import { registerUser, signInPage } from '../../support/shell/users.js';

// A 2 × 2 PNG (a whole one: the server decodes avatars, and refuses a file whose data is corrupt).
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4oaFxQkODAUIBACEuBGGj1lj9AAAAAElFTkSuQmCC',
  'base64',
);

test('a member updates their name and avatar', async ({ page, request }) => {
  const user = await registerUser(request, 'Ma Hnin Si');
  await signInPage(page, request, user);
  await page.goto('/profile/personal-information');

  await expect(page.getByRole('img', { name: 'Profile photo of Ma Hnin Si' })).toHaveText('MS');
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');

  await page.getByLabel('Full Name').fill('');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Full Name is required')).toBeVisible();

  await page.getByLabel('Full Name').fill('Ma Hnin Si Phyu');
  await page.getByLabel('Choose photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Profile photo of Ma Hnin Si' })).toHaveAttribute('src', /^data:image\/png/);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  const avatar = page.getByRole('img', { name: 'Profile photo of Ma Hnin Si Phyu' });
  await expect(avatar).toHaveAttribute('src', /\/files\//);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Ma Hnin Si Phyu');
  await expect(page.getByRole('banner').getByText('Ma Hnin Si Phyu')).toBeVisible();
});
