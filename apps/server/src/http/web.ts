import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { RespCode, respMessages } from '@mahasi/contract/codes';
import { sanitizeRichText } from '../lib/html.js';
import type { ResponseCache } from './cache.js';
import { createCriticalCss, type CriticalCss } from './criticalCss.js';
import { compress, preferredEncoding, type Encoding } from './encoding.js';
import { liveStreamOrigins, pageContentSecurityPolicy } from './security.js';
import type { AppConfig } from '../config.js';

/** What apps/web/dist-server/entry-server.js exports (apps/web/src/entry-server.tsx). */
interface FirstScreenRenderer {
  setup(options: { fetch: typeof fetch; sanitize: (html: string) => string }): Promise<void>;
  renderFirstScreen(
    url: string,
    locale: 'en' | 'mm',
  ): Promise<{ html: string; state: unknown; status?: 200 | 404; reading?: boolean } | null>;
}

type Encoded = Partial<Record<Encoding, Buffer>> & { identity: Buffer };

interface Page {
  encoded: Encoded;
  status: 200 | 404;
}

interface StoredPage extends Page {
  storedAt: number;
}

const MAX_PAGES = 500;
const API_PATH = /^\/(rest-api|rest-web-api|admin-api|files|docs)(\/|\?|$)/;
/** Feeds and the build's assets are files (for feed readers, calendars, the app): an unknown one is a plain 404, never a page. */
const FILE_PATH = /^\/(feeds|assets)(\/|\?|$)/;
/** The staff console's pages: apps/web/admin.html, its own entry of the web build. */
const CONSOLE_PATH = /^\/admin(\/|\?|$)/;
const htmlLang = { en: 'en', mm: 'my' } as const;

/**
 * The built web app: hashed assets cached for a year, and every other page path gets index.html.
 * When the server build of the app is there (apps/web/dist-server), a public page's index.html
 * carries its first screen, rendered here from the same API, in the language of the `locale`
 * cookie, with the data it was made from (docs/decisions/0015), and with its status: 404 for the
 * not-found page. Rendered pages are kept like cached API replies: until content changes (any
 * invalidation but a member's own) or for the response cache's lifetime. The staff console (`/admin`, `/admin/...`) gets admin.html as built:
 * never rendered here, never stored by a browser or proxy, never indexed.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  cache: ResponseCache,
  config: Pick<AppConfig, 'files'>,
  options: { liveStream?: () => Promise<{ streamKind: string; streamUrl: string } | null> } = {},
): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    index: false,
    // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });
  // Read once: the app's entry page is small and changes only with a new build.
  const indexHtml = await readEncodings(path.join(webDist, 'index.html'));
  const template = indexHtml.identity.toString('utf8');
  const adminFile = path.join(webDist, 'admin.html');
  const adminHtml = existsSync(adminFile) ? await readEncodings(adminFile) : undefined;
  // Each page's policy names its own inline scripts by hash (docs/threat-model.md), and the host of
  // the broadcast the live page plays, read again after content changes (decision 0043).
  const adminTemplate = adminHtml?.identity.toString('utf8') ?? template;
  const streams = followStreams(app, cache, options.liveStream);
  let policies = { key: '', page: '', admin: '' };
  const policiesNow = async () => {
    const origins = await streams();
    const key = origins.join(' ');
    if (policies.page && policies.key === key) return policies;
    policies = {
      key,
      page: pageContentSecurityPolicy(template, config, { streams: origins }),
      admin: pageContentSecurityPolicy(adminTemplate, config, { streams: origins, console: true }),
    };
    return policies;
  };
  const renderer = await loadRenderer(app, webDist);
  const criticalCss = renderer ? await loadCriticalCss(webDist, template) : undefined;

  const pages = new Map<string, StoredPage>();
  cache.onInvalidate((scope) => {
    if (!scope.startsWith('member:')) pages.clear();
  });

  async function firstScreenPage(request: FastifyRequest): Promise<Page | undefined> {
    if (!renderer) return undefined;
    const locale = localeOf(request.headers.cookie);
    const key = `${locale} ${request.url}`;
    const kept = pages.get(key);
    if (kept && Date.now() - kept.storedAt <= cache.ttlMs) return kept;
    const generation = cache.generation();
    try {
      const screen = await renderer.renderFirstScreen(request.url, locale);
      if (!screen) return undefined;
      const html = withFirstScreen(template, locale, screen, criticalCss);
      const encoded: Encoded = { identity: Buffer.from(html), br: compress(html, 'br'), gzip: compress(html, 'gzip') };
      const page: Page = { encoded, status: screen.status ?? 200 };
      // Rendered across a content change: send it, but do not keep it. Nor a 404: any address can
      // be asked for, and the pages readers open must not make way for a crawler's misses.
      if (cache.ttlMs > 0 && page.status === 200 && generation === cache.generation()) {
        if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
        pages.set(key, { ...page, storedAt: Date.now() });
      }
      return page;
    } catch (error) {
      // The app renders the page in the browser as it would without a first screen.
      request.log.warn({ err: error, url: request.url }, 'first screen not rendered');
      return undefined;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (read && FILE_PATH.test(request.url)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (!read || API_PATH.test(request.url)) {
      return reply.code(404).send({ respCode: RespCode.NOT_FOUND, respMsg: respMessages[RespCode.NOT_FOUND], data: null });
    }
    if (adminHtml && CONSOLE_PATH.test(request.url)) {
      reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('vary', 'accept-encoding')
        .header('content-security-policy', (await policiesNow()).admin);
      return sendPage(request, reply.type('text/html; charset=utf-8'), adminHtml);
    }
    // An address outside the app's routes, or a record that is not there, answers 404 with the
    // not-found page; member pages answer the app (its guard sends a guest to log in).
    const page = (await firstScreenPage(request)) ?? { encoded: indexHtml, status: 200 };
    reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie')
      .header('content-security-policy', (await policiesNow()).page)
      .type('text/html; charset=utf-8');
    return sendPage(request, reply, page.encoded);
  });
}

/**
 * The origins of the broadcast the live page plays (liveStreamOrigins), read when first asked and
 * again after any content change, as the stored pages are; a failed read keeps the last one known.
 */
function followStreams(
  app: FastifyInstance,
  cache: ResponseCache,
  read: (() => Promise<{ streamKind: string; streamUrl: string } | null>) | undefined,
): () => Promise<string[]> {
  if (!read) return async () => [];
  let known: string[] = [];
  let current: Promise<string[]> | undefined;
  cache.onInvalidate((scope) => {
    if (!scope.startsWith('member:')) current = undefined;
  });
  return () =>
    (current ??= read().then(
      (live) => (known = liveStreamOrigins(live)),
      (error: unknown) => {
        app.log.warn({ err: error }, 'the live broadcast was not read for the page policy');
        current = undefined;
        return known;
      },
    ));
}

/** A page in the encoding the browser prefers among those kept. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: Encoded): FastifyReply {
  const encoding = preferredEncoding(request.headers['accept-encoding'], page);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page[encoding]);
}

/** The server build of the web app, set up to answer its API calls inside this server. */
async function loadRenderer(app: FastifyInstance, webDist: string): Promise<FirstScreenRenderer | undefined> {
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const renderer = (await import(pathToFileURL(entry).href)) as FirstScreenRenderer;
  await renderer.setup({ fetch: injectFetch(app), sanitize: sanitizeRichText });
  return renderer;
}

/** A fetch answered by this server's own routes (app.inject): a first screen's data costs no network hop. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const reply = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(reply.statusCode === 304 ? null : reply.rawPayload, { status: reply.statusCode, headers });
  };
}

function localeOf(cookie: string | undefined): 'en' | 'mm' {
  return /(?:^|;\s*)locale=mm(?:;|$)/.test(cookie ?? '') ? 'mm' : 'en';
}

/** The public build's style sheet in index.html: `<link rel="stylesheet" ... href="/assets/index-….css">`. */
const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/** The style sheet's first-screen picker, when the template links one sheet of the build. */
async function loadCriticalCss(webDist: string, template: string): Promise<CriticalCss | undefined> {
  const href = STYLESHEET.exec(template)?.[1];
  if (!href) return undefined;
  return createCriticalCss(await readFile(path.join(webDist, href), 'utf8'));
}

/**
 * index.html with the rendered markup in #root, its data beside it, and the page's language. With
 * `criticalCss`, the style sheet's link gives way to the rules the markup uses, inline (the policy's
 * style-src allows inline styles; scripts stay by hash); the loader (apps/web/build/codeAfterPaint.ts)
 * adds the full sheet after the first paint, and a <noscript> link keeps it for readers without scripts.
 */
export function withFirstScreen(
  template: string,
  locale: 'en' | 'mm',
  screen: { html: string; state: unknown; reading?: boolean },
  criticalCss?: CriticalCss,
): string {
  // '<' escaped: the data can hold no '</script>' that would end the element early.
  const data = JSON.stringify(screen.state).replace(/</g, '\\u003c');
  // The page's <title> (React places it in the head only in the browser) replaces the template's.
  const title = /<title>[^<]*<\/title>/.exec(screen.html)?.[0];
  const markup = title ? screen.html.replace(title, '') : screen.html;
  let head = title ? template.replace(/<title>[^<]*<\/title>/, () => title) : template;
  const link = criticalCss ? STYLESHEET.exec(head) : null;
  if (criticalCss && link) {
    // '</style' escaped: a rule's text can hold nothing that ends the element early.
    const styles = criticalCss(markup).replace(/<\/style/gi, '<\\/style');
    head = head.replace(link[0], () => `<style>${styles}</style><noscript>${link[0]}</noscript>`);
  }
  return (
    head
      .replace('<html lang="en">', `<html lang="${htmlLang[locale]}">`)
      // The installed app's name and shortcuts in the reader's language.
      .replace('href="/manifest.webmanifest"', locale === 'mm' ? 'href="/manifest.mm.webmanifest"' : 'href="/manifest.webmanifest"')
      .replace(
        '<div id="root"></div>',
        // A reading page's data is marked: the loader lets a guest read it without the app (decision 0060).
        () =>
          `<div id="root" inert>${markup}</div><script id="first-screen" type="application/json"${screen.reading ? ' data-reading' : ''}>${data}</script>`,
      )
  );
}

/** A file and, when the build wrote them, its Brotli and gzip copies. */
async function readEncodings(file: string): Promise<Encoded> {
  const optional = (suffix: string) => readFile(`${file}${suffix}`).catch(() => undefined);
  const [identity, br, gzip] = await Promise.all([readFile(file), optional('.br'), optional('.gz')]);
  return { identity, ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) };
}
