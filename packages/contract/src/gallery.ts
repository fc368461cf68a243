import { z } from 'zod';
import { envelope, paged } from './envelope.js';
import { image, isoDate, isoTime, listRequest } from './content.js';
import { optionalInt, searchText } from './request.js';

export const galleryPhoto = z.object({
  id: z.number().int(),
  /** 1-based order within the gallery. */
  position: z.number().int(),
  image,
  captionEn: z.string(),
  captionMm: z.string(),
});
export type GalleryPhoto = z.infer<typeof galleryPhoto>;

export const gallery = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleMm: z.string(),
  descriptionEn: z.string(),
  descriptionMm: z.string(),
  /** The day the photos were taken. */
  takenOn: isoDate,
  cover: image.nullable(),
  photoCount: z.number().int(),
  publishedAt: isoTime,
});
export type Gallery = z.infer<typeof gallery>;

/** The detail adds the ordered photos. */
export const galleryDetail = gallery.extend({ photos: z.array(galleryPhoto) });
export type GalleryDetail = z.infer<typeof galleryDetail>;

export const gallerySortKeys = ['taken_on', 'id', 'published_at'] as const;
export const galleryFilter = listRequest({ title: searchText(), year: optionalInt(1900, 2200) }, gallerySortKeys, {
  sortBy: 'taken_on',
  orderBy: 'DESC',
});
export type GalleryFilter = z.input<typeof galleryFilter>;
export const galleryPageReply = envelope(paged(gallery));
export const galleryReply = envelope(galleryDetail);
