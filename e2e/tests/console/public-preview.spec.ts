import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, switchToDark } from '../../support/a11y.js';
import { EDITOR, signInConsole } from './staff.js';

/**
 * "Preview as the public page" for every kind of the catalogue (issue 15): the first record of each
 * list drawn by its public page's own components, with its title where the public page puts it, in
 * the console's language and theme, and without a serious accessibility problem. Nothing is saved.
 */

const kinds = [
  // [list, the record's title as the public page shows it (role and level)]
  ['events', { role: 'heading', level: 1 }],
  ['galleries', { role: 'heading', level: 2 }],
  ['banners', { role: 'text' }],
  ['live', { role: 'heading', level: 1 }],
  ['dhamma-records', { role: 'heading', level: 1 }],
  ['groups', { role: 'heading', level: 1 }],
  ['pages', { role: 'heading', level: 1 }],
] as const;

async function openPreview(page: Page, kind: string, buttonName: string): Promise<string> {
  await page.goto(`/admin/${kind}`);
  const first = page.getByRole('table').getByRole('row').nth(1).getByRole('link').first();
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page.locator('[data-save-state]')).toBeVisible();
  await page.getByRole('button', { name: buttonName }).click();
  return title;
}

test('every kind’s record previews as its public page, in English and light, then Myanmar and dark', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInConsole(page, request, EDITOR);
  for (const [kind, where] of kinds) {
    const title = await openPreview(page, kind, 'Preview as the public page');
    const preview = page.getByRole('dialog', { name: 'Preview as the public page' });
    const drawn = preview.getByTestId('public-preview');
    if (where.role === 'heading') await expect(drawn.getByRole('heading', { name: title, level: where.level }), kind).toBeVisible();
    else await expect(drawn.getByText(title, { exact: true }), kind).toBeVisible();
    expect(await seriousViolations(page), kind).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`preview-${kind}-en.png`) });
    // A link of the public page stays in the console.
    const link = drawn.getByRole('link').first();
    if (await link.count()) {
      const before = page.url();
      await link.click();
      expect(page.url(), kind).toBe(before);
    }
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toHaveCount(0);
  }

  await switchToConsoleDark(page);
  // The console loads its Myanmar texts before it switches (and remembers) the language: wait for that before
  // leaving the page, or the next page opens in English.
  const myanmar = page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'မြန်မာ' });
  await myanmar.click();
  // The group's own name changes with the language: find the button by its language.
  await expect(page.locator('[role="group"] button[lang="my"]')).toHaveAttribute('aria-pressed', 'true');
  for (const [kind] of kinds) {
    await openPreview(page, kind, 'အများပြည်သူ စာမျက်နှာအဖြစ် ကြိုကြည့်ရန်');
    const preview = page.getByRole('dialog', { name: 'အများပြည်သူ စာမျက်နှာအဖြစ် ကြိုကြည့်ခြင်း' });
    await expect(preview.getByTestId('public-preview')).toHaveAttribute('lang', 'my');
    expect(await seriousViolations(page), kind).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`preview-${kind}-mm-dark.png`) });
    await preview.getByRole('button', { name: 'ပိတ်ရန်' }).click();
  }
});

/** The console's theme button (the public header's helper names the same button). */
async function switchToConsoleDark(page: Page) {
  await page.goto('/admin');
  await switchToDark(page);
}
