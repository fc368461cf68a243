import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { addDedicationPage } from '../../lib/pdf/dedication.js';
import type { FileStore } from '../files/store.js';
import type { EbookCatalog } from './catalog.js';
import { orderItems } from './schema.js';
import type { StoreService } from './service.js';

/** How long a download link works. */
export const DOWNLOAD_TTL_SECONDS = 5 * 60;

const YANGON_OFFSET_MS = 6.5 * 60 * 60 * 1000;
const ddmmyyyy = (at: Date) => {
  const local = new Date(at.getTime() + YANGON_OFFSET_MS).toISOString();
  return `${local.slice(8, 10)}-${local.slice(5, 7)}-${local.slice(0, 4)}`;
};

/**
 * Presigned downloads of bought e-books. The copy with the buyer's dedication page is made on the
 * first download of an order item and kept, so later downloads only sign a URL.
 */
export function downloadService(deps: { db: Db; files: FileStore; catalog: EbookCatalog; store: StoreService }) {
  const { db, files, catalog, store } = deps;

  async function dedicatedCopy(item: Awaited<ReturnType<StoreService['purchasedItem']>>): Promise<string> {
    if (item.dedicated_file_key && (await files.exists(item.dedicated_file_key, 'private'))) return item.dedicated_file_key;
    const source = await catalog.fileKey(item.ebook_id);
    if (!source || !(await files.exists(source, 'private'))) throw notFound();
    if (!item.engraved_text.trim()) return source;
    const book = await files.read(source, 'private');
    const pdf = await addDedicationPage(book, {
      bookTitle: item.ebook_title,
      text: item.engraved_text,
      donorName: item.user_full_name,
      date: ddmmyyyy(new Date(item.order_date)),
    });
    const key = `dedicated/order-item-${item.id}.pdf`;
    await files.put(key, Buffer.from(pdf), { visibility: 'private', contentType: 'application/pdf' });
    await db.update(orderItems).set({ dedicatedFileKey: key }).where(eq(orderItems.id, item.id));
    return key;
  }

  return {
    async presign(callerId: number, fileUrl: string) {
      const item = await store.purchasedItem(callerId, fileUrl);
      const key = await dedicatedCopy(item);
      const safeTitle = item.ebook_title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'ebook';
      return {
        presignUrl: files.signedUrl(key, DOWNLOAD_TTL_SECONDS, `${safeTitle}.pdf`),
        expiresAt: new Date(Date.now() + DOWNLOAD_TTL_SECONDS * 1000).toISOString(),
      };
    },
  };
}

export type DownloadService = ReturnType<typeof downloadService>;
