import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/a11y.js';
import { EDITOR, signInConsole, staffToken } from './staff.js';

/**
 * The site's pages in the console (issue 15, "contents"): an editor changes the contact page's
 * office hours and readers see it on /contact-us at once; the preview draws the contact page itself
 * from the unsaved text, in English and in Myanmar; the contact page keeps its name and cannot go
 * to the bin; a new page's name follows the rules.
 *
 * Other tests read /contact-us at the same time: only the office hours line (which none of them
 * reads) is changed, and the page's text is put back as it was at the end.
 */

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const notice = `Closed at noon on Uposatha days (${run}).`;

interface PageRecord {
  id: number;
  version: number;
  content: Record<string, unknown>;
}

async function api(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown) {
  const res = await request.fetch(`/admin-api/catalogue/pages${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  const body = (await res.json()) as { respCode: string; data: unknown };
  if (res.status() !== 200 || body.respCode !== '0000') throw new Error(`${path}: ${res.status()} ${JSON.stringify(body)}`);
  return body.data;
}

async function contactRecord(request: APIRequestContext, token: string): Promise<PageRecord> {
  const list = (await api(request, token, 'POST', '/list', { searchObj: { text: 'Contact' }, pageSize: 100 })) as {
    dataList: { id: number; facts: { slug: string } }[];
  };
  const row = list.dataList.find((r) => r.facts.slug === 'contact');
  if (!row) throw new Error('no contact page');
  return (await api(request, token, 'GET', `/${row.id}`)) as PageRecord;
}

async function consolePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInConsole(page, context.request, EDITOR);
  return page;
}

const saved = (page: Page) => expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved', { timeout: 15_000 });

test('an editor changes the contact page’s hours, previews it as the public page in both languages, and readers see it on /contact-us', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await staffToken(request, EDITOR);
  const original = await contactRecord(request, token);
  expect(original.content.bodyEn).toContain('Office hours');
  const editor = await consolePage(browser);
  try {
    await editor.goto('/admin/pages');
    await expect(editor.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
    const table = editor.getByRole('table', { name: 'Pages' });
    for (const slug of ['about', 'contact', 'meditation-guide'])
      await expect(table.getByRole('cell', { name: slug, exact: true })).toBeVisible();
    expect(await seriousViolations(editor)).toEqual([]);
    await table
      .getByRole('row')
      .filter({ has: editor.getByRole('cell', { name: 'contact', exact: true }) })
      .getByRole('link')
      .click();
    await expect(editor.getByRole('heading', { name: 'Edit page', level: 1 })).toBeVisible();

    // The public contact page reads it by its name: the name stays, and the field says why.
    const name = editor.getByLabel('Page name');
    await expect(name).toHaveValue('contact');
    await expect(name).toHaveAttribute('readonly', '');
    await expect(editor.getByText('The public page /contact-us shows this page and finds it by its name')).toBeVisible();

    // The office hours line (the English text's last paragraph) gets a notice.
    const body = editor.getByRole('textbox', { name: 'Text (English)' });
    await body.click();
    await editor.keyboard.press('Control+End');
    await editor.keyboard.type(` ${notice}`);

    // The preview draws the contact page from the unsaved text, in the language chosen.
    await editor.getByRole('button', { name: 'Preview as the public page' }).click();
    const preview = editor.getByRole('dialog', { name: 'Preview as the public page' });
    const page = preview.getByTestId('public-preview');
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    await expect(page.getByText(notice)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
    expect(await seriousViolations(editor)).toEqual([]);
    await editor.screenshot({ path: testInfo.outputPath('preview-contact-en.png') });
    await preview.getByRole('group', { name: 'Language of the page' }).getByRole('button', { name: 'Myanmar' }).click();
    await expect(page.getByRole('heading', { name: 'ဆက်သွယ်ရန်', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'စာပို့ရန်' })).toBeVisible();
    await expect(page.getByText('ရုံးဖွင့်ချိန်')).toBeVisible();
    // The console itself stays in English.
    await expect(preview.getByRole('heading', { name: 'Preview as the public page' })).toBeVisible();
    await editor.screenshot({ path: testInfo.outputPath('preview-contact-mm.png') });
    await preview.getByRole('button', { name: 'Close' }).click();

    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await saved(editor);

    // A reader opening the contact page sees the notice at once (the cached reply was dropped).
    const reader = await browser.newPage();
    await reader.goto('/contact-us');
    await expect(reader.getByText(notice)).toBeVisible();
    await reader.screenshot({ path: testInfo.outputPath('public-contact-en.png'), fullPage: true });
    await reader.close();

    // The server marks it protected: it is not offered to be taken off the site or moved to the bin, and the form says why.
    await expect(
      editor.getByText(
        'The public page /contact-us shows this page, so it is always on the site: it can be edited, but not taken off the site or moved to the bin.',
      ),
    ).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Take off the site' })).toHaveCount(0);
    await expect(editor.getByRole('button', { name: 'Move to the bin' })).toHaveCount(0);
    await expect(editor.getByText('Published', { exact: true })).toBeVisible();
    await editor.screenshot({ path: testInfo.outputPath('console-contact-en.png'), fullPage: true });
    // And in Myanmar.
    await editor.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'မြန်မာ' }).click();
    await expect(editor.getByTestId('protected-note')).toHaveText(
      'အများပြည်သူ စာမျက်နှာ /contact-us က ဤစာမျက်နှာကို ပြသဖြင့် ၎င်းသည် ဆိုက်ပေါ်တွင် အမြဲရှိရပါမည် — ပြင်ဆင်၍ ရသော်လည်း ဆိုက်မှ ဖြုတ်၍ သို့မဟုတ် အမှိုက်ပုံးသို့ ရွှေ့၍ မရပါ။',
    );
    await editor.screenshot({ path: testInfo.outputPath('console-contact-mm.png'), fullPage: true });
  } finally {
    await editor.context().close();
    // The contact page's text as it was, for the other tests and the next run.
    const now = await contactRecord(request, token);
    await api(request, token, 'POST', `/${now.id}/save`, { ...original.content, version: now.version });
  }
  const reader = await browser.newPage();
  await reader.goto('/contact-us');
  await expect(reader.getByText('Office hours: daily 8:00 am')).toBeVisible();
  await expect(reader.getByText(notice)).toHaveCount(0);
  await reader.close();
});

test('a new page’s name follows the rules, and its preview shows it as the site shows its pages, in Myanmar and dark', async ({
  browser,
}, testInfo) => {
  const editor = await consolePage(browser);
  await editor.goto('/admin/pages/new');
  await expect(editor.getByRole('heading', { name: 'New page', level: 1 })).toBeVisible();
  expect(await seriousViolations(editor)).toEqual([]);
  const name = editor.getByLabel('Page name');
  // Spaces become hyphens and capitals small as it is typed; what is still wrong is said at once.
  await name.fill(`Retreat Rules ${run}`);
  await expect(name).toHaveValue(`retreat-rules-${run}`);
  await name.fill('retreat--rules');
  await expect(editor.getByText('Page name must be lowercase letters, digits and hyphens between them')).toBeVisible();
  // A name another page has is refused by the server, under the field.
  await name.fill('about');
  await editor.getByLabel('Title (English)').fill(`Retreat rules ${run}`);
  await editor.getByLabel('Title (Myanmar)').fill(`ရိပ်သာ စည်းကမ်း ${run}`);
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByText('Page name is already used by another page (perhaps one in the bin)')).toBeVisible();
  await name.fill(`retreat-rules-${run}`);
  await editor.getByRole('textbox', { name: 'Text (Myanmar)' }).click();
  await editor.keyboard.type('ရိပ်သာတွင် အရိယာ ဆိတ်ဆိတ်နေပါ။');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor).toHaveURL(/\/admin\/pages\/\d+$/);
  await saved(editor);
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByText('Published.')).toBeVisible();

  // In Myanmar and dark, the console's own choice, the preview follows.
  await editor.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(editor.locator('html')).toHaveClass(/\bdark\b/);
  await editor.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'မြန်မာ' }).click();
  await editor.getByRole('button', { name: 'အများပြည်သူ စာမျက်နှာအဖြစ် ကြိုကြည့်ရန်' }).click();
  const page = editor.getByRole('dialog').getByTestId('public-preview');
  await expect(page.getByRole('heading', { name: `ရိပ်သာ စည်းကမ်း ${run}`, level: 1 })).toBeVisible();
  await expect(page.getByText('ရိပ်သာတွင် အရိယာ ဆိတ်ဆိတ်နေပါ။')).toBeVisible();
  expect(await seriousViolations(editor)).toEqual([]);
  await editor.screenshot({ path: testInfo.outputPath('preview-page-mm-dark.png') });
  await editor.getByRole('dialog').getByRole('button', { name: 'ပိတ်ရန်' }).click();
  await editor.screenshot({ path: testInfo.outputPath('console-page-mm-dark.png'), fullPage: true });

  // The list says each page's name.
  await editor.goto('/admin/pages');
  await expect(editor.getByRole('cell', { name: `retreat-rules-${run}`, exact: true })).toBeVisible();
  expect(await seriousViolations(editor)).toEqual([]);
  await editor.screenshot({ path: testInfo.outputPath('console-pages-mm-dark.png'), fullPage: true });
  await editor.context().close();
});

test('the list marks the contact page as always on the site, and the bulk bar does not offer to take it off or bin it', async ({
  browser,
  request,
}) => {
  const token = await staffToken(request, EDITOR);
  const other = (await api(request, token, 'POST', '', {
    slug: `bulk-check-${run}`,
    titleEn: `Contact desk notes ${run}`,
    titleMm: `စုပေါင်း စစ်ဆေး ${run}`,
    bodyEn: '<p>A page to choose beside the contact page.</p>',
    bodyMm: '',
  })) as PageRecord;
  const editor = await consolePage(browser);
  try {
    // Both pages have "Contact" in their English title.
    await editor.goto('/admin/pages?q=Contact');
    const table = editor.getByRole('table', { name: 'Pages' });
    const contactRow = table.getByRole('row').filter({ has: editor.getByRole('cell', { name: 'contact', exact: true }) });
    const otherRow = table.getByRole('row').filter({ has: editor.getByRole('cell', { name: `bulk-check-${run}`, exact: true }) });
    await expect(contactRow.getByText('Always on the site')).toBeVisible();
    await expect(otherRow.getByText('Always on the site')).toHaveCount(0);

    const bar = editor.getByRole('group', { name: 'Actions on the selected records' });
    await otherRow.getByRole('checkbox').check();
    await expect(bar.getByRole('button', { name: 'Unpublish' })).toBeEnabled();
    await expect(bar.getByRole('button', { name: 'Move to bin' })).toBeEnabled();
    await contactRow.getByRole('checkbox').check();
    await expect(bar.getByRole('button', { name: 'Publish', exact: true })).toBeEnabled();
    await expect(bar.getByRole('button', { name: 'Unpublish' })).toBeDisabled();
    await expect(bar.getByRole('button', { name: 'Move to bin' })).toBeDisabled();
    await expect(
      editor.getByText(
        '“Contact Us” is always on the site: it cannot be taken off the site or moved to the bin. Unselect it to unpublish or bin the others.',
      ),
    ).toBeVisible();
    expect(await seriousViolations(editor)).toEqual([]);
    await contactRow.getByRole('checkbox').uncheck();
    await expect(bar.getByRole('button', { name: 'Move to bin' })).toBeEnabled();
  } finally {
    await editor.context().close();
    const now = (await api(request, token, 'GET', `/${other.id}`)) as PageRecord;
    await api(request, token, 'POST', `/${other.id}/delete`, { version: now.version });
  }
});
