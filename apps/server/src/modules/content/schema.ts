import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.js';
import { createdAt, updatedAt, ownedBy } from '../../db/columns.js';

/**
 * Tables of the public content sections. Every text a visitor reads has an English and a Myanmar
 * column (docs/decisions/0006-bilingual-content.md). An item is visible when `published` is true
 * and `published_at` has passed: drafts and scheduled items are absent from lists and 404 by id.
 */

/** An image stored in several widths under public FileStore keys; the reply turns keys into /files/ paths. */
export interface StoredImage {
  width: number;
  height: number;
  variants: { key: string; width: number }[];
}

const published = () => boolean('published').notNull().default(false);
const publishedAt = () => timestamp('published_at', { withTimezone: true }).notNull().defaultNow();
const bilingual = (name: string) => ({
  en: text(`${name}_en`).notNull().default(''),
  mm: text(`${name}_mm`).notNull().default(''),
});
const imageColumn = (name: string) => jsonb(name).$type<StoredImage>();

/**
 * What the staff console's catalogue keeps on a record it edits: the version each write names,
 * who saved last, the bin, and the upload the cover came from (kept while the record uses it).
 */
const deskColumns = () => ({
  version: integer('version').notNull().default(1),
  updatedByName: text('updated_by_name'),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  imageUploadId: integer('image_upload_id'),
});

const titleEn = () => bilingual('title').en;
const titleMm = () => bilingual('title').mm;
const titles = () => ({ titleEn: titleEn(), titleMm: titleMm() });
/** Shown on the site once `published` and `publishedAt` has passed; made and last changed. */
const publishing = () => ({ published: published(), publishedAt: publishedAt(), createdAt: createdAt(), updatedAt: updatedAt() });

export const talks = pgTable(
  'podcasts',
  {
    id: serial('id').primaryKey(),
    ...titles(),
    speakerEn: bilingual('speaker').en,
    speakerMm: bilingual('speaker').mm,
    descriptionEn: bilingual('description').en,
    descriptionMm: bilingual('description').mm,
    category: text('category').notNull().default('dhamma-talk'),
    /** Public FileStore key of the audio ('' while a draft has none). */
    audioKey: text('audio_key').notNull().default(''),
    audioType: text('audio_type').notNull().default('audio/mpeg'),
    audioBytes: integer('audio_bytes').notNull().default(0),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    cover: imageColumn('cover'),
    ...publishing(),
    // Kept by the console's talks desk (staff-talks contract).
    seriesEn: bilingual('series').en,
    seriesMm: bilingual('series').mm,
    /** The day the talk was given (Myanmar calendar day), when known. */
    recordedOn: date('recorded_on', { mode: 'string' }),
    audioFormat: text('audio_format').notNull().default(''),
    /** Average bits per second, read from the file. */
    bitrate: integer('bitrate').notNull().default(0),
    audioUploadId: integer('audio_upload_id'),
    coverUploadId: integer('cover_upload_id'),
    /** Each write names the version it was made from (edit conflicts refused). */
    version: integer('version').notNull().default(1),
    /** In the bin since (not published); purged 30 days later. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    authorStaffId: integer('author_staff_id'),
    updatedByName: text('updated_by_name'),
  },
  (t) => [
    index('podcasts_visible_published_at_idx').on(t.published, t.publishedAt),
    index('podcasts_category_published_at_idx').on(t.category, t.publishedAt),
    index('podcasts_title_en_idx').on(t.titleEn),
    index('podcasts_duration_idx').on(t.durationSeconds),
  ],
);

/**
 * One row per talk, listener and Myanmar day: a play is counted only when this insert succeeds.
 * The listener is a keyed hash (of the member's id, or of address and browser): nothing that names
 * anyone is kept. Rows only deduplicate, so they are pruned two days later.
 */
export const talkPlayListeners = pgTable(
  'podcast_play_listeners',
  {
    podcastId: ownedBy('podcast_id', () => talks.id),
    listener: text('listener').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.podcastId, t.listener, t.day] }), index('podcast_play_listeners_day_idx').on(t.day)],
);

/** Plays per Myanmar day and talk: the dashboard's month is a sum over a range of this key. */
export const talkPlaysDaily = pgTable(
  'podcast_plays_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    podcastId: ownedBy('podcast_id', () => talks.id),
    plays: integer('plays').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.podcastId] }), index('podcast_plays_daily_podcast_idx').on(t.podcastId)],
);

export const ebookCategories = pgTable(
  'ebook_categories',
  {
    id: serial('id').primaryKey(),
    nameEn: bilingual('name').en,
    nameMm: bilingual('name').mm,
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('ebook_categories_sort_order_idx').on(t.sortOrder), index('ebook_categories_name_en_idx').on(t.nameEn)],
);

export const ebooks = pgTable(
  'ebooks',
  {
    id: serial('id').primaryKey(),
    ...titles(),
    authorEn: bilingual('author').en,
    authorMm: bilingual('author').mm,
    descriptionEn: bilingual('description').en,
    descriptionMm: bilingual('description').mm,
    cover: imageColumn('cover'),
    categoryId: integer('category_id').references(() => ebookCategories.id, { onDelete: 'set null' }),
    /** available | coming_soon */
    status: text('status').notNull().default('available'),
    /** Private FileStore key of the PDF: never in a public reply. */
    fileKey: text('file_key'),
    /** Minimum donation in minor units. */
    minPriceMmk: integer('min_price_mmk').notNull(),
    minPriceUsd: integer('min_price_usd').notNull(),
    pageCount: integer('page_count').notNull().default(0),
    /** The language the book is written in: my | en | pi. */
    language: text('language').notNull().default('my'),
    ...publishing(),
    // Kept by the console's e-books desk (staff-ebooks contract).
    pdfUploadId: integer('pdf_upload_id'),
    pdfBytes: integer('pdf_bytes').notNull().default(0),
    coverUploadId: integer('cover_upload_id'),
    version: integer('version').notNull().default(1),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    updatedByName: text('updated_by_name'),
  },
  (t) => [
    index('ebooks_visible_published_at_idx').on(t.published, t.publishedAt),
    index('ebooks_category_published_at_idx').on(t.categoryId, t.publishedAt),
    index('ebooks_status_idx').on(t.status),
    index('ebooks_language_idx').on(t.language),
    index('ebooks_title_en_idx').on(t.titleEn),
    index('ebooks_min_price_mmk_idx').on(t.minPriceMmk),
    index('ebooks_min_price_usd_idx').on(t.minPriceUsd),
  ],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    ...titles(),
    descriptionEn: bilingual('description').en,
    descriptionMm: bilingual('description').mm,
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull().default('Asia/Yangon'),
    venueEn: bilingual('venue').en,
    venueMm: bilingual('venue').mm,
    addressEn: bilingual('address').en,
    addressMm: bilingual('address').mm,
    mapUrl: text('map_url'),
    registrationUrl: text('registration_url'),
    /** The dates only: the event fills whole Myanmar days (ends_at is the midnight after the last). */
    allDay: boolean('all_day').notNull().default(false),
    onlineUrl: text('online_url'),
    contactEn: bilingual('contact').en,
    contactMm: bilingual('contact').mm,
    image: imageColumn('image'),
    ...publishing(),
    ...deskColumns(),
  },
  (t) => [
    index('events_visible_published_at_idx').on(t.published, t.publishedAt),
    index('events_starts_at_idx').on(t.startsAt),
    index('events_ends_at_idx').on(t.endsAt),
  ],
);

export const galleries = pgTable(
  'galleries',
  {
    id: serial('id').primaryKey(),
    ...titles(),
    descriptionEn: bilingual('description').en,
    descriptionMm: bilingual('description').mm,
    takenOn: date('taken_on', { mode: 'string' }).notNull(),
    cover: imageColumn('cover'),
    ...publishing(),
    ...deskColumns(),
  },
  (t) => [index('galleries_visible_published_at_idx').on(t.published, t.publishedAt), index('galleries_taken_on_idx').on(t.takenOn)],
);

export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: serial('id').primaryKey(),
    galleryId: ownedBy('gallery_id', () => galleries.id),
    position: integer('position').notNull(),
    image: imageColumn('image').notNull(),
    captionEn: bilingual('caption').en,
    captionMm: bilingual('caption').mm,
    /** The upload the photo came from (console galleries). */
    uploadId: integer('upload_id'),
  },
  (t) => [index('gallery_photos_gallery_position_idx').on(t.galleryId, t.position)],
);

export const dhammaRecords = pgTable(
  'dhamma_records',
  {
    id: serial('id').primaryKey(),
    ...titles(),
    speakerEn: bilingual('speaker').en,
    speakerMm: bilingual('speaker').mm,
    recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
    /** audio | video | text */
    kind: text('kind').notNull(),
    /** Public FileStore key of the media (audio), or null. */
    mediaKey: text('media_key'),
    /** An external player URL (video) when the media is not one of our files. */
    mediaUrl: text('media_url'),
    mediaType: text('media_type'),
    durationSeconds: integer('duration_seconds'),
    bodyEn: bilingual('body').en,
    bodyMm: bilingual('body').mm,
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    image: imageColumn('image'),
    /** The uploaded audio file (console records). */
    audioUploadId: integer('audio_upload_id'),
    ...publishing(),
    ...deskColumns(),
  },
  (t) => [
    index('dhamma_records_visible_published_at_idx').on(t.published, t.publishedAt),
    index('dhamma_records_recorded_on_idx').on(t.recordedOn),
    index('dhamma_records_kind_idx').on(t.kind),
    index('dhamma_records_title_en_idx').on(t.titleEn),
    index('dhamma_records_tags_idx').using('gin', t.tags),
  ],
);

export const groupEntries = pgTable(
  'group_entries',
  {
    id: serial('id').primaryKey(),
    groupType: smallint('group_type').notNull(),
    ...titles(),
    summaryEn: bilingual('summary').en,
    summaryMm: bilingual('summary').mm,
    bodyEn: bilingual('body').en,
    bodyMm: bilingual('body').mm,
    image: imageColumn('image'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    addressEn: bilingual('address').en,
    addressMm: bilingual('address').mm,
    sortOrder: integer('sort_order').notNull().default(0),
    ...publishing(),
    ...deskColumns(),
  },
  (t) => [
    index('group_entries_visible_published_at_idx').on(t.published, t.publishedAt),
    index('group_entries_type_sort_idx').on(t.groupType, t.sortOrder),
    index('group_entries_title_en_idx').on(t.titleEn),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    ...titles(),
    subtitleEn: bilingual('subtitle').en,
    subtitleMm: bilingual('subtitle').mm,
    image: imageColumn('image'),
    linkUrl: text('link_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Shown from / until (null: no limit). */
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    ...publishing(),
    ...deskColumns(),
  },
  (t) => [index('banners_visible_published_at_idx').on(t.published, t.publishedAt), index('banners_sort_order_idx').on(t.sortOrder)],
);

export const contents = pgTable(
  'contents',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    ...titles(),
    bodyEn: bilingual('body').en,
    bodyMm: bilingual('body').mm,
    ...publishing(),
    ...deskColumns(),
  },
  (t) => [uniqueIndex('contents_slug_key').on(t.slug), index('contents_visible_published_at_idx').on(t.published, t.publishedAt)],
);

export const liveStreamingSettings = pgTable(
  'live_streaming_settings',
  {
    id: serial('id').primaryKey(),
    ...titles(),
    descriptionEn: bilingual('description').en,
    descriptionMm: bilingual('description').mm,
    /** hls | embed */
    streamKind: text('stream_kind').notNull(),
    streamUrl: text('stream_url').notNull(),
    scheduleEn: bilingual('schedule').en,
    scheduleMm: bilingual('schedule').mm,
    poster: imageColumn('poster'),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...deskColumns(),
  },
  (t) => [index('live_streaming_settings_active_idx').on(t.isActive, t.updatedAt)],
);

/** Messages sent through the contact form; kept even when mailing them fails. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    phoneNo: text('phone_no'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** The member who sent it while signed in (replies also reach their notifications). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** new, replied or closed: the care team's inbox. */
    status: text('status', { enum: ['new', 'replied', 'closed'] })
      .notNull()
      .default('new'),
    /** The staff member looking after it. */
    assignedStaffId: integer('assigned_staff_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt), index('contact_messages_status_created_idx').on(t.status, t.createdAt)],
);

/** The care team's answers to a contact message, kept with it. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    messageId: ownedBy('message_id', () => contactMessages.id),
    /** Kept when the staff account is removed (no foreign key), like the audit log. */
    staffId: integer('staff_id'),
    staffName: text('staff_name').notNull(),
    subject: text('subject').notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    /** When the e-mail went out (null: no e-mail address, or sending failed). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** The Yogi care team notification (type 6) when the sender is a member. */
    notificationId: integer('notification_id'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);
