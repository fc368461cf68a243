/** Without zod, for the web app: the news desk's statuses, limits, sort keys and paths (staff-news.ts re-exports them). */

/**
 * draft → review (author sends it) → published (now) or scheduled (a later time, then published by
 * the scheduler) → archived. deleted: in the bin for 30 days, then purged with its files.
 */
export const deskStatuses = ['draft', 'review', 'scheduled', 'published', 'archived', 'deleted'] as const;
export type DeskStatus = (typeof deskStatuses)[number];

/** A deleted post can be restored this many days; then it is removed with its files. */
export const DELETED_POST_DAYS = 30;

/** Revisions kept per post (the oldest go first). */
export const REVISIONS_KEPT = 50;

/** Uploaded images: at most this many bytes. */
export const IMAGE_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;

export const imageUploadTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const deskSortKeys = ['updated_at', 'public_date', 'created_at', 'title', 'view_count', 'like_count', 'id'] as const;
export type DeskSortKey = (typeof deskSortKeys)[number];

/** What the list's bulk actions do to several posts at once. */
export const deskBulkActions = ['unpublish', 'archive', 'delete', 'restore'] as const;
export type DeskBulkAction = (typeof deskBulkActions)[number];

/** The desk's paths (relative to /admin-api). */
export const deskPaths = {
  /** POST */ list: '/news/posts/list',
  /** POST */ create: '/news/posts',
  /** GET */ get: (id: number) => `/news/posts/${id}`,
  /** POST */ save: (id: number) => `/news/posts/${id}/save`,
  /** POST */ submit: (id: number) => `/news/posts/${id}/submit`,
  /** POST */ publish: (id: number) => `/news/posts/${id}/publish`,
  /** POST */ unpublish: (id: number) => `/news/posts/${id}/unpublish`,
  /** POST */ archive: (id: number) => `/news/posts/${id}/archive`,
  /** POST */ delete: (id: number) => `/news/posts/${id}/delete`,
  /** POST */ restore: (id: number) => `/news/posts/${id}/restore`,
  /** POST */ bulk: '/news/posts/bulk',
  /** GET */ revisions: (id: number) => `/news/posts/${id}/revisions`,
  /** GET */ revision: (id: number, revisionId: number) => `/news/posts/${id}/revisions/${revisionId}`,
  /** POST */ restoreRevision: (id: number, revisionId: number) => `/news/posts/${id}/revisions/${revisionId}/restore`,
  /** GET */ categories: '/news/categories',
  /** POST */ createCategory: '/news/categories',
  /** POST */ updateCategory: (id: number) => `/news/categories/${id}`,
  /** POST */ mergeCategory: (id: number) => `/news/categories/${id}/merge`,
  /** POST */ deleteCategory: (id: number) => `/news/categories/${id}/delete`,
  /** GET */ tags: '/news/tags',
  /** POST */ renameTag: '/news/tags/rename',
  /** POST */ deleteTag: '/news/tags/delete',
  /** POST, raw image body */ uploadImage: '/uploads/images',
} as const;
