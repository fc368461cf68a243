import i18n from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { storage, storageKeys } from '../../lib/storage';
import { MEMBER_CACHES } from './caches';

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

/**
 * Registers the service worker (apps/web/sw/sw.ts) once the page has loaded and the browser is
 * idle: it never competes with the first screen. A new build's worker waits until no tab runs the
 * old one, then takes over on the next visit.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
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

/** What a member read is not left on the device after they sign out. */
export function forgetMemberReads(): void {
  if (typeof caches === 'undefined') return;
  for (const name of MEMBER_CACHES) void caches.delete(name);
}
