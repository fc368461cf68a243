/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { precacheAndRoute, matchPrecache } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { createPartialResponse } from 'workbox-range-requests';
import {
  API_CACHE,
  OFFLINE_BOOKS_PATH,
  OFFLINE_MEDIA_CACHE,
  PAGES_CACHE,
  SHELL_URL,
  isOfflineRead,
  readCacheKey,
  type KeepMessage,
} from '../src/lib/offlineCaches';

declare const self: ServiceWorkerGlobalScope;
/** The build's shell (the bare index.html, the entry's code and styles), written in by the build. */
declare const __PRECACHE__: { url: string; revision: string | null }[];
declare const __BUILD_ID__: string;

/**
 * The site's service worker (issue 20, docs/decisions/0029):
 * - the shell is kept for offline use; a new build's worker waits until no tab runs the old one,
 *   so a reader never gets a mix of two builds' files;
 * - pages are network first, the copy kept for when the network is gone (the pages a reader has
 *   visited open offline, with the data they were rendered from);
 * - public reads of the API (lists, details) likewise, keyed by their body;
 * - the build's hashed files, once fetched, from the cache; images kept a while;
 * - talks and books saved for offline (features/offline) are answered from their own cache, with
 *   byte ranges, so that the player seeks in a saved talk without the network.
 */

// Only the exact shell address is answered from the precache: by default Workbox would answer `/`
// with the bare index.html, and a returning reader would lose the home page's rendered first
// screen (pages go to the network first, below).
precacheAndRoute(__PRECACHE__, { directoryIndex: '', cleanURLs: false });

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'version') event.ports[0]?.postMessage(__BUILD_ID__);
  if (type === 'keep') event.waitUntil(keep(event, event.data as KeepMessage).then(() => event.ports[0]?.postMessage('kept')));
});
// The first worker takes the open page at once (a new build's worker still waits for the old one's tabs to close).
clientsClaim();

// Saved talks and books first: a range request (the audio element's seek) gets its part.
registerRoute(
  ({ request, url }) => request.destination === 'audio' || url.pathname.startsWith(OFFLINE_BOOKS_PATH),
  async ({ request }) => {
    const saved = await (await caches.open(OFFLINE_MEDIA_CACHE)).match(request.url, { ignoreSearch: true, ignoreVary: true });
    if (!saved) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, saved) : saved;
  },
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 6,
  // A page varies by the language cookie, which a service worker cannot see: the last copy wins.
  matchOptions: { ignoreVary: true },
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
});
const isPage = (url: URL) => sameOrigin(url) && !url.pathname.startsWith('/admin');
registerRoute(({ request, url }) => request.mode === 'navigate' && isPage(url), pages);

const assets = new CacheFirst({
  cacheName: 'assets',
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 250, purgeOnQuotaError: true })],
});
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'), assets);

const images = new StaleWhileRevalidate({
  cacheName: 'images',
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
  ],
});
registerRoute(({ request, url }) => request.destination === 'image' && sameOrigin(url), images);

// Public reads of the content API, POST included: network first, the last answer kept under a key
// made of the address and the body.
const publicRead = async ({ request }: { request: Request }): Promise<Response> => {
  const key = await readCacheKey(request.clone());
  const cache = await caches.open(API_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (!kept) throw error;
    const headers = new Headers(kept.headers);
    headers.set('x-offline-copy', '1');
    return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
  }
};
registerRoute(({ request, url }) => sameOrigin(url) && isOfflineRead(request.method, url.pathname), publicRead, 'POST');
registerRoute(({ request, url }) => sameOrigin(url) && isOfflineRead(request.method, url.pathname), publicRead, 'GET');

/**
 * A page the tab showed before this worker took it over (the first page of a first visit), or the
 * page a talk was saved from: kept as if it had been opened under the worker, through the same
 * strategies. Its files and reads first, the page last: once a page is kept, what it needs is too.
 */
async function keep(event: ExtendableMessageEvent, message: KeepMessage): Promise<void> {
  const url = (href: string) => new URL(href, self.location.origin);
  await Promise.allSettled([
    ...message.files
      .filter((file) => sameOrigin(url(file.url)))
      .map((file) =>
        url(file.url).pathname.startsWith('/assets/')
          ? assets.handle({ event, request: file.url })
          : file.image
            ? images.handle({ event, request: file.url })
            : undefined,
      ),
    ...message.reads
      .filter((read) => sameOrigin(url(read.url)) && isOfflineRead(read.method, url(read.url).pathname))
      .map((read) => publicRead({ request: new Request(url(read.url), { method: read.method, headers: read.headers, body: read.body }) })),
  ]);
  await Promise.allSettled(message.pages.filter((page) => isPage(url(page))).map((page) => pages.handle({ event, request: page })));
}

// A page never visited, opened offline: the shell, which shows the app's own offline state.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(SHELL_URL)) ?? Response.error();
  return Response.error();
});
