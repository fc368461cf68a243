import { z } from 'zod';
import { envelope, paged } from './envelope.js';
import { image, isoTime, listRequest, searchText } from './content.js';

/** Events happen in Yangon; times travel as UTC instants and are shown in this zone. */
export const EVENT_TIME_ZONE = 'Asia/Yangon';

export const event = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleMm: z.string(),
  /** Sanitised HTML. */
  descriptionEn: z.string(),
  descriptionMm: z.string(),
  startsAt: isoTime,
  endsAt: isoTime,
  /** IANA zone to show the times in. */
  timeZone: z.string(),
  venueEn: z.string(),
  venueMm: z.string(),
  addressEn: z.string(),
  addressMm: z.string(),
  mapUrl: z.string().nullable(),
  registrationUrl: z.string().nullable(),
  image: image.nullable(),
  /** Relative path of this event's iCalendar file ('Add to calendar'). */
  icsUrl: z.string(),
  publishedAt: isoTime,
});
export type Event = z.infer<typeof event>;

export const eventSortKeys = ['starts_at', 'id', 'published_at'] as const;
export const eventFilter = listRequest(
  {
    title: searchText,
    /** upcoming: not yet ended; past: already ended; all (default). */
    when: z.enum(['upcoming', 'past', 'all'], { error: "Must be 'upcoming', 'past' or 'all'" }).default('all'),
    /** Events overlapping this month (1-12) of `year`, in Yangon time. */
    month: z.coerce.number().int().min(1).max(12).optional(),
    year: z.coerce.number().int().min(1900).max(2200).optional(),
  },
  eventSortKeys,
  { sortBy: 'starts_at', orderBy: 'ASC' },
);
export type EventFilter = z.input<typeof eventFilter>;
export const eventPageReply = envelope(paged(event));
export const eventReply = envelope(event);
