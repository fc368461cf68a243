import type { Banner, Content, Image, LiveStreamingSetting } from '@mahasi/contract/content';
import type { DhammaRecord } from '@mahasi/contract/dhamma';
import type { Event } from '@mahasi/contract/event';
import type { GalleryDetail } from '@mahasi/contract/gallery';
import type { GroupEntry } from '@mahasi/contract/group';
import type { Draft } from './kinds';
import { photoKey, type Photo } from './PhotosField';
import { isCalendarDay } from '@mahasi/contract/constants/days';
import { DAY_MS, yangonInstant } from '../../../lib/yangonTime';

/**
 * A draft in the shape the public API gives its record, so that the public pages' own components
 * can draw it before it is saved (PublicPreview). The server's rules are followed where they shape
 * what readers see: Myanmar times, an all-day event's end, the cover of a gallery.
 */

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const orNull = (value: unknown) => (str(value).trim() ? str(value).trim() : null);

/** The instant of a Myanmar date and time (lib/yangonTime); now for a date not yet typed. */
export function yangonIso(date: unknown, time: unknown = ''): string {
  const day = isCalendarDay(date) ? date : null;
  const clock = /^\d{2}:\d{2}$/.test(str(time)) ? str(time) : '00:00';
  const at = day ? yangonInstant(day, clock).getTime() : NaN;
  return new Date(Number.isNaN(at) ? Date.now() : at).toISOString();
}

/** The draft's cover: the upload it names, else the cover it had before the console. */
export function coverOf(draft: Draft, images: Record<string, Image>): Image | null {
  return draft.coverUploadId ? (images[String(draft.coverUploadId)] ?? null) : (images.cover ?? null);
}

export interface Shaping {
  /** The record's id (0 for one not saved yet). */
  id: number;
  images: Record<string, Image>;
  /** The time it is (or would be) published. */
  now: string;
}

export function eventOf(draft: Draft, { id, images, now }: Shaping): Event {
  const allDay = Boolean(draft.allDay);
  const startsAt = yangonIso(draft.startDate, allDay ? '' : draft.startTime);
  const endsAt = allDay ? new Date(Date.parse(yangonIso(draft.endDate)) + DAY_MS).toISOString() : yangonIso(draft.endDate, draft.endTime);
  return {
    id,
    titleEn: str(draft.titleEn),
    titleMm: str(draft.titleMm),
    descriptionEn: str(draft.descriptionEn),
    descriptionMm: str(draft.descriptionMm),
    startsAt,
    endsAt,
    timeZone: 'Asia/Yangon',
    venueEn: str(draft.venueEn),
    venueMm: str(draft.venueMm),
    addressEn: str(draft.addressEn),
    addressMm: str(draft.addressMm),
    mapUrl: orNull(draft.mapUrl),
    registrationUrl: orNull(draft.registrationUrl),
    allDay,
    onlineUrl: orNull(draft.onlineUrl),
    contactEn: str(draft.contactEn),
    contactMm: str(draft.contactMm),
    image: coverOf(draft, images),
    icsUrl: `/feeds/events/${id}.ics`,
    publishedAt: now,
  };
}

export function dhammaRecordOf(
  draft: Draft,
  { id, images, now }: Shaping,
  audio: { url: string; durationSeconds: number } | null,
): DhammaRecord {
  const kind = draft.kind === 'audio' || draft.kind === 'video' ? draft.kind : 'text';
  return {
    id,
    titleEn: str(draft.titleEn),
    titleMm: str(draft.titleMm),
    speakerEn: str(draft.speakerEn),
    speakerMm: str(draft.speakerMm),
    recordedOn: str(draft.recordedOn),
    kind,
    mediaUrl: kind === 'audio' ? (audio?.url ?? null) : kind === 'video' ? orNull(draft.mediaUrl) : null,
    mediaType: null,
    durationSeconds: kind === 'audio' && audio?.durationSeconds ? Math.round(audio.durationSeconds) : null,
    bodyEn: str(draft.bodyEn),
    bodyMm: str(draft.bodyMm),
    tags: Array.isArray(draft.tags) ? draft.tags.map(String) : [],
    image: coverOf(draft, images),
    publishedAt: now,
  };
}

export function groupEntryOf(draft: Draft, { id, images, now }: Shaping): GroupEntry {
  return {
    id,
    groupType: Number(draft.groupType) || 1,
    titleEn: str(draft.titleEn),
    titleMm: str(draft.titleMm),
    summaryEn: str(draft.summaryEn),
    summaryMm: str(draft.summaryMm),
    bodyEn: str(draft.bodyEn),
    bodyMm: str(draft.bodyMm),
    image: coverOf(draft, images),
    contactPhone: orNull(draft.contactPhone),
    contactEmail: orNull(draft.contactEmail),
    addressEn: str(draft.addressEn),
    addressMm: str(draft.addressMm),
    sortOrder: Number(draft.sortOrder) || 0,
    publishedAt: now,
  };
}

/** The gallery with the photos whose images are known (uploaded, or kept from before), in the draft's order. */
export function galleryOf(draft: Draft, { id, images, now }: Shaping): GalleryDetail {
  const photos = ((draft.photos as Photo[] | undefined) ?? []).flatMap((photo, index) => {
    const image = images[photoKey(photo)];
    return image
      ? [{ id: photo.photoId ?? -(index + 1), position: index + 1, image, captionEn: photo.captionEn, captionMm: photo.captionMm }]
      : [];
  });
  const coverPhoto = (draft.photos as Photo[] | undefined)?.[(draft.coverIndex as number | null) ?? 0];
  return {
    id,
    titleEn: str(draft.titleEn),
    titleMm: str(draft.titleMm),
    descriptionEn: str(draft.descriptionEn),
    descriptionMm: str(draft.descriptionMm),
    takenOn: str(draft.takenOn),
    cover: (coverPhoto && images[photoKey(coverPhoto)]) ?? photos[0]?.image ?? null,
    photoCount: photos.length,
    publishedAt: now,
    photos,
  };
}

export function bannerOf(draft: Draft, { id, images, now }: Shaping): Banner {
  return {
    id,
    titleEn: str(draft.titleEn),
    titleMm: str(draft.titleMm),
    subtitleEn: str(draft.subtitleEn),
    subtitleMm: str(draft.subtitleMm),
    image: coverOf(draft, images),
    linkUrl: orNull(draft.linkUrl),
    sortOrder: Number(draft.sortOrder) || 0,
    publishedAt: now,
  };
}

/** The setting as the live page shows it once it is the active one. */
export function liveSettingOf(draft: Draft, { id, images, now }: Shaping): LiveStreamingSetting {
  return {
    id,
    titleEn: str(draft.titleEn),
    titleMm: str(draft.titleMm),
    descriptionEn: str(draft.descriptionEn),
    descriptionMm: str(draft.descriptionMm),
    streamKind: draft.streamKind === 'embed' ? 'embed' : 'hls',
    streamUrl: str(draft.streamUrl).trim(),
    scheduleEn: str(draft.scheduleEn),
    scheduleMm: str(draft.scheduleMm),
    poster: coverOf(draft, images),
    isActive: true,
    updatedAt: now,
  };
}

export function pageOf(draft: Draft, { id, now }: Shaping): Content {
  return {
    id,
    slug: str(draft.slug),
    titleEn: str(draft.titleEn),
    titleMm: str(draft.titleMm),
    bodyEn: str(draft.bodyEn),
    bodyMm: str(draft.bodyMm),
    updatedAt: now,
  };
}
