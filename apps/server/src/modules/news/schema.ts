import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.js';

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

export const postStatuses = ['draft', 'published'] as const;
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
  },
  (t) => [
    index('posts_status_public_date_idx').on(t.status, t.publicDate),
    index('posts_public_date_idx').on(t.publicDate),
    index('posts_view_count_idx').on(t.viewCount),
  ],
);

export const postCategories = pgTable(
  'post_categories',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.categoryId] }), index('post_categories_category_post_idx').on(t.categoryId, t.postId)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bookmarks_user_post_key').on(t.userId, t.postId), index('bookmarks_post_idx').on(t.postId)],
);

export const reactions = pgTable(
  'reactions',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    hourBucket: timestamp('hour_bucket', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewer, t.hourBucket] }), index('post_views_hour_bucket_idx').on(t.hourBucket)],
);
