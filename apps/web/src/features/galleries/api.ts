import { queryOptions } from '@tanstack/react-query';
import type { Gallery, GalleryDetail, GalleryFilter } from '@mahasi/contract/gallery';
import { fetchById, pagedListOptions } from '../../components/content/api';

export const GALLERY_PAGE_SIZE = 9;

export const galleryKeys = {
  all: ['galleries'] as const,
  list: () => [...galleryKeys.all, 'list'] as const,
  detail: (id: number) => [...galleryKeys.all, 'detail', id] as const,
};

export const galleryListOptions = () =>
  pagedListOptions<Gallery>(galleryKeys.list(), 'gallery', { pageSize: GALLERY_PAGE_SIZE } satisfies GalleryFilter);

export const galleryDetailOptions = (id: number) =>
  queryOptions({ queryKey: galleryKeys.detail(id), queryFn: ({ signal }) => fetchById<GalleryDetail>('gallery', id, signal) });
