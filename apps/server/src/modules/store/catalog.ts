import type { EbookStatus } from '@mahasi/contract/ebook';
import type { CurrencyCode } from '@mahasi/contract/money';

/** What the store needs to know of an e-book that is offered (published and available). */
export interface EbookForSale {
  id: number;
  title: string;
  titleMm: string;
  imageUrl: string | null;
  /** Minimum donation per currency, minor units. */
  minPrice: Record<CurrencyCode, number>;
}

/** The store's view of the e-book catalogue, which the content module owns (content/ebook-catalog.ts gives it). */
export interface EbookCatalog {
  /** The offered e-books among these ids; ids not offered are absent from the map. */
  forSale(ids: number[]): Promise<Map<number, EbookForSale>>;
  /** The status of a listed (published, public) e-book; undefined when no visitor can see it. */
  listedStatus(ebookId: number): Promise<EbookStatus | undefined>;
  /** The private FileStore key of the e-book's PDF, whether or not it is still offered. */
  fileKey(ebookId: number): Promise<string | undefined>;
}
