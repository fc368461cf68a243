/** Without zod, for the web app: the e-books desk's states, sort keys and paths (staff-ebooks.ts re-exports them). */

export const ebookStates = ['draft', 'published', 'deleted'] as const;
export type EbookState = (typeof ebookStates)[number];

export const DELETED_EBOOK_DAYS = 30;

/** Who may set an e-book's prices. */
export const priceRoles = ['admin', 'store'] as const;

export const ebookDeskSortKeys = ['updated_at', 'published_at', 'title', 'min_price_mmk', 'min_price_usd', 'id'] as const;
export type EbookDeskSortKey = (typeof ebookDeskSortKeys)[number];

/** The desk's paths (relative to /admin-api). */
export const ebookPaths = {
  /** POST */ list: '/ebooks/list',
  /** POST */ create: '/ebooks',
  /** GET */ get: (id: number) => `/ebooks/${id}`,
  /** POST */ save: (id: number) => `/ebooks/${id}/save`,
  /** POST */ publish: (id: number) => `/ebooks/${id}/publish`,
  /** POST */ unpublish: (id: number) => `/ebooks/${id}/unpublish`,
  /** POST */ delete: (id: number) => `/ebooks/${id}/delete`,
  /** POST */ restore: (id: number) => `/ebooks/${id}/restore`,
  /** GET */ categories: '/ebooks/categories',
  /** POST */ createCategory: '/ebooks/categories',
  /** POST */ updateCategory: (id: number) => `/ebooks/categories/${id}`,
  /** POST */ mergeCategory: (id: number) => `/ebooks/categories/${id}/merge`,
  /** POST */ deleteCategory: (id: number) => `/ebooks/categories/${id}/delete`,
} as const;
