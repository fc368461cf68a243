import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { RespCode } from '@mahasi/contract/codes';
import type { EbookLanguage, EbookStatus } from '@mahasi/contract/ebook';
import {
  deskEbookCreatePayload,
  deskEbookFilter,
  priceRoles,
  type DeskEbook,
  type DeskEbookRow,
  type EbookState,
} from '@mahasi/contract/staff-ebooks';
import { HttpError } from '../../lib/errors.js';
import { sanitizeRichText } from '../../lib/html.js';
import { ValidationError } from '../../lib/validation.js';
import { toImage } from '../content/images.js';
import { ebookCategories, ebooks } from '../content/schema.js';
import type { FileStore } from '../files/store.js';
import { containsText, storedText, bilingualOf } from '../../lib/text.js';
import { defineRecordKind, titleSort, lifecycleStamps, recordDesk, withoutDescriptions, type RecordDeps } from '../records/engine.js';
import { hasRoleIn } from '../../lib/staffCaller.js';

/** The revisions table's name for e-books. */
const REVISION_KIND = 'ebooks';
/** The store's pages, lists and the carts that show a book's price read under this cache scope. */
export const EBOOKS_CACHE_SCOPE = 'content';

type EbookRow = typeof ebooks.$inferSelect;
type Content = z.output<typeof deskEbookCreatePayload>;

const maySetPrices = hasRoleIn(priceRoles);
/** A book that has never been in the store still carries the publish time it was created with. */
const everPublished = (row: EbookRow) => row.publishedAt.getTime() !== row.createdAt.getTime();

const sortColumns: Record<string, AnyColumn | SQL> = {
  updated_at: ebooks.updatedAt,
  published_at: ebooks.publishedAt,
  title: titleSort(ebooks.titleEn, ebooks.titleMm),
  min_price_mmk: ebooks.minPriceMmk,
  min_price_usd: ebooks.minPriceUsd,
  id: ebooks.id,
};

/** A description typed as plain text becomes paragraphs (the store shows it as HTML); HTML is sanitised. */
function descriptionHtml(text: string): string {
  const typed = storedText(text.trim());
  if (!typed || /<[a-z][\s\S]*>/i.test(typed)) return sanitizeRichText(typed);
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return typed
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escape(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function cleanContent(input: Content): Content {
  const plain = (value: string) => storedText(value.trim());
  return {
    ...input,
    titleEn: plain(input.titleEn),
    titleMm: plain(input.titleMm),
    authorEn: plain(input.authorEn),
    authorMm: plain(input.authorMm),
    descriptionEn: descriptionHtml(input.descriptionEn),
    descriptionMm: descriptionHtml(input.descriptionMm),
  };
}

/** What a book must have before it is in the store; 422 naming each missing field. */
function assertPublishable(row: EbookRow): void {
  const errors: { field: string; message: string }[] = [];
  if (!row.titleEn && !row.titleMm) errors.push({ field: 'titleEn', message: 'Is required in English or Myanmar' });
  if (!row.authorEn && !row.authorMm) errors.push({ field: 'authorEn', message: 'Is required in English or Myanmar' });
  if (row.status === 'available') {
    if (!row.fileKey) errors.push({ field: 'pdfUploadId', message: 'Is required: upload the book' });
    if (row.minPriceMmk <= 0) errors.push({ field: 'minPriceMmk', message: 'Must be more than 0 to sell the book' });
    if (row.minPriceUsd <= 0) errors.push({ field: 'minPriceUsd', message: 'Must be more than 0 to sell the book' });
  }
  if (errors.length) throw new ValidationError(errors);
}

/** A book's content as the console edits it (the save payload): what a revision keeps. */
const contentOf = (r: EbookRow): Content => ({
  ...bilingualOf(r, 'title', 'author', 'description'),
  categoryId: r.categoryId,
  status: r.status as Content['status'],
  language: r.language as Content['language'],
  pdfUploadId: r.pdfUploadId,
  coverUploadId: r.coverUploadId,
  minPriceMmk: r.minPriceMmk,
  minPriceUsd: r.minPriceUsd,
});

const pricesForbidden = () => new HttpError(403, RespCode.FORBIDDEN, 'Only the store or an admin may set the prices of a book.');

function toDeskEbook(files: FileStore, row: EbookRow, state: EbookState): DeskEbook {
  return {
    id: row.id,
    version: row.version,
    state,
    ...bilingualOf(row, 'title', 'author', 'description'),
    categoryId: row.categoryId,
    status: row.status as EbookStatus,
    language: row.language as EbookLanguage,
    pdf: row.fileKey ? { pageCount: row.pageCount, bytes: row.pdfBytes } : null,
    pdfUploadId: row.pdfUploadId,
    cover: toImage(files, row.cover),
    coverUploadId: row.coverUploadId,
    minPriceMmk: row.minPriceMmk,
    minPriceUsd: row.minPriceUsd,
    publishedAt: row.published || everPublished(row) ? row.publishedAt.toISOString() : null,
    ...lifecycleStamps(row),
  };
}

/** The store's books: editors, the store and admins keep them; prices are the store's and admins' only. */
export const ebookKind = defineRecordKind({
  name: REVISION_KIND,
  entityType: 'ebook',
  table: ebooks,
  visibility: { flag: 'published', publishedAt: 'first' },
  cacheScope: EBOOKS_CACHE_SCOPE,
  statusKey: 'state',
  cover: { column: 'cover', uploadColumn: 'coverUploadId' },
  // The routes let in who keeps the books; every one of them writes every book.
  access: { writesAny: () => true },
  content: deskEbookCreatePayload,
  clean: cleanContent,
  /**
   * Prices are the store's and admins' (orders keep their own): anyone else's new book is free until
   * they price it, their save keeps the prices, and an older version they restore keeps today's.
   */
  guard(caller, content: Content, existing: EbookRow | undefined, restoring) {
    if (maySetPrices(caller)) return content;
    const today = { minPriceMmk: existing?.minPriceMmk ?? 0, minPriceUsd: existing?.minPriceUsd ?? 0 };
    const wanted = restoring ? { ...content, ...today } : content;
    if (wanted.minPriceMmk !== today.minPriceMmk || wanted.minPriceUsd !== today.minPriceUsd) throw pricesForbidden();
    return wanted;
  },
  async values(ctx, content: Content, existing: EbookRow | undefined) {
    if (content.categoryId !== null) {
      const [found] = await ctx.tx
        .select({ id: ebookCategories.id })
        .from(ebookCategories)
        .where(eq(ebookCategories.id, content.categoryId));
      if (!found) throw new ValidationError([{ field: 'categoryId', message: 'Is not a category' }]);
    }
    const pdf: Partial<EbookRow> = {};
    if (content.pdfUploadId !== (existing?.pdfUploadId ?? null) && content.pdfUploadId !== null) {
      const stored = await ctx.uploads.pdf(ctx.tx, content.pdfUploadId, 'pdfUploadId');
      Object.assign(pdf, { fileKey: stored.key, pageCount: stored.pageCount, pdfBytes: stored.bytes });
    }
    return {
      ...bilingualOf(content, 'title', 'author', 'description'),
      categoryId: content.categoryId,
      status: content.status,
      language: content.language,
      // A book keeps its PDF (buyers download it): it can be replaced, not taken away.
      pdfUploadId: content.pdfUploadId ?? existing?.pdfUploadId ?? null,
      minPriceMmk: content.minPriceMmk,
      minPriceUsd: content.minPriceUsd,
      ...pdf,
    };
  },
  contentOf: async (_ctx, row: EbookRow) => contentOf(row),
  uploadsOf: async (_ctx, row: EbookRow) => [row.pdfUploadId],
  assertPublishable: (row: EbookRow) => assertPublishable(row),
  saveAction: (existing: EbookRow, row: EbookRow) =>
    existing.minPriceMmk !== row.minPriceMmk || existing.minPriceUsd !== row.minPriceUsd ? 'ebook.price' : undefined,
  createdChanges: (row: EbookRow) => ({
    titleEn: row.titleEn,
    titleMm: row.titleMm,
    minPriceMmk: row.minPriceMmk,
    minPriceUsd: row.minPriceUsd,
  }),
  // A sold book's PDF stays (its buyers keep downloading it through their orders): it leaves the bin only when no order names it.
  keptInBin: sql`exists (select 1 from order_items oi where oi.ebook_id = ${ebooks.id})`,
  list: {
    filter: deskEbookFilter,
    status: (f) => f.state,
    where: (f) => [
      f.text ? containsText([ebooks.titleEn, ebooks.titleMm, ebooks.authorEn, ebooks.authorMm], f.text) : undefined,
      f.status ? eq(ebooks.status, f.status) : undefined,
      f.categoryId ? eq(ebooks.categoryId, f.categoryId) : undefined,
    ],
    sort: (sortBy) => sortColumns[sortBy]!,
  },
  present: async (ctx, row: EbookRow, state) => toDeskEbook(ctx.files, row, state),
  presentRow: (ctx, row: EbookRow, state): DeskEbookRow => withoutDescriptions(toDeskEbook(ctx.files, row, state)),
});

export const ebooksDesk = (deps: RecordDeps) => recordDesk(deps, ebookKind);
export type EbooksDesk = ReturnType<typeof ebooksDesk>;
