import { expect, test } from '@playwright/test';
import { API_KEY } from '../../support/api.js';

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

test('an entry opened under another group section is the 404 page, in both languages, and keeps the way back', async ({
  page,
  request,
}) => {
  const entry = (await (await request.get('/rest-api/group/getDataById/3', { headers: { 'x-api-key': API_KEY } })).json()) as {
    data: { groupType: number };
  };
  // The sections in order are groupType 1-6: open entry 3 under one that is not its own.
  const [path, title] = sections[entry.data.groupType % sections.length]!;
  const reply = await page.goto(`${path}/3`);
  expect(reply?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: `← Back to ${title}` })).toBeVisible();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'မြန်မာ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'စာမျက်နှာ မတွေ့ပါ' })).toBeVisible();
});
