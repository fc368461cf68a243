import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { member } from '../store/helpers.js';
import { takenOver } from '../../support/ready.js';

/**
 * Issue 20: the browser adopts the server's markup (hydration) instead of drawing the page again.
 * A mismatch between the two is recoverable for React but costs a slow phone the whole render, so
 * any hydration message in the console fails the test, on every public route type, in both
 * languages, for a guest and for a member.
 */

const lists = ['/', '/news', '/podcasts', '/ebooks', '/events', '/galleries', '/live', '/dhamma-record', '/mahasi-sayardaw', '/contact-us'];
/** Detail pages: the first entry each list links to. */
const details: [list: string, pattern: RegExp][] = [
  ['/news', /^\/news\/\d+$/],
  ['/podcasts', /^\/podcasts\/\d+$/],
  ['/ebooks', /^\/ebooks\/\d+$/],
  ['/events', /^\/events\/\d+$/],
  ['/dhamma-record', /^\/dhamma-record\/\d+$/],
  ['/mahasi-sayardaw', /^\/mahasi-sayardaw\/\d+$/],
];

/** Every route type: the lists, the first detail each list's server page links to, and a page that does not exist. */
async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const found: string[] = [];
  for (const [list, pattern] of details) {
    // The server's page, read without a browser: the links are the same whoever asks.
    const html = await (await request.get(list)).text();
    const first = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!).find((href) => pattern.test(href));
    expect(first, `a link to a detail on ${list}`).toBeTruthy();
    found.push(first!);
  }
  return [...lists, ...found, '/no-such-page'];
}

/** Visits each route fresh (a full load, so the server renders it) and returns the hydration messages. */
async function hydrationMessages(page: Page, routes: string[]): Promise<string[]> {
  const messages: string[] = [];
  let route = '';
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /hydrat|did not match|#418|#423|#425/i.test(text)) messages.push(`${route}: ${text}`);
  });
  page.on('pageerror', (error) => {
    if (/hydrat|#418|#423|#425/i.test(error.message)) messages.push(`${route}: ${error.message}`);
  });
  for (route of routes) {
    await page.goto(route);
    // Taken over: the app has adopted the server's markup (on a guest's reading page, after a first act).
    await takenOver(page);
    await page.waitForLoadState('networkidle');
  }
  return messages;
}

for (const locale of ['en', 'mm'] as const) {
  test(`every public route type hydrates without a mismatch, as a guest (${locale})`, async ({ page, context, request, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
    const routes = await publicRoutes(request);
    expect(await hydrationMessages(page, routes)).toEqual([]);
  });

  test(`every public route type hydrates without a mismatch, as a member (${locale})`, async ({ page, context, request, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
    await member(page, request, 'Hydration Reader');
    const routes = await publicRoutes(request);
    expect(await hydrationMessages(page, routes)).toEqual([]);
    // The member's own parts appear once the app has taken over.
    await page.goto('/news');
    await expect(page.getByRole('banner').getByText('Hydration Reader').first()).toBeVisible();
  });
}
