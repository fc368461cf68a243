import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { inMyanmar } from '../../support/ready.js';

/**
 * A page whose HTML arrives in pieces, the way a slow connection or a busy phone delivers it: the
 * browser paints what it has parsed before the rest comes. Nothing painted may move when the rest
 * arrives (CLS 0, issue 30). Lighthouse's traces showed the header's right-hand group moving: cut after
 * the search button, the button sat at the right edge and jumped left as the language switch, the theme
 * button and the menu button were parsed after it.
 *
 * A small server in the test stands between the browser and the site: it sends the page's HTML in pieces
 * cut inside those parts (CUTS), waiting after each; every other request it passes on as it is.
 */

/** Layout shifts the page reported, each with the elements that moved (CSS selectors of a sort). */
interface Shift {
  value: number;
  sources: string[];
}

/** Where the HTML is cut, each a place where the browser has painted a half-built part of the page. */
const CUTS: ((html: string) => number)[] = [
  // After the search button, the first of the header's right-hand group.
  (html) => endOf(html, '</button>', html.indexOf('aria-keyshortcuts="/"')),
  // After the first link of the side rail, which is centred in the height of the screen.
  (html) => endOf(html, '</li>', html.indexOf('aria-label="Quick links"')),
];
const endOf = (html: string, tag: string, from: number) => (from < 0 ? -1 : html.indexOf(tag, from) + tag.length);

async function streamingProxy(origin: string, pause: number): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const upstream = await fetch(new URL(request.url!, origin), {
        method: request.method,
        headers: {
          cookie: request.headers.cookie ?? '',
          'content-type': request.headers['content-type'] ?? '',
          'accept-encoding': 'identity',
        },
        body: chunks.length ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers: Record<string, string> = { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' };
      const location = upstream.headers.get('location');
      if (location) headers.location = location;
      const type = headers['content-type']!;
      if (!type.startsWith('text/html')) {
        response.writeHead(upstream.status, headers).end(body);
        return;
      }
      const html = body.toString('utf8');
      response.writeHead(upstream.status, headers);
      let sent = 0;
      for (const cut of CUTS.map((after) => after(html)).filter((at) => at > 0)) {
        response.write(html.slice(sent, cut));
        sent = cut;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
      response.end(html.slice(sent));
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

for (const language of ['en', 'mm'] as const) {
  test(`a reading page painted before its HTML has all come does not move as the rest arrives (${language})`, async ({
    browser,
    baseURL,
  }) => {
    const proxy = await streamingProxy(baseURL!, 600);
    // A phone's width, as Lighthouse measures: the header's group is the search, language, theme and menu buttons.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      if (language === 'mm') await inMyanmar(page, proxy.url);
      await page.addInitScript(() => {
        const shifts: Shift[] = [];
        (window as unknown as { shifts: Shift[] }).shifts = shifts;
        const name = (node: Node | null | undefined) => {
          if (!(node instanceof Element)) return String(node?.nodeName ?? '?');
          const label = node.getAttribute('aria-label');
          return `${node.tagName.toLowerCase()}${label ? `[aria-label="${label}"]` : ''}${node.className ? `.${String(node.className).split(' ').slice(0, 3).join('.')}` : ''}`;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[])
            if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: entry.sources.map((source) => name(source.node)) });
        }).observe({ type: 'layout-shift', buffered: true });
      });

      for (const path of ['/ebooks/1', '/news/1', '/']) {
        await page.goto(`${proxy.url}${path}`);
        // The header's group is in the page, whole, once everything has come.
        await expect(page.locator('header').getByRole('group')).toBeVisible();
        await page.waitForLoadState('networkidle');
        const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
        expect(shifts, `${path} (${language})`).toEqual([]);
      }
    } finally {
      await context.close();
      await proxy.close();
    }
  });
}
