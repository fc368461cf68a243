import { z } from 'zod';
import { image } from './content.js';
import { ebookLanguageKeys, ebookStatusKeys } from './ebook.js';
import { envelope, paged } from './envelope.js';
import { optionalId, positiveId } from './request.js';
import { ebookKind, ebookStates } from './constants/staff-ebooks.js';
import { recordKindSchemas } from './staff-records.js';
export * from './constants/staff-ebooks.js';

/**
 * The e-books desk of the staff console (under `/admin-api`, roles admin, editor and store): the
 * books of the store with their private PDF, cover, author, category, sale status and minimum
 * donation prices, and the e-book categories.
 *
 * `state` is where the record is (draft: not in the store; published; deleted: in the bin for 30
 * days); `status` is the store's own word for the book (available, coming_soon), as in the public
 * contract. Prices are integer minor units (500000 is 5,000.00 MMK; 250 is 2.50 USD) and only the
 * store and admins set them: an editor's save that changes a price is refused with 403. A price
 * change never alters an order already placed (orders keep their prices); a cart is priced again
 * from today's minimum when it is shown and when it goes to checkout.
 *
 * Every write names the `version` it was made from; a stale one is refused with 0108 and
 * `data.conflict`, as on the news desk.
 */

const required = 'Is required';
const text = (max: number) => z.string().max(max, `Must be at most ${max} characters`).default('');
const blank = (value: unknown) => (value === '' || value === null || value === 0 ? undefined : value);
/** A price in minor units: a whole number, zero or more (100,000,000.00 at most). */
const price = z
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(0, 'Must be 0 or more')
  .max(10_000_000_000, 'Must be at most 10000000000')
  .default(0);

/** The e-books desk's requests, made from the kind's declaration: its list filters on the store's status and the category too. */
const ebookSchemas = recordKindSchemas(ebookKind, {
  status: z.preprocess(blank, z.enum(ebookStatusKeys, { error: `Must be one of ${ebookStatusKeys.join(', ')}` }).optional()),
  categoryId: optionalId(),
});

export const deskEbookContent = z.object({
  titleEn: text(300),
  titleMm: text(300),
  authorEn: text(200),
  authorMm: text(200),
  /** Plain text or simple HTML (sanitised on the server). */
  descriptionEn: text(20_000),
  descriptionMm: text(20_000),
  categoryId: z.number({ error: 'Must be a number' }).int().positive().nullable().default(null),
  status: z.enum(ebookStatusKeys, { error: `Must be one of ${ebookStatusKeys.join(', ')}` }).default('available'),
  language: z.enum(ebookLanguageKeys, { error: `Must be one of ${ebookLanguageKeys.join(', ')}` }).default('my'),
  /** A finished PDF upload (POST /uploads/pdf) or null for none yet. */
  pdfUploadId: z.number({ error: 'Must be a number' }).int().positive().nullable().default(null),
  coverUploadId: z.number({ error: 'Must be a number' }).int().positive().nullable().default(null),
  minPriceMmk: price,
  minPriceUsd: price,
});
export type DeskEbookContent = z.input<typeof deskEbookContent>;

export const deskEbookCreatePayload = deskEbookContent;
export const deskEbookSavePayload = ebookSchemas.savePayload(deskEbookContent);
export type DeskEbookSavePayload = z.input<typeof deskEbookSavePayload>;
export const deskEbookVersionPayload = ebookSchemas.versionPayload;

export const deskEbook = z.object({
  id: z.number().int(),
  version: z.number().int(),
  state: z.enum(ebookStates),
  titleEn: z.string(),
  titleMm: z.string(),
  authorEn: z.string(),
  authorMm: z.string(),
  descriptionEn: z.string(),
  descriptionMm: z.string(),
  categoryId: z.number().int().nullable(),
  status: z.enum(ebookStatusKeys),
  language: z.enum(ebookLanguageKeys),
  /** The PDF the book has (private: never a link here). */
  pdf: z.object({ pageCount: z.number().int(), bytes: z.number().int() }).nullable(),
  pdfUploadId: z.number().int().nullable(),
  cover: image.nullable(),
  coverUploadId: z.number().int().nullable(),
  minPriceMmk: z.number().int(),
  minPriceUsd: z.number().int(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type DeskEbook = z.infer<typeof deskEbook>;
export const deskEbookReply = envelope(deskEbook);
export const deskEbookRow = deskEbook.omit({ descriptionEn: true, descriptionMm: true });
export type DeskEbookRow = z.infer<typeof deskEbookRow>;

export const deskEbookFilter = ebookSchemas.filter;
export type DeskEbookFilter = z.input<typeof deskEbookFilter>;
export const deskEbookPageReply = envelope(paged(deskEbookRow));

// ---------------------------------------------------------------------------------------------
// Categories

export const deskEbookCategory = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameMm: z.string(),
  sortOrder: z.number().int(),
  /** Books in it, any state but deleted. */
  bookCount: z.number().int(),
});
export type DeskEbookCategory = z.infer<typeof deskEbookCategory>;
export const deskEbookCategoryListReply = envelope(z.array(deskEbookCategory));
export const deskEbookCategoryReply = envelope(deskEbookCategory);
export const deskEbookCategoryPayload = z.object({
  nameEn: z.string({ error: required }).trim().min(1, required).max(100, 'Must be at most 100 characters'),
  nameMm: z.string({ error: required }).trim().min(1, required).max(100, 'Must be at most 100 characters'),
  /** Lower comes first in the store's list. */
  sortOrder: z.number({ error: 'Must be a number' }).int('Must be a whole number').min(0, 'Must be 0 or more').max(10_000).default(0),
});
export type DeskEbookCategoryPayload = z.input<typeof deskEbookCategoryPayload>;
export const deskEbookMergePayload = z.object({ intoId: positiveId() });
export const deskEbookCategoryDeletePayload = z.object({ moveToId: z.preprocess(blank, positiveId().optional()) });

export const deskEbookIdParam = ebookSchemas.idParam;
