import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { StaffRespCode } from '@mahasi/contract/staff';
import { deskEbookCategoryPayload, type DeskEbookCategory, type DeskEbookCategoryPayload } from '@mahasi/contract/staff-ebooks';
import { rowsOf, type Db } from '../../db/client.js';
import type { Invalidate } from '../../http/cache.js';
import { BusinessError, notFound } from '../../lib/errors.js';
import { ValidationError } from '../../lib/validation.js';
import { ebookCategories, ebooks } from '../content/schema.js';
import { storedText } from '../../lib/text.js';
import { diff, recordAudit } from '../staff/audit.js';
import { EBOOKS_CACHE_SCOPE } from './desk.js';
import { actorOf, type StaffCaller } from '../../lib/staffCaller.js';

export interface EbookCategoriesDeps {
  db: Db;
  invalidate: Invalidate;
}

/** The store's e-book categories: named in both languages, in their order, merged or removed with somewhere for their books to go. */
export function ebookCategoriesDesk(deps: EbookCategoriesDeps) {
  const { db } = deps;

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

export type EbookCategoriesDesk = ReturnType<typeof ebookCategoriesDesk>;
