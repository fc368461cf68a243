import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations, switchToDark } from '../../support/a11y.js';
import { ADMIN, AUTHOR, signInConsole, staffToken, totp } from './staff.js';

/**
 * The news desk (issue 14): an author writes a post in both languages and sends it for review; an
 * admin adds a cover, previews it in both languages and publishes it; readers see it on /news/{id}
 * in English and in Myanmar.
 */

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const post = {
  titleEn: `Metta retreat opens ${run}`,
  bodyEn: 'A ten-day retreat of loving-kindness begins on Monday in the main hall.',
  titleMm: `မေတ္တာ တရားစခန်း ဖွင့်ပြီ ${run}`,
  bodyMm: 'ဆယ်ရက်တာ မေတ္တာ တရားစခန်းကို တနင်္လာနေ့တွင် ဓမ္မာရုံ၌ စတင်ပါမည်။',
};

async function consolePage(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInConsole(page, context.request, who);
  return page;
}

const png = (background: string) =>
  sharp({ create: { width: 1200, height: 675, channels: 3, background } })
    .png()
    .toBuffer();

/**
 * An instant as the schedule dialog takes it in Myanmar time (UTC+06:30): the date, hh:mm on the 12-hour clock and
 * its half of the day (a 24-hour 12:27 typed with AM chosen is 00:27, so the half is always chosen).
 */
function myanmarInputs(at: number): { date: string; time: string; half: 'AM' | 'PM' } {
  const iso = new Date(at + 390 * 60_000).toISOString();
  const hours = Number(iso.slice(11, 13));
  const clock = String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, '0');
  return { date: iso.slice(0, 10), time: `${clock}:${iso.slice(14, 16)}`, half: hours < 12 ? 'AM' : 'PM' };
}

/** The editor's save indicator says the text is saved (autosave or a save button). */
const saved = (page: Page) => expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved', { timeout: 15_000 });

test('an author writes a bilingual draft and sends it for review; an admin adds a cover, previews and publishes it; readers see it in both languages', async ({
  browser,
}) => {
  test.setTimeout(120_000);

  // The author: a new post in English and Myanmar, saved as it is written.
  const author = await consolePage(browser, AUTHOR);
  await author.goto('/admin/news');
  await expect(author.getByRole('heading', { name: 'News desk', level: 1 })).toBeVisible();
  await author.getByRole('link', { name: 'New post' }).click();
  await expect(author.getByRole('heading', { name: 'New post', level: 1 })).toBeVisible();
  await expect(author.getByRole('textbox', { name: 'Byline' })).toHaveValue(AUTHOR.fullName);
  await author.getByLabel('Title (English)').fill(post.titleEn);
  await author.getByRole('textbox', { name: 'Text (English)' }).click();
  await author.keyboard.type(post.bodyEn);
  // The first save creates the post, which then has its own address.
  await expect(author).toHaveURL(/\/admin\/news\/\d+$/, { timeout: 15_000 });
  const id = Number(new URL(author.url()).pathname.split('/').at(-1));
  await author.getByLabel('Title (Myanmar)').fill(post.titleMm);
  await author.getByRole('textbox', { name: 'Text (Myanmar)' }).click();
  await author.keyboard.type(post.bodyMm);
  await saved(author);

  // Authors send for review; publishing is not theirs.
  await expect(author.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
  await expect(author.getByRole('button', { name: /Schedule/ })).toHaveCount(0);
  await author.getByRole('button', { name: 'Send for review' }).click();
  await author.getByRole('dialog', { name: 'Send this post for review?' }).getByRole('button', { name: 'Send for review' }).click();
  await expect(author.getByText('Sent for review.')).toBeVisible();
  await expect(author.getByRole('heading', { level: 1 })).toContainText('In review');
  await author.getByRole('link', { name: 'All posts' }).click();
  await expect(author.getByRole('table', { name: 'News desk' }).getByRole('row').filter({ hasText: post.titleEn })).toContainText(
    'In review',
  );
  expect(await seriousViolations(author)).toEqual([]);
  await author.context().close();

  // The admin finds it among the posts in review and opens it.
  const admin = await consolePage(browser, ADMIN);
  await admin.goto('/admin/news');
  await admin.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'In review' }).click();
  await expect(admin).toHaveURL(/status=review/);
  await admin.getByRole('link', { name: post.titleEn }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/news/${id}$`));
  await expect(admin.getByLabel('Title (Myanmar)')).toHaveValue(post.titleMm);

  // A cover: uploaded with its progress, then described.
  await admin
    .getByRole('group', { name: 'Cover image' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'hall.png', mimeType: 'image/png', buffer: await png('#b4433d') });
  await expect(admin.getByLabel('Cover description (English)')).toBeVisible({ timeout: 15_000 });
  await admin.getByLabel('Cover description (English)').fill('The meditation hall at dawn');
  await saved(admin);
  expect(await seriousViolations(admin)).toEqual([]);

  // The preview, as readers of each language will see it.
  await admin.getByRole('button', { name: 'Preview' }).click();
  const preview = admin.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: post.titleEn, level: 1 })).toBeVisible();
  await expect(preview.getByText(post.bodyEn)).toBeVisible();
  await expect(preview.getByRole('img', { name: 'The meditation hall at dawn' })).toBeVisible();
  await preview.getByRole('button', { name: 'Myanmar' }).click();
  await expect(preview.getByRole('heading', { name: post.titleMm, level: 1 })).toBeVisible();
  await expect(preview.getByText(post.bodyMm)).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();

  // Published now.
  await admin.getByRole('button', { name: 'Publish now' }).click();
  await admin.getByRole('dialog', { name: 'Publish this post now?' }).getByRole('button', { name: 'Publish now' }).click();
  await expect(admin.getByText('Published.', { exact: true })).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1 })).toContainText('Published');
  await admin.context().close();

  // Readers: the post in English, then in Myanmar.
  const context = await browser.newContext();
  const reader = await context.newPage();
  await reader.goto(`/news/${id}`);
  await expect(reader.getByRole('heading', { name: post.titleEn, level: 1 })).toBeVisible();
  await expect(reader.getByText(post.bodyEn)).toBeVisible();
  await reader.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'မြန်မာ' }).click();
  await expect(reader.getByRole('heading', { name: post.titleMm, level: 1 })).toBeVisible();
  await expect(reader.getByText(post.bodyMm)).toBeVisible();
  await expect(reader.getByTestId('only-in')).toHaveCount(0);
  await context.close();
});

test('a post published for a later date reads differently from one on the site and from a scheduled one', async ({ browser }) => {
  const admin = await consolePage(browser, ADMIN);
  await admin.goto('/admin/news');
  const table = admin.getByRole('table', { name: 'News desk' });
  // The demo content's December talk series is published with a date twelve days ahead: not on the site yet.
  const later = table.getByRole('row').filter({ hasText: 'Coming Soon: December Dhamma Talk Series' });
  await expect(later).toContainText('Published, not on the site yet');
  await expect(later).toContainText('On the site from');
  const onSite = table.getByRole('row').filter({ hasText: 'Published' }).filter({ hasNotText: 'not on the site yet' }).first();
  await expect(onSite).toBeVisible();
  await expect(onSite).not.toContainText('On the site from');
  await admin.context().close();
});

test('the desk’s pages have no serious accessibility problem in light or dark, and a role sees only its own actions', async ({
  browser,
}) => {
  const admin = await consolePage(browser, ADMIN);
  for (const path of ['/admin/news', '/admin/news/new', '/admin/news/categories']) {
    await admin.goto(path);
    await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(admin), path).toEqual([]);
  }
  await admin.goto('/admin/news');
  await switchToDark(admin);
  await expect(admin.getByRole('table', { name: 'News desk' }).getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  // Bulk actions of an editor or admin.
  await admin.getByRole('row').nth(1).getByRole('checkbox').check();
  await expect(admin.getByRole('group', { name: 'Actions on the selected posts' }).getByRole('button')).toHaveText([
    'Unpublish',
    'Archive',
    'Move to bin',
    'Restore',
    'Clear the selection',
  ]);
  await admin.context().close();

  // An author: no categories page in the desk's navigation, and no publishing in bulk.
  const author = await consolePage(browser, AUTHOR);
  await author.goto('/admin/news');
  await expect(author.getByRole('navigation', { name: 'News desk pages' }).getByRole('link')).toHaveText(['Posts']);
  await author.goto('/admin/news/categories');
  await expect(author.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();
  await author.context().close();
});

test('an editor signs in with an authenticator code, writes a post with a cover and a picture in the text, schedules it a minute ahead, and it goes public on time in both languages', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${test.info().workerIndex}`;
  const story = {
    titleEn: `Kathina robe offering ${stamp}`,
    bodyEn: 'The robe offering ceremony is held after the rains retreat.',
    titleMm: `ကထိန်သင်္ကန်း လှူဒါန်းပွဲ ${stamp}`,
    bodyMm: 'ဝါကျွတ်ပြီးနောက် ကထိန်သင်္ကန်း လှူဒါန်းပွဲကို ကျင်းပပါသည်။',
  };

  // An editor of their own, with two-factor on (the API stands in for the invitation e-mail and the phone).
  const adminToken = await staffToken(request, ADMIN);
  const email = `editor-${stamp}@mahasi.org`;
  const invited = await request.post('/admin-api/staff/invite', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { email, fullName: 'Ko Thant Zin', role: 'editor' },
  });
  const { setupUrl } = ((await invited.json()) as { data: { setupUrl: string } }).data;
  const setup = await request.post('/admin-api/auth/setup', {
    data: { token: new URL(setupUrl).hash.slice(1), fullName: 'Ko Thant Zin', password: 'Upekkha2026!' },
  });
  expect(((await setup.json()) as { respCode: string }).respCode).toBe('0000');
  const editorToken = await staffToken(request, { email, password: 'Upekkha2026!' });
  const auth = { authorization: `Bearer ${editorToken}` };
  const started = (await (await request.post('/admin-api/account/two-factor/start', { headers: auth })).json()) as {
    data: { secret: string };
  };
  const secret = started.data.secret;
  const confirmed = await request.post('/admin-api/account/two-factor/confirm', { headers: auth, data: { code: totp(secret) } });
  expect(((await confirmed.json()) as { respCode: string }).respCode).toBe('0000');

  // Sign-in in the console: password, then the code the app shows (the next step's: a code is never taken twice).
  const context = await browser.newContext();
  const editor = await context.newPage();
  await editor.goto('/admin/login');
  await editor.getByLabel('Email').fill(email);
  await editor.getByLabel('Password', { exact: true }).fill('Upekkha2026!');
  await editor.getByRole('button', { name: 'Sign in' }).click();
  await expect(editor.getByRole('heading', { name: 'Two-step verification', level: 1 })).toBeVisible();
  await editor.getByRole('textbox', { name: 'Code' }).fill(totp(secret, Date.now() + 30_000));
  await editor.getByRole('button', { name: 'Verify' }).click();
  await expect(editor.getByRole('heading', { name: 'Welcome, Ko Thant Zin', level: 1 })).toBeVisible();

  // A bilingual post.
  await editor.goto('/admin/news/new');
  await editor.getByLabel('Title (English)').fill(story.titleEn);
  await editor.getByRole('textbox', { name: 'Text (English)' }).click();
  await editor.keyboard.type(story.bodyEn);
  await expect(editor).toHaveURL(/\/admin\/news\/\d+$/, { timeout: 15_000 });
  const id = Number(new URL(editor.url()).pathname.split('/').at(-1));
  await editor.getByLabel('Title (Myanmar)').fill(story.titleMm);
  await editor.getByRole('textbox', { name: 'Text (Myanmar)' }).click();
  await editor.keyboard.type(story.bodyMm);

  // A picture inside the English text, with its description and caption.
  await editor.getByRole('textbox', { name: 'Text (English)' }).click();
  await editor.keyboard.press('End');
  await editor.getByRole('toolbar', { name: 'Formatting of Text (English)' }).getByRole('button', { name: 'Insert an image' }).click();
  const imageDialog = editor.getByRole('dialog', { name: 'Insert an image' });
  await imageDialog.locator('input[type=file]').setInputFiles({ name: 'robes.png', mimeType: 'image/png', buffer: await png('#d9822b') });
  await expect(imageDialog.getByRole('button', { name: 'Choose another image' })).toBeVisible({ timeout: 15_000 });
  await imageDialog.getByLabel('Description').fill('Saffron robes folded on a tray');
  await imageDialog.getByLabel('Caption (optional)').fill('Robes ready for the offering');
  await imageDialog.getByRole('button', { name: 'Insert' }).click();
  await expect(
    editor.getByRole('textbox', { name: 'Text (English)' }).getByRole('img', { name: 'Saffron robes folded on a tray' }),
  ).toBeVisible();

  // The cover.
  await editor
    .getByRole('group', { name: 'Cover image' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'hall.png', mimeType: 'image/png', buffer: await png('#6b2d2a') });
  await expect(editor.getByLabel('Cover description (English)')).toBeVisible({ timeout: 15_000 });
  await editor.getByLabel('Cover description (English)').fill('Monks in the ordination hall');
  await saved(editor);

  // The preview has both pictures.
  await editor.getByRole('button', { name: 'Preview' }).click();
  const preview = editor.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: story.titleEn, level: 1 })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Monks in the ordination hall' })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Saffron robes folded on a tray' })).toBeAttached();
  await expect(preview.getByText('Robes ready for the offering')).toBeAttached();
  await preview.getByRole('button', { name: 'Close' }).click();

  // Scheduled for the next whole minute that is at least half a minute away, in Myanmar time.
  const at = Math.floor((Date.now() + 90_000) / 60_000) * 60_000;
  await editor.getByRole('button', { name: 'Schedule…' }).click();
  const schedule = editor.getByRole('dialog', { name: 'Schedule the post' });
  const inputs = myanmarInputs(at);
  await schedule.getByLabel('Date').fill(inputs.date);
  await schedule.getByLabel('Time').fill(inputs.time);
  await schedule.getByRole('combobox', { name: 'Morning or afternoon' }).selectOption({ label: inputs.half });
  await schedule.getByRole('button', { name: 'Schedule' }).click();
  await expect(editor.getByText('Scheduled.', { exact: true })).toBeVisible();
  await expect(editor.getByRole('heading', { level: 1 })).toContainText('Scheduled');
  await context.close();

  // Not public before its time; on /news within a minute of it (the scheduler looks every 15 s).
  const reader = await (await browser.newContext()).newPage();
  expect(Date.now()).toBeLessThan(at);
  expect((await reader.request.get(`/rest-api/post/getDataById/${id}`)).status()).toBe(404);
  await expect
    .poll(
      async () => {
        await reader.goto('/news');
        return reader.getByRole('link', { name: story.titleEn }).count();
      },
      { timeout: at - Date.now() + 60_000, intervals: [5_000] },
    )
    .toBeGreaterThan(0);
  expect(Date.now()).toBeGreaterThanOrEqual(at);

  await reader.getByRole('link', { name: story.titleEn }).first().click();
  await expect(reader).toHaveURL(new RegExp(`/news/${id}$`));
  await expect(reader.getByRole('heading', { name: story.titleEn, level: 1 })).toBeVisible();
  await expect(reader.getByRole('img', { name: 'Saffron robes folded on a tray' })).toBeVisible();
  await expect(reader.getByText('Robes ready for the offering')).toBeVisible();
  await reader.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'မြန်မာ' }).click();
  await expect(reader.getByRole('heading', { name: story.titleMm, level: 1 })).toBeVisible();
  await expect(reader.getByText(story.bodyMm)).toBeVisible();
  await reader.context().close();
});
