import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from '../../support/a11y.js';
import { EDITOR, signInConsole, staffToken } from './staff.js';

/**
 * Restoring a gallery's older version when one of its photos was removed since and is gone for good
 * (a photo from before the console has no upload to bring it back from): the version is restored
 * without it, and the editor is told which photo, in English and in Myanmar.
 *
 * It edits the demo content's oldest gallery (the public galleries page opens the newest one) and
 * keeps at least two of its photos.
 */

interface Photo {
  uploadId: number | null;
  photoId: number | null;
  captionEn: string;
  captionMm: string;
}
interface Gallery {
  id: number;
  version: number;
  content: { titleEn: string; photos: Photo[] } & Record<string, unknown>;
}

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`/admin-api/catalogue/galleries${path}`, { method, headers: { authorization: `Bearer ${token}` }, data });
  const json = (await res.json()) as { respCode: string; data: T };
  if (json.respCode !== '0000') throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.data;
}

test('a gallery’s older version is restored without a photo removed since, and the editor is told which', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInConsole(page, context.request, EDITOR);
  const token = await staffToken(context.request, EDITOR);

  const list = await api<{ dataList: { id: number; titleEn: string }[] }>(context.request, token, 'POST', '/list', {
    searchObj: { text: 'Kathina Robe Offering' },
    pageSize: 100,
  });
  const row = list.dataList.find((r) => r.titleEn === 'Kathina Robe Offering');
  expect(row).toBeDefined();
  const before = await api<Gallery>(context.request, token, 'GET', `/${row!.id}`);
  expect(before.content.photos.length).toBeGreaterThanOrEqual(3);
  const removed = before.content.photos[1]!;
  // Taken out of the gallery: a photo from before the console has no upload, so nothing can bring it back.
  expect(removed.uploadId).toBeNull();
  await api(context.request, token, 'POST', `/${before.id}/save`, {
    ...before.content,
    photos: before.content.photos.filter((_, i) => i !== 1),
    version: before.version,
  });

  await page.goto(`/admin/galleries/${before.id}`);
  await expect(page.getByRole('heading', { name: 'Edit gallery', level: 1 })).toBeVisible();
  await expect(page.getByTestId('gallery-photo')).toHaveCount(before.content.photos.length - 1);
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('region', { name: 'Saved versions' });
  const versions = history.getByRole('list').getByRole('button');
  // The version before the photo was taken out.
  const older = versions.filter({ hasText: `Version ${before.version}` }).first();
  await older.click();
  await history.getByRole('button', { name: 'Restore this version' }).click();
  await page
    .getByRole('dialog', { name: `Restore version ${before.version}?` })
    .getByRole('button', { name: 'Restore this version' })
    .click();

  const notice = page.getByTestId('not-restored');
  await expect(notice.getByText(`Version ${before.version} restored without 1 photo`)).toBeVisible();
  await expect(notice.getByText(`Photo 2: “${removed.captionEn}”`)).toBeVisible();
  await expect(notice.getByText('These photos were removed after this version was saved and their files are gone')).toBeVisible();
  // The rest of the version is back, and saved.
  await expect(page.getByTestId('gallery-photo')).toHaveCount(before.content.photos.length - 1);
  await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved', { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('gallery-not-restored-en.png'), fullPage: true });

  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'မြန်မာ' }).click();
  await expect(notice.getByText(`မူ ${before.version} ကို ဓာတ်ပုံ 1 ပုံ မပါဘဲ ပြန်ယူပြီးပါပြီ`)).toBeVisible();
  await expect(notice.getByText(`ဓာတ်ပုံ 2 - “${removed.captionMm}”`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('gallery-not-restored-mm.png'), fullPage: true });

  await notice.getByRole('button', { name: 'ပိတ်ရန်' }).click();
  await expect(notice).toHaveCount(0);
  await context.close();
});
