import { and, eq, inArray, lte } from 'drizzle-orm';
import type { EbookStatus } from '@mahasi/contract/ebook';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../files/store.js';
import type { EbookCatalog } from '../store/catalog.js';
import { toImage } from './images.js';
import { ebooks } from './schema.js';

/** The catalogue as the content module stores it: offered means published, public and available. */
export function contentCatalog(db: Db, files: FileStore): EbookCatalog {
  return {
    async forSale(ids) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .select()
        .from(ebooks)
        .where(
          and(inArray(ebooks.id, unique), eq(ebooks.published, true), lte(ebooks.publishedAt, new Date()), eq(ebooks.status, 'available')),
        );
      return new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            title: row.titleEn || row.titleMm,
            titleMm: row.titleMm || row.titleEn,
            imageUrl: toImage(files, row.cover)?.url ?? null,
            minPrice: { MMK: row.minPriceMmk, USD: row.minPriceUsd },
          },
        ]),
      );
    },
    async listedStatus(ebookId) {
      const [row] = await db
        .select({ status: ebooks.status })
        .from(ebooks)
        .where(and(eq(ebooks.id, ebookId), eq(ebooks.published, true), lte(ebooks.publishedAt, new Date())))
        .limit(1);
      return row?.status as EbookStatus | undefined;
    },
    async fileKey(ebookId) {
      const [row] = await db.select({ fileKey: ebooks.fileKey }).from(ebooks).where(eq(ebooks.id, ebookId)).limit(1);
      return row?.fileKey ?? undefined;
    },
  };
}
