import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { RespCode } from '@mahasi/contract/codes';
import type { EbookLanguage, EbookStatus } from '@mahasi/contract/ebook';
import type { Paged } from '@mahasi/contract/envelope';
import { StaffRespCode } from '@mahasi/contract/staff';
import {
  DELETED_EBOOK_DAYS,
  deskEbookCategoryPayload,
  deskEbookContent,
  deskEbookCreatePayload,
  deskEbookFilter,
  deskEbookSavePayload,
  priceRoles,
  type DeskEbook,
  type DeskEbookCategory,
  type DeskEbookCategoryPayload,
  type DeskEbookContent,
  type DeskEbookFilter,
  type DeskEbookRow,
  type DeskEbookSavePayload,
  type EbookState,
} from '@mahasi/contract/staff-ebooks';
import { recordBulkPayload, type BulkAction, type RecordBulkPayload, type RecordBulkResult } from '@mahasi/contract/staff-records';
import { rowsOf, type Db } from '../../db/client.js';
import type { Invalidate } from '../../http/cache.js';
import { BusinessError, HttpError, notFound } from '../../lib/errors.js';
import { sanitizeRichText } from '../../lib/html.js';
import { ValidationError } from '../../lib/validation.js';
import { toImage } from '../content/images.js';
import { ebookCategories, ebooks, type StoredImage } from '../content/schema.js';
import type { FileStore } from '../files/store.js';
import { containsText, storedText } from '../news/items.js';
import { bulkInOneTransaction } from '../records/bulk.js';
import { findRevision, forgetRevisions, keepRevision, listRevisions } from '../records/revisions.js';
import { diff, recordAudit, type Actor } from '../staff/audit.js';
import type { StaffCaller } from '../staff/service.js';
import type { UploadService } from '../uploads/service.js';

const DAY = 24 * 60 * 60 * 1000;
/** The revisions table's name for e-books. */
const REVISION_KIND = 'ebooks';
/** The store's pages, lists and the carts that show a book's price read under this cache scope. */
export const EBOOKS_CACHE_SCOPE = 'content';

type EbookRow = typeof ebooks.$inferSelect;
type Content = z.output<typeof deskEbookCreatePayload>;

const actorOf = (caller: StaffCaller): Actor => ({ staffId: caller.staffId, name: caller.fullName });
const maySetPrices = (caller: StaffCaller) => (priceRoles as readonly string[]).includes(caller.role);
const stateOf = (row: EbookRow): EbookState => (row.deletedAt ? 'deleted' : row.published ? 'published' : 'draft');
/** A book that has never been in the store still carries the publish time it was created with. */
const everPublished = (row: EbookRow) => row.publishedAt.getTime() !== row.createdAt.getTime();

const sortColumns: Record<string, AnyColumn | SQL> = {
  updated_at: ebooks.updatedAt,
  published_at: ebooks.publishedAt,
  title: sql`lower(coalesce(nullif(${ebooks.titleEn}, ''), ${ebooks.titleMm}))`,
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
  titleEn: r.titleEn,
  titleMm: r.titleMm,
  authorEn: r.authorEn,
  authorMm: r.authorMm,
  descriptionEn: r.descriptionEn,
  descriptionMm: r.descriptionMm,
  categoryId: r.categoryId,
  status: r.status as Content['status'],
  language: r.language as Content['language'],
  pdfUploadId: r.pdfUploadId,
  coverUploadId: r.coverUploadId,
  minPriceMmk: r.minPriceMmk,
  minPriceUsd: r.minPriceUsd,
});

export interface EbooksDeskDeps {
  db: Db;
  files: FileStore;
  uploads: UploadService;
  now: () => Date;
  invalidate: Invalidate;
}

export function ebooksDesk(deps: EbooksDeskDeps) {
  const { db, files, uploads, now } = deps;

  function toDeskEbook(row: EbookRow): DeskEbook {
    return {
      id: row.id,
      version: row.version,
      state: stateOf(row),
      titleEn: row.titleEn,
      titleMm: row.titleMm,
      authorEn: row.authorEn,
      authorMm: row.authorMm,
      descriptionEn: row.descriptionEn,
      descriptionMm: row.descriptionMm,
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
      updatedAt: row.updatedAt.toISOString(),
      updatedByName: row.updatedByName,
      createdAt: row.createdAt.toISOString(),
      deletedAt: row.deletedAt?.toISOString() ?? null,
    };
  }

  async function lock(tx: Db, id: number): Promise<EbookRow> {
    const [row] = await tx.select().from(ebooks).where(eq(ebooks.id, id)).for('update').limit(1);
    if (!row) throw notFound();
    return row;
  }

  function assertVersion(row: EbookRow, version: number): void {
    if (row.version !== version) {
      throw new BusinessError(StaffRespCode.EDIT_CONFLICT, undefined, {
        conflict: { version: row.version, by: row.updatedByName, at: row.updatedAt.toISOString() },
      });
    }
  }

  const notAllowedNow = () => new BusinessError(StaffRespCode.NOT_ALLOWED_NOW);
  const pricesForbidden = () => new HttpError(403, RespCode.FORBIDDEN, 'Only the store or an admin may set the prices of a book.');

  async function writeContent(tx: Db, actor: Actor, content: Content, existing: EbookRow | undefined): Promise<EbookRow> {
    if (content.categoryId !== null) {
      const [found] = await tx.select({ id: ebookCategories.id }).from(ebookCategories).where(eq(ebookCategories.id, content.categoryId));
      if (!found) throw new ValidationError([{ field: 'categoryId', message: 'Is not a category' }]);
    }
    const pdf: Partial<EbookRow> = {};
    if (content.pdfUploadId !== (existing?.pdfUploadId ?? null) && content.pdfUploadId !== null) {
      const stored = await uploads.pdf(tx, content.pdfUploadId, 'pdfUploadId');
      Object.assign(pdf, { fileKey: stored.key, pageCount: stored.pageCount, pdfBytes: stored.bytes });
    }
    // A book keeps its PDF (buyers download it): it can be replaced, not taken away.
    const pdfUploadId = content.pdfUploadId ?? existing?.pdfUploadId ?? null;
    let cover: StoredImage | null = existing?.cover ?? null;
    if (content.coverUploadId !== (existing?.coverUploadId ?? null)) {
      const image = content.coverUploadId === null ? null : await uploads.image(tx, content.coverUploadId, 'coverUploadId');
      cover = image && { width: image.width, height: image.height, variants: image.variants };
    }
    const at = now();
    const values = {
      titleEn: content.titleEn,
      titleMm: content.titleMm,
      authorEn: content.authorEn,
      authorMm: content.authorMm,
      descriptionEn: content.descriptionEn,
      descriptionMm: content.descriptionMm,
      categoryId: content.categoryId,
      status: content.status,
      language: content.language,
      pdfUploadId,
      coverUploadId: content.coverUploadId,
      cover,
      minPriceMmk: content.minPriceMmk,
      minPriceUsd: content.minPriceUsd,
      ...pdf,
      updatedAt: at,
      updatedByName: actor.name,
    };
    const [row] = existing
      ? await tx
          .update(ebooks)
          .set({ ...values, version: existing.version + 1 })
          .where(eq(ebooks.id, existing.id))
          .returning()
      : await tx
          .insert(ebooks)
          .values({ ...values, published: false, publishedAt: at, createdAt: at, version: 1 })
          .returning();
    await uploads.attach(tx, [pdfUploadId, content.coverUploadId], [existing?.pdfUploadId, existing?.coverUploadId]);
    return row!;
  }

  /** What each state change does to a book, and when it is refused. */
  const transitions: Record<BulkAction, (row: EbookRow) => Partial<EbookRow>> = {
    /** In the store. A book published before keeps its first date when it comes back. */
    publish: (row) => {
      if (row.deletedAt || row.published) throw notAllowedNow();
      assertPublishable(row);
      return { published: true, publishedAt: everPublished(row) ? row.publishedAt : now() };
    },
    unpublish: (row) => {
      if (row.deletedAt || !row.published) throw notAllowedNow();
      return { published: false };
    },
    delete: (row) => {
      if (row.deletedAt) throw notAllowedNow();
      return { published: false, deletedAt: now() };
    },
    restore: (row) => {
      if (!row.deletedAt) throw notAllowedNow();
      return { deletedAt: null };
    },
  };

  /**
   * Moves a book to another state in `tx` (with its version check unless `version` is null: a bulk
   * action acts on the book as it is), audited. Says whether the store's pages change.
   */
  async function moveIn(
    tx: Db,
    caller: StaffCaller,
    id: number,
    version: number | null,
    action: BulkAction,
    bulk = false,
  ): Promise<{ row: EbookRow; public: boolean }> {
    const row = await lock(tx, id);
    if (version !== null) assertVersion(row, version);
    const [updated] = await tx
      .update(ebooks)
      .set({ ...transitions[action](row), version: row.version + 1, updatedAt: now(), updatedByName: caller.fullName })
      .where(eq(ebooks.id, id))
      .returning();
    await recordAudit(tx, actorOf(caller), {
      action: `ebook.${action}`,
      entityType: 'ebook',
      entityId: id,
      changes: { ...diff({ state: stateOf(row) }, { state: stateOf(updated!) }), ...(bulk ? { bulk: true } : {}) },
    });
    return { row: updated!, public: row.published || updated!.published };
  }

  async function move(caller: StaffCaller, id: number, version: number, action: BulkAction): Promise<DeskEbook> {
    return db.transaction(async (tx) => {
      const moved = await moveIn(tx, caller, id, version, action);
      if (moved.public) await deps.invalidate(EBOOKS_CACHE_SCOPE, tx);
      return toDeskEbook(moved.row);
    });
  }

  /** A save (or autosave, or a revision restored) from `version`, kept as a revision and audited. */
  async function saveIn(
    tx: Db,
    caller: StaffCaller,
    id: number,
    version: number,
    input: Content,
    how: { autosave: boolean; restoredFrom?: number },
  ): Promise<EbookRow> {
    const existing = await lock(tx, id);
    assertVersion(existing, version);
    if (existing.deletedAt) throw notAllowedNow();
    // An older version restored by someone who may not set prices keeps today's prices.
    const content =
      how.restoredFrom !== undefined && !maySetPrices(caller)
        ? { ...input, minPriceMmk: existing.minPriceMmk, minPriceUsd: existing.minPriceUsd }
        : input;
    const priceChanged = existing.minPriceMmk !== content.minPriceMmk || existing.minPriceUsd !== content.minPriceUsd;
    if (priceChanged && !maySetPrices(caller)) throw pricesForbidden();
    const row = await writeContent(tx, actorOf(caller), content, existing);
    if (row.published) assertPublishable(row);
    await keepRevision(tx, {
      kind: REVISION_KIND,
      recordId: id,
      version: row.version,
      actor: actorOf(caller),
      autosave: how.autosave,
      restoredFrom: how.restoredFrom ?? null,
      content: contentOf(row),
      at: row.updatedAt,
      before: { version: existing.version, content: contentOf(existing), at: existing.updatedAt, by: existing.updatedByName },
    });
    const changes = diff(contentOf(existing), contentOf(row));
    await recordAudit(tx, actorOf(caller), {
      action:
        how.restoredFrom !== undefined ? 'ebook.revert' : priceChanged ? 'ebook.price' : how.autosave ? 'ebook.autosave' : 'ebook.save',
      entityType: 'ebook',
      entityId: id,
      changes: how.restoredFrom !== undefined ? { ...changes, restoredVersion: how.restoredFrom } : changes,
    });
    // The store's pages and every cart that shows the book are priced again.
    if (row.published) await deps.invalidate(EBOOKS_CACHE_SCOPE, tx);
    return row;
  }

  const categoryRows = async (tx: Db): Promise<DeskEbookCategory[]> =>
    rowsOf<{ id: number; name_en: string; name_mm: string; sort_order: number; book_count: number }>(
      await tx.execute(sql`
        select c.id, c.name_en, c.name_mm, c.sort_order, count(b.id)::int as book_count
        from ebook_categories c
        left join ebooks b on b.category_id = c.id and b.deleted_at is null
        group by c.id order by c.sort_order, lower(c.name_en), c.id`),
    ).map((row) => ({
      id: Number(row.id),
      nameEn: row.name_en,
      nameMm: row.name_mm,
      sortOrder: Number(row.sort_order),
      bookCount: Number(row.book_count),
    }));

  const categoryAudit = (tx: Db, caller: StaffCaller, action: string, id: number, changes: Record<string, unknown>) =>
    recordAudit(tx, actorOf(caller), { action, entityType: 'ebook_category', entityId: id, changes });

  async function assertNameFree(tx: Db, nameEn: string, except?: number) {
    const [clash] = await tx
      .select({ id: ebookCategories.id })
      .from(ebookCategories)
      .where(and(sql`lower(${ebookCategories.nameEn}) = lower(${nameEn})`, except ? ne(ebookCategories.id, except) : undefined))
      .limit(1);
    if (clash) throw new ValidationError([{ field: 'nameEn', message: 'Is already the name of a category' }]);
  }

  return {
    async list(_caller: StaffCaller, input: DeskEbookFilter): Promise<Paged<DeskEbookRow>> {
      const query = deskEbookFilter.parse(input);
      const f = query.searchObj;
      const where = and(
        f.state === 'deleted'
          ? isNotNull(ebooks.deletedAt)
          : f.state === 'published'
            ? and(isNull(ebooks.deletedAt), eq(ebooks.published, true))
            : f.state === 'draft'
              ? and(isNull(ebooks.deletedAt), eq(ebooks.published, false))
              : isNull(ebooks.deletedAt),
        f.text ? containsText([ebooks.titleEn, ebooks.titleMm, ebooks.authorEn, ebooks.authorMm], f.text) : undefined,
        f.status ? eq(ebooks.status, f.status) : undefined,
        f.categoryId ? eq(ebooks.categoryId, f.categoryId) : undefined,
      );
      const direction = query.orderBy === 'ASC' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(ebooks)
          .where(where)
          .orderBy(direction(sortColumns[query.sortBy]!), direction(ebooks.id))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db.select({ total: count() }).from(ebooks).where(where),
      ]);
      const numOfRows = Number(total?.total ?? 0);
      return {
        dataList: rows.map((row) => {
          const { descriptionEn: _d1, descriptionMm: _d2, ...rest } = toDeskEbook(row);
          return rest;
        }),
        currentPageNo: query.pageNo,
        pageSize: query.pageSize,
        numOfPages: Math.ceil(numOfRows / query.pageSize),
        numOfRows,
      };
    },

    async get(_caller: StaffCaller, id: number): Promise<DeskEbook> {
      const [row] = await db.select().from(ebooks).where(eq(ebooks.id, id)).limit(1);
      if (!row) throw notFound();
      return toDeskEbook(row);
    },

    async create(caller: StaffCaller, input: DeskEbookContent): Promise<DeskEbook> {
      const content = cleanContent(deskEbookCreatePayload.parse(input));
      if (!maySetPrices(caller) && (content.minPriceMmk !== 0 || content.minPriceUsd !== 0)) throw pricesForbidden();
      return db.transaction(async (tx) => {
        const row = await writeContent(tx, actorOf(caller), content, undefined);
        await keepRevision(tx, {
          kind: REVISION_KIND,
          recordId: row.id,
          version: row.version,
          actor: actorOf(caller),
          autosave: false,
          content: contentOf(row),
          at: row.updatedAt,
        });
        await recordAudit(tx, actorOf(caller), {
          action: 'ebook.create',
          entityType: 'ebook',
          entityId: row.id,
          changes: { titleEn: row.titleEn, titleMm: row.titleMm, minPriceMmk: row.minPriceMmk, minPriceUsd: row.minPriceUsd },
        });
        return toDeskEbook(row);
      });
    },

    /** A save (or autosave) from `version`. A price change is the store's or an admin's; orders keep their own prices. */
    async save(caller: StaffCaller, id: number, input: DeskEbookSavePayload): Promise<DeskEbook> {
      const { version, autosave, ...rest } = deskEbookSavePayload.parse(input);
      const content = cleanContent(rest);
      return db.transaction(async (tx) => toDeskEbook(await saveIn(tx, caller, id, version, content, { autosave })));
    },

    publish: (caller: StaffCaller, id: number, version: number) => move(caller, id, version, 'publish'),
    unpublish: (caller: StaffCaller, id: number, version: number) => move(caller, id, version, 'unpublish'),
    delete: (caller: StaffCaller, id: number, version: number) => move(caller, id, version, 'delete'),
    restore: (caller: StaffCaller, id: number, version: number) => move(caller, id, version, 'restore'),

    /** The book's saved versions, newest first (the last REVISIONS_KEPT_PER_RECORD). */
    async revisions(caller: StaffCaller, id: number) {
      await this.get(caller, id);
      return listRevisions(db, REVISION_KIND, id);
    },

    async revision(caller: StaffCaller, id: number, revisionId: number) {
      await this.get(caller, id);
      return findRevision(db, REVISION_KIND, id, revisionId);
    },

    /**
     * Saves a revision's content as the newest version, from the version the editor holds (a save
     * like any other). Prices come back only for the store and admins; an editor's restore keeps today's.
     */
    async restoreRevision(caller: StaffCaller, id: number, revisionId: number, version: number): Promise<DeskEbook> {
      return db.transaction(async (tx) => {
        const revision = await findRevision(tx, REVISION_KIND, id, revisionId);
        // Read with today's schema: a field added since takes its default.
        const parsed = deskEbookContent.safeParse(revision.content);
        if (!parsed.success)
          throw new ValidationError(
            parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'content', message: issue.message })),
          );
        return toDeskEbook(
          await saveIn(tx, caller, id, version, cleanContent(parsed.data), { autosave: false, restoredFrom: revision.version }),
        );
      });
    },

    /** One state change on several books, in one transaction; each one refused is reported with its reason. */
    async bulk(caller: StaffCaller, input: RecordBulkPayload): Promise<RecordBulkResult> {
      const { ids, action } = recordBulkPayload.parse(input);
      let publicChange = false;
      return bulkInOneTransaction(
        db,
        ids,
        async (tx, id) => {
          if ((await moveIn(tx, caller, id, null, action, true)).public) publicChange = true;
        },
        async (tx) => {
          if (publicChange) await deps.invalidate(EBOOKS_CACHE_SCOPE, tx);
        },
      );
    },

    /**
     * The scheduler's job: books in the bin for 30 days leave the catalogue. A sold book's PDF stays
     * (its buyers keep downloading it through their orders), so the row goes but no file is removed
     * while an order names the book.
     */
    async purgeDeleted(tx: Db): Promise<number> {
      const due = await tx
        .select({ id: ebooks.id, pdf: ebooks.pdfUploadId, cover: ebooks.coverUploadId })
        .from(ebooks)
        .where(
          and(
            lt(ebooks.deletedAt, new Date(now().getTime() - DELETED_EBOOK_DAYS * DAY)),
            sql`not exists (select 1 from order_items oi where oi.ebook_id = ${ebooks.id})`,
          ),
        );
      if (!due.length) return 0;
      await tx.delete(ebooks).where(
        inArray(
          ebooks.id,
          due.map((row) => row.id),
        ),
      );
      await uploads.remove(
        tx,
        due.flatMap((row) => [row.pdf, row.cover]).filter((id): id is number => id !== null),
      );
      await forgetRevisions(
        tx,
        REVISION_KIND,
        due.map((row) => row.id),
      );
      for (const row of due)
        await recordAudit(tx, { staffId: null, name: 'scheduler' }, { action: 'ebook.purge', entityType: 'ebook', entityId: row.id });
      return due.length;
    },

    // ---------------------------------------------------------------------------- categories

    categories: () => categoryRows(db),

    async createCategory(caller: StaffCaller, input: DeskEbookCategoryPayload): Promise<DeskEbookCategory> {
      const payload = deskEbookCategoryPayload.parse(input);
      const id = await db.transaction(async (tx) => {
        await assertNameFree(tx, payload.nameEn);
        const [row] = await tx
          .insert(ebookCategories)
          .values({ nameEn: payload.nameEn, nameMm: storedText(payload.nameMm), sortOrder: payload.sortOrder })
          .returning();
        await categoryAudit(tx, caller, 'ebook_category.create', row!.id, { nameEn: row!.nameEn, nameMm: row!.nameMm });
        await deps.invalidate(EBOOKS_CACHE_SCOPE, tx);
        return row!.id;
      });
      return (await categoryRows(db)).find((c) => c.id === id)!;
    },

    async updateCategory(caller: StaffCaller, id: number, input: DeskEbookCategoryPayload): Promise<DeskEbookCategory> {
      const payload = deskEbookCategoryPayload.parse(input);
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(ebookCategories).where(eq(ebookCategories.id, id)).limit(1);
        if (!before) throw notFound();
        await assertNameFree(tx, payload.nameEn, id);
        const [row] = await tx
          .update(ebookCategories)
          .set({ nameEn: payload.nameEn, nameMm: storedText(payload.nameMm), sortOrder: payload.sortOrder })
          .where(eq(ebookCategories.id, id))
          .returning();
        const fields = (c: typeof before) => ({ nameEn: c.nameEn, nameMm: c.nameMm, sortOrder: c.sortOrder });
        await categoryAudit(tx, caller, 'ebook_category.update', id, diff(fields(before), fields(row!)));
        await deps.invalidate(EBOOKS_CACHE_SCOPE, tx);
      });
      return (await categoryRows(db)).find((c) => c.id === id)!;
    },

    /** Every book of `id` goes into `intoId`, then `id` is removed. */
    async mergeCategory(caller: StaffCaller, id: number, intoId: number): Promise<void> {
      if (id === intoId) throw new ValidationError([{ field: 'intoId', message: 'Must be another category' }]);
      await db.transaction(async (tx) => {
        const found = await tx
          .select()
          .from(ebookCategories)
          .where(inArray(ebookCategories.id, [id, intoId]));
        if (!found.some((c) => c.id === id)) throw notFound();
        if (!found.some((c) => c.id === intoId)) throw new ValidationError([{ field: 'intoId', message: 'Is not a category' }]);
        const moved = await tx.update(ebooks).set({ categoryId: intoId }).where(eq(ebooks.categoryId, id)).returning({ id: ebooks.id });
        await tx.delete(ebookCategories).where(eq(ebookCategories.id, id));
        await categoryAudit(tx, caller, 'ebook_category.merge', id, { intoId, books: moved.length });
        await deps.invalidate(EBOOKS_CACHE_SCOPE, tx);
      });
    },

    /** A category in use goes only with somewhere for its books to go (IN_USE otherwise). */
    async deleteCategory(caller: StaffCaller, id: number, moveToId: number | undefined): Promise<void> {
      if (moveToId !== undefined) return this.mergeCategory(caller, id, moveToId);
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(ebookCategories).where(eq(ebookCategories.id, id)).limit(1);
        if (!row) throw notFound();
        const [used] = await tx.select({ total: count() }).from(ebooks).where(eq(ebooks.categoryId, id));
        if (Number(used?.total ?? 0) > 0) {
          throw new BusinessError(
            StaffRespCode.IN_USE,
            `This category still has ${used!.total} book(s): choose a category to move them to.`,
          );
        }
        await tx.delete(ebookCategories).where(eq(ebookCategories.id, id));
        await categoryAudit(tx, caller, 'ebook_category.delete', id, { nameEn: row.nameEn });
        await deps.invalidate(EBOOKS_CACHE_SCOPE, tx);
      });
    },
  };
}

export type EbooksDesk = ReturnType<typeof ebooksDesk>;
