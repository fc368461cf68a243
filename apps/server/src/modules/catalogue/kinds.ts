import { and, asc, eq, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Image } from '@mahasi/contract/content';
import {
  PROTECTED_PAGE_SLUGS,
  type CatalogueContentOut,
  type CatalogueKind,
  type CatalogueSortKey,
} from '@mahasi/contract/staff-catalogue';
import type { NotRestoredPart } from '@mahasi/contract/staff-records';
import type { Db } from '../../db/client.js';
import type { LifecycleRow, RecordTable } from '../records/engine.js';
import { sanitizeRichText } from '../../lib/html.js';
import { ValidationError } from '../../lib/validation.js';
import { toImage } from '../content/images.js';
import {
  banners,
  contents,
  dhammaRecords,
  events,
  galleries,
  galleryPhotos,
  groupEntries,
  liveStreamingSettings,
  type StoredImage,
} from '../content/schema.js';
import type { FileStore } from '../files/store.js';
import { lockKey } from '../../lib/jobs.js';
import { storedText, bilingualOf } from '../../lib/text.js';
import { uploads } from '../uploads/schema.js';
import type { UploadService } from '../uploads/service.js';
import { DAY_MS, yangonInstant, yangonParts } from '../../lib/yangonTime.js';

type Values = Record<string, unknown>;

export interface KindContext {
  tx: Db;
  files: FileStore;
  uploads: UploadService;
}

/** What the catalogue's shared presentation reads of every kind's row. */
export interface CatalogueBaseRow extends LifecycleRow {
  titleEn: string;
  titleMm: string;
  imageUploadId?: number | null;
  publishedAt?: Date;
  /** Dhamma records' stored audio. */
  mediaKey?: string | null;
}

/** How the catalogue reads and writes one kind of record (its `Row` and its content `K`). */
export interface KindSpec<Row extends CatalogueBaseRow = CatalogueBaseRow, K extends CatalogueKind = CatalogueKind> {
  kind: K;
  /** The audit log's record type. */
  entityType: string;
  table: RecordTable;
  /** The column holding the cover (a StoredImage); none for the site's pages. */
  imageKey?: 'image' | 'cover' | 'poster';
  /** Live settings: published means active (one at a time); the others have published/publishedAt. */
  activeFlag?: boolean;
  titleColumns: [AnyColumn, AnyColumn];
  sortable: Partial<Record<CatalogueSortKey, AnyColumn>>;
  defaultSort: CatalogueSortKey;
  filters?: (search: { groupType?: number | undefined }) => (SQL | undefined)[];
  /** Plain texts stored in Unicode (Zawgyi converted), HTML sanitised. */
  clean(content: CatalogueContentOut<K>): CatalogueContentOut<K>;
  /** The row's columns from clean content (not the cover, which the engine writes); 422 naming a field. */
  values(ctx: KindContext, content: CatalogueContentOut<K>, existing: Row | undefined): Promise<Values>;
  /** Writes what lives in other tables (a gallery's photos). */
  afterWrite?(ctx: KindContext, id: number, content: CatalogueContentOut<K>, existing: Row | undefined): Promise<void>;
  /** The content as the console edits it. */
  content(ctx: Pick<KindContext, 'tx'>, row: Row): Promise<Values>;
  /** The images beside the content (by photo id for galleries). */
  images?(ctx: Pick<KindContext, 'tx' | 'files'>, row: Row): Promise<Record<string, Image>>;
  /** Uploads the record uses besides its cover (audio; a gallery's photos). */
  otherUploads?(tx: Db, row: Row): Promise<number[]>;
  /** What readers need before it goes public; 422 naming each missing field. */
  assertPublishable(row: Row, content: Values): void;
  /** Refuses a change of status the public site cannot do without (the contact page); 422 naming the field. */
  assertMovable?(row: Row, action: 'publish' | 'unpublish' | 'delete' | 'restore'): void;
  /**
   * Before a revision is restored: the parts of its content that are gone for good (a gallery's
   * photo removed since whose upload is gone) are left out and named, so the rest can be restored.
   */
  restorable?(
    ctx: KindContext,
    id: number,
    content: CatalogueContentOut<K>,
  ): Promise<{ content: CatalogueContentOut<K>; notRestored: NotRestoredPart[] }>;
  /** True for a record `assertMovable` keeps on the site (the console offers no unpublish or bin for it). */
  isProtected?(row: Row): boolean;
  facts(row: Row): Record<string, string | number | boolean | null>;
  publicPath(row: Row): string | null;
}

const plain = (value: string) => storedText(value.trim());
const rich = (value: string) => sanitizeRichText(storedText(value));
const orNull = (value: string) => (value ? value : null);

const titled = (content: Values, errors: { field: string; message: string }[]) => {
  if (!String(content.titleEn ?? '').trim() && !String(content.titleMm ?? '').trim())
    errors.push({ field: 'titleEn', message: 'Is required in English or Myanmar' });
};
const throwIf = (errors: { field: string; message: string }[]) => {
  if (errors.length) throw new ValidationError(errors);
};

// ------------------------------------------------------------------------------------------ events

type EventContent = CatalogueContentOut<'events'>;

/** Start and end instants of an event entered in Myanmar time; 422 naming the field that is wrong. */
export function eventTimes(content: Pick<EventContent, 'allDay' | 'startDate' | 'startTime' | 'endDate' | 'endTime'>): {
  startsAt: Date;
  endsAt: Date;
} {
  const errors: { field: string; message: string }[] = [];
  if (!content.allDay) {
    if (!content.startTime) errors.push({ field: 'startTime', message: 'Is required' });
    if (!content.endTime) errors.push({ field: 'endTime', message: 'Is required' });
  }
  throwIf(errors);
  if (content.endDate < content.startDate) throw new ValidationError([{ field: 'endDate', message: 'Must not be before the start date' }]);
  if (content.allDay) {
    return { startsAt: yangonInstant(content.startDate), endsAt: new Date(yangonInstant(content.endDate).getTime() + DAY_MS) };
  }
  const startsAt = yangonInstant(content.startDate, content.startTime);
  const endsAt = yangonInstant(content.endDate, content.endTime);
  if (endsAt.getTime() <= startsAt.getTime()) throw new ValidationError([{ field: 'endTime', message: 'Must be after the start time' }]);
  return { startsAt, endsAt };
}

const eventSpec: KindSpec<typeof events.$inferSelect, 'events'> = {
  kind: 'events',
  entityType: 'event',
  table: events,
  imageKey: 'image',
  titleColumns: [events.titleEn, events.titleMm],
  sortable: {
    updated_at: events.updatedAt,
    created_at: events.createdAt,
    title: events.titleEn,
    starts_at: events.startsAt,
    id: events.id,
  },
  defaultSort: 'starts_at',
  clean: (c: EventContent): EventContent => ({
    ...c,
    titleEn: plain(c.titleEn),
    titleMm: plain(c.titleMm),
    descriptionEn: rich(c.descriptionEn),
    descriptionMm: rich(c.descriptionMm),
    venueEn: plain(c.venueEn),
    venueMm: plain(c.venueMm),
    addressEn: plain(c.addressEn),
    addressMm: plain(c.addressMm),
    contactEn: plain(c.contactEn),
    contactMm: plain(c.contactMm),
    // A time has no meaning on an all-day event.
    startTime: c.allDay ? '' : c.startTime,
    endTime: c.allDay ? '' : c.endTime,
  }),
  async values(_ctx, c: EventContent) {
    const { startsAt, endsAt } = eventTimes(c);
    return {
      ...bilingualOf(c, 'title', 'description'),
      allDay: c.allDay,
      startsAt,
      endsAt,
      timeZone: 'Asia/Yangon',
      ...bilingualOf(c, 'venue', 'address'),
      mapUrl: orNull(c.mapUrl),
      onlineUrl: orNull(c.onlineUrl),
      registrationUrl: orNull(c.registrationUrl),
      contactEn: c.contactEn,
      contactMm: c.contactMm,
    };
  },
  async content(_ctx, row) {
    const start = yangonParts(row.startsAt);
    // An all-day event ends at the midnight after its last day.
    const end = yangonParts(row.allDay ? new Date(row.endsAt.getTime() - DAY_MS) : row.endsAt);
    return {
      ...bilingualOf(row, 'title', 'description'),
      allDay: row.allDay,
      startDate: start.date,
      startTime: row.allDay ? '' : start.time,
      endDate: end.date,
      endTime: row.allDay ? '' : end.time,
      ...bilingualOf(row, 'venue', 'address'),
      mapUrl: row.mapUrl ?? '',
      onlineUrl: row.onlineUrl ?? '',
      registrationUrl: row.registrationUrl ?? '',
      contactEn: row.contactEn,
      contactMm: row.contactMm,
      coverUploadId: row.imageUploadId,
    };
  },
  assertPublishable(_row, c) {
    const errors: { field: string; message: string }[] = [];
    titled(c, errors);
    throwIf(errors);
  },
  facts: (row) => ({ startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString(), allDay: row.allDay }),
  publicPath: (row) => `/events/${row.id}`,
};

// ------------------------------------------------------------------------------------------ banners

type BannerContent = CatalogueContentOut<'banners'>;

const bannerSpec: KindSpec<typeof banners.$inferSelect, 'banners'> = {
  kind: 'banners',
  entityType: 'banner',
  table: banners,
  imageKey: 'image',
  titleColumns: [banners.titleEn, banners.titleMm],
  sortable: {
    updated_at: banners.updatedAt,
    created_at: banners.createdAt,
    title: banners.titleEn,
    sort_order: banners.sortOrder,
    id: banners.id,
  },
  defaultSort: 'sort_order',
  clean: (c: BannerContent): BannerContent => ({
    ...c,
    titleEn: plain(c.titleEn),
    titleMm: plain(c.titleMm),
    subtitleEn: plain(c.subtitleEn),
    subtitleMm: plain(c.subtitleMm),
  }),
  async values(_ctx, c: BannerContent) {
    if (c.activeFrom && c.activeUntil && c.activeUntil < c.activeFrom)
      throw new ValidationError([{ field: 'activeUntil', message: 'Must not be before the first day' }]);
    return {
      ...bilingualOf(c, 'title', 'subtitle'),
      linkUrl: orNull(c.linkUrl),
      sortOrder: c.sortOrder,
      activeFrom: c.activeFrom ? yangonInstant(c.activeFrom) : null,
      // Until the end of that day.
      activeUntil: c.activeUntil ? new Date(yangonInstant(c.activeUntil).getTime() + DAY_MS) : null,
    };
  },
  async content(_ctx, row) {
    return {
      ...bilingualOf(row, 'title', 'subtitle'),
      coverUploadId: row.imageUploadId,
      linkUrl: row.linkUrl ?? '',
      sortOrder: row.sortOrder,
      activeFrom: row.activeFrom ? yangonParts(row.activeFrom).date : '',
      activeUntil: row.activeUntil ? yangonParts(new Date(row.activeUntil.getTime() - DAY_MS)).date : '',
    };
  },
  assertPublishable(row, c) {
    const errors: { field: string; message: string }[] = [];
    titled(c, errors);
    if (!row.image) errors.push({ field: 'coverUploadId', message: 'Is required' });
    throwIf(errors);
  },
  facts: (row) => ({
    sortOrder: row.sortOrder,
    activeFrom: row.activeFrom?.toISOString() ?? null,
    activeUntil: row.activeUntil?.toISOString() ?? null,
  }),
  publicPath: () => '/',
};

// ------------------------------------------------------------------------------------------ live

type LiveContent = CatalogueContentOut<'live'>;

const liveSpec: KindSpec<typeof liveStreamingSettings.$inferSelect, 'live'> = {
  kind: 'live',
  entityType: 'live-setting',
  table: liveStreamingSettings,
  imageKey: 'poster',
  activeFlag: true,
  titleColumns: [liveStreamingSettings.titleEn, liveStreamingSettings.titleMm],
  sortable: {
    updated_at: liveStreamingSettings.updatedAt,
    created_at: liveStreamingSettings.createdAt,
    title: liveStreamingSettings.titleEn,
    id: liveStreamingSettings.id,
  },
  defaultSort: 'updated_at',
  clean: (c: LiveContent): LiveContent => ({
    ...c,
    titleEn: plain(c.titleEn),
    titleMm: plain(c.titleMm),
    descriptionEn: plain(c.descriptionEn),
    descriptionMm: plain(c.descriptionMm),
    scheduleEn: plain(c.scheduleEn),
    scheduleMm: plain(c.scheduleMm),
  }),
  async values(_ctx, c: LiveContent) {
    return {
      ...bilingualOf(c, 'title', 'description'),
      streamKind: c.streamKind,
      streamUrl: c.streamUrl,
      scheduleEn: c.scheduleEn,
      scheduleMm: c.scheduleMm,
    };
  },
  async content(_ctx, row) {
    return {
      ...bilingualOf(row, 'title', 'description'),
      streamKind: row.streamKind,
      streamUrl: row.streamUrl,
      scheduleEn: row.scheduleEn,
      scheduleMm: row.scheduleMm,
      coverUploadId: row.imageUploadId,
    };
  },
  assertPublishable(_row, c) {
    const errors: { field: string; message: string }[] = [];
    titled(c, errors);
    throwIf(errors);
  },
  facts: (row) => ({ streamKind: row.streamKind, isActive: row.isActive }),
  publicPath: () => '/live',
};

// ------------------------------------------------------------------------------------------ Dhamma records

type DhammaContent = CatalogueContentOut<'dhamma-records'>;

const dhammaSpec: KindSpec<typeof dhammaRecords.$inferSelect, 'dhamma-records'> = {
  kind: 'dhamma-records',
  entityType: 'dhamma-record',
  table: dhammaRecords,
  imageKey: 'image',
  titleColumns: [dhammaRecords.titleEn, dhammaRecords.titleMm],
  sortable: {
    updated_at: dhammaRecords.updatedAt,
    created_at: dhammaRecords.createdAt,
    title: dhammaRecords.titleEn,
    date: dhammaRecords.recordedOn,
    id: dhammaRecords.id,
  },
  defaultSort: 'date',
  clean: (c: DhammaContent): DhammaContent => ({
    ...c,
    titleEn: plain(c.titleEn),
    titleMm: plain(c.titleMm),
    speakerEn: plain(c.speakerEn),
    speakerMm: plain(c.speakerMm),
    bodyEn: rich(c.bodyEn),
    bodyMm: rich(c.bodyMm),
    tags: [...new Set(c.tags.map(plain).filter(Boolean))],
    // Only the medium of its kind is kept.
    audioUploadId: c.kind === 'audio' ? c.audioUploadId : null,
    mediaUrl: c.kind === 'video' ? c.mediaUrl : '',
  }),
  async values(ctx, c: DhammaContent, existing) {
    let media: Values = { mediaKey: null, mediaType: null, durationSeconds: null, mediaUrl: null };
    if (c.kind === 'audio' && c.audioUploadId !== null) {
      if (existing && existing.audioUploadId === c.audioUploadId)
        media = { mediaKey: existing.mediaKey, mediaType: existing.mediaType, durationSeconds: existing.durationSeconds, mediaUrl: null };
      else {
        const audio = await ctx.uploads.audio(ctx.tx, c.audioUploadId, 'audioUploadId');
        media = { mediaKey: audio.key, mediaType: audio.contentType, durationSeconds: Math.round(audio.durationSeconds), mediaUrl: null };
      }
    } else if (c.kind === 'audio' && existing?.kind === 'audio' && existing.mediaKey && existing.audioUploadId === null) {
      // A record from before the console keeps its file.
      media = { mediaKey: existing.mediaKey, mediaType: existing.mediaType, durationSeconds: existing.durationSeconds, mediaUrl: null };
    } else if (c.kind === 'video') media = { ...media, mediaUrl: orNull(c.mediaUrl) };
    return {
      ...bilingualOf(c, 'title', 'speaker'),
      recordedOn: c.recordedOn,
      kind: c.kind,
      bodyEn: c.bodyEn,
      bodyMm: c.bodyMm,
      tags: c.tags,
      audioUploadId: c.audioUploadId,
      ...media,
    };
  },
  async content(_ctx, row) {
    return {
      ...bilingualOf(row, 'title', 'speaker'),
      recordedOn: row.recordedOn,
      kind: row.kind,
      audioUploadId: row.audioUploadId,
      mediaUrl: row.kind === 'video' ? (row.mediaUrl ?? '') : '',
      bodyEn: row.bodyEn,
      bodyMm: row.bodyMm,
      tags: row.tags,
      coverUploadId: row.imageUploadId,
    };
  },
  otherUploads: async (_tx, row) => (row.audioUploadId ? [row.audioUploadId] : []),
  assertPublishable(row, c) {
    const errors: { field: string; message: string }[] = [];
    titled(c, errors);
    if (row.kind === 'audio' && !row.mediaKey) errors.push({ field: 'audioUploadId', message: 'Is required for an audio record' });
    if (row.kind === 'video' && !row.mediaUrl) errors.push({ field: 'mediaUrl', message: 'Is required for a video record' });
    throwIf(errors);
  },
  facts: (row) => ({ recordedOn: row.recordedOn, kind: row.kind }),
  publicPath: (row) => `/dhamma-record/${row.id}`,
};

// ------------------------------------------------------------------------------------------ groups

type GroupContent = CatalogueContentOut<'groups'>;

/** The public sections of the six groups, by GroupType (the web app's groupSections). */
const GROUP_SLUGS: Record<number, string> = {
  1: 'mahasi-sayardaw',
  2: 'sangha-jewel',
  3: 'religious-institution',
  4: 'buddhist_dharma_group',
  5: 'womens_yogi_support',
  6: 'heritage_group',
};

const groupSpec: KindSpec<typeof groupEntries.$inferSelect, 'groups'> = {
  kind: 'groups',
  entityType: 'group-entry',
  table: groupEntries,
  imageKey: 'image',
  titleColumns: [groupEntries.titleEn, groupEntries.titleMm],
  sortable: {
    updated_at: groupEntries.updatedAt,
    created_at: groupEntries.createdAt,
    title: groupEntries.titleEn,
    sort_order: groupEntries.sortOrder,
    id: groupEntries.id,
  },
  defaultSort: 'sort_order',
  filters: (search) => [search.groupType ? eq(groupEntries.groupType, search.groupType) : undefined],
  clean: (c: GroupContent): GroupContent => ({
    ...c,
    titleEn: plain(c.titleEn),
    titleMm: plain(c.titleMm),
    summaryEn: plain(c.summaryEn),
    summaryMm: plain(c.summaryMm),
    bodyEn: rich(c.bodyEn),
    bodyMm: rich(c.bodyMm),
    contactPhone: plain(c.contactPhone),
    addressEn: plain(c.addressEn),
    addressMm: plain(c.addressMm),
  }),
  async values(_ctx, c: GroupContent) {
    return {
      groupType: c.groupType,
      ...bilingualOf(c, 'title', 'summary', 'body'),
      contactPhone: orNull(c.contactPhone),
      contactEmail: orNull(c.contactEmail),
      addressEn: c.addressEn,
      addressMm: c.addressMm,
      sortOrder: c.sortOrder,
    };
  },
  async content(_ctx, row) {
    return {
      groupType: row.groupType,
      ...bilingualOf(row, 'title', 'summary', 'body'),
      contactPhone: row.contactPhone ?? '',
      contactEmail: row.contactEmail ?? '',
      addressEn: row.addressEn,
      addressMm: row.addressMm,
      sortOrder: row.sortOrder,
      coverUploadId: row.imageUploadId,
    };
  },
  assertPublishable(_row, c) {
    const errors: { field: string; message: string }[] = [];
    titled(c, errors);
    throwIf(errors);
  },
  facts: (row) => ({ groupType: row.groupType, sortOrder: row.sortOrder }),
  publicPath: (row) => `/${GROUP_SLUGS[row.groupType] ?? 'mahasi-sayardaw'}/${row.id}`,
};

// ------------------------------------------------------------------------------------------ galleries

type GalleryContent = CatalogueContentOut<'galleries'>;
type PhotoRow = typeof galleryPhotos.$inferSelect;

const photosOf = (tx: Db, galleryId: number): Promise<PhotoRow[]> =>
  tx.select().from(galleryPhotos).where(eq(galleryPhotos.galleryId, galleryId)).orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id));

const gallerySpec: KindSpec<typeof galleries.$inferSelect, 'galleries'> = {
  kind: 'galleries',
  entityType: 'gallery',
  table: galleries,
  imageKey: 'cover',
  titleColumns: [galleries.titleEn, galleries.titleMm],
  sortable: {
    updated_at: galleries.updatedAt,
    created_at: galleries.createdAt,
    title: galleries.titleEn,
    date: galleries.takenOn,
    id: galleries.id,
  },
  defaultSort: 'date',
  clean: (c: GalleryContent): GalleryContent => ({
    ...c,
    titleEn: plain(c.titleEn),
    titleMm: plain(c.titleMm),
    descriptionEn: plain(c.descriptionEn),
    descriptionMm: plain(c.descriptionMm),
    photos: c.photos.map((p) => ({ ...p, captionEn: plain(p.captionEn), captionMm: plain(p.captionMm) })),
  }),
  async values(_ctx, c: GalleryContent) {
    if (c.coverIndex !== null && c.coverIndex >= c.photos.length)
      throw new ValidationError([{ field: 'coverIndex', message: 'Must be one of the photos' }]);
    const seen = new Set<string>();
    for (const [index, photo] of c.photos.entries()) {
      if (photo.uploadId === null && photo.photoId === null)
        throw new ValidationError([{ field: `photos.${index}.uploadId`, message: 'Is required' }]);
      const key = photo.uploadId === null ? `photo:${photo.photoId}` : String(photo.uploadId);
      if (seen.has(key)) throw new ValidationError([{ field: `photos.${index}.uploadId`, message: 'Is in the gallery twice' }]);
      seen.add(key);
    }
    return {
      ...bilingualOf(c, 'title', 'description'),
      takenOn: c.takenOn,
    };
  },
  /** Photos kept (by upload) are moved and re-captioned, new ones added, the rest removed; the cover follows. */
  async afterWrite(ctx, id, c: GalleryContent) {
    const before = await photosOf(ctx.tx, id);
    const byUpload = new Map(before.filter((p) => p.uploadId !== null).map((p) => [p.uploadId!, p]));
    const byId = new Map(before.map((p) => [p.id, p]));
    const kept = new Set<number>();
    const images: StoredImage[] = [];
    for (const [position, photo] of c.photos.entries()) {
      const existing = photo.uploadId !== null ? byUpload.get(photo.uploadId) : byId.get(photo.photoId!);
      if (!existing && photo.uploadId === null)
        throw new ValidationError([{ field: `photos.${position}.photoId`, message: 'Is not a photo of this gallery' }]);
      if (existing) {
        kept.add(existing.id);
        await ctx.tx
          .update(galleryPhotos)
          .set({ position, captionEn: photo.captionEn, captionMm: photo.captionMm })
          .where(eq(galleryPhotos.id, existing.id));
        images.push(existing.image);
      } else {
        const stored = await ctx.uploads.image(ctx.tx, photo.uploadId!, `photos.${position}.uploadId`);
        const image = { width: stored.width, height: stored.height, variants: stored.variants };
        await ctx.tx
          .insert(galleryPhotos)
          .values({ galleryId: id, position, image, captionEn: photo.captionEn, captionMm: photo.captionMm, uploadId: photo.uploadId });
        images.push(image);
      }
    }
    const gone = before.filter((p) => !kept.has(p.id));
    for (const photo of gone) await ctx.tx.delete(galleryPhotos).where(eq(galleryPhotos.id, photo.id));
    const cover = images[c.coverIndex ?? 0] ?? null;
    await ctx.tx.update(galleries).set({ cover, imageUploadId: null }).where(eq(galleries.id, id));
  },
  async content(ctx, row) {
    const photos = await photosOf(ctx.tx, row.id);
    const coverKey = JSON.stringify(row.cover?.variants?.[0]?.key ?? null);
    const coverIndex = photos.findIndex((p) => JSON.stringify(p.image.variants[0]?.key ?? null) === coverKey);
    return {
      ...bilingualOf(row, 'title', 'description'),
      takenOn: row.takenOn,
      photos: photos.map((p) => ({ uploadId: p.uploadId, photoId: p.id, captionEn: p.captionEn, captionMm: p.captionMm })),
      coverIndex: coverIndex >= 0 ? coverIndex : null,
    };
  },
  async images(ctx, row) {
    const photos = await photosOf(ctx.tx, row.id);
    const map: Record<string, Image> = {};
    for (const photo of photos) {
      const image = toImage(ctx.files, photo.image);
      if (image) map[photo.uploadId === null ? `photo:${photo.id}` : String(photo.uploadId)] = image;
    }
    return map;
  },
  otherUploads: async (tx, row) => (await photosOf(tx, row.id)).map((p) => p.uploadId).filter((u): u is number => u !== null),
  /**
   * A photo of the revision comes back when it is still in the gallery or its upload is still
   * stored (a kept revision keeps it from the cleanup); one removed since with no upload behind it
   * (a photo from before the console) or whose upload is gone is left out and named. The cover stays
   * on its photo, or becomes the first photo when its own is left out.
   */
  async restorable(ctx, id, c: GalleryContent) {
    const current = await photosOf(ctx.tx, id);
    const inGallery = new Set(current.map((p) => p.id));
    const uploadsInGallery = new Set(current.map((p) => p.uploadId).filter((u): u is number => u !== null));
    const others = c.photos.map((p) => p.uploadId).filter((u): u is number => u !== null && !uploadsInGallery.has(u));
    const stored = new Set(
      others.length
        ? (
            await ctx.tx
              .select({ id: uploads.id })
              .from(uploads)
              .where(and(inArray(uploads.id, others), eq(uploads.kind, 'image')))
          ).map((u) => u.id)
        : [],
    );
    const photos: GalleryContent['photos'] = [];
    const notRestored: NotRestoredPart[] = [];
    let coverIndex: number | null = null;
    for (const [index, photo] of c.photos.entries()) {
      const there =
        photo.uploadId !== null ? uploadsInGallery.has(photo.uploadId) || stored.has(photo.uploadId) : inGallery.has(photo.photoId!);
      if (!there) {
        notRestored.push({ field: 'photos', position: index + 1, labelEn: photo.captionEn, labelMm: photo.captionMm });
        continue;
      }
      if (c.coverIndex === index) coverIndex = photos.length;
      photos.push(photo);
    }
    return { content: { ...c, photos, coverIndex }, notRestored };
  },
  assertPublishable(row, c) {
    const errors: { field: string; message: string }[] = [];
    titled(c, errors);
    if (!Array.isArray(c.photos) || c.photos.length === 0) errors.push({ field: 'photos', message: 'Must have at least one photo' });
    throwIf(errors);
    void row;
  },
  facts: (row) => ({ takenOn: row.takenOn }),
  publicPath: () => '/galleries',
};

// ------------------------------------------------------------------------------------------ pages

type PageContent = CatalogueContentOut<'pages'>;

/** The public page that reads a page by its name, if any. */
const readerOf = (slug: string): string | undefined => (Object.hasOwn(PROTECTED_PAGE_SLUGS, slug) ? PROTECTED_PAGE_SLUGS[slug] : undefined);

const pageSpec: KindSpec<typeof contents.$inferSelect, 'pages'> = {
  kind: 'pages',
  entityType: 'page',
  table: contents,
  titleColumns: [contents.titleEn, contents.titleMm],
  sortable: {
    updated_at: contents.updatedAt,
    created_at: contents.createdAt,
    title: contents.titleEn,
    id: contents.id,
  },
  defaultSort: 'title',
  clean: (c: PageContent): PageContent => ({
    ...c,
    titleEn: plain(c.titleEn),
    titleMm: plain(c.titleMm),
    bodyEn: rich(c.bodyEn),
    bodyMm: rich(c.bodyMm),
  }),
  async values(ctx, c: PageContent, existing) {
    const reader = existing ? readerOf(existing.slug) : undefined;
    if (existing && reader && c.slug !== existing.slug)
      throw new ValidationError([{ field: 'slug', message: `Cannot be changed: the public page ${reader} finds this page by it` }]);
    // One name per page, bin included (its address must not change hands while it can be restored):
    // writers of pages take turns, so two new pages cannot both take a free name.
    await ctx.tx.execute(sql`select pg_advisory_xact_lock(${lockKey('catalogue:pages:slug')})`);
    const [taken] = await ctx.tx
      .select({ id: contents.id })
      .from(contents)
      .where(and(eq(contents.slug, c.slug), existing ? ne(contents.id, existing.id) : undefined))
      .limit(1);
    if (taken) throw new ValidationError([{ field: 'slug', message: 'Is already used by another page' }]);
    return { slug: c.slug, titleEn: c.titleEn, titleMm: c.titleMm, bodyEn: c.bodyEn, bodyMm: c.bodyMm };
  },
  async content(_ctx, row) {
    return { slug: row.slug, titleEn: row.titleEn, titleMm: row.titleMm, bodyEn: row.bodyEn, bodyMm: row.bodyMm };
  },
  assertPublishable(_row, c) {
    const errors: { field: string; message: string }[] = [];
    titled(c, errors);
    const text = (html: unknown) =>
      String(html ?? '')
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .trim();
    if (!text(c.bodyEn) && !text(c.bodyMm)) errors.push({ field: 'bodyEn', message: 'Is required in English or Myanmar' });
    throwIf(errors);
  },
  assertMovable(row, action) {
    const reader = readerOf(row.slug);
    if (!reader) return;
    if (action === 'delete')
      throw new ValidationError([{ field: 'slug', message: `Is read by the public page ${reader}: this page cannot be moved to the bin` }]);
    if (action === 'unpublish')
      throw new ValidationError([
        { field: 'slug', message: `Is read by the public page ${reader}: this page cannot be taken off the site` },
      ]);
  },
  isProtected: (row) => readerOf(row.slug) !== undefined,
  facts: (row) => ({ slug: row.slug }),
  publicPath: (row) => readerOf(row.slug) ?? null,
};

/** Each catalogue kind's spec, by kind. */
export interface KindSpecs {
  events: typeof eventSpec;
  galleries: typeof gallerySpec;
  banners: typeof bannerSpec;
  live: typeof liveSpec;
  'dhamma-records': typeof dhammaSpec;
  groups: typeof groupSpec;
  pages: typeof pageSpec;
}

export const kindSpecs: KindSpecs = {
  events: eventSpec,
  galleries: gallerySpec,
  banners: bannerSpec,
  live: liveSpec,
  'dhamma-records': dhammaSpec,
  groups: groupSpec,
  pages: pageSpec,
};

export const anyOf = (...conditions: (SQL | undefined)[]) => and(...conditions);
