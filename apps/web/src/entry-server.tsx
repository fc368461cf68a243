import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { ServerApp } from './app/App';
import type { RenderStatus } from './components/NotFound';
import { preloadRoute } from './app/router';
import { setApiTransport, setHttpErrorHandler } from './lib/api/client';
import i18n, { ensureLoaded, locales, type Locale } from './lib/i18n';
import { RENDERED_AT_KEY } from './lib/now';
import { groupSections, paths } from './lib/paths';
import { queryDefaults } from './lib/queryClient';
import { setServerSanitizer } from './lib/sanitize';

/**
 * The first screen of a public page, rendered by the API server into index.html, so that a reader on
 * a slow phone sees the page (and its main image starts downloading) before the app's JavaScript
 * has arrived. The browser then adopts that markup (hydration, docs/decisions/0015 and 0028).
 */
export interface FirstScreen {
  /** The page's markup, for `<div id="root">`. */
  html: string;
  /** The query cache the markup was rendered from, for the browser's first render. */
  state: DehydratedState;
  /** 404 when the page is the not-found page (an unknown address, or a detail that does not exist). */
  status: 200 | 404;
  /** A reading page: a guest's browser takes the app over at the reader's first act (decision 0060). */
  reading: boolean;
}

export interface RenderSetup {
  /** Answers the app's API requests inside the server (no network hop). */
  fetch: typeof fetch;
  /** The server's HTML sanitiser, in place of DOMPurify (which needs a DOM). */
  sanitize: (html: string) => string;
}

/**
 * Member pages and the sign-in pages depend on who is reading (a member opening /login is sent
 * home), the offline page on the device: the browser renders them.
 */
const memberOnly = [paths.user.profile, paths.checkout, paths.result, paths.offline, ...Object.values(paths.auth)];

/** Rounds of render → fetch what the render asked for: a page whose data needs other data first needs two. */
const MAX_ROUNDS = 3;

/** A query the page asked for and may run (a member's own data, disabled for a guest, may not). */
function enabled(query: Query): boolean {
  const { enabled: option, queryFn } = query.options as { enabled?: boolean | ((query: Query) => boolean); queryFn?: unknown };
  return Boolean(queryFn) && (typeof option === 'function' ? option(query) : option) !== false;
}

const instances = new Map<Locale, I18n>();

/** Loads both languages and lends the server's fetch and sanitiser to the app's code. */
export async function setup({ fetch, sanitize }: RenderSetup): Promise<void> {
  setApiTransport(fetch);
  setServerSanitizer(sanitize);
  // A failure while rendering shows the page's own error state; nothing to toast on a server.
  setHttpErrorHandler(() => {});
  for (const locale of locales) {
    await ensureLoaded(locale);
    const instance = i18n.cloneInstance({ lng: locale, initAsync: false });
    instances.set(locale, instance);
  }
}

/** Member pages inside a public section: a course's apply form. */
const memberOnlyPattern = /^\/retreats\/[^/]+\/apply\/?$/;

/**
 * Reading pages (decision 0060): a guest reads them as the server's page, with the inline loader only; the app
 * takes over at the reader's first act. Each kind joins once every part of it that only the app draws carries
 * `data-app-part`, and what it does on opening without an act is done by the loader.
 */
const readingPatterns: RegExp[] = [
  // The home page, the news list (any filter or page), a news post, an event, an entry of each group section, a
  // podcast, an e-book.
  /^\/$/,
  /^\/news\/?$/,
  /^\/news\/\d+\/?$/,
  /^\/events\/\d+\/?$/,
  ...groupSections.map(({ slug }) => new RegExp(`^/${slug}/\\d+/?$`)),
  /^\/podcasts\/\d+\/?$/,
  /^\/ebooks\/\d+\/?$/,
];

export function readingPage(pathname: string): boolean {
  return readingPatterns.some((pattern) => pattern.test(pathname));
}

export function rendersOnServer(pathname: string): boolean {
  if (memberOnlyPattern.test(pathname)) return false;
  return !memberOnly.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * Renders `url` as a guest in `locale`. Each round renders the page; the queries it asked for (left
 * pending, since nothing fetches during a server render) are fetched, and the page is rendered
 * again with their data, until it asks for nothing new.
 */
export async function renderFirstScreen(url: string, locale: Locale): Promise<FirstScreen | null> {
  const i18nInstance = instances.get(locale);
  if (!i18nInstance) throw new Error('renderFirstScreen before setup()');
  const pathname = new URL(url, 'http://localhost').pathname;
  if (!rendersOnServer(pathname)) return null;
  await preloadRoute(pathname, { prefetch: false });
  // A query that failed stays failed for the next round (retryOnMount would show it as loading
  // again): a detail the API does not have renders as not found, and the page answers 404.
  const client = new QueryClient({ defaultOptions: { queries: { ...queryDefaults, retry: false, retryOnMount: false } } });
  // Text that depends on "now" reads the same in the browser while it adopts this markup.
  client.setQueryData(RENDERED_AT_KEY, Date.now());
  let html = '';
  let notFound = false;
  const status: RenderStatus = { markNotFound: () => void (notFound = true) };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    // The last round's page decides: a detail page is "not found" only once its data said so.
    notFound = false;
    html = renderToString(<ServerApp url={url} client={client} i18n={i18nInstance} status={status} />);
    const asked = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query));
    if (asked.length === 0) break;
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  }
  // Only successes travel: a failed query is asked again by the browser, which can show its error.
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' });
  client.clear();
  return { html, state, status: notFound ? 404 : 200, reading: !notFound && readingPage(pathname) };
}
