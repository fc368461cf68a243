import type * as news from '@mahasi/contract/news';

/**
 * Contract constants restated without zod (see lib/contractConstants.ts); each literal type is
 * checked against the contract, so a changed value there fails the web build.
 */
export const NEWS_PAGE_SIZE: typeof news.NEWS_PAGE_SIZE = 9;
export const NEWS_TIME_ZONE: typeof news.NEWS_TIME_ZONE = 'Asia/Yangon';
export const REACTION_LIKE: (typeof news.ReactionStatus)['LIKE'] = 1;
export const REACTION_UNLIKE: (typeof news.ReactionStatus)['UNLIKE'] = 2;
export type ReactionStatus = typeof REACTION_LIKE | typeof REACTION_UNLIKE;

/** Spec section 4: categories sorted by post count, all of them. */
export const defaultCategoryFilter = {
  searchObj: { categoryName: '' },
  pageNo: 1,
  pageSize: 0,
  sortBy: 'total_count',
  orderBy: 'DESC',
} satisfies news.CategoryFilter;

/** Spec section 9: six placeholder cards on the saved-news screen. */
export const SAVED_NEWS_SKELETONS = 6;
