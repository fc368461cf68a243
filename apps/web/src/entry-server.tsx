import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { ServerApp } from './app/App';
import { preloadRoute } from './app/router';
import { setApiTransport, setHttpErrorHandler } from './lib/api/client';
import i18n, { ensureLoaded, locales, type Locale } from './lib/i18n';
import { paths } from './lib/paths';
import { queryDefaults } from './lib/queryClient';
import { setServerSanitizer } from './lib/sanitize';

/**
 * The first screen of a public page, rendered by the API server into index.html, so that a reader on
 * a slow phone sees the page (and its main image starts downloading) before the app's JavaScript
 * has arrived. The browser then renders the same page over it (docs/decisions/0015).
 */
export interface FirstScreen {
  /** The page's markup, for `<div id="root">`. */
  html: string;
  /** The query cache the markup was rendered from, for the browser's first render. */
  state: DehydratedState;
}

export interface RenderSetup {
  /** Answers the app's API requests inside the server (no network hop). */
  fetch: typeof fetch;
  /** The server's HTML sanitiser, in place of DOMPurify (which needs a DOM). */
  sanitize: (html: string) => string;
}

/** Member pages depend on who is reading: the browser renders them. */
const memberOnly = [paths.user.profile, paths.checkout, paths.result];

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

export function rendersOnServer(pathname: string): boolean {
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
  const client = new QueryClient({ defaultOptions: { queries: { ...queryDefaults, retry: false } } });
  let html = '';
  for (let round = 0; round < MAX_ROUNDS; round++) {
    html = renderToString(<ServerApp url={url} client={client} i18n={i18nInstance} />);
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
  return { html, state };
}
