import { expect, test, type Browser, type APIRequestContext } from '@playwright/test';

/**
 * Issue 20, decision 0036: a server-rendered page carries inline only the styles its first screen
 * uses (apps/server/src/http/criticalCss.ts), and the full style sheet follows after the first
 * paint (on a guest's reading page, with the app's code: decision 0065). The first screen must look
 * the same with the inline styles alone as with the full sheet: every element of it is compared, its
 * box and its look, on each public route type in both languages, on a phone in light mode and on a
 * desktop in dark mode. A rule the picker leaves out that the first screen needs changes a box or a
 * colour, and fails the test.
 */

/** Each route type: a list's address, or a detail page found as the first one its list links to. */
const routeTypes: [name: string, list: string, detail?: RegExp][] = [
  ['home', '/'],
  ['news list', '/news'],
  ['news post', '/news', /href="(\/news\/\d+)"/],
  ['podcast', '/podcasts', /href="(\/podcasts\/\d+)"/],
  ['e-book', '/ebooks', /href="(\/ebooks\/\d+)"/],
  ['event', '/events', /href="(\/events\/\d+)"/],
  ['group entry', '/mahasi-sayardaw', /href="(\/mahasi-sayardaw\/\d+)"/],
];

const modes = [
  { name: 'phone, light', viewport: { width: 412, height: 823 }, dark: false },
  { name: 'desktop, dark', viewport: { width: 1280, height: 800 }, dark: true },
];

/** What is compared of each element: its box and how it is painted. */
const PROPERTIES = [
  'display',
  'position',
  'color',
  'background-color',
  'background-image',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration-line',
  'text-transform',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-color',
  'border-top-left-radius',
  'box-shadow',
  'opacity',
  'visibility',
  'object-fit',
  'overflow-x',
  'overflow-y',
  'z-index',
] as const;

async function address(request: APIRequestContext, list: string, detail?: RegExp): Promise<string> {
  if (!detail) return list;
  const href = detail.exec(await (await request.get(list)).text())?.[1];
  expect(href, `a link to a detail in the first screen of ${list}`).toBeTruthy();
  return href!;
}

/**
 * The page as the server renders it in `locale`, fetched once: both renders compared must draw the
 * same markup (a count on the page, such as a post's views, can change between two requests).
 */
async function rendered(request: APIRequestContext, path: string, locale: 'en' | 'mm'): Promise<string> {
  const reply = await request.get(path, { headers: { cookie: `locale=${locale}` } });
  expect(reply.status(), path).toBe(200);
  return await reply.text();
}

/**
 * Opens `path` as `html` without the app (its code is not served: the page stays the server's
 * markup) and describes every element of the first screen, with the full sheet loaded or refused.
 */
async function firstScreen(
  browser: Browser,
  baseURL: string,
  path: string,
  html: string,
  locale: 'en' | 'mm',
  mode: (typeof modes)[number],
  fullSheet: boolean,
): Promise<string[]> {
  const context = await browser.newContext({ viewport: mode.viewport });
  try {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL }]);
    if (mode.dark) await context.addInitScript(() => localStorage.setItem('dark_mode', 'true'));
    const page = await context.newPage();
    await page.route(
      (url) => url.pathname === path,
      (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
    if (!fullSheet) await page.route(/\/assets\/[^/]+\.css$/, (route) => route.abort());
    await page.goto(path, { waitUntil: 'load' });
    // The page carries its first screen's styles inline in either case.
    await expect(page.locator('head > style')).toHaveCount(1);
    // A sheet the browser loaded: one it refused has no rules it will show (reading them throws).
    const sheets = () =>
      page.evaluate(
        () =>
          Array.from(document.styleSheets).filter((sheet) => {
            if (!sheet.href || !/\/assets\/[^/]+\.css$/.test(sheet.href)) return false;
            try {
              return sheet.cssRules.length > 0;
            } catch {
              return false;
            }
          }).length,
      );
    // The loader adds the full sheet after the first paint, or on a guest's reading page with the app's code, when
    // the reader points at something that acts (decision 0065); refused, it never applies.
    if (fullSheet) {
      await page.locator('#root a[href]').first().dispatchEvent('pointerover');
      await expect.poll(sheets).toBe(1);
    } else expect(await sheets()).toBe(0);
    return await page.evaluate(
      ({ properties }) => {
        const describe = (element: Element, name: string) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          const look = properties.map((property) => `${property}:${style.getPropertyValue(property)}`).join(';');
          return `${name} [${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}] ${look}`;
        };
        const out = [describe(document.documentElement, 'html'), describe(document.body, 'body')];
        const elements = Array.from(document.querySelectorAll('#root *'));
        elements.forEach((element, index) => {
          const box = element.getBoundingClientRect();
          if (box.top >= innerHeight || box.bottom < 0) return;
          const name = `${index} <${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`;
          out.push(describe(element, name));
        });
        return out;
      },
      { properties: PROPERTIES },
    );
  } finally {
    await context.close();
  }
}

for (const locale of ['en', 'mm'] as const) {
  for (const [name, list, detail] of routeTypes) {
    test(`the ${name}'s first screen looks the same with its inline styles alone as with the full sheet (${locale})`, async ({
      browser,
      request,
      baseURL,
    }) => {
      const path = await address(request, list, detail);
      const html = await rendered(request, path, locale);
      for (const mode of modes) {
        const inline = await firstScreen(browser, baseURL!, path, html, locale, mode, false);
        const full = await firstScreen(browser, baseURL!, path, html, locale, mode, true);
        expect(inline.length, `${path} (${mode.name}): elements on the first screen`).toBeGreaterThan(5);
        const differences = full.flatMap((line, i) => (inline[i] === line ? [] : [`full:   ${line}\ninline: ${inline[i]}`]));
        expect(differences.slice(0, 5), `${path} (${locale}, ${mode.name})`).toEqual([]);
        expect(inline.length, `${path} (${locale}, ${mode.name})`).toBe(full.length);
      }
    });
  }
}
