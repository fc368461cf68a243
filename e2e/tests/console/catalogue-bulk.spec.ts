import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations, switchToDark } from '../../support/a11y.js';
import { EDITOR, signInConsole, staffToken } from './staff.js';

/**
 * Revisions and bulk actions of the catalogue (decision 0032): an editor puts an older version of an
 * event back from its history, then takes two events they published off the site at once from the
 * list, where a third (a draft) is refused with its reason. Only records this test made are touched:
 * other tests run at the same time on the same server.
 */

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

interface Rec {
  id: number;
  version: number;
  content: Record<string, unknown>;
}

async function api<T>(request: APIRequestContext, token: string, path: string, body: unknown): Promise<T> {
  const res = await request.post(`/admin-api${path}`, { data: body, headers: { authorization: `Bearer ${token}` } });
  const json = (await res.json()) as { respCode: string; data: T };
  if (json.respCode !== '0000') throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.data;
}

const event = (titleEn: string) => ({
  titleEn,
  titleMm: `တရားစခန်း ${run}`,
  descriptionEn: '<p>A day of sitting and walking.</p>',
  startDate: '2027-03-14',
  startTime: '07:00',
  endDate: '2027-03-14',
  endTime: '16:00',
  venueEn: 'Main hall',
});

const saved = (page: Page) => expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved', { timeout: 15_000 });

async function inMyanmar(page: Page) {
  // The console loads its Myanmar texts before it switches (and remembers) the language: wait for that before
  // leaving the page, or the next page opens in English.
  const myanmar = page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'မြန်မာ' });
  await myanmar.click();
  // The group's own name changes with the language: find the button by its language.
  await expect(page.locator('[role="group"] button[lang="my"]')).toHaveAttribute('aria-pressed', 'true');
}

test('an editor restores an older version of an event, and takes two of their events off the site at once', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInConsole(page, context.request, EDITOR);
  const token = await staffToken(context.request, EDITOR);

  // ------------------------------------------------------------------ history: restore an older version
  const first = `Uposatha day ${run}`;
  const made = await api<Rec>(context.request, token, '/catalogue/events', event(first));
  await page.goto(`/admin/events/${made.id}`);
  await expect(page.getByRole('heading', { name: 'Edit event', level: 1 })).toBeVisible();
  await page.getByLabel('Title (English)').fill(`Full moon retreat ${run}`);
  await page.getByLabel('Place (English)').fill('East wing');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved(page);

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('region', { name: 'Saved versions' });
  await expect(history).toBeVisible();
  const versions = history.getByRole('list').getByRole('button');
  await expect(versions.first()).toContainText('Latest');
  await expect(versions.first()).toContainText(`by ${EDITOR.fullName}`);
  await expect(versions.first()).toContainText('(Myanmar time)');
  // The oldest is the event as it was made; chosen, it shows what it would bring back.
  const oldest = versions.last();
  await expect(oldest).toContainText(`Version ${made.version}`);
  await oldest.click();
  await expect(oldest).toHaveAttribute('aria-pressed', 'true');
  await expect(history.getByText(first)).toBeVisible();
  await expect(history.getByText('Main hall')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('history-en.png'), fullPage: true });

  await history.getByRole('button', { name: 'Restore this version' }).click();
  await page
    .getByRole('dialog', { name: `Restore version ${made.version}?` })
    .getByRole('button', { name: 'Restore this version' })
    .click();
  await expect(page.getByText(`Version ${made.version} restored.`)).toBeVisible();
  await expect(page.getByLabel('Title (English)')).toHaveValue(first);
  await expect(page.getByLabel('Place (English)')).toHaveValue('Main hall');
  await saved(page);
  // The restore is the newest version, and says what it brought back.
  await page.getByRole('button', { name: 'History' }).click();
  await expect(versions.first()).toContainText(`Restored version ${made.version}`);
  await expect(versions.first()).toContainText('Latest');

  await switchToDark(page);
  await inMyanmar(page);
  await expect(page.getByRole('region', { name: 'သိမ်းထားသော မူများ' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('history-mm-dark.png'), fullPage: true });
  await page.getByRole('group', { name: 'ဘာသာစကား' }).getByRole('button', { name: 'EN' }).click();

  // ------------------------------------------------------------------ bulk: unpublish two, refuse a draft
  // Their own word, so that the list shows only these three (other tests add events at the same time).
  const tag = `Q${run}Z`;
  const titles = [`Kathina ${tag}`, `Vesak ${tag}`, `Rains retreat ${tag}`];
  const records: Rec[] = [];
  for (const title of titles) records.push(await api<Rec>(context.request, token, '/catalogue/events', event(title)));
  for (const record of records.slice(0, 2))
    await api(context.request, token, `/catalogue/events/${record.id}/publish`, { version: record.version });
  const isPublic = async (id: number) =>
    ((await (await context.request.get(`/rest-api/event/getDataById/${id}`)).json()) as { respCode: string }).respCode === '0000';
  expect(await isPublic(records[0]!.id)).toBe(true);

  await page.goto(`/admin/events?q=${encodeURIComponent(tag)}&sort=title&order=ASC`);
  const table = page.getByRole('table', { name: 'Events' });
  for (const title of titles) await expect(table.getByRole('link', { name: title })).toBeVisible();
  // The keyboard selects: Tab to a row's box, Space ticks it.
  await table.getByRole('checkbox', { name: `Select “${titles[0]}”` }).focus();
  await page.keyboard.press('Space');
  await table.getByRole('checkbox', { name: `Select “${titles[1]}”` }).check();
  await table.getByRole('checkbox', { name: `Select “${titles[2]}”` }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  // Every row of this page (only this test's) is now chosen: "select all" says so.
  await expect(page.getByRole('checkbox', { name: 'Select all on this page' })).toBeChecked();

  await page.getByRole('group', { name: 'Actions on the selected records' }).getByRole('button', { name: 'Unpublish' }).click();
  await page.getByRole('dialog', { name: 'Take 3 records off the site?' }).getByRole('button', { name: 'Unpublish' }).click();
  const outcome = page.getByRole('status').filter({ hasText: 'taken off the site' });
  await expect(outcome).toContainText('2 records taken off the site. 1 record was not changed.');
  await expect(outcome.getByRole('listitem')).toHaveText(`${titles[2]}: This cannot be done in the record’s current state.`);
  // The refused one stays selected; the others are drafts now, off the site.
  await expect(table.getByRole('checkbox', { name: `Select “${titles[2]}”` })).toBeChecked();
  await expect(table.getByRole('checkbox', { name: `Select “${titles[0]}”` })).not.toBeChecked();
  for (const title of titles)
    await expect(table.getByRole('row', { name: new RegExp(title) }).getByText('Draft', { exact: true })).toBeVisible();
  expect(await isPublic(records[0]!.id)).toBe(false);
  expect(await isPublic(records[1]!.id)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('bulk-en-dark.png'), fullPage: true });

  await inMyanmar(page);
  await expect(page.getByRole('group', { name: 'ရွေးထားသော မှတ်တမ်းများအတွက် လုပ်ဆောင်ချက်များ' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('bulk-mm-dark.png'), fullPage: true });
  await context.close();
});
