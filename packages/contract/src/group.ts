import { z } from 'zod';
import { envelope, paged } from './envelope.js';
import { image, isoTime, listRequest } from './content.js';
import { optionalInt, searchText } from './request.js';

/** An entry of one of the six group sections (GroupType 1-6): a person, a monastery, a team, a project. */
export const groupEntry = z.object({
  id: z.number().int(),
  groupType: z.number().int().min(1).max(6),
  titleEn: z.string(),
  titleMm: z.string(),
  /** One or two sentences for the list card. */
  summaryEn: z.string(),
  summaryMm: z.string(),
  /** Sanitised HTML. */
  bodyEn: z.string(),
  bodyMm: z.string(),
  image: image.nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  addressEn: z.string(),
  addressMm: z.string(),
  sortOrder: z.number().int(),
  publishedAt: isoTime,
});
export type GroupEntry = z.infer<typeof groupEntry>;

export const groupSortKeys = ['sort_order', 'id', 'published_at', 'title_en'] as const;
export const groupFilter = listRequest({ groupType: optionalInt(1, 6), title: searchText() }, groupSortKeys, {
  sortBy: 'sort_order',
  orderBy: 'ASC',
});
export type GroupFilter = z.input<typeof groupFilter>;
export const groupPageReply = envelope(paged(groupEntry));
export const groupReply = envelope(groupEntry);
