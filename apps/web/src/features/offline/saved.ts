import { useBrowserStore } from '../../lib/adopting';
import { storage, storageKeys } from '../../lib/storage';
import { OFFLINE_BOOKS_PATH, OFFLINE_MEDIA_CACHE } from '../../lib/offlineCaches';
import { keepForOffline } from './register';

/** A talk or a book kept on this device (its bytes in the offline cache, under `url`). */
export interface SavedItem {
  kind: 'talk' | 'book';
  /** The talk's id, or the order item's id for a book. */
  id: number;
  title: string;
  /** Where its bytes are kept (the talk's audio address, or /offline-books/...). */
  url: string;
  type: string;
  bytes: number;
  savedAt: string;
  /** The page it was saved from. */
  page: string;
}

export class NoSpaceError extends Error {
  constructor(readonly bytes: number) {
    super('not enough space');
  }
}

const listeners = new Set<() => void>();
const none: SavedItem[] = [];
let items: SavedItem[] | undefined;

function read(): SavedItem[] {
  items ??= storage.getJson<SavedItem[]>(storageKeys.offlineItems) ?? none;
  return items;
}

function write(next: SavedItem[]) {
  items = next;
  storage.set(storageKeys.offlineItems, JSON.stringify(next));
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** What is saved on this device (nothing while the server's markup is adopted: it cannot know). */
export function useSavedItems(): SavedItem[] {
  return useBrowserStore(subscribe, read, none);
}

export function savedItem(kind: SavedItem['kind'], id: number): SavedItem | undefined {
  return read().find((item) => item.kind === kind && item.id === id);
}

const offlineSupported = (): boolean => typeof caches !== 'undefined' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
const subscribeNever = () => () => {};

/** Whether this browser can keep files for offline use (no, on the server and while its markup is adopted). */
export function useOfflineSupported(): boolean {
  return useBrowserStore(subscribeNever, offlineSupported, false);
}

export const bookUrl = (orderItemId: number): string => `${OFFLINE_BOOKS_PATH}${orderItemId}.pdf`;

/**
 * Downloads `source` whole and keeps it under `item.url`, reporting progress (0-1, or undefined
 * when the size is not known). Refused before downloading when the device has no room for it.
 */
export async function saveForOffline(
  item: Omit<SavedItem, 'bytes' | 'savedAt' | 'type'>,
  source: string,
  onProgress: (fraction: number | undefined) => void,
): Promise<SavedItem> {
  const response = await fetch(source, { cache: 'no-store' });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const length = Number(response.headers.get('content-length')) || undefined;
  if (length && navigator.storage?.estimate) {
    const { quota = Infinity, usage = 0 } = await navigator.storage.estimate();
    if (usage + length > quota) {
      await response.body.cancel();
      throw new NoSpaceError(length);
    }
  }
  // Kept until the reader removes it, when the browser allows (never asked twice).
  void navigator.storage?.persist?.().catch(() => false);
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  onProgress(length ? 0 : undefined);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress(length ? Math.min(1, received / length) : undefined);
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const blob = new Blob(parts as BlobPart[], { type });
  const cache = await caches.open(OFFLINE_MEDIA_CACHE);
  try {
    await cache.put(item.url, new Response(blob, { headers: { 'content-type': type, 'content-length': String(blob.size) } }));
  } catch (error) {
    if ((error as Error)?.name === 'QuotaExceededError') throw new NoSpaceError(blob.size);
    throw error;
  }
  // The page it was saved from opens offline too, even when it was the first page of a first visit.
  await keepForOffline([item.page]);
  const saved: SavedItem = { ...item, type, bytes: blob.size, savedAt: new Date().toISOString() };
  write([...read().filter((kept) => !(kept.kind === item.kind && kept.id === item.id)), saved]);
  return saved;
}

export async function removeSaved(item: SavedItem): Promise<void> {
  await (await caches.open(OFFLINE_MEDIA_CACHE)).delete(item.url);
  write(read().filter((kept) => !(kept.kind === item.kind && kept.id === item.id)));
}

/** A saved item's bytes, for opening it (a book in the browser's PDF viewer). */
export async function savedBlob(item: SavedItem): Promise<Blob | undefined> {
  const response = await (await caches.open(OFFLINE_MEDIA_CACHE)).match(item.url);
  return response ? response.blob() : undefined;
}

/** 1536 → '1.5 KB', 73400320 → '70 MB'. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}
