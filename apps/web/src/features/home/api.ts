import { queryOptions } from '@tanstack/react-query';
import type { Banner, BannerFilter } from '@mahasi/contract/content';
import type { Ebook } from '@mahasi/contract/ebook';
import type { Event } from '@mahasi/contract/event';
import type { Gallery } from '@mahasi/contract/gallery';
import type { NewsFilter, NewsItem } from '@mahasi/contract/news';
import type { Talk } from '@mahasi/contract/talk';
import { fetchPage } from '../../components/content/api';

/** How many items each home section shows. */
export const HOME_SECTION_SIZE = 3;

export const homeKeys = {
  all: ['home'] as const,
  banners: () => [...homeKeys.all, 'banners'] as const,
  section: (name: string) => [...homeKeys.all, 'section', name] as const,
};

export const bannersOptions = () =>
  queryOptions({
    queryKey: homeKeys.banners(),
    queryFn: async ({ signal }) => (await fetchPage<Banner>('banner', { pageSize: 0 } satisfies BannerFilter, signal)).dataList,
    staleTime: 5 * 60_000,
  });

const section = <T>(name: string, resource: Parameters<typeof fetchPage>[0], body: object) =>
  queryOptions({
    queryKey: homeKeys.section(name) as readonly unknown[],
    queryFn: async ({ signal }) => (await fetchPage<T>(resource, { pageNo: 1, pageSize: HOME_SECTION_SIZE, ...body }, signal)).dataList,
  });

export const homeSections = {
  news: () => section<NewsItem>('news', 'post', { sortBy: 'id', orderBy: 'DESC' } satisfies NewsFilter),
  talks: () => section<Talk>('podcasts', 'podcast', {}),
  ebooks: () => section<Ebook>('ebooks', 'ebook', {}),
  events: () => section<Event>('events', 'event', { sortBy: 'starts_at', orderBy: 'ASC', searchObj: { when: 'upcoming' } }),
  galleries: () => section<Gallery>('galleries', 'gallery', {}),
};
