import { z } from 'zod';
import { envelope, paged } from './envelope.js';
import { image, isoTime, listRequest } from './content.js';
import { optionalChoice, optionalId, optionalIdList, searchText } from './request.js';
import { ebookStatusKeys, ebookLanguageKeys } from './constants/ebook.js';
export * from './constants/ebook.js';

/**
 * E-books of the store. Prices are the minimum donation in integer minor units of each currency
 * (500000 is 5,000.00 MMK; 250 is 2.50 USD); format them with `formatMoney`. The PDF itself is a
 * private file and never part of a public reply: buyers get a presigned link through their order.
 */

export const ebookCategory = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameMm: z.string(),
  sortOrder: z.number().int(),
  /** How many published e-books are in it. */
  count: z.number().int(),
});
export type EbookCategory = z.infer<typeof ebookCategory>;

export const ebook = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleMm: z.string(),
  authorEn: z.string(),
  authorMm: z.string(),
  /** Sanitised HTML. */
  descriptionEn: z.string(),
  descriptionMm: z.string(),
  cover: image.nullable(),
  categoryId: z.number().int().nullable(),
  categoryNameEn: z.string().nullable(),
  categoryNameMm: z.string().nullable(),
  status: z.enum(ebookStatusKeys),
  /** Minimum donation, minor units. */
  minPriceMmk: z.number().int(),
  minPriceUsd: z.number().int(),
  pageCount: z.number().int(),
  language: z.enum(ebookLanguageKeys),
  publishedAt: isoTime,
});
export type Ebook = z.infer<typeof ebook>;

export const ebookSortKeys = ['published_at', 'id', 'title_en', 'min_price_mmk', 'min_price_usd'] as const;
export const ebookFilter = listRequest(
  {
    title: searchText(),
    categoryId: optionalId(),
    categoryIdList: optionalIdList(),
    status: optionalChoice(ebookStatusKeys),
    language: optionalChoice(ebookLanguageKeys),
  },
  ebookSortKeys,
  { sortBy: 'published_at', orderBy: 'DESC' },
);
export type EbookFilter = z.input<typeof ebookFilter>;
export const ebookPageReply = envelope(paged(ebook));
export const ebookReply = envelope(ebook);

export const ebookCategorySortKeys = ['sort_order', 'id', 'name_en', 'total_count'] as const;
export const ebookCategoryFilter = listRequest({ categoryName: searchText() }, ebookCategorySortKeys, {
  sortBy: 'sort_order',
  orderBy: 'ASC',
  pageSize: 0,
});
export type EbookCategoryFilter = z.input<typeof ebookCategoryFilter>;
export const ebookCategoryPageReply = envelope(paged(ebookCategory));
export const ebookCategoryReply = envelope(ebookCategory);

/** `GET /ebook/getStatusList`: the statuses with their labels and how many published books have each. */
export const ebookStatusItem = z.object({
  status: z.enum(ebookStatusKeys),
  labelEn: z.string(),
  labelMm: z.string(),
  count: z.number().int(),
});
export const ebookStatusListReply = envelope(z.array(ebookStatusItem));
