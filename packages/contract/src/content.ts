import { z } from 'zod';
import { email, phoneNo } from './auth.js';
import { envelope, paged } from './envelope.js';
import { optionalText, orderByField, pageNoField, pageSizeField, positiveId, searchText, sortByField, typeMessage } from './request.js';

/**
 * Shared shapes of the public content sections (podcasts, e-books, events, galleries, Dhamma
 * records, group pages, banners, pages, live broadcast, contact). Every text a visitor reads comes
 * in two fields, `…En` and `…Mm` (see docs/decisions/0006-bilingual-content.md): the web shows the
 * one of the current locale and falls back to the other when it is empty.
 */

const required = 'Is required';

/** Spec section 1: the six group sections. */
export const GroupType = {
  SA_YAR_DAW: 1,
  SANGHA_JEWEL: 2,
  RELIGIOUS_AVENUES: 3,
  RELIGIOUS_FEDERATION: 4,
  YOGI_CARE_TEAM: 5,
  HITTITE_GROUP: 6,
} as const;
export type GroupType = (typeof GroupType)[keyof typeof GroupType];
export const groupTypes = [1, 2, 3, 4, 5, 6] as const;

/** The web route of each group section (spec section 2), by group number. */
export const groupRoutes: Record<GroupType, string> = {
  1: '/mahasi-sayardaw',
  2: '/sangha-jewel',
  3: '/religious-institution',
  4: '/buddhist_dharma_group',
  5: '/womens_yogi_support',
  6: '/heritage_group',
};

/** One stored size of an image; `url` is a relative /files/… path (the web prefixes the site address). */
export const imageVariant = z.object({ url: z.string(), width: z.number().int() });

/** An image with its intrinsic size (for layout without jumps) and every stored width (for srcset). */
export const image = z.object({
  /** The default size (about 960 px wide). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariant),
});
export type Image = z.infer<typeof image>;

/** ISO 8601 instant (UTC), e.g. 2026-11-22T03:30:00.000Z. */
export const isoTime = z.string();
/** Calendar date YYYY-MM-DD. */
export const isoDate = z.string();

/**
 * The list request of every content collection: `POST /{resource}/getDataByPagination`.
 * sortBy is one of the resource's allowed keys (anything else is a 422 on sortBy); pageSize 0 means all.
 */
export function listRequest<Shape extends z.ZodRawShape, const Keys extends readonly [string, ...string[]]>(
  searchShape: Shape,
  sortKeys: Keys,
  defaults: { sortBy: Keys[number]; orderBy: 'ASC' | 'DESC'; pageSize?: number },
) {
  return z.object({
    pageNo: pageNoField(),
    pageSize: pageSizeField(defaults.pageSize ?? 12),
    sortBy: sortByField(sortKeys, defaults.sortBy),
    orderBy: orderByField(defaults.orderBy),
    // Every search field is optional, so an absent searchObj is an empty one.
    searchObj: z.object(searchShape).prefault({} as never),
  });
}

/** The reply of `GET /{resource}/getDataById/{id}`: 404 when unknown, a draft or not yet published. */
export const idParam = z.object({ id: positiveId() });

// ---------------------------------------------------------------------------------------------
// Banners (home page carousel)

export const banner = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleMm: z.string(),
  subtitleEn: z.string(),
  subtitleMm: z.string(),
  image: image.nullable(),
  /** A site path (/events/3) or an absolute URL; null when the banner links nowhere. */
  linkUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  publishedAt: isoTime,
});
export type Banner = z.infer<typeof banner>;
export const bannerSortKeys = ['sort_order', 'id', 'published_at'] as const;
export const bannerFilter = listRequest({ title: searchText() }, bannerSortKeys, { sortBy: 'sort_order', orderBy: 'ASC', pageSize: 0 });
export type BannerFilter = z.input<typeof bannerFilter>;
export const bannerPageReply = envelope(paged(banner));
export const bannerReply = envelope(banner);

// ---------------------------------------------------------------------------------------------
// Contents: the site's own pages (about, contact details, footer texts), found by slug

export const CONTENT_SLUGS = { ABOUT: 'about', CONTACT: 'contact', MEDITATION_GUIDE: 'meditation-guide' } as const;

export const content = z.object({
  id: z.number().int(),
  slug: z.string(),
  titleEn: z.string(),
  titleMm: z.string(),
  /** Sanitised HTML. */
  bodyEn: z.string(),
  bodyMm: z.string(),
  updatedAt: isoTime,
});
export type Content = z.infer<typeof content>;
export const contentSortKeys = ['id', 'slug', 'published_at'] as const;
export const contentFilter = listRequest({ title: searchText(), slug: optionalText(80) }, contentSortKeys, {
  sortBy: 'id',
  orderBy: 'ASC',
  pageSize: 0,
});
export type ContentFilter = z.input<typeof contentFilter>;
export const contentPageReply = envelope(paged(content));
export const contentReply = envelope(content);
export const slugParam = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Must be lowercase letters, digits and dashes') });

// ---------------------------------------------------------------------------------------------
// Live streaming setting (the 24-7 Mahasi Dhamma Broadcast page)

export const streamKinds = ['hls', 'embed'] as const;
export const liveStreamingSetting = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleMm: z.string(),
  descriptionEn: z.string(),
  descriptionMm: z.string(),
  /** 'hls': play `streamUrl` (an .m3u8) in a video element; 'embed': show `streamUrl` in an iframe. */
  streamKind: z.enum(streamKinds),
  streamUrl: z.string(),
  /** Human-readable schedule, e.g. 'Daily 4:00 am – 9:00 pm (Yangon time)'. */
  scheduleEn: z.string(),
  scheduleMm: z.string(),
  /** Shown while the stream is loading or cannot be reached. */
  poster: image.nullable(),
  isActive: z.boolean(),
  updatedAt: isoTime,
});
export type LiveStreamingSetting = z.infer<typeof liveStreamingSetting>;
/** data is null when no broadcast is configured: the page shows its offline state. */
export const liveStreamingReply = envelope(liveStreamingSetting.nullable());

// ---------------------------------------------------------------------------------------------
// Contact form: POST /contactInfo/create

const optionalBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const text = (max: number) => z.string(typeMessage('Must be text')).trim().min(1, required).max(max, `Must be at most ${max} characters`);

export const CONTACT_MESSAGE_MAX = 5000;

export const contactPayload = z
  .object({
    name: text(120),
    /** An e-mail address or a phone number (or both) so that the centre can answer. */
    email: optionalBlank(email),
    phoneNo: optionalBlank(phoneNo),
    subject: text(200),
    message: text(CONTACT_MESSAGE_MAX),
  })
  // Checked even when other fields fail, so that the form shows every problem at once.
  .refine((value) => Boolean(value?.email || value?.phoneNo), {
    path: ['email'],
    message: 'Or phone is required',
    when: () => true,
  });
export type ContactPayload = z.input<typeof contactPayload>;
export const CONTACT_SUCCESS_MESSAGE = 'Thank you. Your message has been sent.';
export const contactReply = envelope(z.object({ id: z.number().int(), createdAt: isoTime }));
