import { expect, test } from '@playwright/test';
import { registerUser, signInPage } from '../../support/shell/users.js';
import { takenOver } from '../../support/ready.js';
import { GROUP_EN, openCourse } from './helpers.js';

test('a guest who wants to apply logs in first and comes back to the form', async ({ page, request }) => {
  const { course } = await openCourse(request);
  await page.goto(`/retreats/${course.id}`);
  await takenOver(page);
  await page.getByRole('link', { name: /^Apply/ }).click();
  await expect(page).toHaveURL(`/login?to=${encodeURIComponent(`/retreats/${course.id}/apply`)}`);
});

test('a member applies, sees the application in My retreats with its state, and cancels it', async ({ page, request }) => {
  // A long form, filled as a yogi would, then two screens more.
  test.slow();
  const { course, group } = await openCourse(request);
  const user = await registerUser(request, 'Ma Su Su');
  await signInPage(page, request, user);
  await page.goto(`/retreats/${course.id}`);
  await takenOver(page);
  await page.getByRole('link', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(`/retreats/${course.id}/apply`);

  // Prefilled from the profile; nothing sent until the required answers are there.
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('Ma Su Su');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(user.email);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Physical health condition must be answered yes or no')).toBeVisible();
  await expect(page.getByText('Consent to the rules must be given to apply')).toBeVisible();
  await expect(page.getByText('Age is required')).toBeVisible();

  await page.getByRole('combobox', { name: 'Group', exact: true }).selectOption(group.group);
  await page.getByRole('textbox', { name: 'Age', exact: true }).fill('34');
  await page
    .getByRole('group', { name: /first meditation course/ })
    .getByLabel('No')
    .check();
  // A returning yogi says where they practised before.
  await expect(page.getByText('Previous courses is required for a returning yogi')).toBeVisible();
  await page.getByLabel('Previous courses').fill('10 days at Chanmyay, 2024');
  await page.getByLabel('Previous teacher').fill('Sayadaw U Janaka');
  await page
    .getByRole('group', { name: /physical illness/ })
    .getByLabel('No')
    .check();
  await page
    .getByRole('group', { name: /mental health condition/ })
    .getByLabel('No')
    .check();
  await page
    .getByRole('group', { name: /medication/ })
    .getByLabel('Yes')
    .check();
  await expect(page.getByText('Medication details is required when the answer is yes')).toBeVisible();
  await page.getByLabel('Medication details').fill('Vitamin D');
  await page.getByLabel('Emergency contact name').fill('U Tun');
  await page.getByLabel('Emergency contact phone').fill('09420012345');
  await page.getByLabel('Emergency contact relation').fill('Father');
  await page.getByLabel('Arrival time').fill('3:30');
  await page.getByLabel(/I will keep the eight precepts/).check();
  await expect(page.getByText(/must be answered yes or no/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Send application' }).click();

  await expect(page).toHaveURL('/profile/retreats');
  await expect(page.getByText('Application sent.')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: course.titleEn }) });
  await expect(card.getByTestId('application-state')).toHaveText(/^(Accepted: a place is held|Confirmed|Applied: waiting for the centre)$/);
  await expect(card).toContainText(GROUP_EN[group.group]);
  await expect(card).toContainText('Next:');

  // Cancelling asks first; keeping it changes nothing.
  await card.getByRole('button', { name: 'Cancel application' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText('Cancel this application?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(card.getByTestId('application-state')).not.toHaveText('Cancelled');
  await card.getByRole('button', { name: 'Cancel application' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Application cancelled.')).toBeVisible();
  await expect(card.getByTestId('application-state')).toHaveText('Cancelled');
  await expect(card.getByRole('button', { name: 'Cancel application' })).toHaveCount(0);
});
