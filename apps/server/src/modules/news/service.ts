import { and, asc, count, desc, eq, gte, inArray, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Paged } from '@mahasi/contract/envelope';
import {
  categoryFilter,
  newsFilter,
  type CategoryFilter,
  type NewsCategory,
  type NewsDetail,
  type NewsFilter,
  type NewsItem,
  type NewsLanguage,
  type NewsSortKey,
} from '@mahasi/contract/news';
import { rowsOf, type Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { htmlToText, sanitizeRichText } from '../../lib/html.js';
import type { ResponseCache } from '../../http/cache.js';
import type { NotificationService } from '../notifications/service.js';
import type { FileStore } from '../files/store.js';
import { containsText, storedText } from '../../lib/text.js';
import { itemColumns, toNewsItem, visibleAt, type ItemRow } from './items.js';
import { pageOf, visibleListing } from './listing.js';
import { bookmarks, newsCategories, postCategories, posts, type PostImage, type PostStatus } from './schema.js';
import { yangonMonthStart } from '../../lib/yangonTime.js';

const sortColumns: Record<NewsSortKey, AnyColumn> = {
  id: posts.id,
  public_date: posts.publicDate,
  view_count: posts.viewCount,
  like_count: posts.likeCount,
  title: posts.title,
};

export const EXCERPT_LENGTH = 200;

/** Plain-text excerpt: block ends become spaces so that a heading and its paragraph do not run together. */
export const excerptOf = (html: string): string =>
  htmlToText(html.replace(/<\/(p|h[1-6]|li|blockquote|figcaption|td|th)>|<br\s*\/?>/gi, '$& '), EXCERPT_LENGTH);

/** What staff (or the seed, or a test factory) write; the body is sanitised here, once. */
export interface NewPost {
  title: string;
  author: string;
  /** HTML; scripts, event handlers and javascript: URLs are removed before it is stored. */
  body: string;
  excerpt?: string;
  language: NewsLanguage;
  image?: PostImage | null;
  tagList?: string[];
  categoryIds?: number[];
  status?: PostStatus;
  publicDate?: Date;
  viewCount?: number;
}

export interface NewCategory {
  categoryName: string;
  categoryNameMm: string;
}

function publishDateFilter(month: number | undefined, year: number | undefined): SQL | undefined {
  if (year !== undefined) {
    const from = month === undefined ? yangonMonthStart(year, 0) : yangonMonthStart(year, month - 1);
    const to = month === undefined ? yangonMonthStart(year + 1, 0) : yangonMonthStart(year, month);
    return and(gte(posts.publicDate, from), lt(posts.publicDate, to));
  }
  if (month !== undefined) {
    return sql`extract(month from (${posts.publicDate} at time zone 'UTC') + interval '6 hours 30 minutes') = ${month}`;
  }
  return undefined;
}

export interface NewsDeps {
  db: Db;
  files: FileStore;
  now: () => Date;
  /** Drops cached news replies when posts or categories are written; also keeps the in-memory listing fresh. */
  cache?: Pick<ResponseCache, 'invalidate' | 'onInvalidate' | 'generation'>;
  /** Tells members about a newly published post (type 4), visible from its publish time. */
  notifications?: Pick<NotificationService, 'broadcast'>;
}

export function newsService(deps: NewsDeps) {
  const { db, files, now } = deps;

  // The detail is the most frequent single read: prepared once (see NOTES: prepared statements matter).
  const detailQuery = db
    .select({ ...itemColumns, body: posts.body, bodyEn: posts.bodyEn, bodyMm: posts.bodyMm })
    .from(posts)
    .where(and(eq(posts.id, sql.placeholder('id')), eq(posts.status, 'published'), sql`${posts.publicDate} <= ${sql.placeholder('now')}`))
    .limit(1)
    .prepare('news_post_detail');
  const detailCategoriesQuery = db
    .select({ id: newsCategories.id, categoryName: newsCategories.categoryName, categoryNameMm: newsCategories.categoryNameMm })
    .from(postCategories)
    .innerJoin(newsCategories, eq(newsCategories.id, postCategories.categoryId))
    .where(eq(postCategories.postId, sql.placeholder('id')))
    .orderBy(asc(newsCategories.id))
    .prepare('news_post_detail_categories');
  const listing = deps.cache && visibleListing(db, now, deps.cache);

  /** A page of the unfiltered list by id or date: a slice of the in-memory listing, read by primary key. */
  async function listedPage(query: ReturnType<typeof newsFilter.parse> & { sortBy: 'id' | 'public_date' }): Promise<Paged<NewsItem>> {
    const ids = await listing!.ids(query.sortBy);
    const pageIds = pageOf(ids, (query.pageNo - 1) * query.pageSize, query.pageSize, query.orderBy === 'ASC');
    const rows = pageIds.length ? await db.select(itemColumns).from(posts).where(inArray(posts.id, pageIds)) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      // A post deleted since the listing was read is left out rather than shown half.
      dataList: pageIds.flatMap((id) => (byId.has(id) ? [toNewsItem(files, byId.get(id) as ItemRow)] : [])),
      currentPageNo: query.pageNo,
      pageSize: query.pageSize,
      numOfPages: Math.ceil(ids.length / query.pageSize),
      numOfRows: ids.length,
    };
  }

  return {
    /** Spec call 1: one page query and one count query. */
    async page(input: NewsFilter): Promise<Paged<NewsItem>> {
      const query = newsFilter.parse(input);
      const { id, title, month, year, categoryIdList } = query.searchObj;
      const unfiltered = id === undefined && !title && month === undefined && year === undefined && !categoryIdList?.length;
      if (listing && unfiltered && query.pageSize > 0 && (query.sortBy === 'id' || query.sortBy === 'public_date')) {
        return listedPage({ ...query, sortBy: query.sortBy });
      }
      const where = and(
        visibleAt(now()),
        id === undefined ? undefined : eq(posts.id, id),
        // A bilingual post's primary title is one of its two: either language finds it.
        title ? containsText([posts.title, posts.titleEn, posts.titleMm], title) : undefined,
        publishDateFilter(month, year),
        categoryIdList?.length
          ? inArray(
              posts.id,
              db.select({ id: postCategories.postId }).from(postCategories).where(inArray(postCategories.categoryId, categoryIdList)),
            )
          : undefined,
      );
      const direction = query.orderBy === 'ASC' ? asc : desc;
      const select = db
        .select(itemColumns)
        .from(posts)
        .where(where)
        .orderBy(direction(sortColumns[query.sortBy]), direction(posts.id))
        .$dynamic();
      const [rows, counted] = await Promise.all([
        query.pageSize === 0 ? select : select.limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
        db.select({ total: count() }).from(posts).where(where),
      ]);
      const numOfRows = Number(counted[0]?.total ?? 0);
      const pageSize = query.pageSize === 0 ? numOfRows : query.pageSize;
      return {
        dataList: (rows as ItemRow[]).map((row) => toNewsItem(files, row)),
        currentPageNo: query.pageNo,
        pageSize,
        numOfPages: pageSize === 0 ? 0 : Math.ceil(numOfRows / pageSize),
        numOfRows,
      };
    },

    /** Spec call 6: the visible post, or 404 (unknown, draft and scheduled answer alike). */
    async byId(id: number): Promise<NewsDetail> {
      const [rows, categories] = await Promise.all([
        detailQuery.execute({ id, now: now().toISOString() }),
        detailCategoriesQuery.execute({ id }),
      ]);
      const row = rows[0];
      if (!row) throw notFound();
      const item = toNewsItem(files, row as ItemRow);
      const translation = item.translation && { ...item.translation, body: item.translation.language === 'en' ? row.bodyEn : row.bodyMm };
      return { ...item, body: row.body, translation, categories };
    },

    /** Spec call 2: every category with its count of visible posts, in one query. */
    async categories(input: CategoryFilter): Promise<NewsCategory[]> {
      const query = categoryFilter.parse(input);
      const name = query.searchObj.categoryName;
      const nameFilter = name ? sql`where ${containsText([sql`c.category_name`, sql`c.category_name_mm`], name)}` : sql``;
      const direction = query.orderBy === 'ASC' ? sql`asc` : sql`desc`;
      const column = { total_count: sql`total_count`, id: sql`c.id`, category_name: sql`lower(c.category_name)` }[query.sortBy];
      const limit = query.pageSize === 0 ? sql`` : sql` limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`;
      const result = await db.execute(sql`
        select c.id, c.category_name, c.category_name_mm, count(p.id)::int as total_count
        from news_categories c
        left join post_categories pc on pc.category_id = c.id
        left join posts p on p.id = pc.post_id and p.status = 'published' and p.public_date <= ${now().toISOString()}
        ${nameFilter}
        group by c.id
        order by ${column} ${direction}, c.id asc${limit}`);
      return rowsOf<{ id: number; category_name: string; category_name_mm: string; total_count: number }>(result).map((row) => ({
        id: Number(row.id),
        categoryName: row.category_name,
        categoryNameMm: row.category_name_mm,
        totalCount: Number(row.total_count),
      }));
    },

    /** Writes a post with its categories. The body is sanitised and Zawgyi text converted, here and only here. */
    async createPost(input: NewPost, tx: Db = db): Promise<number> {
      const body = sanitizeRichText(storedText(input.body));
      const title = storedText(input.title.trim());
      const excerpt = input.excerpt ? storedText(input.excerpt.trim()) : excerptOf(body);
      const status = input.status ?? 'published';
      const publicDate = input.publicDate ?? now();
      const en = input.language === 'en';
      return tx.transaction(async (inner) => {
        const [row] = await inner
          .insert(posts)
          .values({
            title,
            author: storedText(input.author.trim()),
            body,
            excerpt,
            language: input.language,
            // The one language it is written in is that language's version for the news desk.
            titleEn: en ? title : '',
            titleMm: en ? '' : title,
            bodyEn: en ? body : '',
            bodyMm: en ? '' : body,
            excerptEn: en ? excerpt : '',
            excerptMm: en ? '' : excerpt,
            summaryEn: en && input.excerpt ? excerpt : '',
            summaryMm: !en && input.excerpt ? excerpt : '',
            image: input.image ?? null,
            tagList: (input.tagList ?? []).map((tag) => storedText(tag.trim())).filter(Boolean),
            status,
            publicDate,
            viewCount: input.viewCount ?? 0,
            notifiedAt: status === 'published' && deps.notifications ? publicDate : null,
          })
          .returning({ id: posts.id });
        const id = row!.id;
        const categoryIds = [...new Set(input.categoryIds ?? [])];
        if (categoryIds.length) await inner.insert(postCategories).values(categoryIds.map((categoryId) => ({ postId: id, categoryId })));
        if ((input.status ?? 'published') === 'published' && deps.notifications) {
          await deps.notifications.broadcast(
            {
              notiType: 4,
              subject: storedText(input.title.trim()),
              content: `<p>${escapeHtml(excerptOf(body))}</p>`,
              link: `/news/${id}`,
              at: input.publicDate ?? now(),
            },
            inner,
          );
        }
        await deps.cache?.invalidate('news', inner);
        return id;
      });
    },

    async createCategory(input: NewCategory, tx: Db = db): Promise<number> {
      const [row] = await tx
        .insert(newsCategories)
        .values({ categoryName: input.categoryName.trim(), categoryNameMm: storedText(input.categoryNameMm.trim()) })
        .returning({ id: newsCategories.id });
      await deps.cache?.invalidate('news', tx);
      return row!.id;
    },

    /** The stored (sanitised) body of any post, visible or not: for staff tools and tests. */
    async storedBody(id: number): Promise<string | undefined> {
      const [row] = await db.select({ body: posts.body }).from(posts).where(eq(posts.id, id));
      return row?.body;
    },

    /** How many posts a member has saved, whatever their state now (the console's member page). */
    async savedCountOf(userId: number): Promise<number> {
      const [saved] = await db.select({ n: count() }).from(bookmarks).where(eq(bookmarks.userId, userId));
      return Number(saved?.n ?? 0);
    },
  };
}

export type NewsService = ReturnType<typeof newsService>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
