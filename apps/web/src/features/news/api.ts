import { queryOptions } from '@tanstack/react-query';
import type { Paged } from '@mahasi/contract/envelope';
import type {
  Bookmark,
  BookmarkEntry,
  NewsCategory,
  NewsDetail,
  NewsFilter,
  NewsItem,
  PostCounts,
  Reaction,
  ReactionChange,
  ReactionFilter,
} from '@mahasi/contract/news';
import { RespCode } from '@mahasi/contract/codes';
import { memberApi, unwrap } from '../../lib/api/client';
import { preloadImage } from '../../lib/image';
import { queryClient } from '../../lib/queryClient';
import { defaultCategoryFilter, type ReactionStatus } from './constants';
import { newsImageProps } from './display';

/** Query keys of the news feature: one factory, used by every screen of it. */
export const newsKeys = {
  all: ['news'] as const,
  lists: () => [...newsKeys.all, 'list'] as const,
  list: (filter: NewsFilter) => [...newsKeys.lists(), filter] as const,
  categories: () => [...newsKeys.all, 'categories'] as const,
  detail: (id: number) => [...newsKeys.all, 'detail', id] as const,
  bookmarks: (userId: number) => [...newsKeys.all, 'bookmarks', userId] as const,
  reaction: (postId: number, userId: number) => [...newsKeys.all, 'reaction', postId, userId] as const,
};

/** The post id of a /news/:id path; 0 when it is not a number (the page says 'not found', nothing is fetched). */
export const newsIdParam = (raw: string | undefined): number => (/^\d+$/.test(raw ?? '') ? Number(raw) : 0);

/** Calls 1, 2 and 6 (guests welcome). */
export const newsQueries = {
  list: (filter: NewsFilter) =>
    queryOptions({
      queryKey: newsKeys.list(filter),
      queryFn: async ({ signal }) => unwrap(await memberApi.post<Paged<NewsItem>>('/post/getDataByPagination', filter, { signal })),
      placeholderData: (previous) => previous,
    }),
  categories: () =>
    queryOptions({
      queryKey: newsKeys.categories(),
      queryFn: async ({ signal }) =>
        unwrap(await memberApi.post<NewsCategory[]>('/category/getDataByPagination', defaultCategoryFilter, { signal })),
      staleTime: 5 * 60_000,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: newsKeys.detail(id),
      queryFn: async ({ signal }) => unwrap(await memberApi.get<NewsDetail>(`/post/getDataById/${id}`, { signal })),
    }),
  /** Call 3: the member's saved posts, each with its post, newest first. */
  bookmarks: (userId: number) =>
    queryOptions({
      queryKey: newsKeys.bookmarks(userId),
      queryFn: async ({ signal }) => unwrap(await memberApi.get<BookmarkEntry[]>(`/bookmark/getDataByUserId/${userId}`, { signal })),
    }),
  /** Call 7: the member's reaction to a post, or none (a failed lookup also yields none). */
  reaction: (postId: number, userId: number) =>
    queryOptions({
      queryKey: newsKeys.reaction(postId, userId),
      queryFn: () => findReaction(postId, userId),
    }),
};

/** How wide the detail page shows the post's image (its `sizes`). */
export const NEWS_IMAGE_SIZES = '(min-width: 768px) 48rem, 100vw';

/** For a first visit to /news/:id (app/router): the post, then its image, before the page renders. */
export async function prefetchNewsDetail(id: number): Promise<void> {
  const options = newsQueries.detail(id);
  await queryClient.prefetchQuery(options);
  const post = queryClient.getQueryData(options.queryKey);
  if (post?.imageUrl) {
    const { src, srcSet } = newsImageProps(post);
    preloadImage(src, srcSet, NEWS_IMAGE_SIZES);
  }
}

export async function findReaction(postId: number, userId: number): Promise<Reaction | null> {
  const filter: ReactionFilter = { searchObj: { postId, userId }, pageNo: 1, pageSize: 0, sortBy: 'updated_time', orderBy: 'DESC' };
  try {
    return unwrap(await memberApi.post<Paged<Reaction>>('/reaction/getDataByPagination', filter, { silent: true })).dataList[0] ?? null;
  } catch {
    return null;
  }
}

/** Bookmark replies carry respDes (spec section 7). */
export interface BookmarkResult {
  success: boolean;
  code: string;
  /** The server's respDes (success text, or the failure reason), if any. */
  message: string | undefined;
  bookmark: Bookmark | null;
}

type DesReply = { respCode: string; respDes?: string; respMsg?: string; data: Bookmark | null };

function bookmarkResult(reply: DesReply): BookmarkResult {
  const success = reply.respCode === RespCode.SUCCESS;
  return { success, code: reply.respCode, message: reply.respDes ?? reply.respMsg, bookmark: success ? reply.data : null };
}

/** Call 11, under the member API (/rest-api). */
const viewCountPath = (postId: number) => `/post/update-view-count/${postId}`;

/** Call 11's address, for a guest's loader to count a view without the app (the page's `data-visit`, decision 0060). */
export const viewCountAddress = (postId: number) => `/rest-api${viewCountPath(postId)}`;

export const newsApi = {
  /** Call 4. */
  async saveBookmark(userId: number, postId: number): Promise<BookmarkResult> {
    return bookmarkResult((await memberApi.post<Bookmark>('/bookmark/save', { userId, postId })) as unknown as DesReply);
  },
  /** Call 5 (JSON body). */
  async removeBookmark(userId: number, postId: number): Promise<BookmarkResult> {
    return bookmarkResult((await memberApi.delete<Bookmark>('/bookmark/remove', { userId, postId })) as unknown as DesReply);
  },
  /** Call 8. */
  async deleteReaction(reactionId: number): Promise<ReactionChange> {
    return unwrap(await memberApi.post<ReactionChange>(`/reaction/delete/${reactionId}`));
  },
  /** Call 9. */
  async createReaction(postId: number, userId: number, reactionStatus: ReactionStatus): Promise<ReactionChange> {
    return unwrap(await memberApi.post<ReactionChange>('/reaction/create', { postId, userId, reactionStatus }));
  },
  /** Call 10: answers the post's true counters. */
  async bumpReactionCounter(postId: number, like: boolean): Promise<PostCounts> {
    return unwrap(await memberApi.get<PostCounts>(`/post/${like ? 'update-like' : 'update-unlike'}/${postId}?flag=true`));
  },
  /** Call 11: a failure is only logged (spec section 8), so no toast. */
  async updateViewCount(postId: number): Promise<PostCounts> {
    return unwrap(await memberApi.get<PostCounts>(viewCountPath(postId), { silent: true }));
  },
};
