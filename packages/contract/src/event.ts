import { z } from 'zod';
import { envelope, paged } from './envelope.js';
import { image, isoTime, listRequest } from './content.js';
import { blankAsAbsent, optionalInt, searchText } from './request.js';

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
  /** Whole days in Yangon: endsAt is the midnight after the last day. */
  allDay: z.boolean(),
  /** Where to join online. */
  onlineUrl: z.string().nullable(),
  /** Whom to ask when registering is not online. */
  contactEn: z.string(),
  contactMm: z.string(),
  image: image.nullable(),
  /** Relative path of this event's iCalendar file ('Add to calendar'). */
  icsUrl: z.string(),
  publishedAt: isoTime,
});
export type Event = z.infer<typeof event>;

export const eventSortKeys = ['starts_at', 'id', 'published_at'] as const;
export const eventFilter = listRequest(
  {
    title: searchText(),
    /** upcoming: not yet ended; past: already ended; all (default, also when blank). */
    when: blankAsAbsent(z.enum(['upcoming', 'past', 'all'], { error: "Must be 'upcoming', 'past' or 'all'" }).default('all')),
    /** Events overlapping this month (1-12) of `year`, in Yangon time. */
    month: optionalInt(1, 12),
    year: optionalInt(1900, 2200),
  },
  eventSortKeys,
  { sortBy: 'starts_at', orderBy: 'ASC' },
);
export type EventFilter = z.input<typeof eventFilter>;
export const eventPageReply = envelope(paged(event));
export const eventReply = envelope(event);
