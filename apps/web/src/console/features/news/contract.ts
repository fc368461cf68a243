import type * as desk from '@mahasi/contract/staff-news';

/**
 * The news desk's contract restated for the console, as lib/contract.ts does for the staff calls:
 * the contract's module imports zod's full build at run time, which the console does not need.
 * Each value is typed by the contract's own type, and contract.test.ts compares them at run time.
 */
export type {
  DeskCategory,
  DeskPost,
  DeskPostContent,
  DeskPostFilter,
  DeskPostRow,
  DeskStatus,
  EditConflict,
  UploadedImage,
} from '@mahasi/contract/staff-news';

export const deskStatuses: typeof desk.deskStatuses = ['draft', 'review', 'scheduled', 'published', 'archived', 'deleted'];
export const deskSortKeys: typeof desk.deskSortKeys = [
  'updated_at',
  'public_date',
  'created_at',
  'title',
  'view_count',
  'like_count',
  'id',
];
export type DeskSortKey = (typeof deskSortKeys)[number];

export const DELETED_POST_DAYS: typeof desk.DELETED_POST_DAYS = 30;
export const IMAGE_UPLOAD_MAX_BYTES: typeof desk.IMAGE_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const imageUploadTypes: typeof desk.imageUploadTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export type BulkAction = 'unpublish' | 'archive' | 'delete' | 'restore';
export const bulkActions = ['unpublish', 'archive', 'delete', 'restore'] as const satisfies readonly BulkAction[];

export const deskPaths: typeof desk.deskPaths = {
  list: '/news/posts/list',
  create: '/news/posts',
  get: (id: number) => `/news/posts/${id}`,
  save: (id: number) => `/news/posts/${id}/save`,
  submit: (id: number) => `/news/posts/${id}/submit`,
  publish: (id: number) => `/news/posts/${id}/publish`,
  unpublish: (id: number) => `/news/posts/${id}/unpublish`,
  archive: (id: number) => `/news/posts/${id}/archive`,
  delete: (id: number) => `/news/posts/${id}/delete`,
  restore: (id: number) => `/news/posts/${id}/restore`,
  bulk: '/news/posts/bulk',
  revisions: (id: number) => `/news/posts/${id}/revisions`,
  revision: (id: number, revisionId: number) => `/news/posts/${id}/revisions/${revisionId}`,
  restoreRevision: (id: number, revisionId: number) => `/news/posts/${id}/revisions/${revisionId}/restore`,
  categories: '/news/categories',
  createCategory: '/news/categories',
  updateCategory: (id: number) => `/news/categories/${id}`,
  mergeCategory: (id: number) => `/news/categories/${id}/merge`,
  deleteCategory: (id: number) => `/news/categories/${id}/delete`,
  tags: '/news/tags',
  renameTag: '/news/tags/rename',
  deleteTag: '/news/tags/delete',
  uploadImage: '/uploads/images',
};
