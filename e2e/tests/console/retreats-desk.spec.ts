import { expect, test } from '@playwright/test';
import { signInConsole } from './staff.js';
import { applicant, publishedCourse, registrar } from './retreats-helpers.js';

/**
 * Issue 29: the registrar's part. A yogi applied through the member API; the registrar reads the
 * application (health answers included), accepts it, and checks the yogi in on a phone at the gate.
 */

test('a registrar accepts an application and marks the yogi arrived on the check-in screen', async ({ page, request }) => {
  const title = `Reviewed course ${Date.now()}`;
  const courseId = await publishedCourse(request, title);
  const yogi = `Daw Khin ${Date.now() % 100000}`;
  await applicant(request, courseId, yogi);
  const staff = await registrar(request, 'Ma Su Su (registrar)');

  await signInConsole(page, request, staff);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Retreats', 'My account']);
  await nav.getByRole('link', { name: 'Retreats' }).click();

  const course = page.getByRole('table', { name: 'Retreats' }).getByRole('row').filter({ hasText: title });
  await expect(course.locator('[data-state="applied"]')).toHaveText('1');
  await course.getByRole('link', { name: 'Applications' }).click();
  await expect(page.getByRole('heading', { name: `Applications: ${title}`, level: 1 })).toBeVisible();

  const row = page.getByRole('table', { name: 'Applications' }).getByRole('row').filter({ hasText: yogi });
  await expect(row).toContainText('Applied');
  await row.getByRole('button', { name: `Open the application of ${yogi}` }).click();

  const dialog = page.getByRole('dialog', { name: `Application of ${yogi}` });
  // The registrar reads the health answers (care would not).
  await expect(dialog.getByText('Blood pressure tablets, morning')).toBeVisible();
  await dialog.getByLabel('Note to the yogi').fill('Please come by 3 pm on the first day.');
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Accepted: the yogi is told.')).toBeVisible();
  await expect(row).toContainText('Accepted');

  // At the gate, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/retreats/check-in?course=${courseId}`);
  await expect(page.getByRole('heading', { name: 'Check-in at the gate', level: 1 })).toBeVisible();
  await expect(page.getByTestId('check-in-count')).toHaveText('0 of 1 arrived');
  await page.getByLabel('Find a yogi').fill(yogi.split(' ').slice(1).join(' ').toLowerCase());
  const card = page.getByTestId('check-in-yogi').filter({ hasText: yogi });
  await expect(card).toHaveCount(1);
  const arrive = card.getByRole('button', { name: `${yogi} has arrived` });
  const box = await arrive.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(48);
  await arrive.click();
  await expect(page.getByText(`${yogi}: arrived.`)).toBeVisible();
  await expect(card).toContainText('Arrived');
  await expect(page.getByTestId('check-in-count')).toHaveText('1 of 1 arrived');
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
