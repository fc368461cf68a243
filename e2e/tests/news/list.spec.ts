import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/a11y.js';
import { listCategories, listPosts } from './news-api.js';

test('filters the news by category and title, pages through, survives reload, and resets', async ({ page, request }) => {
  const cards = page.getByRole('main').getByRole('article');
  let all: Awaited<ReturnType<typeof listPosts>> | undefined;
  // The list as the API gives it, then the page's two first pages: read again from the start if an editor in
  // another worker publishes a post in between (the page would rightly count one more).
  await expect(async () => {
    all = await listPosts(request);
    await page.goto('/news');
    await expect(page).toHaveTitle(/^News · /);
    await expect(page.getByText(`Showing 1–9 of ${all.numOfRows} posts`)).toBeVisible();
    await expect(cards).toHaveCount(9);
    await expect(cards.first().getByRole('heading')).toHaveText(all.dataList[0]!.title);

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(page.getByText(`Showing 10–18 of ${all.numOfRows} posts`)).toBeVisible();
    await expect(cards.first().getByRole('heading')).toHaveText(all.dataList[9]!.title);
  }).toPass({ timeout: 45_000 });

  const listed = all!;
  const category = (await listCategories(request)).find((c) => c.totalCount > 1 && c.totalCount < listed.numOfRows);
  if (!category) throw new Error('the seed needs a category with a few posts');

  const chip = page.getByRole('button', { name: new RegExp(`^${category.categoryName}`) });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`categories=${category.id}$`));
  await expect(page.getByText(`of ${category.totalCount} posts`)).toBeVisible();

  // A shared or reloaded link shows the same filtered page.
  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(`^${category.categoryName}`) })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`of ${category.totalCount} posts`)).toBeVisible();

  const title = listed.dataList.find((post) => post.categoryIds.includes(category.id))!.title;
  await page.getByLabel('Search by title').fill(title);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(cards.first().getByRole('heading')).toHaveText(title);
  await expect(page).toHaveURL(/title=/);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByLabel('Search by title')).toHaveValue('');
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  // The whole list again, not the category's: an editor in another worker may have published a post since the first read.
  const shown = page.getByText(/^Showing 1–9 of \d+ posts$/);
  await expect(shown).toBeVisible();
  expect(Number(/of (\d+) posts/.exec((await shown.textContent()) ?? '')?.[1])).toBeGreaterThan(category.totalCount);
});

test("says 'No Results Found!' when nothing matches", async ({ page }) => {
  await page.goto('/news?title=zzzz-nothing-matches');
  await expect(page.getByText('No Results Found!')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
});

test('the news list and a post have no serious accessibility violations', async ({ browser, request }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/news');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(9);
  expect(await seriousViolations(page)).toEqual([]);
  const { dataList } = await listPosts(request, {}, 1);
  await page.goto(`/news/${dataList[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dataList[0]!.title);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
