import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page with its two links', async ({ page }) => {
  await page.goto('/no/such/page');
  const main = page.getByRole('main');
  await expect(main.getByText('404')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(main.getByText('Sorry, we couldn’t find the page you’re looking for.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact-us');
  await expect(page).toHaveTitle(/Page not found/);
  await main.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mahasi Meditation Center');
});

test('every section of the route table has a translated page, not a blank one', async ({ page }) => {
  for (const path of ['/news', '/podcasts/7', '/live', '/heritage_group', '/sangha-jewel', '/dhamma-record']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toBeEmpty();
  }
  await page.goto('/live');
  await expect(page.getByRole('heading', { name: '24-7 Mahasi Dhamma Broadcast' })).toBeVisible();
});
