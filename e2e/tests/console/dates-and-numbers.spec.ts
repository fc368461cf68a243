import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/a11y.js';
import { ADMIN, signInConsole } from './staff.js';

/**
 * Issue 31: one rule for dates, times and numbers in each language (decision 0044): DD-MM-YYYY
 * everywhere, date fields included; a 12-hour time with AM/PM in English and နံနက်/ညနေ in
 * Myanmar; Western digits in both.
 */

const MYANMAR_DIGIT = /[\u1040-\u1049]/;

for (const locale of ['en', 'mm'] as const) {
  const text =
    locale === 'en'
      ? {
          from: 'Updated from',
          halves: /\b(AM|PM)\b/,
          otherHalves: /နံနက်|ညနေ/,
          invalid: 'Type the date as DD-MM-YYYY',
          chart: 'Donations per day',
        }
      : {
          from: 'ပြင်ဆင်သည့်နေ့ မှ',
          halves: /နံနက်|ညနေ/,
          otherHalves: /\b(AM|PM)\b/,
          invalid: 'ရက်စွဲကို DD-MM-YYYY ပုံစံဖြင့် ရိုက်ပါ',
          chart: 'နေ့စဉ် လှူဒါန်းငွေ',
        };

  test(`the news desk's date filter and times follow the one rule (${locale})`, async ({ page, context, request, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
    await signInConsole(page, request, ADMIN);
    await page.goto('/admin/news');
    const table = page.getByRole('table');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    // The first row can be the loading row: wait for the posts' own times.
    await expect(table.locator('tbody tr time').first()).toBeVisible();
    // Times: the language's words for the half of the day, never the other language's.
    const times = await table.locator('time').allInnerTexts();
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) {
      expect(time).toMatch(/^\d{2}-\d{2}-\d{4}\s/);
      expect(time).toMatch(text.halves);
      expect(time).not.toMatch(text.otherHalves);
    }

    // The date filter shows and takes DD-MM-YYYY (Myanmar digits typed are read too), not the browser's mm/dd/yyyy.
    const from = page.getByLabel(text.from, { exact: true });
    await expect(from).toHaveAttribute('placeholder', locale === 'en' ? 'DD-MM-YYYY' : 'ရက်-လ-နှစ်');
    await from.fill(locale === 'en' ? '01-11-2026' : '၀၁-၁၁-၂၀၂၆');
    await expect(page).toHaveURL(/[?&]from=2026-11-01(&|$)/);
    await from.blur();
    await expect(from).toHaveValue('01-11-2026');
    // A date written the browser's way is refused, and says how to write it.
    await from.fill('11/31/2026');
    await from.blur();
    await expect(page.getByText(text.invalid)).toBeVisible();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`the dashboard writes its numbers and dates one way (${locale})`, async ({ page, context, request, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
    await signInConsole(page, request, ADMIN);
    await page.goto('/admin');
    const chart = page.getByRole('region', { name: new RegExp(text.chart) });
    await expect(chart).toBeVisible();
    const words = await chart.innerText();
    // The heading and the text under the chart both say 90 days, in the same digits.
    expect(words.match(/90/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(words).not.toMatch(MYANMAR_DIGIT);
    const weeks = page.getByRole('region', { name: locale === 'en' ? 'New members per week' : 'အပတ်စဉ် အသင်းဝင်သစ်များ' });
    await expect(weeks).toContainText(/\d{2}-\d{2}-\d{4}/);
    expect(await weeks.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
}
