import type { CurrencyCode } from '@mahasi/contract/money';

/** What the store needs to know of an e-book that is offered (published and available). */
export interface EbookForSale {
  id: number;
  title: string;
  imageUrl: string | null;
  /** Minimum donation per currency, minor units. */
  minPrice: Record<CurrencyCode, number>;
}

/** The store's view of the e-book catalogue, which the content module owns. */
export interface EbookCatalog {
  /** The offered e-books among these ids; ids not offered are absent from the map. */
  forSale(ids: number[]): Promise<Map<number, EbookForSale>>;
  /** The private FileStore key of the e-book's PDF, whether or not it is still offered. */
  fileKey(ebookId: number): Promise<string | undefined>;
}
