import { z } from 'zod';
import { envelope, paged } from './envelope.js';
import { image, isoTime, listRequest } from './content.js';
import { optionalChoice, searchText } from './request.js';
import { podcastCategoryKeys } from './constants/podcast.js';
export * from './constants/podcast.js';

export const podcast = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleMm: z.string(),
  speakerEn: z.string(),
  speakerMm: z.string(),
  /** Plain text (also used in the RSS feed). */
  descriptionEn: z.string(),
  descriptionMm: z.string(),
  category: z.enum(podcastCategoryKeys),
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
export type Podcast = z.infer<typeof podcast>;

export const podcastSortKeys = ['published_at', 'id', 'title_en', 'duration_seconds'] as const;
export const podcastFilter = listRequest(
  {
    /** Matches the English or the Myanmar title. */
    title: searchText(),
    /** Matches the English or the Myanmar speaker name. */
    speaker: searchText(),
    category: optionalChoice(podcastCategoryKeys),
  },
  podcastSortKeys,
  { sortBy: 'published_at', orderBy: 'DESC' },
);
export type PodcastFilter = z.input<typeof podcastFilter>;
export const podcastPageReply = envelope(paged(podcast));
export const podcastReply = envelope(podcast);

/**
 * Play counts: the public player tells the server once per talk per page view when the reader
 * starts it (POST, no body; guests welcome). The server counts a listener (a keyed hash of the
 * member, or of address and browser) at most once per talk per Myanmar day, limits how many plays
 * one address may send, and never takes a number from the client. `counted` is false for a repeat.
 */
export const podcastPlayReply = envelope(z.object({ podcastId: z.number().int(), counted: z.boolean() }));
export type PodcastPlay = z.infer<typeof podcastPlayReply>['data'];

/** Plays one address may send an hour (a page of talks played one after another stays far below). */
export const PLAYS_PER_HOUR = 120;

export const podcastPaths = {
  /** POST, no body */ play: (id: number) => `/podcast/play/${id}`,
} as const;
