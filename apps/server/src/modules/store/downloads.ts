import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { addDedicationPage } from '../../lib/pdf/dedication.js';
import { newFileKey, type FileStore } from '../files/store.js';
import type { EbookCatalog } from './catalog.js';
import { orderItems } from './schema.js';
import type { StoreService } from './service.js';
import { yangonDay } from '../../lib/yangonTime.js';

type PurchasedItem = Awaited<ReturnType<StoreService['purchasedItem']>>;

/** The keys dedicated copies had before they were random: `dedicated/order-item-<id>.pdf`. */
const SEQUENTIAL_KEY = /^dedicated\/order-item-\d+\.pdf$/;

/** How long a download link works. */
export const DOWNLOAD_TTL_SECONDS = 5 * 60;

const ddmmyyyy = (at: Date) => {
  const local = yangonDay(at);
  return `${local.slice(8, 10)}-${local.slice(5, 7)}-${local.slice(0, 4)}`;
};

/**
 * Presigned downloads of bought e-books. The copy with the buyer's dedication page is made on the
 * first download of an order item and kept, so later downloads only sign a URL.
 */
export function downloadService(deps: { db: Db; files: FileStore; catalog: EbookCatalog; store: StoreService }) {
  const { db, files, catalog, store } = deps;

  /** The copy to hand out; `fresh` makes the dedicated copy again even when one is kept. */
  async function dedicatedCopy(item: PurchasedItem, fresh = false): Promise<string> {
    const kept = item.dedicated_file_key;
    if (!fresh && kept && (await files.exists(kept, 'private'))) {
      if (!SEQUENTIAL_KEY.test(kept)) return kept;
      // Kept under a key made from the item's id (before decision 0040): moved to a random one.
      const moved = newFileKey('dedicated', 'pdf', new Date());
      await files.put(moved, await files.read(kept, 'private'), { visibility: 'private', contentType: 'application/pdf' });
      return keep(item.id, kept, moved);
    }
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
    const key = newFileKey('dedicated', 'pdf', new Date());
    await files.put(key, Buffer.from(pdf), { visibility: 'private', contentType: 'application/pdf' });
    return keep(item.id, kept, key);
  }

  /**
   * The item's copy becomes `next` unless another request changed it since `previous` was read
   * (two first downloads at once): then that one stays and `next` is removed. The copy replaced is
   * removed, so each item has one file.
   */
  async function keep(itemId: number, previous: string | null, next: string): Promise<string> {
    const [won] = await db
      .update(orderItems)
      .set({ dedicatedFileKey: next })
      .where(
        and(eq(orderItems.id, itemId), previous === null ? isNull(orderItems.dedicatedFileKey) : eq(orderItems.dedicatedFileKey, previous)),
      )
      .returning({ id: orderItems.id });
    if (!won) {
      await files.delete(next, 'private');
      const [row] = await db.select({ key: orderItems.dedicatedFileKey }).from(orderItems).where(eq(orderItems.id, itemId));
      if (!row?.key) throw notFound();
      return row.key;
    }
    if (previous && previous !== next) await files.delete(previous, 'private').catch(() => undefined);
    return next;
  }

  return {
    /**
     * Support: the dedicated copy of a completed order's item made again from the book's file (after
     * the file was replaced, or a copy went wrong). The next download hands out the new one.
     */
    async regenerate(orderItemId: number): Promise<string> {
      const rows = rowsOf<PurchasedItem & { status: string }>(
        await db.execute(sql`select oi.id, o.user_id, o.status, oi.ebook_id, oi.ebook_title, oi.engraved_text, oi.dedicated_file_key, u.user_full_name, o.order_date
          from order_items oi join orders o on o.id = oi.order_id join users u on u.id = o.user_id
          where oi.id = ${orderItemId}`),
      );
      const item = rows[0];
      if (!item) throw notFound();
      return dedicatedCopy(item, true);
    },

    async presign(callerId: number, fileUrl: string) {
      const item = await store.purchasedItem(callerId, fileUrl);
      const key = await dedicatedCopy(item);
      const safeTitle = item.ebook_title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'ebook';
      return {
        presignUrl: await files.signedUrl(key, DOWNLOAD_TTL_SECONDS, `${safeTitle}.pdf`),
        expiresAt: new Date(Date.now() + DOWNLOAD_TTL_SECONDS * 1000).toISOString(),
      };
    },
  };
}

export type DownloadService = ReturnType<typeof downloadService>;
