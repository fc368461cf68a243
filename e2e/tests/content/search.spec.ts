import { expect, test } from '@playwright/test';
import { seriousViolations, switchToDark } from '../../support/a11y.js';
import { takenOver } from '../../support/ready.js';

test('"/" opens search; results come as the reader types, marked, and one opens', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await takenOver(page);
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  // Nothing close in any title: the most read instead.
  await page.keyboard.type('xylophone');
  await expect(dialog.getByText('No Results Found!')).toBeVisible();
  await expect(dialog.getByText('Most read')).toBeVisible();
  await expect(dialog.getByText(/Did you mean/)).toHaveCount(0);
  await dialog.getByRole('searchbox').fill('');
  await page.keyboard.type('wheel of dhama');
  await expect(dialog.getByText('Did you mean wheel of dhamma?')).toBeVisible();
  await expect(dialog.getByText('Most read')).toHaveCount(0);
  await page.keyboard.press('Backspace');
  await page.keyboard.type('ma');
  const result = dialog.getByRole('link', { name: /Discourse on the Wheel of Dhamma, Part 1/ });
  await expect(result).toBeVisible();
  await expect(result.locator('mark').first()).toHaveText('Wheel');
  await expect(dialog.getByRole('heading', { name: /Dhamma talk/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await result.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Discourse on the Wheel of Dhamma, Part 1' })).toBeVisible();
  await context.close();
});

test('Myanmar typed in Unicode or Zawgyi finds a word inside a run of text, in Myanmar, in dark mode', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'locale', value: 'mm', url: baseURL! }]);
  await context.addInitScript(() => {
    localStorage.setItem('locale', 'mm');
    localStorage.setItem('dark_mode', 'true');
  });
  const page = await context.newPage();
  await page.goto('/podcasts');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await takenOver(page);
  await page.getByRole('button', { name: 'ဝက်ဘ်ဆိုက်တွင် ရှာဖွေရန်' }).click();
  const dialog = page.getByRole('dialog', { name: 'ရှာဖွေရန်' });
  // ဓမ္မစကြာ stands inside 'ပဌမဒေသနာ ဓမ္မစကြာကို' in a talk's description.
  await dialog.getByRole('searchbox').fill('ဓမ္မစကြာ');
  const result = dialog.getByRole('link', { name: /ဓမ္မစကြာ တရားတော် \(၁\)/ });
  await expect(result).toBeVisible();
  await expect(result.locator('mark').first()).toHaveText('ဓမ္မစကြာ');
  expect(await seriousViolations(page)).toEqual([]);
  // The same words in Zawgyi.
  await dialog.getByRole('searchbox').fill('ဝမ္းဗိုက္');
  await expect(dialog.getByText('ဇော်ဂျီဖြင့် ရိုက်ထားသည် - ဝမ်းဗိုက် အဖြစ် ရှာဖွေထားပါသည်')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /ဖောင်းသည်၊ ပိန်သည်/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await context.close();
});

test('the results page is rendered by the server, filters by kind, and says what it cannot search', async ({ browser }) => {
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const before = await plain.newPage();
  await before.goto('/search?q=wheel+of+dhamma');
  await expect(before.getByRole('link', { name: /Discourse on the Wheel of Dhamma, Part 1/ })).toBeVisible();
  await plain.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/search?q=satipatthana');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “satipatthana”' })).toBeVisible();
  await takenOver(page);
  await expect(page.getByRole('heading', { name: /E-book/ })).toBeVisible();
  await page.getByRole('button', { name: /^E-book \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/kind=ebook/);
  await expect(page.getByRole('heading', { name: /^News/ })).toHaveCount(0);
  await switchToDark(page);
  expect(await seriousViolations(page)).toEqual([]);

  // Pali with diacritics finds the same books.
  const box = page.getByRole('searchbox', { name: /Search news/ });
  await box.fill('Satipaṭṭhāna');
  await box.press('Enter');
  await expect(page).toHaveURL(/q=Satipa%E1%B9%AD%E1%B9%ADh%C4%81na/);
  await expect(page.getByRole('heading', { name: /E-book/ })).toBeVisible();

  await page.goto('/search?q=%3F%21');
  await expect(page.getByRole('alert')).toHaveText('Search words: Must contain a letter or a number');
  await context.close();
});

test('"Did you mean" offers a close spelling from the titles, in the dialog and on /search, and it searches', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/news');
  await takenOver(page);
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox').fill('Wheel of Dhama');
  await expect(dialog.getByText('No Results Found!')).toBeVisible();
  // The word replaced keeps its capital; the others stay as typed.
  const suggestion = dialog.getByRole('link', { name: 'Wheel of Dhamma' });
  await expect(suggestion).toBeVisible();
  await expect(suggestion).toHaveAttribute('href', '/search?q=Wheel+of+Dhamma');
  expect(await seriousViolations(page)).toEqual([]);
  await suggestion.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/search\?q=Wheel\+of\+Dhamma$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “Wheel of Dhamma”' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Discourse on the Wheel of Dhamma, Part 1/ })).toBeVisible();

  // The results page says the same, Pali typed with a diacritic and a letter missing.
  await page.goto('/search?q=Satipa%E1%B9%ADana');
  await expect(page.getByText('No Results Found!')).toBeVisible();
  await page.getByRole('link', { name: 'Satipatthana' }).click();
  await expect(page).toHaveURL(/\/search\?q=Satipatthana$/);
  await expect(page.getByRole('heading', { name: /E-book/ })).toBeVisible();
  await context.close();
});

test('"Did you mean" in Myanmar, on the results page and in the dialog, in dark mode', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'locale', value: 'mm', url: baseURL! }]);
  await context.addInitScript(() => {
    localStorage.setItem('locale', 'mm');
    localStorage.setItem('dark_mode', 'true');
  });
  const page = await context.newPage();
  // ဓမ္မစကြာ typed without its medial ra.
  await page.goto(`/search?q=${encodeURIComponent('ဓမ္မစကာ')}`);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await takenOver(page);
  await expect(page.getByText('ရလဒ် မတွေ့ပါ!')).toBeVisible();
  await expect(page.getByText('ဓမ္မစကြာ ကို ဆိုလိုပါသလား။')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'ဓမ္မစကြာ', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent('ဓမ္မစကြာ')}$`));
  await expect(page.getByRole('link', { name: /ဓမ္မစကြာ တရားတော် \(၁\)/ })).toBeVisible();

  await page.getByRole('button', { name: 'ဝက်ဘ်ဆိုက်တွင် ရှာဖွေရန်' }).click();
  const dialog = page.getByRole('dialog', { name: 'ရှာဖွေရန်' });
  await dialog.getByRole('searchbox').fill('ဓမ္မစကာ');
  await expect(dialog.getByText('ဓမ္မစကြာ ကို ဆိုလိုပါသလား။')).toBeVisible();
  await expect(dialog.getByText('အများဆုံး ဖတ်ရှုထားသည်များ')).toHaveCount(0);
  await context.close();
});
