import { describe, expect, it } from 'vitest';
import { categoryFilter, defaultCategoryFilter, defaultNewsFilter, newsFilter, reactionFilter, reactionPayload } from './news.js';

describe('news filter', () => {
  it('defaults to page 1 of 9, newest id first, no filters (spec section 4)', () => {
    expect(newsFilter.parse({})).toEqual({ searchObj: {}, pageNo: 1, pageSize: 9, sortBy: 'id', orderBy: 'DESC' });
  });

  it('reads the reset state (empty strings) as no filter, and numbers typed as text', () => {
    expect(newsFilter.parse(defaultNewsFilter).searchObj).toEqual({ categoryIdList: [] });
    expect(newsFilter.parse({ searchObj: { month: '4', year: '2026', id: null } }).searchObj).toEqual({ month: 4, year: 2026 });
  });

  it('accepts only the allowed sort columns', () => {
    expect(newsFilter.safeParse({ sortBy: 'public_date', orderBy: 'asc' }).data).toMatchObject({ sortBy: 'public_date', orderBy: 'ASC' });
    expect(newsFilter.safeParse({ sortBy: 'body' }).success).toBe(false);
    expect(newsFilter.safeParse({ searchObj: { month: 13 } }).success).toBe(false);
  });
});

describe('category and reaction requests', () => {
  it('lists all categories by post count, most first, by default', () => {
    expect(categoryFilter.parse({})).toEqual({ searchObj: {}, pageNo: 1, pageSize: 0, sortBy: 'total_count', orderBy: 'DESC' });
    expect(categoryFilter.parse(defaultCategoryFilter).searchObj).toEqual({});
  });

  it("matches the spec's reaction lookup and allows only like (1) and unlike (2)", () => {
    expect(
      reactionFilter.parse({ pageNo: 1, pageSize: 0, orderBy: 'DESC', sortBy: 'updated_time', searchObj: { postId: 3, userId: 7 } }),
    ).toEqual({
      pageNo: 1,
      pageSize: 0,
      orderBy: 'DESC',
      sortBy: 'updated_time',
      searchObj: { postId: 3, userId: 7 },
    });
    expect(reactionPayload.safeParse({ postId: 1, userId: 1, reactionStatus: 1 }).success).toBe(true);
    expect(reactionPayload.safeParse({ postId: 1, userId: 1, reactionStatus: 2 }).success).toBe(true);
    expect(reactionPayload.safeParse({ postId: 1, userId: 1, reactionStatus: 0 }).success).toBe(false);
  });
});
