import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { StaffRespCode } from '@mahasi/contract/staff';
import type { DeskCategory } from '@mahasi/contract/staff-news';
import { rowsOf, type Db } from '../../db/client.js';
import type { Invalidate } from '../../http/cache.js';
import { BusinessError, notFound } from '../../lib/errors.js';
import { actorOf, type StaffCaller } from '../../lib/staffCaller.js';
import { storedText } from '../../lib/text.js';
import { ValidationError } from '../../lib/validation.js';
import { diff, recordAudit } from '../staff/audit.js';
import { newsCategories, postCategories } from './schema.js';

export interface NewsTaxonomyDeps {
  db: Db;
  invalidate: Invalidate;
}

/**
 * The news desk's categories and tags: named in both languages, renamed, merged and removed with
 * somewhere for their posts to go, each audited and dropping the public news caches. A service of
 * its own beside the desk (`desk.ts`), which keeps posts.
 */
export function newsTaxonomy(deps: NewsTaxonomyDeps) {
  const { db } = deps;

  return {
    async categories(): Promise<DeskCategory[]> {
      const result = await db.execute(sql`
        select c.id, c.category_name, c.category_name_mm, count(p.id)::int as post_count
        from news_categories c
        left join post_categories pc on pc.category_id = c.id
        left join posts p on p.id = pc.post_id and p.status <> 'deleted'
        group by c.id order by lower(c.category_name), c.id`);
      return rowsOf<{ id: number; category_name: string; category_name_mm: string; post_count: number }>(result).map((row) => ({
        id: Number(row.id),
        nameEn: row.category_name,
        nameMm: row.category_name_mm,
        postCount: Number(row.post_count),
      }));
    },

    async createCategory(caller: StaffCaller, input: { nameEn: string; nameMm: string }): Promise<DeskCategory> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(newsCategories)
          .values({ categoryName: input.nameEn.trim(), categoryNameMm: storedText(input.nameMm.trim()) })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new ValidationError([{ field: 'nameEn', message: 'Is already the name of a category' }]);
        await recordAudit(tx, actorOf(caller), {
          action: 'category.create',
          entityType: 'category',
          entityId: row.id,
          changes: { nameEn: row.categoryName, nameMm: row.categoryNameMm },
        });
        await deps.invalidate('news', tx);
        return { id: row.id, nameEn: row.categoryName, nameMm: row.categoryNameMm, postCount: 0 };
      });
    },

    async updateCategory(caller: StaffCaller, id: number, input: { nameEn: string; nameMm: string }): Promise<DeskCategory> {
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(newsCategories).where(eq(newsCategories.id, id)).limit(1);
        if (!before) throw notFound();
        const [clash] = await tx
          .select({ id: newsCategories.id })
          .from(newsCategories)
          .where(and(eq(newsCategories.categoryName, input.nameEn.trim()), ne(newsCategories.id, id)))
          .limit(1);
        if (clash) throw new ValidationError([{ field: 'nameEn', message: 'Is already the name of a category' }]);
        const [row] = await tx
          .update(newsCategories)
          .set({ categoryName: input.nameEn.trim(), categoryNameMm: storedText(input.nameMm.trim()) })
          .where(eq(newsCategories.id, id))
          .returning();
        await recordAudit(tx, actorOf(caller), {
          action: 'category.rename',
          entityType: 'category',
          entityId: id,
          changes: diff(
            { nameEn: before.categoryName, nameMm: before.categoryNameMm },
            { nameEn: row!.categoryName, nameMm: row!.categoryNameMm },
          ),
        });
        await deps.invalidate('news', tx);
        return row!;
      });
      // Read after the transaction: on the embedded database a query outside it would wait for it.
      return (
        (await this.categories()).find((c) => c.id === id) ?? { id, nameEn: row.categoryName, nameMm: row.categoryNameMm, postCount: 0 }
      );
    },

    /** Every post of `id` goes into `intoId` (once), then `id` is removed. */
    async mergeCategory(caller: StaffCaller, id: number, intoId: number): Promise<void> {
      if (id === intoId) throw new ValidationError([{ field: 'intoId', message: 'Must be another category' }]);
      await db.transaction(async (tx) => {
        const found = await tx
          .select()
          .from(newsCategories)
          .where(inArray(newsCategories.id, [id, intoId]));
        if (!found.some((c) => c.id === id)) throw notFound();
        if (!found.some((c) => c.id === intoId)) throw new ValidationError([{ field: 'intoId', message: 'Is not a category' }]);
        const moved = rowsOf<{ post_id: number }>(
          await tx.execute(sql`insert into post_categories (post_id, category_id)
            select post_id, ${intoId} from post_categories where category_id = ${id}
            on conflict do nothing returning post_id`),
        );
        await tx.delete(newsCategories).where(eq(newsCategories.id, id));
        await recordAudit(tx, actorOf(caller), {
          action: 'category.merge',
          entityType: 'category',
          entityId: id,
          changes: { intoId, posts: moved.length },
        });
        await deps.invalidate('news', tx);
      });
    },

    /** A category in use goes only with somewhere for its posts to go (IN_USE otherwise). */
    async deleteCategory(caller: StaffCaller, id: number, moveToId: number | undefined): Promise<void> {
      if (moveToId !== undefined) return this.mergeCategory(caller, id, moveToId);
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(newsCategories).where(eq(newsCategories.id, id)).limit(1);
        if (!row) throw notFound();
        const [used] = await tx.select({ total: count() }).from(postCategories).where(eq(postCategories.categoryId, id));
        if (Number(used?.total ?? 0) > 0) {
          throw new BusinessError(
            StaffRespCode.IN_USE,
            `This category still has ${used!.total} post(s): choose a category to move them to.`,
          );
        }
        await tx.delete(newsCategories).where(eq(newsCategories.id, id));
        await recordAudit(tx, actorOf(caller), {
          action: 'category.delete',
          entityType: 'category',
          entityId: id,
          changes: { nameEn: row.categoryName },
        });
        await deps.invalidate('news', tx);
      });
    },

    async tags(): Promise<{ name: string; postCount: number }[]> {
      const result = await db.execute(sql`
        select tag as name, count(*)::int as post_count
        from posts, unnest(tag_list) as tag where status <> 'deleted'
        group by tag order by lower(tag)`);
      return rowsOf<{ name: string; post_count: number }>(result).map((row) => ({ name: row.name, postCount: Number(row.post_count) }));
    },

    /** Renames a tag on every post; renaming onto an existing tag merges the two. */
    async renameTag(caller: StaffCaller, from: string, to: string): Promise<number> {
      const target = storedText(to.trim());
      return db.transaction(async (tx) => {
        const changed = rowsOf<{ id: number }>(
          await tx.execute(sql`update posts set tag_list = (
              select coalesce(array_agg(t order by min_pos), '{}') from (
                select t, min(pos) as min_pos from unnest(array_replace(tag_list, ${from}, ${target})) with ordinality as u(t, pos) group by t
              ) dedup)
            where ${from} = any(tag_list) returning id`),
        );
        await recordAudit(tx, actorOf(caller), {
          action: 'tag.rename',
          entityType: 'tag',
          entityId: from.slice(0, 40),
          changes: { name: [from, target], posts: changed.length },
        });
        if (changed.length) await deps.invalidate('news', tx);
        return changed.length;
      });
    },

    async deleteTag(caller: StaffCaller, name: string): Promise<number> {
      return db.transaction(async (tx) => {
        const changed = rowsOf<{ id: number }>(
          await tx.execute(sql`update posts set tag_list = array_remove(tag_list, ${name}) where ${name} = any(tag_list) returning id`),
        );
        await recordAudit(tx, actorOf(caller), {
          action: 'tag.delete',
          entityType: 'tag',
          entityId: name.slice(0, 40),
          changes: { posts: changed.length },
        });
        if (changed.length) await deps.invalidate('news', tx);
        return changed.length;
      });
    },
  };
}

export type NewsTaxonomy = ReturnType<typeof newsTaxonomy>;
