import { z } from 'zod';
import { calendarDay } from './request.js';
import { recordKindSchemas } from './staff-records.js';
import { image } from './content.js';
import { envelope, paged } from './envelope.js';
import { talkCategoryKeys } from './talk.js';
import { audioFormats } from './uploads.js';
import { talkKind, talkStatuses } from './constants/staff-talks.js';
export * from './constants/staff-talks.js';

/**
 * The talks desk of the staff console (under `/admin-api`): the Dhamma talks the public site lists
 * under /podcasts and the podcast feed carries. Editors and admins write, publish, unpublish,
 * delete and restore any talk; authors write and keep their own drafts (never publish).
 *
 * The audio arrives first as a resumable upload (`uploadPaths.audio`, whose reply's `uploadId` the
 * form saves as `audioUploadId`): its duration, bitrate and format are read from the file there.
 * Every write names the `version` it was made from; a stale one is refused with 0108 and
 * `data.conflict` (who saved since, and when), as on the news desk.
 */

const text = (max: number) => z.string().max(max, `Must be at most ${max} characters`).default('');
const blank = (value: unknown) => (value === '' || value === null || value === 0 ? undefined : value);
const day = calendarDay();

/** The talks desk's requests, made from the kind's declaration: its list filters on category and series too. */
const talkSchemas = recordKindSchemas(talkKind, {
  category: z.preprocess(blank, z.enum(talkCategoryKeys, { error: `Must be one of ${talkCategoryKeys.join(', ')}` }).optional()),
  /** Series in either language contains. */
  series: z.preprocess(blank, z.string().trim().max(100, 'Must be at most 100 characters').optional()),
});

/** The writable content of a talk; every field may be empty while it is a draft. */
export const deskTalkContent = z.object({
  titleEn: text(300),
  titleMm: text(300),
  speakerEn: text(120),
  speakerMm: text(120),
  /** The series the talk belongs to (a retreat, a course of talks), if any. */
  seriesEn: text(200),
  seriesMm: text(200),
  /** Plain text (also the feed's description). */
  descriptionEn: text(5000),
  descriptionMm: text(5000),
  category: z.enum(talkCategoryKeys, { error: `Must be one of ${talkCategoryKeys.join(', ')}` }).default('dhamma-talk'),
  /** The day the talk was given, when known. */
  recordedOn: z.preprocess((v) => (v === '' ? null : v), day.nullable().default(null)),
  /** A finished audio upload (POST /uploads/audio) or null for none yet. */
  audioUploadId: z.number({ error: 'Must be a number' }).int().positive().nullable().default(null),
  /** An uploaded image (POST /uploads/images) or null for none. */
  coverUploadId: z.number({ error: 'Must be a number' }).int().positive().nullable().default(null),
});
export type DeskTalkContent = z.input<typeof deskTalkContent>;

export const deskTalkCreatePayload = deskTalkContent;
export const deskTalkSavePayload = talkSchemas.savePayload(deskTalkContent);
export type DeskTalkSavePayload = z.input<typeof deskTalkSavePayload>;
export const deskTalkVersionPayload = talkSchemas.versionPayload;

export const deskTalkAudio = z.object({
  /** Where it plays from (public). */
  url: z.string(),
  contentType: z.string(),
  format: z.union([z.enum(audioFormats), z.literal('')]),
  bytes: z.number().int(),
  durationSeconds: z.number().int(),
  bitrate: z.number().int(),
});
export type DeskTalkAudio = z.infer<typeof deskTalkAudio>;

export const deskTalk = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(talkStatuses),
  titleEn: z.string(),
  titleMm: z.string(),
  speakerEn: z.string(),
  speakerMm: z.string(),
  seriesEn: z.string(),
  seriesMm: z.string(),
  descriptionEn: z.string(),
  descriptionMm: z.string(),
  category: z.enum(talkCategoryKeys),
  recordedOn: z.string().nullable(),
  audio: deskTalkAudio.nullable(),
  audioUploadId: z.number().int().nullable(),
  cover: image.nullable(),
  coverUploadId: z.number().int().nullable(),
  /** When it went on the site (kept when unpublished and published again). */
  publishedAt: z.string().nullable(),
  authorStaffId: z.number().int().nullable(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type DeskTalk = z.infer<typeof deskTalk>;
export const deskTalkReply = envelope(deskTalk);

export const deskTalkRow = deskTalk.omit({ descriptionEn: true, descriptionMm: true });
export type DeskTalkRow = z.infer<typeof deskTalkRow>;

export const deskTalkFilter = talkSchemas.filter;
export type DeskTalkFilter = z.input<typeof deskTalkFilter>;
export const deskTalkPageReply = envelope(paged(deskTalkRow));

export const deskTalkIdParam = talkSchemas.idParam;
