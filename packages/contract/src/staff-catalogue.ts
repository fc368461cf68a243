import { z } from 'zod';
import { image } from './content.js';
import { isSitePath, isWebAddress } from './links.js';
import { envelope, paged } from './envelope.js';
import { calendarDay, optionalInt, rowId } from './request.js';
import { notRestoredPart, recordKindSchemas } from './staff-records.js';
import {
  catalogueKinds,
  catalogueStatuses,
  GALLERY_MAX_PHOTOS,
  PAGE_SLUG_PATTERN,
  catalogueKind,
  liveStreamKinds,
  dhammaKinds,
  type CatalogueKind,
} from './constants/staff-catalogue.js';
export * from './constants/staff-catalogue.js';

/**
 * The catalogue of the staff console (under `/admin-api/catalogue/{kind}`, roles admin and
 * editor): events, galleries, home banners, live broadcast settings, Dhamma records, the
 * entries of the six group sections and the site's own pages (the `contents` table: about,
 * contact, meditation guide).
 *
 * Every kind works as the news desk does: a record is a draft until published, can be taken off
 * the site again, and goes into the bin for 30 days before it is removed with its files. Each
 * write names the `version` it was made from; a write from an older version is refused with code
 * 0108 and `data.conflict` says who saved it since and when. Times are entered in Myanmar time
 * (UTC+06:30, no daylight saving) and travel as dates (YYYY-MM-DD) and times (HH:MM).
 *
 * A live broadcast setting is "published" when it is the active one: publishing one turns the
 * others off, so exactly one is on the `/live` page (or none).
 */

const text = (max: number) => z.string().max(max, `Must be at most ${max} characters`).default('');
const html = text(200_000);
/** A day that exists (no month 59, no 2026-02-30): the database would refuse it. */
const day = calendarDay();
const optionalDay = z.preprocess((v) => (v === null || v === undefined ? '' : v), z.union([z.literal(''), day]).default(''));
const clock = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time (HH:MM)')]).default(''),
);
/** A web address (http or https), or empty for none. */
const link = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim() : v),
  z
    .union([
      z.literal(''),
      z
        .string()
        .max(2000, 'Must be at most 2000 characters')
        .regex(/^https?:\/\/[^\s]+$/i, 'Must be a web address (https://…)'),
    ])
    .default(''),
);
const SITE_OR_WEB = 'Must be a web address or a page of the site (/…)';
/** A web address, or a page of the site by the one rule the pages follow it by (links.ts: never `/\\host`). */
const siteOrWeb = (value: string) => isWebAddress(value) || isSitePath(value);
/** A page of the site (/contact-us) or a web address, or empty for none. */
const siteLink = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim() : v),
  z.union([z.literal(''), z.string().max(2000, 'Must be at most 2000 characters').refine(siteOrWeb, SITE_OR_WEB)]).default(''),
);
const uploadId = z.number({ error: 'Must be an uploaded image' }).int().positive().nullable().default(null);

export const eventContent = z.object({
  titleEn: text(300),
  titleMm: text(300),
  /** HTML; sanitised on the server. */
  descriptionEn: html,
  descriptionMm: html,
  /** All day: the dates only (the end date is the last day). Timed: dates and times, Myanmar time. */
  allDay: z.boolean().default(false),
  startDate: day,
  startTime: clock,
  endDate: day,
  endTime: clock,
  venueEn: text(300),
  venueMm: text(300),
  addressEn: text(600),
  addressMm: text(600),
  mapUrl: link,
  /** Where to join online (a meeting or a stream). */
  onlineUrl: link,
  registrationUrl: siteLink,
  /** Whom to ask when registering is not online (a phone number, a person). */
  contactEn: text(300),
  contactMm: text(300),
  coverUploadId: uploadId,
});

export const bannerContent = z.object({
  titleEn: text(200),
  titleMm: text(200),
  subtitleEn: text(400),
  subtitleMm: text(400),
  coverUploadId: uploadId,
  /** Where the banner leads: a page of the site (/events/3) or a web address. */
  linkUrl: siteLink,
  /** Lower first in the carousel. */
  sortOrder: z.number({ error: 'Must be a number' }).int('Must be a whole number').min(0).max(100_000).default(0),
  /** Shown from the start of this Myanmar day (empty: at once) until the end of that one (empty: always). */
  activeFrom: optionalDay,
  activeUntil: optionalDay,
});

export const liveContent = z.object({
  titleEn: text(300),
  titleMm: text(300),
  descriptionEn: text(4000),
  descriptionMm: text(4000),
  /** hls: an HLS address (.m3u8) the page plays; embed: a player page (YouTube, Facebook) shown in a frame. */
  streamKind: z.enum(liveStreamKinds, { error: "Must be 'hls' or 'embed'" }).default('hls'),
  /** A web address, or a file of this site (/files/…). */
  streamUrl: z
    .string({ error: 'Is required' })
    .trim()
    .min(1, 'Is required')
    .max(2000, 'Must be at most 2000 characters')
    .refine((value) => value !== '/' && siteOrWeb(value), SITE_OR_WEB),
  /** When the broadcasts are, as readers should read it ("Daily 7:00 pm"). */
  scheduleEn: text(600),
  scheduleMm: text(600),
  coverUploadId: uploadId,
});

export const dhammaContent = z.object({
  titleEn: text(300),
  titleMm: text(300),
  speakerEn: text(200),
  speakerMm: text(200),
  recordedOn: day,
  kind: z.enum(dhammaKinds, { error: "Must be 'audio', 'video' or 'text'" }).default('text'),
  /** Audio: an uploaded audio file (POST /uploads/audio). */
  audioUploadId: z.number().int().positive().nullable().default(null),
  /** Video: the address of its player page. */
  mediaUrl: link,
  bodyEn: html,
  bodyMm: html,
  tags: z
    .array(z.string().trim().min(1, 'Is required').max(60, 'Must be at most 60 characters'))
    .max(20, 'Must have at most 20 items')
    .default([]),
  coverUploadId: uploadId,
});

export const groupContent = z.object({
  /** Which of the six group sections (1-6). */
  groupType: z
    .number({ error: 'Is required' })
    .int('Must be a whole number')
    .min(1, 'Must be between 1 and 6')
    .max(6, 'Must be between 1 and 6'),
  titleEn: text(300),
  titleMm: text(300),
  summaryEn: text(600),
  summaryMm: text(600),
  bodyEn: html,
  bodyMm: html,
  contactPhone: text(60),
  contactEmail: z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim() : v),
    z.union([z.literal(''), z.email('Must be a valid email address').max(200)]).default(''),
  ),
  addressEn: text(600),
  addressMm: text(600),
  /** Lower first within its section. */
  sortOrder: z.number({ error: 'Must be a number' }).int('Must be a whole number').min(0).max(100_000).default(0),
  coverUploadId: uploadId,
});

/** One of the site's pages: a name, a title and a text in both languages. */
export const pageContent = z.object({
  slug: z
    .string({ error: 'Is required' })
    .trim()
    .min(1, 'Is required')
    .max(80, 'Must be at most 80 characters')
    .regex(PAGE_SLUG_PATTERN, 'Must be lowercase letters, digits and hyphens between them'),
  titleEn: text(300),
  titleMm: text(300),
  /** HTML; sanitised on the server. */
  bodyEn: html,
  bodyMm: html,
});

/** A new photo names its upload; a photo already in the gallery may name its `photoId` instead. */
export const galleryPhotoContent = z.object({
  uploadId: z.number({ error: 'Must be an uploaded image' }).int().positive().nullable().default(null),
  photoId: z.number().int().positive().nullable().default(null),
  captionEn: text(500),
  captionMm: text(500),
});
export const galleryContent = z.object({
  titleEn: text(300),
  titleMm: text(300),
  descriptionEn: text(4000),
  descriptionMm: text(4000),
  takenOn: day,
  /** In the order readers see them. */
  photos: z.array(galleryPhotoContent).max(GALLERY_MAX_PHOTOS, `Must have at most ${GALLERY_MAX_PHOTOS} items`).default([]),
  /** The position of the cover among the photos (empty: the first photo). */
  coverIndex: z.number({ error: 'Must be a number' }).int().min(0).nullable().default(null),
});

export const catalogueContents = {
  events: eventContent,
  galleries: galleryContent,
  banners: bannerContent,
  live: liveContent,
  'dhamma-records': dhammaContent,
  groups: groupContent,
  pages: pageContent,
} as const;
export type CatalogueContent<K extends CatalogueKind> = z.input<(typeof catalogueContents)[K]>;
export type CatalogueContentOut<K extends CatalogueKind> = z.output<(typeof catalogueContents)[K]>;

/** The catalogue's requests, made from the kinds' one declaration: the list of groups filters on the section too. */
const catalogueSchemas = recordKindSchemas(catalogueKind('events'), {
  /** Groups only: one section. */
  groupType: optionalInt(1, 6),
});

export const catalogueVersionPayload = catalogueSchemas.versionPayload;
/** The save of any kind: its content, the version it started from, and whether it is an autosave. */
export const catalogueSaveExtra = catalogueSchemas.saveFields;

/** A record as the console edits it: its content as saved, and what the console shows beside it. */
export const catalogueRecord = z.object({
  id: z.number().int(),
  kind: z.enum(catalogueKinds),
  version: z.number().int(),
  status: z.enum(catalogueStatuses),
  /** The content in the shape of the kind's payload. */
  content: z.record(z.string(), z.unknown()),
  /** The images of the record by upload id (the cover, a gallery's photos). */
  images: z.record(z.string(), image),
  /** The uploaded audio of a Dhamma record, to play. */
  audioUrl: z.string().nullable(),
  /** Where readers find it (null when it has no page of its own). */
  publicPath: z.string().nullable(),
  /**
   * The public site cannot do without it (the contact page, read by /contact-us): it can be edited,
   * but not renamed, taken off the site or moved to the bin (each refused with 422 on `slug`).
   */
  protected: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type CatalogueRecord = z.infer<typeof catalogueRecord>;
export const catalogueRecordReply = envelope(catalogueRecord);

/** A restored revision: the record as saved, and what of the revision could not be brought back. */
export const catalogueRestored = catalogueRecord.extend({ notRestored: z.array(notRestoredPart) });
export type CatalogueRestored = z.infer<typeof catalogueRestored>;
export const catalogueRestoredReply = envelope(catalogueRestored);

/** A row of a kind's list. */
export const catalogueRow = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(catalogueStatuses),
  titleEn: z.string(),
  titleMm: z.string(),
  cover: image.nullable(),
  /** Start (events, ISO), group section, order, photo count, active days… by kind. */
  facts: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** As the record's `protected`: not to be unpublished or binned, alone or in a bulk action. */
  protected: z.boolean(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  deletedAt: z.string().nullable(),
});
export type CatalogueRow = z.infer<typeof catalogueRow>;

export const catalogueFilter = catalogueSchemas.filter;
export type CatalogueFilter = z.input<typeof catalogueFilter>;
export const cataloguePageReply = envelope(paged(catalogueRow));
export const catalogueIdParam = catalogueSchemas.idParam;

/** Puts these records in this order: they take the order values they had among themselves, first to last. */
export const catalogueReorderPayload = z.object({
  ids: z.array(rowId()).min(2, 'Must have at least 2 items').max(100, 'Must have at most 100 items'),
});
