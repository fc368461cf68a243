import { expect, test } from '@playwright/test';
import { registerUser, signInPage } from '../../support/shell/users.js';
import { apiLogin } from '../../support/api.js';
import { POST_SLOT, postAt, trueCounts } from './news-api.js';

test('a visit counts one view, and a second visit within the hour does not count again', async ({ page, request }) => {
  const post = await postAt(request, POST_SLOT.views);
  const user = await registerUser(request, 'Ko Myo Thant');
  await signInPage(page, request, user);

  const counted = page.waitForResponse((res) => res.url().includes(`/post/update-view-count/${post.id}`));
  await page.goto(`/news/${post.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page).toHaveTitle(new RegExp(`^${post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
  await counted;
  await expect(page.getByText(`${post.viewCount + 1} views`)).toBeVisible();

  const again = page.waitForResponse((res) => res.url().includes(`/post/update-view-count/${post.id}`));
  await page.reload();
  await again;
  await expect(page.getByText(`${post.viewCount + 1} views`)).toBeVisible();
  expect((await trueCounts(request, await apiLogin(request, user.email, user.password), post.id)).viewCount).toBe(post.viewCount + 1);
});

test('a member likes, switches to unlike, likes again and takes the like back', async ({ page, request }) => {
  const post = await postAt(request, POST_SLOT.reactions);
  const user = await registerUser(request, 'Ma Thida');
  await signInPage(page, request, user);
  await page.goto(`/news/${post.id}`);

  const like = page.getByRole('button', { name: /^Like/ });
  const unlike = page.getByRole('button', { name: /^Unlike/ });
  const expectCounts = async (likes: number, unlikes: number) => {
    await expect(like).toHaveText(`Like${likes}`);
    await expect(unlike).toHaveText(`Unlike${unlikes}`);
  };
  await expectCounts(post.likeCount, post.unlikeCount);

  await like.click();
  await expect(page.getByText('Reaction updated.')).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expectCounts(post.likeCount + 1, post.unlikeCount);

  await unlike.click();
  await expect(unlike).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expectCounts(post.likeCount, post.unlikeCount + 1);

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expectCounts(post.likeCount + 1, post.unlikeCount);

  await like.click();
  await expect(page.getByText('Reaction removed.')).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expectCounts(post.likeCount, post.unlikeCount);

  // The server agrees after a reload.
  await page.reload();
  await expectCounts(post.likeCount, post.unlikeCount);
});

test('a guest who bookmarks is asked to log in and comes back to the post', async ({ page, request }) => {
  const post = await postAt(request, POST_SLOT.guestBookmark);
  const user = await registerUser(request, 'U Aung Min');
  await page.goto(`/news/${post.id}`);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'You are not logged in' })).toBeVisible();
  await expect(dialog).toContainText('Would you like to log in to bookmark this post?');
  await dialog.getByRole('button', { name: 'No, thanks' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/news/${post.id}$`));

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, log in!' }).click();
  await expect(page).toHaveURL(/\/login\?to=/);
  await page.getByLabel('Username').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/news/${post.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(page.getByText('Bookmark added successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
});
