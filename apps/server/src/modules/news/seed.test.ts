import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@mahasi/contract/envelope';
import type { NewsCategory, NewsItem } from '@mahasi/contract/news';
import { createTestApp, type TestApp } from '../../test/app.js';
import { seedPosts } from './seed-data.js';
import { seedNews, seedPublishDate } from './seed.js';

let t: TestApp;
const now = new Date();
beforeAll(async () => {
  t = await createTestApp();
  await seedNews({ db: t.database.db, files: t.app.ctx.files, log: () => undefined, now });
});
afterAll(() => t.close());

const all = async () => (await t.member('POST', '/post/getDataByPagination', undefined, { pageSize: 0 })).json().data as Paged<NewsItem>;

describe('news demo content', () => {
  it('has at least 30 visible posts in English and Myanmar over the last 18 months, 9 to a page', async () => {
    const { dataList, numOfRows } = await all();
    expect(numOfRows).toBeGreaterThanOrEqual(30);
    expect(new Set(dataList.map((post) => post.language))).toEqual(new Set(['en', 'mm']));
    const oldest = Math.min(...dataList.map((post) => Date.parse(post.publicDate)));
    expect(now.getTime() - oldest).toBeLessThanOrEqual(540 * 24 * 60 * 60 * 1000);
    const months = new Set(dataList.map((post) => post.publicDate.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    const first = (await t.member('POST', '/post/getDataByPagination', undefined, {})).json().data as Paged<NewsItem>;
    expect(first).toMatchObject({ pageSize: 9, numOfRows, numOfPages: Math.ceil(numOfRows / 9) });
    expect(first.dataList).toHaveLength(9);
  });

  it('keeps Myanmar titles exactly as written (no false Zawgyi conversion)', async () => {
    const titles = new Set((await all()).dataList.map((post) => post.title));
    for (const post of seedPosts.filter((p) => p.language === 'mm')) expect(titles).toContain(post.title);
  });

  it('hides the draft and the scheduled post', async () => {
    const titles = (await all()).dataList.map((post) => post.title);
    const hidden = seedPosts.filter((post) => post.status === 'draft' || post.futureDays);
    expect(hidden).toHaveLength(2);
    for (const post of hidden) expect(titles).not.toContain(post.title);
    expect(
      seedPublishDate(
        hidden.find((p) => p.futureDays)!,
        now,
      ).getTime(),
    ).toBeGreaterThan(now.getTime());
  });

  it('serves each post image as WebP in several widths, under /files/', async () => {
    const withImage = (await all()).dataList.filter((post) => post.imageUrl);
    expect(withImage.length).toBeGreaterThanOrEqual(30);
    const post = withImage[0]!;
    expect(post.imageSet.map((image) => image.width)).toEqual([480, 960, 1440]);
    expect(post.imageUrl).toMatch(/^\/files\/news\/.+-960\.webp$/);
    const res = await t.app.inject({ method: 'GET', url: post.imageSet[0]!.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/webp');
  });

  it('spreads the posts over several categories with counts and tags', async () => {
    const categories = (await t.member('POST', '/category/getDataByPagination', undefined, {})).json().data as NewsCategory[];
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(categories.every((c) => c.totalCount > 0 && c.categoryNameMm.length > 0)).toBe(true);
    expect(categories.map((c) => c.totalCount)).toEqual([...categories.map((c) => c.totalCount)].sort((a, b) => b - a));
    const detail = (await t.member('GET', `/post/getDataById/${(await all()).dataList[0]!.id}`, undefined)).json().data;
    expect(detail.tagList.length).toBeGreaterThan(0);
    expect(detail.body.split('</p>').length).toBeGreaterThan(2);
  });
});
