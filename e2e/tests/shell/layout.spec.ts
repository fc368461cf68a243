import { expect, test, type Page } from '@playwright/test';

/** Where the floating bar ends and where the main column's and the footer's content begin. */
async function edges(page: Page) {
  return page.evaluate(() => {
    const contentLeft = (element: Element) => element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).paddingLeft);
    return {
      bar: document.querySelector('nav[aria-label="Quick links"]')!.getBoundingClientRect().right,
      main: contentLeft(document.querySelector('main')!),
      footer: contentLeft(document.querySelector('footer')!),
    };
  });
}

test('the floating bar covers neither the main column nor the footer, on a phone or a tablet', async ({ page }) => {
  for (const width of [390, 700]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of ['/', '/news', '/contact-us']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const { bar, main, footer } = await edges(page);
      expect(main, `${path} at ${width} px`).toBeGreaterThanOrEqual(bar);
      expect(footer, `${path} at ${width} px`).toBeGreaterThanOrEqual(bar);
    }
  }
});

test('at the bottom of a page on a phone, the scroll-to-top button covers none of the footer text', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact-us');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  // The text itself, not its row (whose padding may run under the button).
  const rightsBottom = await page.evaluate(() => {
    const row = Array.from(document.querySelectorAll('footer div')).find((div) => div.textContent?.startsWith('©'))!;
    const range = document.createRange();
    range.selectNodeContents(row);
    return range.getBoundingClientRect().bottom;
  });
  expect(rightsBottom, 'the rights line ends above the button').toBeLessThanOrEqual(box.y);
});

test('an English page without Myanmar text downloads no Myanmar font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  // The language switch still names Myanmar in its own script.
  await expect(page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'မြန်မာ' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);
});
