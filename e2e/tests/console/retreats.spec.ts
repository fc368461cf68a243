import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signInConsole } from './staff.js';
import { dayFromNow } from './retreats-helpers.js';

/** Issue 29: the retreats desk. An admin writes a course in the console's record shell and publishes it. */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });

test('an admin creates a course with its places and dates, publishes it and sees it in the list with its counts', async ({
  page,
  request,
}) => {
  const title = `Ten days of noting ${Date.now()}`;
  await signInConsole(page, request, ADMIN);
  await page.goto('/admin');
  await nav(page).getByRole('link', { name: 'Retreats' }).click();
  await expect(page.getByRole('heading', { name: 'Retreats', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New course' }).click();

  await expect(page.getByRole('heading', { name: 'New course', level: 1 })).toBeVisible();
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Title (Myanmar)').fill('ဆယ်ရက် ရှုမှတ်ခြင်း');
  await page.getByLabel('Teacher (English)').fill('Sayadaw U Kundala');
  await page.getByLabel('Kind of course').selectOption({ label: '10-day course' });
  await page.getByLabel('First day').fill(dayFromNow(30).shown);
  await page.getByLabel('Last day').fill(dayFromNow(40).shown);
  await page.getByLabel('Men', { exact: true }).fill('12');
  await page.getByLabel('Women', { exact: true }).fill('8');
  await page.getByLabel('How applications are accepted').selectOption({ label: 'Reviewed by staff' });
  await expect(page.getByLabel('Hours to answer a place offered')).toHaveValue('48');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/retreats\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Edit course', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: the course is on the Retreats page.')).toBeVisible();
  await page.getByRole('button', { name: 'Open applications' }).click();
  await expect(page.getByText('Applications are open.', { exact: true })).toBeVisible();
  await expect(page.getByText('Applications are open: yogis can apply on the site.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the courses' }).click();
  const row = page.getByRole('table', { name: 'Retreats' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Published');
  await expect(row).toContainText('Taking applications');
  for (const state of ['applied', 'waitlisted', 'accepted', 'confirmed', 'arrived'])
    await expect(row.locator(`[data-state="${state}"]`)).toHaveText('0');
});
