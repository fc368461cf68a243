import { expect, test } from '@playwright/test';

const sections = [
  ['/mahasi-sayardaw', 'Mahasi Sayardaw'],
  ['/sangha-jewel', 'Sangha Jewel'],
  ['/religious-institution', 'Religious Institutions'],
  ['/buddhist_dharma_group', 'Buddhist Dharma Group'],
  ['/womens_yogi_support', "Women's Yogi Support"],
  ['/heritage_group', 'Heritage Group'],
] as const;

for (const [path, title] of sections) {
  test(`the ${title} section lists its entries and opens one`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const first = page.getByRole('main').getByRole('listitem').first().getByRole('link');
    const name = (await first.getByRole('heading').textContent())?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${path}/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('link', { name: `← Back to ${title}` })).toBeVisible();
  });
}
