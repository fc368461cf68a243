import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations, switchToDark } from '../../support/a11y.js';
import { EDITOR, signInConsole } from './staff.js';

/**
 * The console's catalogue (issue 15): an editor makes an event in Myanmar time and a gallery from
 * several photos dropped at once, puts the photos in another order with captions in both
 * languages, publishes both, and readers see them in English and in Myanmar.
 */

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const event = {
  titleEn: `Vipassana day ${run}`,
  titleMm: `ဝိပဿနာ တရားနေ့ ${run}`,
  venueEn: 'Main Dhamma hall',
  venueMm: 'ဓမ္မာရုံကြီး',
  contactEn: 'Office, 01 541 971',
};
const gallery = { titleEn: `Kathina robes ${run}`, titleMm: `ကထိန်သင်္ကန်း ${run}` };

async function consolePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInConsole(page, context.request, EDITOR);
  return page;
}

const png = (background: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .png()
    .toBuffer();

const saved = (page: Page) => expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved', { timeout: 15_000 });

/** Switches the page to Myanmar with the language buttons (the site and the console keep the choice). */
async function inMyanmar(page: Page) {
  // The console loads its Myanmar texts before it switches (and remembers) the language: wait for that before
  // leaving the page, or the next page opens in English.
  const myanmar = page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'မြန်မာ' });
  await myanmar.click();
  // The group's own name changes with the language: find the button by its language.
  await expect(page.locator('[role="group"] button[lang="my"]')).toHaveAttribute('aria-pressed', 'true');
}

test('an editor makes an event and a gallery of several photos, reorders them, and readers see both in English and Myanmar', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const editor = await consolePage(browser);

  // ---------------------------------------------------------------- the event
  await editor.goto('/admin/events');
  await expect(editor.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await editor.getByRole('link', { name: 'New event' }).first().click();
  await expect(editor.getByRole('heading', { name: 'New event', level: 1 })).toBeVisible();
  await editor.getByLabel('Title (English)').fill(event.titleEn);
  await editor.getByLabel('Title (Myanmar)').fill(event.titleMm);
  await editor.getByRole('textbox', { name: 'Description (English)' }).click();
  await editor.keyboard.type('A day of sitting and walking meditation.');
  await editor.getByRole('textbox', { name: 'Description (Myanmar)' }).click();
  await editor.keyboard.type('ထိုင်ခြင်း စင်္ကြံလျှောက်ခြင်း တရားအားထုတ်သည့်နေ့။');
  await editor.getByLabel('Start date').fill('2027-01-10');
  await editor.getByLabel('Start time (Myanmar time)').fill('08:00');
  // The end before the start is refused, naming the field.
  await editor.getByLabel('End date').fill('2027-01-09');
  await editor.getByLabel('End time (Myanmar time)').fill('16:00');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByText('End date cannot be before the start date')).toBeVisible();
  await editor.getByLabel('End date').fill('2027-01-10');
  await editor.getByLabel('Place (English)').fill(event.venueEn);
  await editor.getByLabel('Place (Myanmar)').fill(event.venueMm);
  await editor.getByLabel('Online link').fill('https://meet.example.org/vipassana');
  await editor.getByLabel('Contact (English)').fill(event.contactEn);
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor).toHaveURL(/\/admin\/events\/\d+$/, { timeout: 15_000 });
  const eventId = Number(new URL(editor.url()).pathname.split('/').at(-1));
  await saved(editor);
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByText('Published.')).toBeVisible();
  await expect(editor.getByText('Published', { exact: true }).first()).toBeVisible();
  // A change to the published event is saved by itself a moment later, and readers get it.
  await editor.getByLabel('Place (English)').fill(`${event.venueEn}, east wing`);
  await expect(editor.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'unsaved');
  await saved(editor);
  await editor.screenshot({ path: testInfo.outputPath('console-event-en.png'), fullPage: true });

  // ---------------------------------------------------------------- the gallery
  await editor.goto('/admin/galleries/new');
  await expect(editor.getByRole('heading', { name: 'New gallery', level: 1 })).toBeVisible();
  await editor.getByLabel('Title (English)').fill(gallery.titleEn);
  // Text pasted in Zawgyi is offered for conversion to Unicode.
  const titleMm = editor.getByLabel('Title (Myanmar)');
  await titleMm.fill('ျမန္မာႏိုင္ငံ');
  await titleMm.evaluate((field, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    field.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, 'ျမန္မာႏိုင္ငံ');
  await editor.getByRole('alert').filter({ hasText: 'Zawgyi' }).getByRole('button', { name: 'Convert' }).click();
  await expect(titleMm).toHaveValue('မြန်မာနိုင်ငံ');
  await titleMm.fill(gallery.titleMm);
  // Three photos at once.
  const colours = ['#8a2d2d', '#d99a2b', '#2d6a8a'];
  const files = await Promise.all(
    colours.map(async (colour, i) => ({ name: `photo-${i + 1}.png`, mimeType: 'image/png', buffer: await png(colour) })),
  );
  await editor.getByLabel('Add photos').setInputFiles(files);
  const photos = editor.getByTestId('gallery-photo');
  await expect(photos).toHaveCount(3, { timeout: 30_000 });
  await photos.nth(0).getByLabel('Caption (English)').fill('Robes offered');
  await photos.nth(0).getByLabel('Caption (Myanmar)').fill('သင်္ကန်း ဆက်ကပ်');
  await photos.nth(2).getByLabel('Caption (English)').fill('The procession');
  await photos.nth(2).getByLabel('Caption (Myanmar)').fill('အလှူ့ထွက်');
  // The last photo first, by dragging; and the first one moved one later with its button.
  await photos.nth(2).dragTo(photos.nth(0));
  await expect(photos.nth(0).getByLabel('Caption (English)')).toHaveValue('The procession');
  await photos.nth(1).getByRole('button', { name: 'Move photo 2 later' }).click();
  await expect(photos.nth(2).getByLabel('Caption (English)')).toHaveValue('Robes offered');
  await photos.nth(0).getByLabel('Use as the cover').check();
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor).toHaveURL(/\/admin\/galleries\/\d+$/, { timeout: 15_000 });
  const galleryId = Number(new URL(editor.url()).pathname.split('/').at(-1));
  await saved(editor);
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByText('Published.')).toBeVisible();
  expect(await seriousViolations(editor)).toEqual([]);
  await editor.screenshot({ path: testInfo.outputPath('console-gallery-en.png'), fullPage: true });

  // The console in Myanmar.
  await editor.goto(`/admin/galleries/${galleryId}`);
  await inMyanmar(editor);
  await expect(editor.getByRole('heading', { name: 'ပြခန်း ပြင်ရန်', level: 1 })).toBeVisible();
  await expect(editor.getByTestId('gallery-photo')).toHaveCount(3);
  await editor.screenshot({ path: testInfo.outputPath('console-gallery-mm.png'), fullPage: true });
  await editor.context().close();

  // ---------------------------------------------------------------- readers
  const context = await browser.newContext();
  const reader = await context.newPage();
  await reader.goto(`/events/${eventId}`);
  await expect(reader.getByRole('heading', { name: event.titleEn, level: 1 })).toBeVisible();
  await expect(reader.getByText(`${event.venueEn}, east wing`)).toBeVisible();
  await expect(reader.getByText(event.contactEn)).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Join online' })).toHaveAttribute('href', 'https://meet.example.org/vipassana');
  // 08:00 Myanmar time, as entered.
  await expect(reader.getByText('10-01-2027 08:00 AM')).toBeVisible();
  await reader.screenshot({ path: testInfo.outputPath('public-event-en.png'), fullPage: true });

  await reader.goto(`/galleries?album=${galleryId}`);
  await expect(reader.getByRole('heading', { name: gallery.titleEn })).toBeVisible();
  const thumbs = reader.locator('section[aria-labelledby="album-title"] li button');
  await expect(thumbs).toHaveCount(3);
  await expect(thumbs.nth(0)).toHaveAttribute('aria-label', 'Open photo 1: The procession');
  await expect(thumbs.nth(2)).toHaveAttribute('aria-label', 'Open photo 3: Robes offered');
  await reader.screenshot({ path: testInfo.outputPath('public-gallery-en.png'), fullPage: true });

  await reader.goto(`/events/${eventId}`);
  await inMyanmar(reader);
  await expect(reader.getByRole('heading', { name: event.titleMm, level: 1 })).toBeVisible();
  await expect(reader.getByText(event.venueMm)).toBeVisible();
  await reader.screenshot({ path: testInfo.outputPath('public-event-mm.png'), fullPage: true });
  await reader.goto(`/galleries?album=${galleryId}`);
  await expect(reader.getByRole('heading', { name: gallery.titleMm })).toBeVisible();
  await expect(thumbs.nth(0)).toHaveAttribute('aria-label', 'ဓာတ်ပုံ 1 ကို ဖွင့်ရန်: အလှူ့ထွက်');
  await reader.screenshot({ path: testInfo.outputPath('public-gallery-mm.png'), fullPage: true });
  await context.close();
});

test('every catalogue page has no serious accessibility problem, in English and in Myanmar, and banners are put in order from their list', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const editor = await consolePage(browser);
  const kinds = [
    ['events', 'Events', 'New event'],
    ['galleries', 'Galleries', 'New gallery'],
    ['banners', 'Home banners', 'New banner'],
    ['live', 'Live broadcast', 'New broadcast setting'],
    ['dhamma-records', 'Dhamma records', 'New Dhamma record'],
    ['groups', 'Group sections', 'New group entry'],
  ] as const;
  for (const [kind, title, create] of kinds) {
    await editor.goto(`/admin/${kind}`);
    await expect(editor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(editor.getByRole('table', { name: title })).toBeVisible();
    expect(await seriousViolations(editor), kind).toEqual([]);
    await editor.goto(`/admin/${kind}/new`);
    await expect(editor.getByRole('heading', { name: create, level: 1 })).toBeVisible();
    expect(await seriousViolations(editor), `${kind}/new`).toEqual([]);
  }
  // Banners are put in order with the arrows of the list (and put back).
  await editor.goto('/admin/banners');
  const banners = editor.getByRole('table', { name: 'Home banners' }).getByRole('row');
  const firstTitle = (await banners.nth(1).getByRole('link').textContent())!;
  const secondTitle = (await banners.nth(2).getByRole('link').textContent())!;
  await editor.getByRole('button', { name: `Move “${firstTitle}” down` }).click();
  await expect(editor.getByText('Order saved.')).toBeVisible();
  await expect(banners.nth(1).getByRole('link')).toHaveText(secondTitle);
  await expect(banners.nth(2).getByRole('link')).toHaveText(firstTitle);
  await editor.getByRole('button', { name: `Move “${firstTitle}” up` }).click();
  await expect(banners.nth(1).getByRole('link')).toHaveText(firstTitle);

  // Dark mode too.
  await editor.goto('/admin/galleries/new');
  await switchToDark(editor);
  expect(await seriousViolations(editor), 'galleries/new in dark mode').toEqual([]);
  await editor.goto('/admin/events');
  expect(await seriousViolations(editor), 'events in dark mode').toEqual([]);

  await editor.goto('/admin/groups/new');
  await inMyanmar(editor);
  await expect(editor.getByRole('heading', { name: 'အဖွဲ့ အချက်အလက်သစ်', level: 1 })).toBeVisible();
  await expect(editor.getByLabel('အဖွဲ့ကဏ္ဍ')).toBeVisible();
  expect(await seriousViolations(editor)).toEqual([]);
  await editor.screenshot({ path: testInfo.outputPath('console-group-mm.png'), fullPage: true });
  await editor.goto('/admin/banners');
  await expect(editor.getByRole('heading', { name: 'ပင်မစာမျက်နှာ နဖူးစည်းများ', level: 1 })).toBeVisible();
  await editor.screenshot({ path: testInfo.outputPath('console-banners-mm.png'), fullPage: true });
  await editor.goto('/admin/live/new');
  await editor.screenshot({ path: testInfo.outputPath('console-live-mm.png'), fullPage: true });
  await editor.context().close();
});
