import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test as base, type Browser, type Page } from '@playwright/test';
import config from '../../playwright.config.js';
import { member } from '../store/helpers.js';
import { ADMIN, signInConsole } from '../console/staff.js';
import { fontsDrawing } from '../../support/fonts.js';

/**
 * Issue 31: Myanmar text must never fall to a font that lacks it. The browser here sees no Myanmar
 * font of the system's (fontconfig is told to refuse them, as on most desktops outside Myanmar, and
 * whatever CI installed for its PDFs), so only the site's bundled Noto Sans Myanmar ('Noto Sans
 * Myanmar Web' in the stacks) can draw Myanmar: an element whose font stack does not name it would
 * show boxes.
 */

const FONTCONFIG = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont><rejectfont><glob>*Myanmar*</glob><glob>*Padauk*</glob><glob>*Myanmar3*</glob></rejectfont></selectfont>
</fontconfig>
`;

const test = base.extend<object, { noMyanmarBrowser: Browser }>({
  noMyanmarBrowser: [
    async ({ playwright }, use, workerInfo) => {
      await mkdir(workerInfo.project.outputDir, { recursive: true });
      const file = path.join(workerInfo.project.outputDir, `no-myanmar-fonts-${workerInfo.workerIndex}.conf`);
      await writeFile(file, FONTCONFIG);
      const launch = config.use!.launchOptions!;
      const browser = await playwright.chromium.launch({ ...launch, env: { ...process.env, FONTCONFIG_FILE: file } });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ noMyanmarBrowser, baseURL }, use) => {
    const context = await noMyanmarBrowser.newContext({ baseURL, serviceWorkers: 'block' });
    await use(context);
    await context.close();
  },
  page: async ({ context }, use) => {
    await use(await context.newPage());
  },
});

const MYANMAR = /[\u1000-\u109f]/;

/** Elements with Myanmar text of their own (or in their value or placeholder) whose font stack lacks the bundled face. */
async function withoutMyanmarFont(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const myanmar = new RegExp(pattern);
    const lacking: string[] = [];
    const check = (element: Element, text: string) => {
      const family = getComputedStyle(element).fontFamily;
      if (!/Noto Sans Myanmar Web/i.test(family))
        lacking.push(
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${family} «${text.trim().slice(0, 40)}»`,
        );
    };
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.nodeValue ?? '';
      // Never drawn: scripts, the first screen's data, an SVG's tooltip.
      if (!element || seen.has(element) || !myanmar.test(text) || element.closest('script, style, noscript, template, svg title')) continue;
      seen.add(element);
      check(element, text);
    }
    document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea').forEach((field) => {
      const text = `${field.value} ${field.placeholder}`;
      if (myanmar.test(text)) check(field, text);
    });
    return lacking;
  }, MYANMAR.source);
}

async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.waitForLoadState('networkidle');
  // The Myanmar web font is fetched only when Myanmar text shows; the stack is what is checked.
  await page.evaluate(() => document.fonts.ready);
}

test('every element with Myanmar text on the site names the bundled Myanmar font, mono and serif included', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.addCookies([{ name: 'locale', value: 'mm', url: baseURL! }]);
  // The browser itself has no Myanmar font: text set in a stack without the site's draws in none.
  await page.setContent('<p style="font-family: monospace">မြန်မာ</p>');
  expect((await fontsDrawing(page, 'p')).filter((family) => /myanmar|padauk/i.test(family))).toEqual([]);
  const lacking: string[] = [];
  // The sign-in pages as a guest (the code page sets its input in the mono stack), then a member's.
  for (const url of ['/login', '/register', '/forgot-password', '/otp']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    lacking.push(...(await withoutMyanmarFont(page)).map((line) => `${url}: ${line}`));
  }
  await member(page, request, 'မောင် ဇော်မင်း');
  for (const url of [
    '/',
    '/news',
    '/news/1',
    '/podcasts/1',
    '/ebooks/1',
    '/events/4',
    '/search?q=ဓမ္မ',
    '/contact-us',
    '/offline',
    '/profile/personal-information',
    '/profile/orders',
    '/profile/cart',
    '/no-such-page',
  ]) {
    await visit(page, url);
    lacking.push(...(await withoutMyanmarFont(page)).map((line) => `${url}: ${line}`));
  }
  expect(lacking).toEqual([]);
});

test('every element with Myanmar text in the console names the bundled Myanmar font, the orders table’s mono column included', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.addCookies([{ name: 'locale', value: 'mm', url: baseURL! }]);
  await signInConsole(page, request, ADMIN);
  const lacking: string[] = [];
  for (const url of [
    '/admin',
    '/admin/orders',
    '/admin/news',
    '/admin/talks',
    '/admin/ebooks',
    '/admin/members',
    '/admin/staff',
    '/admin/account',
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    lacking.push(...(await withoutMyanmarFont(page)).map((line) => `${url}: ${line}`));
  }
  expect(lacking).toEqual([]);
});
