import { and, eq, inArray, lte } from 'drizzle-orm';
import type { EbookStatus } from '@mahasi/contract/ebook';
import type { CurrencyCode } from '@mahasi/contract/money';
import type { Db } from '../../db/client.js';
import { toImage } from '../content/images.js';
import { ebooks } from '../content/schema.js';
import type { FileStore } from '../files/store.js';

/** What the store needs to know of an e-book that is offered (published and available). */
export interface EbookForSale {
  id: number;
  title: string;
  titleMm: string;
  imageUrl: string | null;
  /** Minimum donation per currency, minor units. */
  minPrice: Record<CurrencyCode, number>;
}

/** The store's view of the e-book catalogue, which the content module owns. */
export interface EbookCatalog {
  /** The offered e-books among these ids; ids not offered are absent from the map. */
  forSale(ids: number[]): Promise<Map<number, EbookForSale>>;
  /** The status of a listed (published, public) e-book; undefined when no visitor can see it. */
  listedStatus(ebookId: number): Promise<EbookStatus | undefined>;
  /** The private FileStore key of the e-book's PDF, whether or not it is still offered. */
  fileKey(ebookId: number): Promise<string | undefined>;
}

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
