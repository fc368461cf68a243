import { and, arrayContains, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Banner, BannerFilter, Content, ContentFilter, LiveStreamingSetting } from '@mahasi/contract/content';
import { bannerFilter, contentFilter } from '@mahasi/contract/content';
import type { DhammaKind, DhammaRecord, DhammaRecordFilter } from '@mahasi/contract/dhamma';
import { dhammaRecordFilter } from '@mahasi/contract/dhamma';
import type { Ebook, EbookCategory, EbookCategoryFilter, EbookFilter, EbookLanguage, EbookStatus } from '@mahasi/contract/ebook';
import { ebookCategoryFilter, ebookFilter, ebookStatuses, ebookStatusKeys } from '@mahasi/contract/ebook';
import type { Event, EventFilter } from '@mahasi/contract/event';
import { eventFilter } from '@mahasi/contract/event';
import type { Gallery, GalleryDetail, GalleryFilter } from '@mahasi/contract/gallery';
import { galleryFilter } from '@mahasi/contract/gallery';
import type { GroupEntry, GroupFilter } from '@mahasi/contract/group';
import { groupFilter } from '@mahasi/contract/group';
import type { Talk, TalkCategory, TalkFilter } from '@mahasi/contract/talk';
import { talkFilter } from '@mahasi/contract/talk';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { FileStore } from '../files/store.js';
import { toImage } from './images.js';
import { collection, matchesAny, publishedBy } from './paging.js';
import {
  banners,
  contents,
  dhammaRecords,
  ebookCategories,
  ebooks,
  events,
  galleries,
  galleryPhotos,
  groupEntries,
  liveStreamingSettings,
  talks,
} from './schema.js';
import { yangonMonthStart, yangonYear } from '../../lib/yangonTime.js';
import { bilingualOf } from '../../lib/text.js';

const iso = (at: Date) => at.toISOString();
/** Calendar-year bounds for a `date` column. */
const inYear = (column: typeof galleries.takenOn | typeof dhammaRecords.recordedOn, year: number | undefined) =>
  year === undefined ? undefined : and(gte(column, `${year}-01-01`), lt(column, `${year + 1}-01-01`));

/** Queries of the public content sections; every read sees only what is published and due. */
export function contentService(deps: { db: Db; files: FileStore; now: () => Date }) {
  const { db, files, now } = deps;
  const image = (stored: Parameters<typeof toImage>[1]) => toImage(files, stored);

  const talkList = collection(db, {
    table: talks,
    sortable: {
      published_at: talks.publishedAt,
      id: talks.id,
      title_en: talks.titleEn,
      duration_seconds: talks.durationSeconds,
    },
    searchColumns: [talks.titleEn, talks.titleMm],
    visible: publishedBy(talks),
    toItem: (row): Talk => ({
      id: row.id,
      ...bilingualOf(row, 'title', 'speaker', 'description'),
      category: row.category as TalkCategory,
      audioUrl: files.publicUrl(row.audioKey),
      audioType: row.audioType,
      audioBytes: row.audioBytes,
      durationSeconds: row.durationSeconds,
      cover: image(row.cover),
      publishedAt: iso(row.publishedAt),
      seriesEn: row.seriesEn,
      seriesMm: row.seriesMm,
      recordedOn: row.recordedOn,
    }),
  });

  const visibleEbook = publishedBy(ebooks);
  const ebookList = collection(db, {
    table: ebooks,
    sortable: {
      published_at: ebooks.publishedAt,
      id: ebooks.id,
      title_en: ebooks.titleEn,
      min_price_mmk: ebooks.minPriceMmk,
      min_price_usd: ebooks.minPriceUsd,
    },
    searchColumns: [ebooks.titleEn, ebooks.titleMm],
    visible: visibleEbook,
    // The PDF's key stays in the database: the store signs it for buyers only.
    toItem: (row): Ebook => ({
      id: row.id,
      ...bilingualOf(row, 'title', 'author', 'description'),
      cover: image(row.cover),
      categoryId: row.categoryId,
      categoryNameEn: null,
      categoryNameMm: null,
      status: row.status as EbookStatus,
      minPriceMmk: row.minPriceMmk,
      minPriceUsd: row.minPriceUsd,
      pageCount: row.pageCount,
      language: row.language as EbookLanguage,
      publishedAt: iso(row.publishedAt),
    }),
    async enrich(items) {
      const ids = [...new Set(items.map((i) => i.categoryId).filter((id): id is number => id !== null))];
      if (ids.length === 0) return items;
      const names = new Map((await db.select().from(ebookCategories).where(inArray(ebookCategories.id, ids))).map((c) => [c.id, c]));
      return items.map((item) => {
        const category = item.categoryId === null ? undefined : names.get(item.categoryId);
        return category ? { ...item, categoryNameEn: category.nameEn, categoryNameMm: category.nameMm } : item;
      });
    },
  });

  const visibleBooksIn = (now: Date) =>
    sql`(select count(*) from ${ebooks} where ${ebooks.categoryId} = ${ebookCategories.id} and ${visibleEbook(now)})`;
  const categoryList = collection(db, {
    table: ebookCategories,
    sortable: {
      sort_order: ebookCategories.sortOrder,
      id: ebookCategories.id,
      name_en: ebookCategories.nameEn,
      total_count: visibleBooksIn,
    },
    searchColumns: [ebookCategories.nameEn, ebookCategories.nameMm],
    toItem: (row): EbookCategory => ({ id: row.id, nameEn: row.nameEn, nameMm: row.nameMm, sortOrder: row.sortOrder, count: 0 }),
    async enrich(items, _rows, at) {
      if (items.length === 0) return items;
      const counts = await db
        .select({ categoryId: ebooks.categoryId, total: count() })
        .from(ebooks)
        .where(
          and(
            visibleEbook(at),
            inArray(
              ebooks.categoryId,
              items.map((i) => i.id),
            ),
          ),
        )
        .groupBy(ebooks.categoryId);
      const byId = new Map(counts.map((c) => [c.categoryId, Number(c.total)]));
      return items.map((item) => ({ ...item, count: byId.get(item.id) ?? 0 }));
    },
  });

  const eventList = collection(db, {
    table: events,
    sortable: { starts_at: events.startsAt, id: events.id, published_at: events.publishedAt },
    searchColumns: [events.titleEn, events.titleMm],
    visible: publishedBy(events),
    toItem: (row): Event => ({
      id: row.id,
      ...bilingualOf(row, 'title', 'description'),
      startsAt: iso(row.startsAt),
      endsAt: iso(row.endsAt),
      timeZone: row.timeZone,
      ...bilingualOf(row, 'venue', 'address'),
      mapUrl: row.mapUrl,
      registrationUrl: row.registrationUrl,
      allDay: row.allDay,
      onlineUrl: row.onlineUrl,
      contactEn: row.contactEn,
      contactMm: row.contactMm,
      image: image(row.image),
      icsUrl: `/feeds/events/${row.id}.ics`,
      publishedAt: iso(row.publishedAt),
    }),
  });

  const galleryList = collection(db, {
    table: galleries,
    sortable: { taken_on: galleries.takenOn, id: galleries.id, published_at: galleries.publishedAt },
    searchColumns: [galleries.titleEn, galleries.titleMm],
    visible: publishedBy(galleries),
    toItem: (row): Gallery => ({
      id: row.id,
      ...bilingualOf(row, 'title', 'description'),
      takenOn: row.takenOn,
      cover: image(row.cover),
      photoCount: 0,
      publishedAt: iso(row.publishedAt),
    }),
    async enrich(items) {
      if (items.length === 0) return items;
      const counts = await db
        .select({ galleryId: galleryPhotos.galleryId, total: count() })
        .from(galleryPhotos)
        .where(
          inArray(
            galleryPhotos.galleryId,
            items.map((i) => i.id),
          ),
        )
        .groupBy(galleryPhotos.galleryId);
      const byId = new Map(counts.map((c) => [c.galleryId, Number(c.total)]));
      return items.map((item) => ({ ...item, photoCount: byId.get(item.id) ?? 0 }));
    },
  });

  const dhammaList = collection(db, {
    table: dhammaRecords,
    sortable: {
      recorded_on: dhammaRecords.recordedOn,
      id: dhammaRecords.id,
      published_at: dhammaRecords.publishedAt,
      title_en: dhammaRecords.titleEn,
    },
    searchColumns: [dhammaRecords.titleEn, dhammaRecords.titleMm],
    visible: publishedBy(dhammaRecords),
    toItem: (row): DhammaRecord => ({
      id: row.id,
      ...bilingualOf(row, 'title', 'speaker'),
      recordedOn: row.recordedOn,
      kind: row.kind as DhammaKind,
      mediaUrl: row.mediaKey ? files.publicUrl(row.mediaKey) : row.mediaUrl,
      mediaType: row.mediaType,
      durationSeconds: row.durationSeconds,
      bodyEn: row.bodyEn,
      bodyMm: row.bodyMm,
      tags: row.tags,
      image: image(row.image),
      publishedAt: iso(row.publishedAt),
    }),
  });

  const groupList = collection(db, {
    table: groupEntries,
    sortable: {
      sort_order: groupEntries.sortOrder,
      id: groupEntries.id,
      published_at: groupEntries.publishedAt,
      title_en: groupEntries.titleEn,
    },
    searchColumns: [groupEntries.titleEn, groupEntries.titleMm],
    visible: publishedBy(groupEntries),
    toItem: (row): GroupEntry => ({
      id: row.id,
      groupType: row.groupType,
      ...bilingualOf(row, 'title', 'summary', 'body'),
      image: image(row.image),
      contactPhone: row.contactPhone,
      contactEmail: row.contactEmail,
      addressEn: row.addressEn,
      addressMm: row.addressMm,
      sortOrder: row.sortOrder,
      publishedAt: iso(row.publishedAt),
    }),
  });

  const bannerList = collection(db, {
    table: banners,
    sortable: { sort_order: banners.sortOrder, id: banners.id, published_at: banners.publishedAt },
    searchColumns: [banners.titleEn, banners.titleMm],
    // Published, due, and within its days (active from / until).
    visible: (at) =>
      and(
        publishedBy(banners)(at),
        or(isNull(banners.activeFrom), lte(banners.activeFrom, at)),
        or(isNull(banners.activeUntil), gt(banners.activeUntil, at)),
      )!,
    toItem: (row): Banner => ({
      id: row.id,
      ...bilingualOf(row, 'title', 'subtitle'),
      image: image(row.image),
      linkUrl: row.linkUrl,
      sortOrder: row.sortOrder,
      publishedAt: iso(row.publishedAt),
    }),
  });

  const contentList = collection(db, {
    table: contents,
    sortable: { id: contents.id, slug: contents.slug, published_at: contents.publishedAt },
    searchColumns: [contents.titleEn, contents.titleMm],
    visible: publishedBy(contents),
    toItem: (row): Content => ({
      id: row.id,
      slug: row.slug,
      ...bilingualOf(row, 'title', 'body'),
      updatedAt: iso(row.updatedAt),
    }),
  });

  /** Events overlapping a Yangon month (or year), and upcoming/past by their end. */
  function eventFilters(search: EventSearch, at: Date): (SQL | undefined)[] {
    const filters: (SQL | undefined)[] = [];
    if (search.when === 'upcoming') filters.push(gte(events.endsAt, at));
    if (search.when === 'past') filters.push(lt(events.endsAt, at));
    if (search.month !== undefined || search.year !== undefined) {
      const year = search.year ?? yangonYear(at);
      const [from, to] =
        search.month === undefined
          ? [yangonMonthStart(year, 0), yangonMonthStart(year + 1, 0)]
          : [yangonMonthStart(year, search.month - 1), yangonMonthStart(year, search.month)];
      filters.push(lt(events.startsAt, to), gte(events.endsAt, from));
    }
    return filters;
  }

  return {
    talks: {
      page(input: TalkFilter) {
        const q = talkFilter.parse(input);
        const s = q.searchObj;
        return talkList.page(
          q,
          [matchesAny([talks.speakerEn, talks.speakerMm], s.speaker), s.category ? eq(talks.category, s.category) : undefined],
          now(),
        );
      },
      byId: (id: number) => talkList.byId(id, now()),
      /** The newest visible episodes, for the RSS feed. */
      latest: async (limit = 100) =>
        (await talkList.page({ pageNo: 1, pageSize: limit, sortBy: 'published_at', orderBy: 'DESC' }, [], now())).dataList,
    },

    ebooks: {
      page(input: EbookFilter) {
        const q = ebookFilter.parse(input);
        const s = q.searchObj;
        const categoryIds = [...(s.categoryIdList ?? []), ...(s.categoryId ? [s.categoryId] : [])];
        return ebookList.page(
          q,
          [
            categoryIds.length ? inArray(ebooks.categoryId, categoryIds) : undefined,
            s.status ? eq(ebooks.status, s.status) : undefined,
            s.language ? eq(ebooks.language, s.language) : undefined,
          ],
          now(),
        );
      },
      byId: (id: number) => ebookList.byId(id, now()),
      async statuses() {
        const counts = await db
          .select({ status: ebooks.status, total: count() })
          .from(ebooks)
          .where(visibleEbook(now()))
          .groupBy(ebooks.status);
        const byStatus = new Map(counts.map((c) => [c.status, Number(c.total)]));
        return ebookStatusKeys.map((status) => ({
          status,
          labelEn: ebookStatuses[status].en,
          labelMm: ebookStatuses[status].mm,
          count: byStatus.get(status) ?? 0,
        }));
      },
    },

    ebookCategories: {
      page(input: EbookCategoryFilter) {
        const q = ebookCategoryFilter.parse(input);
        // The category filter searches names, not titles.
        return categoryList.page(
          { ...q, searchObj: {} },
          [matchesAny([ebookCategories.nameEn, ebookCategories.nameMm], q.searchObj.categoryName)],
          now(),
        );
      },
      byId: (id: number) => categoryList.byId(id, now()),
    },

    events: {
      page(input: EventFilter) {
        const q = eventFilter.parse(input);
        const at = now();
        return eventList.page(q, eventFilters(q.searchObj, at), at);
      },
      byId: (id: number) => eventList.byId(id, now()),
      /** Visible events from 90 days ago on, for the calendar feed. */
      async forFeed() {
        const at = now();
        const rows = await eventList.rows(gte(events.endsAt, new Date(at.getTime() - 90 * 86_400_000)), events.startsAt, at);
        return rows;
      },
      async rowById(id: number) {
        const [row] = await eventList.rows(eq(events.id, id), events.id, now(), 1);
        if (!row) throw notFound();
        return row;
      },
    },

    galleries: {
      page(input: GalleryFilter) {
        const q = galleryFilter.parse(input);
        return galleryList.page(q, [inYear(galleries.takenOn, q.searchObj.year)], now());
      },
      async byId(id: number): Promise<GalleryDetail> {
        const gallery = await galleryList.byId(id, now());
        const photos = await db
          .select()
          .from(galleryPhotos)
          .where(eq(galleryPhotos.galleryId, id))
          .orderBy(galleryPhotos.position, galleryPhotos.id);
        return {
          ...gallery,
          photos: photos.map((p) => ({
            id: p.id,
            position: p.position,
            image: image(p.image)!,
            captionEn: p.captionEn,
            captionMm: p.captionMm,
          })),
        };
      },
    },

    dhammaRecords: {
      page(input: DhammaRecordFilter) {
        const q = dhammaRecordFilter.parse(input);
        const s = q.searchObj;
        return dhammaList.page(
          q,
          [
            matchesAny([dhammaRecords.speakerEn, dhammaRecords.speakerMm], s.speaker),
            s.kind ? eq(dhammaRecords.kind, s.kind) : undefined,
            s.tag ? arrayContains(dhammaRecords.tags, [s.tag]) : undefined,
            inYear(dhammaRecords.recordedOn, s.year),
          ],
          now(),
        );
      },
      byId: (id: number) => dhammaList.byId(id, now()),
    },

    groups: {
      page(input: GroupFilter) {
        const q = groupFilter.parse(input);
        const groupType = q.searchObj.groupType;
        return groupList.page(q, [groupType === undefined ? undefined : eq(groupEntries.groupType, groupType)], now());
      },
      byId: (id: number) => groupList.byId(id, now()),
    },

    banners: {
      page: (input: BannerFilter) => bannerList.page(bannerFilter.parse(input), [], now()),
      byId: (id: number) => bannerList.byId(id, now()),
    },

    contents: {
      page(input: ContentFilter) {
        const q = contentFilter.parse(input);
        return contentList.page(q, [q.searchObj.slug ? eq(contents.slug, q.searchObj.slug) : undefined], now());
      },
      byId: (id: number) => contentList.byId(id, now()),
      async bySlug(slug: string) {
        const page = await contentList.page({ pageNo: 1, pageSize: 1, sortBy: 'id', orderBy: 'ASC' }, [eq(contents.slug, slug)], now());
        const [item] = page.dataList;
        if (!item) throw notFound();
        return item;
      },
    },

    /** The broadcast shown on the live page: the active setting changed last; null when none is active. */
    async activeLiveSetting(): Promise<LiveStreamingSetting | null> {
      const [row] = await db
        .select()
        .from(liveStreamingSettings)
        .where(eq(liveStreamingSettings.isActive, true))
        .orderBy(desc(liveStreamingSettings.updatedAt), desc(liveStreamingSettings.id))
        .limit(1);
      if (!row) return null;
      return {
        id: row.id,
        ...bilingualOf(row, 'title', 'description'),
        streamKind: row.streamKind as LiveStreamingSetting['streamKind'],
        streamUrl: row.streamUrl,
        scheduleEn: row.scheduleEn,
        scheduleMm: row.scheduleMm,
        poster: image(row.poster),
        isActive: row.isActive,
        updatedAt: iso(row.updatedAt),
      };
    },
  };
}

type EventSearch = { when: 'upcoming' | 'past' | 'all'; month?: number | undefined; year?: number | undefined };

export type ContentService = ReturnType<typeof contentService>;
