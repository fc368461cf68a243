import { z } from 'zod';
import { envelope, paged } from './envelope.js';
import { image, isoDate, isoTime, listRequest } from './content.js';
import { optionalChoice, optionalInt, optionalText, searchText } from './request.js';

/** audio: `mediaUrl` plays in an audio element; video: an embeddable player URL; text: read `bodyEn`/`bodyMm`. */
export const dhammaKinds = ['audio', 'video', 'text'] as const;
export type DhammaKind = (typeof dhammaKinds)[number];

export const dhammaRecord = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleMm: z.string(),
  speakerEn: z.string(),
  speakerMm: z.string(),
  recordedOn: isoDate,
  kind: z.enum(dhammaKinds),
  mediaUrl: z.string().nullable(),
  mediaType: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  /** Transcript or text, sanitised HTML. */
  bodyEn: z.string(),
  bodyMm: z.string(),
  tags: z.array(z.string()),
  image: image.nullable(),
  publishedAt: isoTime,
});
export type DhammaRecord = z.infer<typeof dhammaRecord>;

export const dhammaRecordSortKeys = ['recorded_on', 'id', 'published_at', 'title_en'] as const;
export const dhammaRecordFilter = listRequest(
  {
    title: searchText(),
    speaker: searchText(),
    kind: optionalChoice(dhammaKinds),
    /** Records carrying this tag (exact match). */
    tag: optionalText(60),
    year: optionalInt(1900, 2200),
  },
  dhammaRecordSortKeys,
  { sortBy: 'recorded_on', orderBy: 'DESC' },
);
export type DhammaRecordFilter = z.input<typeof dhammaRecordFilter>;
export const dhammaRecordPageReply = envelope(paged(dhammaRecord));
export const dhammaRecordReply = envelope(dhammaRecord);
