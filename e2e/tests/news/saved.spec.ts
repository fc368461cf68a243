import { expect, test } from '@playwright/test';
import { registerUser, signInPage } from '../../support/shell/users.js';
import { POST_SLOT, postAt } from './news-api.js';

test('a member bookmarks a post, finds it in Saved News and removes it there', async ({ page, request }) => {
  const post = await postAt(request, POST_SLOT.saved);
  const user = await registerUser(request, 'Daw Khin Su');
  await signInPage(page, request, user);

  await page.goto('/profile/saved-news');
  await expect(page.getByRole('heading', { name: 'Saved News', level: 1 })).toBeVisible();
  await expect(page.getByText('No Results Found!')).toBeVisible();
  await expect(page.getByText("There's no data for you to see yet.")).toBeVisible();

  await page.goto('/news');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: post.title }) });
  const save = card.getByRole('button', { name: `Save “${post.title}”` });
  await save.click();
  await expect(page.getByText('Bookmark added successfully.')).toBeVisible();
  await expect(card.getByRole('button', { name: `Remove “${post.title}” from saved news` })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/profile/saved-news');
  const saved = page.getByRole('main').getByRole('article');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('heading')).toHaveText(post.title);
  await expect(saved.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', `/news/${post.id}`);

  await saved.getByRole('button', { name: `Remove “${post.title}” from saved news` }).click();
  await expect(page.getByText('Bookmark removed successfully.')).toBeVisible();
  await expect(saved).toHaveCount(0);
  await expect(page.getByText("There's no data for you to see yet.")).toBeVisible();
});
