import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { deskStatuses } from '@mahasi/contract/staff-news';
import { users } from '../../db/schema.js';
import { staff } from '../staff/schema.js';
import { ownedBy } from '../../db/columns.js';

/**
 * News: posts in one language each, bilingual categories, members' bookmarks and reactions, and
 * the views counted once per viewer per hour. A post is visible when status is 'published' and
 * public_date has passed.
 */

/** The post image in several widths under public FileStore keys; replies turn keys into /files/ paths. */
export interface PostImage {
  width: number;
  height: number;
  variants: { key: string; width: number }[];
}

/** Only 'published' (and due) is ever public; the other statuses are the news desk's (contract staff-news.ts). */
export const postStatuses = deskStatuses;
export type PostStatus = (typeof postStatuses)[number];

export const newsCategories = pgTable(
  'news_categories',
  {
    id: serial('id').primaryKey(),
    categoryName: text('category_name').notNull(),
    categoryNameMm: text('category_name_mm').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('news_categories_category_name_key').on(t.categoryName)],
);

/**
 * `title`, `author`, `body`, `excerpt` and `language` are the post's primary version, which the
 * public API and the list queries read; the news desk writes both languages (`title_en`,
 * `title_mm`, ...) and the service derives the primary version from them (English when it has
 * one, else Myanmar; docs/decisions/0018).
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    /** Sanitised HTML, written only through the service. */
    body: text('body').notNull(),
    excerpt: text('excerpt').notNull(),
    language: text('language', { enum: ['en', 'mm'] }).notNull(),
    image: jsonb('image').$type<PostImage>(),
    /** Tag names in display order (read with the post, never searched). */
    tagList: text('tag_list')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: postStatuses }).notNull().default('draft'),
    publicDate: timestamp('public_date', { withTimezone: true }).notNull().defaultNow(),
    viewCount: integer('view_count').notNull().default(0),
    /** Kept equal to the reactions table in the same transaction as every reaction change. */
    likeCount: integer('like_count').notNull().default(0),
    unlikeCount: integer('unlike_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    titleEn: text('title_en').notNull().default(''),
    titleMm: text('title_mm').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    summaryMm: text('summary_mm').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    bodyMm: text('body_mm').notNull().default(''),
    excerptEn: text('excerpt_en').notNull().default(''),
    excerptMm: text('excerpt_mm').notNull().default(''),
    imageAltEn: text('image_alt_en').notNull().default(''),
    imageAltMm: text('image_alt_mm').notNull().default(''),
    /** The upload the image came from (its files are the upload's). */
    imageUploadId: integer('image_upload_id'),
    /** Every save moves it on: a save made from an older version is refused, never applied over a newer one. */
    version: integer('version').notNull().default(1),
    authorStaffId: integer('author_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    updatedByStaffId: integer('updated_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    updatedByName: text('updated_by_name'),
    /** Members were told of it (type 4) at this time: set once, so no later edit or republish tells them again. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** In the bin since; purged DELETED_POST_DAYS later. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('posts_status_public_date_idx').on(t.status, t.publicDate),
    index('posts_updated_at_idx').on(t.updatedAt),
    index('posts_author_staff_idx').on(t.authorStaffId),
    index('posts_public_date_idx').on(t.publicDate),
    index('posts_view_count_idx').on(t.viewCount),
  ],
);

export const postCategories = pgTable(
  'post_categories',
  {
    postId: ownedBy('post_id', () => posts.id),
    categoryId: ownedBy('category_id', () => newsCategories.id),
  },
  (t) => [primaryKey({ columns: [t.postId, t.categoryId] }), index('post_categories_category_post_idx').on(t.categoryId, t.postId)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    postId: ownedBy('post_id', () => posts.id),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bookmarks_user_post_key').on(t.userId, t.postId), index('bookmarks_post_idx').on(t.postId)],
);

export const reactions = pgTable(
  'reactions',
  {
    id: serial('id').primaryKey(),
    postId: ownedBy('post_id', () => posts.id),
    userId: ownedBy('user_id', () => users.id),
    /** 1 like, 2 unlike. */
    reactionStatus: smallint('reaction_status').notNull(),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reactions_post_user_key').on(t.postId, t.userId), index('reactions_user_updated_idx').on(t.userId, t.updatedTime)],
);

/**
 * One row per post, viewer and hour: view_count goes up only when this insert succeeds. The viewer
 * is 'u:<userId>' for members and 'g:<keyed hash of IP + user agent>' for guests (no raw IP kept).
 */
export const postViews = pgTable(
  'post_views',
  {
    postId: ownedBy('post_id', () => posts.id),
    viewer: text('viewer').notNull(),
    hourBucket: timestamp('hour_bucket', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewer, t.hourBucket] }), index('post_views_hour_bucket_idx').on(t.hourBucket)],
);

/**
 * Views per Myanmar day and post, added to with each counted view: post_views only deduplicates
 * (pruned after two days), so the dashboard's month is summed here.
 */
export const postViewsDaily = pgTable(
  'post_views_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    postId: ownedBy('post_id', () => posts.id),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.postId] }), index('post_views_daily_post_idx').on(t.postId)],
);
