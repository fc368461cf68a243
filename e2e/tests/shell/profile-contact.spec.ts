import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/a11y.js';
import { API_KEY } from '../../support/api.js';
import { latestCode } from '../../support/outbox.js';
import { registerUser, signInPage } from '../../support/shell/users.js';

const newPhone = () => `+959${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

test('a new phone in the profile counts only after the code texted to it is entered; a change can be cancelled', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'Ko Thant Zin');
  await signInPage(page, request, user);
  await page.goto('/profile/personal-information');
  const phoneField = page.getByLabel('Phone');
  const signInWith = async (userName: string) =>
    (
      (await (
        await request.post('/rest-web-api/auth/token', {
          headers: { 'x-api-key': API_KEY },
          data: { userName, password: user.password, userType: '2' },
        })
      ).json()) as { respCode: string }
    ).respCode;

  // A number that is dropped before its code is entered.
  const dropped = newPhone();
  await phoneField.fill(dropped);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  const droppedPanel = page.getByRole('form', { name: 'Confirm your new phone number' });
  await expect(droppedPanel).toContainText(`We sent a 6-digit code by text message to ${dropped}.`);
  await expect(droppedPanel).toContainText('Until then it is not used to log in or to reset your password.');
  await expect(droppedPanel.getByText(/Resend code in \d+ s/)).toBeVisible();
  expect(await signInWith(dropped)).toBe('0001');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'မြန်မာ' }).click();
  await expect(page.getByRole('form', { name: 'ဖုန်းနံပါတ်အသစ်ကို အတည်ပြုပါ' })).toContainText('ကုဒ်ကို SMS ဖြင့် ပို့ထားပါသည်');
  await page.getByRole('banner').getByRole('button', { name: 'EN', exact: true }).click();
  await droppedPanel.getByRole('button', { name: 'Cancel this change' }).click();
  await expect(page.getByText('The change was cancelled.')).toBeVisible();
  await expect(droppedPanel).toBeHidden();
  await expect(phoneField).toHaveValue('');

  // A number confirmed with its code, after a wrong one.
  const phone = newPhone();
  await phoneField.fill(phone);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  const panel = page.getByRole('form', { name: 'Confirm your new phone number' });
  await expect(panel).toBeVisible();
  const code = await latestCode(phone);
  await panel.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(panel.getByText('The confirmation code is not correct.')).toBeVisible();
  await panel.getByLabel('Code').fill(code);
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your new phone number is confirmed.')).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(phoneField).toHaveValue(phone);
  expect(await signInWith(phone)).toBe('0000');

  await page.reload();
  await expect(phoneField).toHaveValue(phone);
  await expect(page.getByRole('form', { name: 'Confirm your new phone number' })).toHaveCount(0);
});
