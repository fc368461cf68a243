import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Paged } from '@mahasi/contract/envelope';
import {
  ReactionStatus,
  reactionFilter,
  type Bookmark,
  type BookmarkEntry,
  type BookmarkInput,
  type PostCounts,
  type Reaction,
  type ReactionChange,
  type ReactionFilter,
} from '@mahasi/contract/news';
import type { Db } from '../../db/client.js';
import type { Invalidate } from '../../http/cache.js';
import { hmac } from '../../lib/crypto.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { yangonDay } from '../../lib/yangonTime.js';
import type { FileStore } from '../files/store.js';
import { countsColumns, itemColumns, toCounts, toNewsItem, visibleAt, type ItemRow } from './items.js';
import { bookmarks, posts, postViews, postViewsDaily, reactions } from './schema.js';

const HOUR_MS = 60 * 60 * 1000;
/** View rows older than this are no longer needed to deduplicate and are pruned now and then. */
const VIEW_ROWS_KEPT_MS = 48 * HOUR_MS;

/** The cached detail of one post: its like and unlike counts change with every reaction. */
export const postScope = (postId: number): string => `post:${postId}`;

/** Who is viewing: the member, or a guest known only by a keyed hash of their address (clientAddress). */
export type Viewer = { userId: number } | { address: string };

const reactionSort = {
  updated_time: reactions.updatedTime,
  created_time: reactions.createdTime,
  id: reactions.id,
} as const;

const toReaction = (row: typeof reactions.$inferSelect): Reaction => ({
  id: row.id,
  postId: row.postId,
  userId: row.userId,
  reactionStatus: Number(row.reactionStatus),
  updatedTime: new Date(row.updatedTime).toISOString(),
});

/** Ownership is the session's: a userId in a body or path that is not the caller's is 403. */
function assertOwn(callerId: number, userId: number | undefined): void {
  if (userId !== undefined && userId !== callerId) throw forbidden();
}

/**
 * Bookmarks, reactions and the view / like / unlike counters. like_count and unlike_count are
 * recomputed from the reactions table in the same transaction as every reaction change (with the
 * post row locked), so they cannot drift or be inflated; view_count (and the post's views of the
 * Myanmar day, in post_views_daily) goes up only when a new (post, viewer, hour) row is inserted.
 */
export function engagementService(deps: { db: Db; files: FileStore; now: () => Date; secret: string; invalidate: Invalidate }) {
  const { db, files, now, secret } = deps;

  /** The visible post's counters (locked for update inside a transaction when asked), or 404. */
  const visibleCounts = async (tx: Db, postId: number, lock = false): Promise<PostCounts> => {
    const select = tx
      .select(countsColumns)
      .from(posts)
      .where(and(eq(posts.id, postId), visibleAt(now())))
      .$dynamic();
    const [row] = await (lock ? select.for('update') : select);
    if (!row) throw notFound();
    return toCounts(row);
  };

  /** Sets like/unlike counts to what the reactions table says; call with the post row locked. */
  const syncReactionCounts = async (tx: Db, postId: number): Promise<PostCounts> => {
    const [row] = await tx
      .update(posts)
      .set({
        likeCount: sql`(select count(*)::int from reactions r where r.post_id = ${postId} and r.reaction_status = ${ReactionStatus.LIKE})`,
        unlikeCount: sql`(select count(*)::int from reactions r where r.post_id = ${postId} and r.reaction_status <> ${ReactionStatus.LIKE})`,
      })
      .where(eq(posts.id, postId))
      .returning(countsColumns);
    return toCounts(row!);
  };

  const viewerKey = (viewer: Viewer): string =>
    'userId' in viewer ? `u:${viewer.userId}` : `g:${hmac(secret, `view\n${viewer.address}`).slice(0, 32)}`;

  return {
    // ----- bookmarks (spec calls 3-5)

    /** The caller's bookmarks of visible posts, newest first, each with the post for the saved-news grid. */
    async bookmarks(callerId: number, userId: number): Promise<BookmarkEntry[]> {
      assertOwn(callerId, userId);
      const rows = await db
        .select({ ...itemColumns, bookmarkedAt: bookmarks.createdTime })
        .from(bookmarks)
        .innerJoin(posts, eq(posts.id, bookmarks.postId))
        .where(and(eq(bookmarks.userId, callerId), visibleAt(now())))
        .orderBy(desc(bookmarks.createdTime), desc(bookmarks.id));
      return rows.map((row) => ({
        id: row.id,
        userId: callerId,
        postId: row.id,
        createdTime: new Date(row.bookmarkedAt).toISOString(),
        post: toNewsItem(files, row as ItemRow),
      }));
    },

    /** Idempotent: a second save keeps the one bookmark. Only visible posts can be saved (404). */
    async saveBookmark(callerId: number, input: BookmarkInput): Promise<Bookmark> {
      const { userId, postId } = input;
      assertOwn(callerId, userId);
      await visibleCounts(db, postId);
      await db.insert(bookmarks).values({ userId, postId, createdTime: now() }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.postId, postId)));
      return { id: postId, userId, postId, createdTime: new Date(row!.createdTime).toISOString() };
    },

    /** Idempotent; works for a post that is no longer visible too. An unknown post is 404. */
    async removeBookmark(callerId: number, input: BookmarkInput): Promise<Bookmark> {
      const { userId, postId } = input;
      assertOwn(callerId, userId);
      const [post] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId));
      if (!post) throw notFound();
      const [removed] = await db
        .delete(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.postId, postId)))
        .returning({ createdTime: bookmarks.createdTime });
      return { id: postId, userId, postId, createdTime: new Date(removed?.createdTime ?? now()).toISOString() };
    },

    // ----- reactions (spec calls 7-9)

    /** The caller's reactions (optionally on one post): page query and count query. */
    async reactions(callerId: number, input: ReactionFilter): Promise<Paged<Reaction>> {
      const query = reactionFilter.parse(input);
      assertOwn(callerId, query.searchObj.userId);
      const where = and(
        eq(reactions.userId, callerId),
        query.searchObj.postId === undefined ? undefined : eq(reactions.postId, query.searchObj.postId),
      );
      const direction = query.orderBy === 'ASC' ? asc : desc;
      const select = db
        .select()
        .from(reactions)
        .where(where)
        .orderBy(direction(reactionSort[query.sortBy]), direction(reactions.id))
        .$dynamic();
      const [rows, counted] = await Promise.all([
        query.pageSize === 0 ? select : select.limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
        db.select({ total: count() }).from(reactions).where(where),
      ]);
      const numOfRows = Number(counted[0]?.total ?? 0);
      const pageSize = query.pageSize === 0 ? numOfRows : query.pageSize;
      return {
        dataList: rows.map(toReaction),
        currentPageNo: query.pageNo,
        pageSize,
        numOfPages: pageSize === 0 ? 0 : Math.ceil(numOfRows / pageSize),
        numOfRows,
      };
    },

    /** One reaction per member and post: a second create replaces the status of the first (same id). */
    async createReaction(callerId: number, input: { postId: number; userId: number; reactionStatus: number }): Promise<ReactionChange> {
      assertOwn(callerId, input.userId);
      return db.transaction(async (tx) => {
        await visibleCounts(tx, input.postId, true);
        const at = now();
        const [row] = await tx
          .insert(reactions)
          .values({ postId: input.postId, userId: callerId, reactionStatus: input.reactionStatus, createdTime: at, updatedTime: at })
          .onConflictDoUpdate({
            target: [reactions.postId, reactions.userId],
            set: { reactionStatus: input.reactionStatus, updatedTime: at },
          })
          .returning();
        const counts = await syncReactionCounts(tx, input.postId);
        await deps.invalidate(postScope(input.postId), tx);
        return { reaction: toReaction(row!), counts };
      });
    },

    /** Deletes the caller's reaction: someone else's is 403, an unknown id 404. */
    async deleteReaction(callerId: number, id: number): Promise<ReactionChange> {
      const [found] = await db.select().from(reactions).where(eq(reactions.id, id));
      if (!found) throw notFound();
      assertOwn(callerId, found.userId);
      return db.transaction(async (tx) => {
        // Lock the post first, as create does, so that counts are recomputed one change at a time.
        await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, found.postId)).for('update');
        await tx.delete(reactions).where(and(eq(reactions.id, id), eq(reactions.userId, callerId)));
        const counts = await syncReactionCounts(tx, found.postId);
        await deps.invalidate(postScope(found.postId), tx);
        return { reaction: null, counts };
      });
    },

    // ----- counters (spec calls 10-11)

    /** update-like / update-unlike: the true counts (kept in sync by every reaction change). Never increments. */
    counts: (postId: number): Promise<PostCounts> => visibleCounts(db, postId),

    /** Counts a viewer at most once per post per hour; answers the counts either way. */
    async recordView(postId: number, viewer: Viewer): Promise<PostCounts> {
      const at = now();
      const hourBucket = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
      const result = await db.transaction(async (tx) => {
        const current = await visibleCounts(tx, postId);
        const inserted = await tx
          .insert(postViews)
          .values({ postId, viewer: viewerKey(viewer), hourBucket })
          .onConflictDoNothing()
          .returning({ postId: postViews.postId });
        if (inserted.length === 0) return { counts: current, counted: false };
        const [row] = await tx
          .update(posts)
          .set({ viewCount: sql`${posts.viewCount} + 1` })
          .where(eq(posts.id, postId))
          .returning(countsColumns);
        // The dashboard's month sums these (post_views is pruned).
        await tx
          .insert(postViewsDaily)
          .values({ day: yangonDay(at), postId, views: 1 })
          .onConflictDoUpdate({ target: [postViewsDaily.day, postViewsDaily.postId], set: { views: sql`${postViewsDaily.views} + 1` } });
        return { counts: toCounts(row!), counted: true };
      });
      // Old rows only serve deduplication within their hour; prune them now and then, off the reply's path.
      if (result.counted && Math.random() < 0.01) {
        void db
          .delete(postViews)
          .where(lt(postViews.hourBucket, new Date(at.getTime() - VIEW_ROWS_KEPT_MS)))
          .catch(() => undefined);
      }
      return result.counts;
    },
  };
}

export type EngagementService = ReturnType<typeof engagementService>;
