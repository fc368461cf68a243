import type { APIRequestContext } from '@playwright/test';

/** Just what these specs read of the news API (the contract's NewsItem / NewsCategory). */
export interface Post {
  id: number;
  title: string;
  viewCount: number;
  likeCount: number;
  unlikeCount: number;
  categoryIds: number[];
}
export interface Category {
  id: number;
  categoryName: string;
  totalCount: number;
}

export async function listPosts(request: APIRequestContext, searchObj: Record<string, unknown> = {}, pageSize = 0) {
  const res = await request.post('/rest-api/post/getDataByPagination', { data: { searchObj, pageSize } });
  return ((await res.json()) as { data: { dataList: Post[]; numOfRows: number; numOfPages: number } }).data;
}

/**
 * The post's counters as stored right now. The detail above is cached (its view count may lag by
 * the cache's 30 s); update-like answers the true counts without changing them (members only).
 */
export async function trueCounts(request: APIRequestContext, token: string, id: number): Promise<Pick<Post, 'viewCount' | 'likeCount'>> {
  const res = await request.get(`/rest-api/post/update-like/${id}?flag=true`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: Post }).data;
}

export async function listCategories(request: APIRequestContext): Promise<Category[]> {
  const res = await request.post('/rest-api/category/getDataByPagination', { data: {} });
  return ((await res.json()) as { data: Category[] }).data;
}

/**
 * Each spec that changes a post's counters takes its own post (by position, newest first), so
 * that specs running in parallel never see each other's views or reactions.
 */
export const POST_SLOT = { views: 3, reactions: 4, guestBookmark: 5, saved: 0 } as const;

export async function postAt(request: APIRequestContext, slot: number): Promise<Post> {
  const { dataList } = await listPosts(request);
  const post = dataList[slot];
  if (!post) throw new Error(`no post at position ${slot}`);
  return post;
}
