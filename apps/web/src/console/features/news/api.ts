import type { Image } from '@mahasi/contract/content';
import { editorQuery, pagedQuery, readQuery, staffApi } from '../../lib/api';
import { deskPaths, type DeskBulkAction as BulkAction } from '@mahasi/contract/constants/staff-news';
import type { DeskCategory, DeskPost, DeskPostContent, DeskPostFilter, DeskPostRow } from '@mahasi/contract/staff-news';

export interface DeskRevision {
  id: number;
  version: number;
  at: string;
  staffName: string;
  titleEn: string;
  titleMm: string;
  autosave: boolean;
}
export interface DeskRevisionDetail extends DeskRevision {
  content: Required<DeskPostContent> & { cover: Image | null };
}
export interface DeskTag {
  name: string;
  postCount: number;
}
export interface BulkResult {
  done: number[];
  failed: { id: number; respMsg: string }[];
}

export const newsDeskKeys = {
  all: ['console', 'news'] as const,
  lists: () => [...newsDeskKeys.all, 'list'] as const,
  list: (filter: DeskPostFilter) => [...newsDeskKeys.lists(), filter] as const,
  post: (id: number) => [...newsDeskKeys.all, 'post', id] as const,
  categories: () => [...newsDeskKeys.all, 'categories'] as const,
  tags: () => [...newsDeskKeys.all, 'tags'] as const,
};

export const newsDeskQueries = {
  list: (filter: DeskPostFilter) => pagedQuery<DeskPostRow>(newsDeskKeys.list(filter), deskPaths.list, filter),
  post: (id: number) => editorQuery<DeskPost>(newsDeskKeys.post(id), deskPaths.get(id)),
  categories: () => readQuery<DeskCategory[]>(newsDeskKeys.categories(), deskPaths.categories, { staleTime: 60_000 }),
  tags: () => readQuery<DeskTag[]>(newsDeskKeys.tags(), deskPaths.tags, { staleTime: 0 }),
};

type StatusAction = 'submit' | 'unpublish' | 'archive' | 'delete' | 'restore';

/** The desk's writes; each answers the post as it is now (with its next version). */
export const newsDeskApi = {
  create: (content: DeskPostContent) => staffApi.post<DeskPost>(deskPaths.create, content),
  save: (id: number, content: DeskPostContent, version: number, autosave: boolean) =>
    staffApi.post<DeskPost>(deskPaths.save(id), { ...content, version, autosave }),
  move: (action: StatusAction, id: number, version: number) => staffApi.post<DeskPost>(deskPaths[action](id), { version }),
  /** Now (no `at`) or at an ISO instant. */
  publish: (id: number, version: number, at?: string) => staffApi.post<DeskPost>(deskPaths.publish(id), { version, at: at ?? null }),
  bulk: (ids: number[], action: BulkAction) => staffApi.post<BulkResult>(deskPaths.bulk, { ids, action }),
  /** A post's saved versions, newest first (the revisions view caches them under the post's key). */
  revisions: (id: number) => staffApi.get<DeskRevision[]>(deskPaths.revisions(id)),
  revision: (id: number, revisionId: number) => staffApi.get<DeskRevisionDetail>(deskPaths.revision(id, revisionId)),
  restoreRevision: (id: number, revisionId: number, version: number) =>
    staffApi.post<DeskPost>(deskPaths.restoreRevision(id, revisionId), { version }),

  createCategory: (names: { nameEn: string; nameMm: string }) => staffApi.post<DeskCategory>(deskPaths.createCategory, names),
  updateCategory: (id: number, names: { nameEn: string; nameMm: string }) =>
    staffApi.post<DeskCategory>(deskPaths.updateCategory(id), names),
  mergeCategory: (id: number, intoId: number) => staffApi.post<null>(deskPaths.mergeCategory(id), { intoId }),
  deleteCategory: (id: number, moveToId?: number) => staffApi.post<null>(deskPaths.deleteCategory(id), { moveToId: moveToId ?? null }),
  renameTag: (from: string, to: string) => staffApi.post<{ count: number }>(deskPaths.renameTag, { from, to }),
  deleteTag: (name: string) => staffApi.post<{ count: number }>(deskPaths.deleteTag, { name }),
};
