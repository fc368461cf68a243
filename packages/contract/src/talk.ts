import { z } from 'zod';
import { envelope, paged } from './envelope.js';
import { image, isoTime, listRequest } from './content.js';
import { optionalChoice, searchText } from './request.js';
import { talkCategoryKeys } from './constants/talk.js';
export * from './constants/talk.js';

export const talk = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleMm: z.string(),
  speakerEn: z.string(),
  speakerMm: z.string(),
  /** Plain text (also used in the RSS feed). */
  descriptionEn: z.string(),
  descriptionMm: z.string(),
  category: z.enum(talkCategoryKeys),
  /** Relative /files/… path; range requests are answered so players can seek. */
  audioUrl: z.string(),
  /** e.g. audio/mpeg, audio/wav */
  audioType: z.string(),
  audioBytes: z.number().int(),
  durationSeconds: z.number().int(),
  cover: image.nullable(),
  publishedAt: isoTime,
  /** The series the talk belongs to ('' when none). */
  seriesEn: z.string(),
  seriesMm: z.string(),
  /** The day the talk was given (YYYY-MM-DD), when known. */
  recordedOn: z.string().nullable(),
});
export type Talk = z.infer<typeof talk>;

export const talkReadSortKeys = ['published_at', 'id', 'title_en', 'duration_seconds'] as const;
export const talkFilter = listRequest(
  {
    /** Matches the English or the Myanmar title. */
    title: searchText(),
    /** Matches the English or the Myanmar speaker name. */
    speaker: searchText(),
    category: optionalChoice(talkCategoryKeys),
  },
  talkReadSortKeys,
  { sortBy: 'published_at', orderBy: 'DESC' },
);
export type TalkFilter = z.input<typeof talkFilter>;
export const talkPageReply = envelope(paged(talk));
export const talkReply = envelope(talk);

/**
 * Play counts: the public player tells the server once per talk per page view when the reader
 * starts it (POST, no body; guests welcome). The server counts a listener (a keyed hash of the
 * member, or of address and browser) at most once per talk per Myanmar day, limits how many plays
 * one address may send, and never takes a number from the client. `counted` is false for a repeat.
 */
export const talkPlayReply = envelope(z.object({ podcastId: z.number().int(), counted: z.boolean() }));
export type TalkPlay = z.infer<typeof talkPlayReply>['data'];

/** Plays one address may send an hour (a page of talks played one after another stays far below). */
export const PLAYS_PER_HOUR = 120;

export const talkPlayPaths = {
  /** POST, no body */ play: (id: number) => `/podcast/play/${id}`,
} as const;
