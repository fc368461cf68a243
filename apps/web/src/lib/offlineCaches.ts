/**
 * What the service worker (apps/web/sw/sw.ts) and the app share about the caches kept on the
 * reader's device: names, and which API calls are public reads kept for offline use.
 */

/** Pages the reader opened, network first. */
export const PAGES_CACHE = 'pages';
/** Public reads of the API (lists, details), network first. */
export const API_CACHE = 'api';
/** Talks and books the reader saved for offline use, kept until they remove them. */
export const OFFLINE_MEDIA_CACHE = 'offline-media';
/** Where a saved book is kept: its dedicated PDF is fetched once, through a short-lived link. */
export const OFFLINE_BOOKS_PATH = '/offline-books/';
/** The bare app (index.html): what a page never visited opens as, offline. */
export const SHELL_URL = '/index.html';

/** Caches that may hold what a member read (API replies sent with their token): dropped when they sign out. Pages are rendered for a guest. */
export const MEMBER_CACHES = [API_CACHE];

/**
 * Reads of public content: lists and details of every section, the live setting. A member's own
 * data (orders, notifications, cart, bookmarks) is never kept.
 */
const PUBLIC_READ =
  /^\/rest-api\/(?!order|notification|cart|bookmark|user|payment|reaction)[A-Za-z]+\/(getDataByPagination|getDataById|getDataBySlug|getActive)(\/|$)/;

/** The retreats' public reads (the upcoming courses, one course); a member's applications are never kept. */
const RETREAT_READ = /^\/rest-api\/retreats\/courses(\/\d+)?$/;

export function isOfflineRead(method: string, pathname: string): boolean {
  if (method === 'GET' && RETREAT_READ.test(pathname)) return true;
  return (method === 'GET' || method === 'POST') && PUBLIC_READ.test(pathname);
}

/** A GET request standing for a read: its address plus, for a POST, its body. */
export async function readCacheKey(request: Request): Promise<Request> {
  if (request.method === 'GET') return new Request(request.url);
  const body = await request.text();
  const url = new URL(request.url);
  url.searchParams.set('body', body);
  return new Request(url.toString());
}

/** A file a page used: the build's code and styles (`/assets/`), or an image. */
export interface KeptFile {
  url: string;
  image: boolean;
}

/** A public read a page made, as it went out (its body is part of the cache key). */
export interface KeptRead {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/**
 * The page's message to the worker: keep these pages, with the files they used and the reads they
 * made, as if they had been opened under the worker. The worker answers on the message's port once
 * they are kept.
 */
export interface KeepMessage {
  type: 'keep';
  pages: string[];
  files: KeptFile[];
  reads: KeptRead[];
}

/** What a member read is not left on the device after they sign out. */
export function forgetMemberReads(): void {
  if (typeof caches === 'undefined') return;
  for (const name of MEMBER_CACHES) void caches.delete(name);
}
