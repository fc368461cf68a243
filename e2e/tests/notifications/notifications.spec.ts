import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, switchToDark } from '../../support/a11y.js';
import { registerUser, signInPage } from '../../support/shell/users.js';

/**
 * The notifications screen. The demo member (more than 50 seeded notifications) is only read here;
 * reading and marking happen on a fresh member, who sees the seeded broadcasts, all unread.
 */

const rows = (page: Page) => page.getByTestId('notification-row');
const profileButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Profile menu/ });

/** The unread count as the header shows it (0 when there is no badge). */
async function headerCount(page: Page): Promise<number> {
  const badge = profileButton(page).getByTestId('unread-badge');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.locator('[aria-hidden="true"]').textContent())?.replace('+', ''));
}

test('the demo member sees seeded notifications with their type badges, and loads more than one page', async ({ page, request }) => {
  await signInPage(page, request);
  // Six skeleton cards while the first page is on its way.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/notification/viewDataByPagination', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/profile/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading notifications…' }).locator('div')).toHaveCount(6);
  release();
  await expect(page).toHaveTitle(/^Notifications · /);

  const reply = rows(page).filter({ hasText: 'Re: Noting while walking' });
  await expect(reply).toBeVisible();
  await expect(reply.getByTestId('type-badge')).toHaveText('Yawgi Reply');
  await expect(reply).toContainText('lifting, moving, placing');
  await expect(reply.locator('time')).toHaveText(/ago$/);
  await expect(
    rows(page)
      .filter({ hasText: /^.*New Dhamma talk: / })
      .first()
      .getByTestId('type-badge'),
  ).toHaveText('Podcast');

  // The unread badge on the profile menu, and on its Notifications entry.
  await expect(profileButton(page)).toHaveAccessibleName(/\d+ unread notifications?/);
  const count = await headerCount(page);
  expect(count).toBeGreaterThan(0);
  await profileButton(page).click();
  await expect(
    page
      .locator('#profile-menu')
      .getByRole('link', { name: /Notifications/ })
      .getByTestId('unread-badge'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Page size 50, then Load More until everything is there.
  await expect(rows(page)).toHaveCount(50);
  const shown = page.getByText(/^Showing 50 of \d+$/);
  await expect(shown).toBeVisible();
  const total = Number((await shown.textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(50);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(rows(page)).toHaveCount(Math.min(total, 100));
  if (total <= 100) await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

  expect(await seriousViolations(page)).toEqual([]);
  await switchToDark(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the tabs filter by type, by mouse and by keyboard, in English and Myanmar', async ({ page, request }) => {
  await signInPage(page, request);
  await page.goto('/profile/notifications');
  await expect(rows(page).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Yawgi Reply' }).click();
  await expect(page.getByRole('tab', { name: 'Yawgi Reply' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page).filter({ hasText: 'Re: Noting while walking' })).toBeVisible();
  const badges = page.getByTestId('notification-row').getByTestId('type-badge');
  await expect(badges.first()).toHaveText('Yawgi Reply');
  expect(new Set(await badges.allTextContents())).toEqual(new Set(['Yawgi Reply']));
  await expect(page).toHaveURL(/\?type=yawgiReply$/);

  // Arrow keys move between the tabs and select them.
  await page.getByRole('tab', { name: 'Yawgi Reply' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Notification', exact: true })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Notification', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(badges.first()).toHaveText('Notification');
  expect(new Set(await badges.allTextContents())).toEqual(new Set(['Notification']));
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'မြန်မာ' }).click();
  await expect(page.getByRole('heading', { name: 'အသိပေးချက်များ', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'ယောဂီ အကြောင်းပြန်စာ' })).toBeVisible();
  await expect(rows(page).first().locator('time')).toHaveText(/^လွန်ခဲ့သော /);
});

test('opening a notification shows its HTML and marks it read; mark all as read clears the badge', async ({ page, request }) => {
  const user = await registerUser(request, 'Ko Aung Myo');
  await signInPage(page, request, user);
  await page.goto('/profile/notifications');

  // A new member sees the recent broadcasts, unread, and no one else's Yogi replies.
  const row = rows(page).filter({ hasText: 'Registration open: Thingyan meditation retreat' });
  await expect(row).toHaveAttribute('data-read', 'false');
  await expect(rows(page).filter({ hasText: 'Re: Noting while walking' })).toHaveCount(0);
  await expect.poll(() => headerCount(page)).toBeGreaterThan(1);
  const before = await headerCount(page);

  await row.click();
  const dialog = page.getByRole('dialog', { name: 'Registration open: Thingyan meditation retreat' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(3);
  await expect(dialog.getByText('Bring plain white or brown clothing.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeFocused();
  await expect(row).toHaveAttribute('data-read', 'true');
  await expect.poll(() => headerCount(page)).toBe(before - 1);

  // Its link opens from the dialog.
  await row.press('Enter');
  await page.getByRole('dialog').getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await page.goBack();

  // The Yogi reply tab of a new member is empty.
  await page.getByRole('tab', { name: 'Yawgi Reply' }).click();
  await expect(page.getByText('No notifications found for this category.')).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All notifications are marked as read.')).toBeVisible();
  await expect(profileButton(page).getByTestId('unread-badge')).toHaveCount(0);
  await expect(rows(page).first()).toHaveAttribute('data-read', 'true');
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});
