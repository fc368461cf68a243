import i18n from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { storage, storageKeys } from '../../lib/storage';
import { watchAnsweredRequests } from '../../lib/api/client';
import { isOfflineRead, type KeepMessage, type KeptFile, type KeptRead } from '../../lib/offlineCaches';

/** The build of the worker that controls this page (it answers a 'version' message). */
function controllerVersion(): Promise<string | undefined> {
  const controller = navigator.serviceWorker.controller;
  if (!controller) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<string>) => resolve(event.data);
    controller.postMessage({ type: 'version' }, [channel.port2]);
    setTimeout(() => resolve(undefined), 3000);
  });
}

/** Once per new build: a quiet "updated" notice for a reader who had the site before. */
async function noticeUpdate(): Promise<void> {
  const version = await controllerVersion();
  if (!version) return;
  const before = storage.get(storageKeys.appVersion);
  storage.set(storageKeys.appVersion, version);
  if (before && before !== version) notify.info(i18n.t('offline:updated'), { id: 'site-updated' });
}

/** The public reads this page made before a worker controlled it (a page's worth; the rest went through the worker). */
const readsBeforeWorker: KeptRead[] = [];
const MAX_READS = 60;
/** How long keeping a page may take before a save says it is done anyway (its media is kept). */
const KEEP_TIMEOUT_MS = 20_000;

const withoutHash = (href: string) => href.split('#')[0]!;

/** The same-origin files this page has loaded: the build's code and styles, and its images. */
function filesOfThisPage(): KeptFile[] {
  const files = new Map<string, KeptFile>();
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    const url = new URL(entry.name);
    if (url.origin !== location.origin) continue;
    const image = entry.initiatorType === 'img' || entry.initiatorType === 'image';
    if (image || url.pathname.startsWith('/assets/')) files.set(url.href, { url: url.href, image });
  }
  return [...files.values()];
}

/**
 * Asks the worker to keep `pages` (this tab's, or the page a talk was saved from) as if they had
 * been opened under it: the page, the files this tab loaded and the public reads it made before
 * the worker took it over. Resolves once they are kept (or after KEEP_TIMEOUT_MS).
 */
export async function keepForOffline(pages: string[]): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, KEEP_TIMEOUT_MS));
  const kept = navigator.serviceWorker.ready.then(
    (registration) =>
      new Promise<void>((resolve) => {
        const worker = registration.active;
        if (!worker) return resolve();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        const message: KeepMessage = {
          type: 'keep',
          pages: [...new Set(pages.map((page) => withoutHash(new URL(page, location.href).href)))],
          files: filesOfThisPage(),
          reads: [...readsBeforeWorker],
        };
        worker.postMessage(message, [channel.port2]);
      }),
  );
  await Promise.race([kept, timeout]);
}

/**
 * Registers the service worker (apps/web/sw/sw.ts) once the page has loaded and the browser is
 * idle: it never competes with the first screen. A new build's worker waits until no tab runs the
 * old one, then takes over on the next visit.
 *
 * The first worker takes over the tab at once; the page the tab shows, opened before it, did not
 * go through it. So that this page opens offline like any page opened later (the first page a
 * reader opens from a shared link, say), the worker is then asked to keep it, with what it used.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  if (!navigator.serviceWorker.controller) {
    const landing = location.href;
    watchAnsweredRequests((sent) => {
      if (navigator.serviceWorker.controller || readsBeforeWorker.length >= MAX_READS) return;
      if (isOfflineRead(sent.method, new URL(sent.url, location.href).pathname)) readsBeforeWorker.push(sent);
    });
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        watchAnsweredRequests(undefined);
        void keepForOffline([landing, location.href]);
      },
      { once: true },
    );
  }
  const start = () => {
    navigator.serviceWorker.register('/sw.js').then(
      () => void noticeUpdate(),
      (error: unknown) => console.warn('Service worker not registered', error),
    );
  };
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
