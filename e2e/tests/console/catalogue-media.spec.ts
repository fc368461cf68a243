import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { seriousViolations, switchToDark } from '../../support/a11y.js';
import { addByApi, member, pdfText, squash } from '../store/helpers.js';
import { EDITOR, signInConsole } from './staff.js';

/**
 * The console's catalogue (issue 15): an editor uploads a Dhamma talk, publishes it, and listeners
 * play it (and seek in it) on /podcasts/{id}; a store manager adds an e-book with its PDF and prices
 * and readers find it in the store; the screens work in English and in Myanmar.
 */

const STORE = { email: 'store@mahasi.org', password: 'Dana2026!' };
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A constant-bitrate MP3 (MPEG-1 Layer III, 128 kbps, 48 kHz, mono, silent) of about `seconds` seconds. */
function mp3(seconds: number): Buffer {
  const frame = Buffer.alloc(384);
  frame.set([0xff, 0xfb, 0x94, 0xc4]);
  const frames = Math.ceil((seconds * 48000) / 1152);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

async function consolePage(browser: Browser, who: { email: string; password: string }, locale: 'en' | 'mm' = 'en'): Promise<Page> {
  const context = await browser.newContext();
  if (locale === 'mm') await context.addInitScript(() => localStorage.setItem('locale', 'mm'));
  const page = await context.newPage();
  await signInConsole(page, context.request, who);
  return page;
}

const saved = (page: Page) => expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved', { timeout: 15_000 });

test('an editor uploads a talk with its cover and publishes it; it plays and seeks on /podcasts/{id}', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const talk = {
    titleEn: `Noting the rising and falling ${run}`,
    titleMm: `ဖောင်းခြင်း ပိန်ခြင်း ရှုမှတ်ပုံ ${run}`,
    speakerEn: 'Mahasi Sayadaw',
    speakerMm: 'မဟာစည်ဆရာတော်',
  };

  const editor = await consolePage(browser, EDITOR);
  await editor.goto('/admin/talks');
  await expect(editor.getByRole('heading', { name: 'Dhamma talks', level: 1 })).toBeVisible();
  await editor.getByRole('link', { name: 'New talk' }).click();
  await expect(editor.getByRole('heading', { name: 'New Dhamma talk', level: 1 })).toBeVisible();

  // The audio goes up resumably with its progress bar; the server reads its length and format.
  await editor
    .locator('input[data-upload-kind="audio"]')
    .setInputFiles({ name: 'rising-falling.mp3', mimeType: 'audio/mpeg', buffer: mp3(75) });
  await expect(editor.getByText(/1:15 · 128 kbps · MP3/)).toBeVisible({ timeout: 30_000 });

  await editor.getByLabel('Title (English)').fill(talk.titleEn);
  await editor.getByLabel('Title (Myanmar)').fill(talk.titleMm);
  await editor.getByLabel('Speaker (English)').fill(talk.speakerEn);
  await editor.getByLabel('Speaker (Myanmar)').fill(talk.speakerMm);
  await editor.getByLabel('Series (English)').fill('Vassa retreat 2026');
  await editor.getByLabel('Description (English)').fill('How to note the abdomen rising and falling.');
  await editor.getByLabel('Kind of talk').selectOption('guided-meditation');
  await editor.getByLabel('Day the talk was given').fill('2026-07-10');
  const cover = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#8b4513' } })
    .png()
    .toBuffer();
  const chooser = editor.waitForEvent('filechooser');
  await editor.getByRole('button', { name: 'Choose a cover picture' }).click();
  await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
  await expect(editor.getByRole('img', { name: 'Cover of the talk' })).toBeVisible({ timeout: 20_000 });

  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor).toHaveURL(/\/admin\/talks\/\d+$/, { timeout: 15_000 });
  const id = Number(new URL(editor.url()).pathname.split('/').at(-1));
  await saved(editor);
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(editor.getByText('Published: the talk is on the site and in the podcast feed.')).toBeVisible();
  await expect(editor.getByRole('link', { name: 'Open the talk on the site' })).toBeVisible();
  expect(await seriousViolations(editor)).toEqual([]);
  await editor.screenshot({ path: testInfo.outputPath('talk-editor-en.png'), fullPage: true });

  // The list finds it by the speaker's Myanmar name.
  await editor.goto('/admin/talks');
  await editor.getByLabel('Search titles and speakers').fill('မဟာစည်ဆရာတော်');
  await expect(editor.getByRole('table', { name: 'Dhamma talks' }).getByRole('row').filter({ hasText: talk.titleEn })).toContainText(
    'Published',
  );
  await editor.context().close();

  // The same screens in Myanmar.
  const editorMm = await consolePage(browser, EDITOR, 'mm');
  await editorMm.goto(`/admin/talks/${id}`);
  await expect(editorMm.getByRole('heading', { name: 'တရားတော် ပြင်ဆင်ရန်', level: 1 })).toBeVisible();
  await expect(editorMm.getByLabel('ခေါင်းစဉ် (မြန်မာ)')).toHaveValue(talk.titleMm);
  // Autosave: a change is saved by itself a few seconds later, and is there after a reload.
  await editorMm.getByLabel('အစဉ် (မြန်မာ)').fill('ဝါတွင်း တရားစခန်း');
  await expect(editorMm.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'unsaved');
  await saved(editorMm);
  await editorMm.reload();
  await expect(editorMm.getByLabel('အစဉ် (မြန်မာ)')).toHaveValue('ဝါတွင်း တရားစခန်း');
  await editorMm.screenshot({ path: testInfo.outputPath('talk-editor-mm.png'), fullPage: true });
  await editorMm.goto('/admin/talks');
  await expect(editorMm.getByRole('heading', { name: 'တရားတော်များ', level: 1 })).toBeVisible();
  await expect(editorMm.getByRole('link', { name: talk.titleMm })).toBeVisible();
  await editorMm.screenshot({ path: testInfo.outputPath('talk-list-mm.png'), fullPage: true });
  await editorMm.context().close();

  // A listener plays it and seeks to the middle (the server answers range requests).
  const context = await browser.newContext();
  const listener = await context.newPage();
  await listener.goto(`/podcasts/${id}`);
  await expect(listener.getByRole('heading', { name: talk.titleEn, level: 1 })).toBeVisible();
  await expect(listener.getByText('Vassa retreat 2026')).toBeVisible();
  await expect(listener.getByText(/Mahasi Sayadaw · 10-07-2026/)).toBeVisible();
  const audio = listener.locator('audio');
  await expect(audio).toHaveCount(1);
  const duration = await audio.evaluate(
    (element: HTMLAudioElement) =>
      new Promise<number>((resolve, reject) => {
        if (element.readyState >= 1) resolve(element.duration);
        element.addEventListener('loadedmetadata', () => resolve(element.duration), { once: true });
        element.addEventListener('error', () => reject(new Error('the audio did not load')), { once: true });
        element.load();
      }),
  );
  expect(duration).toBeGreaterThan(70);
  const position = await audio.evaluate(
    (element: HTMLAudioElement) =>
      new Promise<number>((resolve) => {
        element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
        element.currentTime = 40;
      }),
  );
  expect(position).toBeGreaterThan(39);
  await context.close();
});

/** A small book of `pages` pages. */
async function pdfBook(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let i = 1; i <= pages; i++) doc.addPage([420, 595]).drawText(`Chapter ${i}`, { x: 40, y: 500, size: 20, font });
  return Buffer.from(await doc.save());
}

test('a store manager adds an e-book with its PDF, cover and prices; readers find it, and a member buys it and downloads it with the dedication', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const book = { titleEn: `Manual of Insight ${run}`, titleMm: `ဝိပဿနာ ရှုနည်းကျမ်း ${run}` };

  const store = await consolePage(browser, STORE);
  await store.goto('/admin/ebooks');
  await expect(store.getByRole('heading', { name: 'E-books', level: 1 })).toBeVisible();
  await store.getByRole('link', { name: 'New e-book' }).click();
  await expect(store.getByRole('heading', { name: 'New e-book', level: 1 })).toBeVisible();

  await store
    .locator('input[data-upload-kind="pdf"]')
    .setInputFiles({ name: 'manual.pdf', mimeType: 'application/pdf', buffer: await pdfBook(9) });
  await expect(store.getByText(/9 pages/)).toBeVisible({ timeout: 30_000 });
  await store.getByLabel('Title (English)').fill(book.titleEn);
  await store.getByLabel('Title (Myanmar)').fill(book.titleMm);
  await store.getByLabel('Author (English)').fill('Mahasi Sayadaw');
  await store.getByLabel('Author (Myanmar)').fill('မဟာစည်ဆရာတော်');
  await store.getByLabel('Language of the book').selectOption('en');
  await store.getByLabel('Minimum donation in kyat (MMK)').fill('6500');
  await store.getByLabel('Minimum donation in US dollars (USD)').fill('3.50');
  const cover = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#2f4f4f' } })
    .png()
    .toBuffer();
  const chooser = store.waitForEvent('filechooser');
  await store.getByRole('button', { name: 'Choose a cover picture' }).click();
  await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
  await expect(store.getByRole('img', { name: 'Cover of the book' })).toBeVisible({ timeout: 20_000 });

  await store.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(store).toHaveURL(/\/admin\/ebooks\/\d+$/, { timeout: 15_000 });
  const id = Number(new URL(store.url()).pathname.split('/').at(-1));
  await saved(store);
  await store.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(store.getByText('Published: the book is in the store.')).toBeVisible();
  const preview = store.getByRole('article', { name: 'In the Myanmar store' });
  await expect(preview).toContainText(book.titleMm);
  await expect(preview).toContainText('6,500.00 MMK · 3.50 USD');
  await expect(preview).toContainText('9 pages');
  expect(await seriousViolations(store)).toEqual([]);
  await store.screenshot({ path: testInfo.outputPath('ebook-editor-en.png'), fullPage: true });
  await store.goto('/admin/ebooks');
  await expect(store.getByRole('table', { name: 'E-books' }).getByRole('row').filter({ hasText: book.titleEn })).toContainText(
    '6,500.00 MMK',
  );
  await store.context().close();

  const storeMm = await consolePage(browser, STORE, 'mm');
  await storeMm.goto(`/admin/ebooks/${id}`);
  await expect(storeMm.getByRole('heading', { name: 'အီးဘွတ်ခ် ပြင်ဆင်ရန်', level: 1 })).toBeVisible();
  await expect(storeMm.getByLabel('အနည်းဆုံး လှူဒါန်းငွေ (ကျပ်)')).toHaveValue('6500');
  await storeMm.screenshot({ path: testInfo.outputPath('ebook-editor-mm.png'), fullPage: true });
  await storeMm.goto('/admin/ebooks/categories');
  await expect(storeMm.getByRole('heading', { name: 'အီးဘွတ်ခ် အမျိုးအစားများ', level: 1 })).toBeVisible();
  await storeMm.screenshot({ path: testInfo.outputPath('ebook-categories-mm.png'), fullPage: true });
  await storeMm.context().close();

  // A reader finds it in the store with its prices and page count.
  const context = await browser.newContext();
  const reader = await context.newPage();
  await reader.goto(`/ebooks/${id}`);
  await expect(reader.getByRole('heading', { level: 1, name: book.titleEn })).toBeVisible();
  await expect(reader.getByText('6,500.00 MMK').first()).toBeVisible();
  await expect(reader.getByText('3.50 USD').first()).toBeVisible();
  await reader.goto('/ebooks');
  await reader.getByRole('searchbox', { name: 'Search e-books' }).fill(run);
  await expect(reader.getByRole('link', { name: new RegExp(book.titleEn) })).toBeVisible();
  await context.close();

  // A member buys it and downloads the uploaded PDF with the dedication page in front.
  const buyerContext = await browser.newContext();
  const page = await buyerContext.newPage();
  const user = await member(page, buyerContext.request, 'Daw Aye Aye');
  await addByApi(buyerContext.request, user.token, id);
  await page.goto('/profile/cart');
  const line = page.getByTestId('cart-item').filter({ hasText: book.titleEn });
  await expect(line.getByText('6,500.00 MMK')).toBeVisible();
  const dedication = 'In memory of my teacher';
  await line.getByLabel('Text to be engraved in the book').fill(dedication);
  await line.getByLabel('Text to be engraved in the book').press('Tab');
  await expect(page.getByText('Engraving text updated successfully.')).toBeVisible();
  await page.getByRole('checkbox', { name: `Select ${book.titleEn}` }).check();
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(page.getByTestId('checkout-totals')).toContainText('Subtotal6,500.00 MMK');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your Dhamma dāna' })).toBeVisible();
  const orderNo = (await page.getByText(/Your order MH-/).textContent())!.match(/MH-\d{8}-\d{6}/)![0];
  await page.getByRole('link', { name: 'My Orders' }).click();
  await page.getByRole('tab', { name: 'Success' }).click();
  await page
    .getByTestId('order-row')
    .filter({ hasText: orderNo })
    .getByRole('link', { name: `Detail ${orderNo}` })
    .click();
  const item = page.getByTestId('order-item');
  await expect(item).toContainText(book.titleEn);
  const downloading = page.waitForEvent('download');
  await item.getByRole('button', { name: `Download ${book.titleEn}` }).click();
  const pdf = await readFile(await (await downloading).path());
  expect((await PDFDocument.load(pdf)).getPageCount()).toBe(10);
  expect(await pdfText(pdf)).toContain(squash(dedication));
  await buyerContext.close();
});

test('a store manager adds a withdrawn commission record; the fees page reads in both languages', async ({ browser }, testInfo) => {
  const store = await consolePage(browser, STORE);
  await store.goto('/admin/fees');
  await expect(store.getByRole('heading', { name: 'Fees', level: 1 })).toBeVisible();
  await expect(store.getByRole('table', { name: 'Transaction fees' }).getByRole('row').filter({ hasText: '500.00 MMK' })).toContainText(
    'Active',
  );
  await store.getByRole('button', { name: 'New commission fee' }).click();
  const dialog = store.getByRole('dialog', { name: 'New commission fee' });
  await dialog.getByLabel('Currency').selectOption('USD');
  await dialog.getByLabel('Platform').selectOption('mobile');
  await dialog.getByLabel('Commission (% of the donation)').fill('abc');
  await dialog.getByLabel('Status').selectOption('1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Type a percentage from 0 to 100, for example 2.5.')).toBeVisible();
  await dialog.getByLabel('Commission (% of the donation)').fill('1.75');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(store.getByText('Fee saved.', { exact: true })).toBeVisible();
  const row = store.getByRole('table', { name: 'Commission fees' }).getByRole('row').filter({ hasText: '1.75 %' });
  await expect(row).toContainText('Withdrawn');
  await expect(row).toContainText('Mobile app');
  expect(await seriousViolations(store)).toEqual([]);
  await store.screenshot({ path: testInfo.outputPath('fees-en.png'), fullPage: true });
  await store.context().close();

  const storeMm = await consolePage(browser, STORE, 'mm');
  await storeMm.goto('/admin/fees');
  await expect(storeMm.getByRole('heading', { name: 'ကြေးများ', level: 1 })).toBeVisible();
  await expect(storeMm.getByRole('table', { name: 'ကော်မရှင်ကြေးများ' }).getByRole('row').filter({ hasText: '1.75 %' })).toContainText(
    'ရုပ်သိမ်းပြီး',
  );
  await storeMm.screenshot({ path: testInfo.outputPath('fees-mm.png'), fullPage: true });
  await storeMm.context().close();
});

test('the catalogue pages have no serious accessibility problem, in light and in dark', async ({ browser }) => {
  // Nine pages, each read by axe: past a minute on a slower host of this kind (no time is asserted).
  test.slow();
  const admin = await consolePage(browser, { email: 'admin@mahasi.org', password: 'Satipatthana2026!' });
  const pages = ['/admin/talks', '/admin/talks/new', '/admin/ebooks', '/admin/ebooks/new', '/admin/ebooks/categories', '/admin/fees'];
  for (const path of pages) {
    await admin.goto(path);
    await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(admin), path).toEqual([]);
  }
  await switchToDark(admin);
  for (const path of ['/admin/talks', '/admin/ebooks', '/admin/fees']) {
    await admin.goto(path);
    await expect(admin.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
    expect(await seriousViolations(admin), `${path} (dark)`).toEqual([]);
  }
  await admin.context().close();
});
