import { z } from 'zod';
import { image } from './content.js';
import { envelope, paged } from './envelope.js';
import { calendarDay, MAX_ID, optionalId, positiveId } from './request.js';
import { deskBulkActions, deskStatuses, deskSortKeys } from './constants/staff-news.js';
export * from './constants/staff-news.js';

/**
 * The news desk of the staff console (under `/admin-api`, roles admin, editor and author).
 *
 * A post has an English and a Myanmar version side by side (title, summary, body); either may be
 * written first and a post may be published in one language only (docs/decisions/0018). Authors
 * write and edit their own drafts and send them for review; editors and admins publish, schedule,
 * unpublish, archive, delete and restore any post.
 *
 * Every write names the `version` it was made from: if someone saved the post since, the write is
 * refused with code 0108 and `data.conflict` says who saved it and when; nothing is overwritten.
 */

const required = 'Is required';

const text = (max: number) => z.string().max(max, `Must be at most ${max} characters`).default('');

/** The writable content of a post; every field may be empty while it is a draft. */
export const deskPostContent = z.object({
  titleEn: text(300),
  titleMm: text(300),
  /** Plain text shown on cards; when empty, cards show the start of the body. */
  summaryEn: text(600),
  summaryMm: text(600),
  /** HTML from the editor; sanitised on the server against an allow-list. */
  bodyEn: text(200_000),
  bodyMm: text(200_000),
  /** The byline shown to readers (a person or the centre). */
  author: text(120),
  categoryIds: z.array(positiveId()).max(20, 'Must have at most 20 items').default([]),
  tagList: z
    .array(z.string().trim().min(1, required).max(60, 'Must be at most 60 characters'))
    .max(20, 'Must have at most 20 items')
    .default([]),
  /** An uploaded image (POST /uploads/images) or null for none. */
  coverUploadId: z.number().int().positive().max(MAX_ID, `Must be at most ${MAX_ID}`).nullable().default(null),
  coverAltEn: text(300),
  coverAltMm: text(300),
});
export type DeskPostContent = z.input<typeof deskPostContent>;

export const deskCreatePayload = deskPostContent;
export const deskSavePayload = deskPostContent.extend({
  /** The version this edit started from. */
  version: z.number({ error: required }).int().positive().max(MAX_ID, `Must be at most ${MAX_ID}`),
  /** An autosave (a revision is kept the same way; the audit log marks it). */
  autosave: z.boolean().default(false),
});
export type DeskSavePayload = z.input<typeof deskSavePayload>;

export const deskVersionPayload = z.object({
  version: z.number({ error: required }).int().positive().max(MAX_ID, `Must be at most ${MAX_ID}`),
});
/** Publish now (no `at`, or a time already past) or schedule for `at` (an ISO instant; the console enters Myanmar time). */
export const deskPublishPayload = deskVersionPayload.extend({
  at: z.preprocess((v) => (v === '' ? null : v), z.iso.datetime({ offset: true, error: 'Must be a date and time' }).nullish()),
});
export type DeskPublishPayload = z.input<typeof deskPublishPayload>;

export const deskPost = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(deskStatuses),
  titleEn: z.string(),
  titleMm: z.string(),
  summaryEn: z.string(),
  summaryMm: z.string(),
  bodyEn: z.string(),
  bodyMm: z.string(),
  author: z.string(),
  categoryIds: z.array(z.number().int()),
  tagList: z.array(z.string()),
  cover: image.nullable(),
  coverUploadId: z.number().int().nullable(),
  coverAltEn: z.string(),
  coverAltMm: z.string(),
  /** The languages with a title and a body. */
  languages: z.array(z.enum(['en', 'mm'])),
  /** Published or scheduled for (ISO); for drafts, the last publish time if any. */
  publicDate: z.string().nullable(),
  authorStaffId: z.number().int().nullable(),
  authorStaffName: z.string().nullable(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  createdAt: z.string(),
  /** When members were told of it (type 4); set once, never again. */
  notifiedAt: z.string().nullable(),
  /** In the bin since (status deleted); purged 30 days later. */
  deletedAt: z.string().nullable(),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  unlikeCount: z.number().int(),
});
export type DeskPost = z.infer<typeof deskPost>;
export const deskPostReply = envelope(deskPost);

/** A row of the desk's list (no bodies). */
export const deskPostRow = deskPost.omit({
  bodyEn: true,
  bodyMm: true,
  summaryEn: true,
  summaryMm: true,
  coverAltEn: true,
  coverAltMm: true,
});
export type DeskPostRow = z.infer<typeof deskPostRow>;

const blank = (value: unknown) => (value === '' || value === null || value === 0 ? undefined : value);
const day = calendarDay();

export const deskPostFilter = z.object({
  searchObj: z
    .object({
      /** Title in either language contains (Zawgyi is converted). */
      text: z.preprocess(blank, z.string().trim().max(100, 'Must be at most 100 characters').optional()),
      /** Absent: every status but deleted. */
      status: z.preprocess(blank, z.enum(deskStatuses, { error: `Must be one of ${deskStatuses.join(', ')}` }).optional()),
      authorStaffId: optionalId(),
      categoryId: optionalId(),
      /** Posts that have this language. */
      language: z.preprocess(blank, z.enum(['en', 'mm'], { error: "Must be 'en' or 'mm'" }).optional()),
      /** Updated on or after / on or before (Myanmar days). */
      from: z.preprocess(blank, day.optional()),
      to: z.preprocess(blank, day.optional()),
    })
    .prefault({}),
  pageNo: z.coerce.number().int().min(1, 'Must be at least 1').max(MAX_ID, `Must be at most ${MAX_ID}`).default(1),
  pageSize: z.coerce.number().int().min(1, 'Must be at least 1').max(100, 'Must be at most 100').default(20),
  sortBy: z.preprocess(blank, z.enum(deskSortKeys, { error: `Must be one of ${deskSortKeys.join(', ')}` }).default('updated_at')),
  orderBy: z.preprocess(blank, z.enum(['ASC', 'DESC'], { error: "Must be 'ASC' or 'DESC'" }).default('DESC')),
});
export type DeskPostFilter = z.input<typeof deskPostFilter>;
export const deskPostPageReply = envelope(paged(deskPostRow));

/** Refused save: who saved the post since this edit started, and when. */
export const editConflict = z.object({ conflict: z.object({ version: z.number().int(), by: z.string().nullable(), at: z.string() }) });
export type EditConflict = z.infer<typeof editConflict>;

/** Several posts at once (bulk actions of the list): each succeeds or is reported. */
export const deskBulkPayload = z.object({
  ids: z.array(positiveId()).min(1, required).max(100, 'Must have at most 100 items'),
  action: z.enum(deskBulkActions, { error: "Must be 'unpublish', 'archive', 'delete' or 'restore'" }),
});
export const deskBulkReply = envelope(
  z.object({ done: z.array(z.number().int()), failed: z.array(z.object({ id: z.number().int(), respMsg: z.string() })) }),
);

// ---------------------------------------------------------------------------------------------
// Revisions

export const deskRevision = z.object({
  id: z.number().int(),
  version: z.number().int(),
  at: z.string(),
  staffName: z.string(),
  titleEn: z.string(),
  titleMm: z.string(),
  autosave: z.boolean(),
});
export const deskRevisionListReply = envelope(z.array(deskRevision));
export const deskRevisionReply = envelope(deskRevision.extend({ content: deskPostContent.extend({ cover: image.nullable() }) }));
export const revisionParams = z.object({ id: positiveId(), revisionId: positiveId() });

// ---------------------------------------------------------------------------------------------
// Categories and tags

export const deskCategory = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameMm: z.string(),
  /** Posts in it, any status but deleted. */
  postCount: z.number().int(),
});
export type DeskCategory = z.infer<typeof deskCategory>;
export const deskCategoryListReply = envelope(z.array(deskCategory));
export const deskCategoryPayload = z.object({
  nameEn: z.string({ error: required }).trim().min(1, required).max(100, 'Must be at most 100 characters'),
  nameMm: z.string({ error: required }).trim().min(1, required).max(100, 'Must be at most 100 characters'),
});
export const deskCategoryReply = envelope(deskCategory);
/** Moves every post of `id` into `intoId`, then removes `id`. */
export const deskMergePayload = z.object({ intoId: positiveId() });
/** A category in use is deleted only with somewhere to move its posts. */
export const deskCategoryDeletePayload = z.object({ moveToId: z.preprocess(blank, positiveId().optional()) });

export const deskTag = z.object({ name: z.string(), postCount: z.number().int() });
export const deskTagListReply = envelope(z.array(deskTag));
export const deskTagRenamePayload = z.object({
  from: z.string({ error: required }).trim().min(1, required).max(60, 'Must be at most 60 characters'),
  to: z.string({ error: required }).trim().min(1, required).max(60, 'Must be at most 60 characters'),
});
export const deskTagDeletePayload = z.object({
  name: z.string({ error: required }).trim().min(1, required).max(60, 'Must be at most 60 characters'),
});

// ---------------------------------------------------------------------------------------------
// Uploads: POST /uploads/images with the file as the raw body (Content-Type image/…)

export const uploadedImage = z.object({
  uploadId: z.number().int(),
  image,
});
export type UploadedImage = z.infer<typeof uploadedImage>;
export const uploadedImageReply = envelope(uploadedImage);

export const deskIdParam = z.object({ id: positiveId() });
