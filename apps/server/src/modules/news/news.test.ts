import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newsPaths } from '@mahasi/contract/news';
import type {
  Bookmark,
  BookmarkEntry,
  NewsCategory,
  NewsDetail,
  NewsItem,
  PostCounts,
  Reaction,
  ReactionChange,
} from '@mahasi/contract/news';
import type { Paged } from '@mahasi/contract/envelope';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { engagementService } from './engagement.js';
import { newsFactory, testImage } from './test-factories.js';

let t: TestApp;
let make: ReturnType<typeof newsFactory>;
beforeAll(async () => {
  t = await createTestApp();
  make = newsFactory(t);
});
afterAll(() => t.close());
beforeEach(() => make.reset());

const DAY = 24 * 60 * 60 * 1000;

const list = async (body: object = {}, token?: string) => {
  const res = await t.member('POST', newsPaths.list, token, body);
  return { res, data: res.json().data as Paged<NewsItem> };
};
const titles = (page: Paged<NewsItem>) => page.dataList.map((item) => item.title);
const search = async (searchObj: object) => (await list({ searchObj, pageSize: 0 })).data;

const detail = (id: number) => t.member('GET', newsPaths.detail(id), undefined);
const categories = async (body: object = {}) => {
  const res = await t.member('POST', newsPaths.categories, undefined, body);
  return { res, data: res.json().data as NewsCategory[] };
};
const viewCount = (id: number, headers: Record<string, string> = {}, token?: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/rest-api${newsPaths.updateViewCount(id)}`,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const react = (member: TestMember, postId: number, reactionStatus: number, userId = member.id) =>
  t.member('POST', newsPaths.createReaction, member.token, { postId, userId, reactionStatus });
const countsOf = (res: { json(): { data: ReactionChange } }) => {
  const { likeCount, unlikeCount } = res.json().data.counts;
  return { likeCount, unlikeCount };
};

describe('news list (POST /post/getDataByPagination)', () => {
  it('pages 9 at a time, newest id first, with the paging numbers, for guests', async () => {
    for (let i = 1; i <= 20; i++) await make.post({ title: `Post ${i}` });
    const { res, data } = await list({});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ respCode: '0000', respMsg: 'News fetched successfully.' });
    expect(data).toMatchObject({ currentPageNo: 1, pageSize: 9, numOfPages: 3, numOfRows: 20 });
    expect(titles(data)).toEqual(['Post 20', 'Post 19', 'Post 18', 'Post 17', 'Post 16', 'Post 15', 'Post 14', 'Post 13', 'Post 12']);
    const last = (await list({ pageNo: 3, pageSize: 9, sortBy: 'id', orderBy: 'DESC' })).data;
    expect(last).toMatchObject({ currentPageNo: 3, pageSize: 9, numOfPages: 3, numOfRows: 20 });
    expect(titles(last)).toEqual(['Post 2', 'Post 1']);
  });

  it('accepts the reset state of the filter (empty strings) and another allowed sort', async () => {
    await make.post({ title: 'Older', publicDate: new Date(Date.now() - 3 * DAY) });
    await make.post({ title: 'Oldest', publicDate: new Date(Date.now() - 9 * DAY) });
    const { data } = await list({
      searchObj: { id: '', title: '', month: '', year: '', categoryIdList: [] },
      pageNo: 1,
      pageSize: 9,
      sortBy: 'public_date',
      orderBy: 'asc',
    });
    expect(titles(data)).toEqual(['Oldest', 'Older']);
  });

  it('answers 422 on a sortBy outside the allowed list', async () => {
    const { res } = await list({ sortBy: 'password_hash' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'sortBy' })]);
    expect((await list({ sortBy: 'id; drop table posts' })).res.statusCode).toBe(422);
    expect((await list({ searchObj: { month: 13 } })).res.statusCode).toBe(422);
  });

  it('hides drafts and posts scheduled for later, in lists and by id', async () => {
    const visible = await make.post({ title: 'Visible retreat' });
    const draft = await make.post({ title: 'Draft retreat', status: 'draft' });
    const future = await make.post({ title: 'Future retreat', publicDate: new Date(Date.now() + 2 * DAY) });
    const data = await search({ title: 'retreat' });
    expect(titles(data)).toEqual(['Visible retreat']);
    expect(data.numOfRows).toBe(1);
    expect((await detail(visible)).statusCode).toBe(200);
    expect((await detail(draft)).statusCode).toBe(404);
    expect((await detail(future)).statusCode).toBe(404);
    expect((await search({ id: future })).numOfRows).toBe(0);
  });

  it('finds titles case-insensitively, in English and in Myanmar, and converts Zawgyi input', async () => {
    await make.post({ title: 'Kathina Robe Offering at the Main Hall' });
    await make.post({ title: 'မြန်မာနိုင်ငံ ဝိပဿနာ တရားစခန်း', language: 'mm' });
    await make.post({ title: 'ဗုဒ္ဓဘာသာ ဓမ္မဒေသနာ', language: 'mm', tagList: ['ဓမ္မ', 'မေတ္တာ'] });
    expect(titles(await search({ title: 'kathina ROBE' }))).toEqual(['Kathina Robe Offering at the Main Hall']);
    expect(titles(await search({ title: 'ဝိပဿနာ' }))).toEqual(['မြန်မာနိုင်ငံ ဝိပဿနာ တရားစခန်း']);
    expect(titles(await search({ title: 'ဗုဒ္ဓ' }))).toEqual(['ဗုဒ္ဓဘာသာ ဓမ္မဒေသနာ']);
    // A short Unicode word the Zawgyi detector mistakes for Zawgyi is still found as typed.
    expect(titles(await search({ title: 'ဓမ္မ' }))).toEqual(['ဗုဒ္ဓဘာသာ ဓမ္မဒေသနာ']);
    // The same word typed in the Zawgyi encoding.
    expect(titles(await search({ title: 'ျမန္မာႏိုင္ငံ' }))).toEqual(['မြန်မာနိုင်ငံ ဝိပဿနာ တရားစခန်း']);
    expect((await search({ title: 'ဓမ္မ' })).dataList[0]!.tagList).toEqual([{ tagName: 'ဓမ္မ' }, { tagName: 'မေတ္တာ' }]);
    // Wildcards are taken literally.
    expect((await search({ title: '%' })).numOfRows).toBe(0);
  });

  it('filters by month and year of the publish date in Yangon time', async () => {
    // 18:00 UTC on 31 March is 00:30 on 1 April in Yangon.
    await make.post({ title: 'April in Yangon', publicDate: new Date('2025-03-31T18:00:00Z') });
    await make.post({ title: 'March', publicDate: new Date('2025-03-15T04:00:00Z') });
    await make.post({ title: 'April 2024', publicDate: new Date('2024-04-10T04:00:00Z') });
    await make.post({ title: 'December 2025', publicDate: new Date('2025-12-31T17:00:00Z') });
    expect(titles(await search({ month: 4, year: 2025 }))).toEqual(['April in Yangon']);
    expect(titles(await search({ month: '3', year: '2025' }))).toEqual(['March']);
    expect(titles(await search({ month: 4 })).sort()).toEqual(['April 2024', 'April in Yangon']);
    expect(titles(await search({ year: 2025 })).sort()).toEqual(['April in Yangon', 'December 2025', 'March']);
    expect(titles(await search({ year: 2024 }))).toEqual(['April 2024']);
  });

  it('filters by id and by any of several categories', async () => {
    const retreats = await make.category('Retreats', 'တရားစခန်းများ');
    const talks = await make.category('Dhamma Talks', 'တရားဒေသနာများ');
    const news = await make.category('Announcements', 'ကြေညာချက်များ');
    const a = await make.post({ title: 'A', categoryIds: [retreats] });
    await make.post({ title: 'B', categoryIds: [talks, retreats] });
    await make.post({ title: 'C', categoryIds: [news] });
    await make.post({ title: 'D' });
    expect(titles(await search({ categoryIdList: [retreats] })).sort()).toEqual(['A', 'B']);
    expect(titles(await search({ categoryIdList: [talks, news] })).sort()).toEqual(['B', 'C']);
    expect(titles(await search({ categoryIdList: [talks, retreats] })).sort()).toEqual(['A', 'B']);
    expect(titles(await search({ id: a }))).toEqual(['A']);
    const b = (await search({ title: 'B' })).dataList[0]!;
    expect(b.categoryIds).toEqual([retreats, talks].sort((x, y) => x - y));
  });
});

describe('news detail (GET /post/getDataById/{id})', () => {
  it('answers the full post with relative image paths, tags, categories and counters', async () => {
    const category = await make.category('Dhamma Talks', 'တရားဒေသနာများ');
    const id = await make.post({
      title: 'Evening Dhamma talk',
      author: 'Sayadaw U Pandita',
      body: '<h2>Noting</h2><p>Rising, falling.</p>',
      tagList: ['Dhamma Talk', 'Vipassana'],
      categoryIds: [category],
      image: testImage('talk'),
    });
    const res = await detail(id);
    expect(res.json()).toMatchObject({ respCode: '0000', respMsg: 'News detail fetched successfully.' });
    const post = res.json().data as NewsDetail;
    expect(post).toMatchObject({
      id,
      postId: id,
      title: 'Evening Dhamma talk',
      author: 'Sayadaw U Pandita',
      body: '<h2>Noting</h2><p>Rising, falling.</p>',
      excerpt: 'Noting Rising, falling.',
      language: 'en',
      imageUrl: '/files/news/talk-960.webp',
      tagList: [{ tagName: 'Dhamma Talk' }, { tagName: 'Vipassana' }],
      categoryIds: [category],
      categories: [{ id: category, categoryName: 'Dhamma Talks', categoryNameMm: 'တရားဒေသနာများ' }],
      viewCount: 0,
      likeCount: 0,
      unlikeCount: 0,
    });
    expect(post.imageSet).toEqual([
      { url: '/files/news/talk-480.webp', width: 480, height: 270 },
      { url: '/files/news/talk-960.webp', width: 960, height: 540 },
      { url: '/files/news/talk-1440.webp', width: 1440, height: 810 },
    ]);
    expect(new Date(post.publicDate).toISOString()).toBe(post.publicDate);
  });

  it('answers null imageUrl and an empty imageSet for a post without an image', async () => {
    const id = await make.post({ image: null });
    expect((await detail(id)).json().data).toMatchObject({ imageUrl: null, imageSet: [] });
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await detail(987654)).statusCode).toBe(404);
    expect((await detail(987654)).json()).toMatchObject({ respCode: '0404', respMsg: 'Resource not found.' });
    expect((await t.member('GET', '/post/getDataById/abc', undefined)).statusCode).toBe(422);
  });

  it('keeps neither scripts nor event handlers of a body written with them', async () => {
    const id = await make.post({
      body: '<p onclick="steal()">Metta <a href="javascript:alert(1)">link</a></p><script>alert(1)</script><img src="x.png" onerror="bad()">',
    });
    const { body } = (await detail(id)).json().data as NewsDetail;
    expect(body).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(body).toContain('Metta');
    expect(await make.service.storedBody(id)).toBe(body);
  });
});

describe('categories (POST /category/getDataByPagination)', () => {
  it('lists every category with its count of visible posts, most posts first, as a plain array', async () => {
    const retreats = await make.category('Retreats', 'တရားစခန်းများ');
    const talks = await make.category('Dhamma Talks', 'တရားဒေသနာများ');
    const pilgrimage = await make.category('Pilgrimage', 'ဘုရားဖူးခရီး');
    await make.post({ categoryIds: [retreats] });
    await make.post({ categoryIds: [retreats, talks] });
    await make.post({ categoryIds: [retreats] });
    await make.post({ categoryIds: [talks], status: 'draft' });
    await make.post({ categoryIds: [talks], publicDate: new Date(Date.now() + DAY) });
    const { res, data } = await categories({
      searchObj: { categoryName: '' },
      pageNo: 1,
      pageSize: 0,
      sortBy: 'total_count',
      orderBy: 'DESC',
    });
    expect(res.json()).toMatchObject({ respCode: '0000', respMsg: 'Categories fetched successfully.' });
    expect(Array.isArray(data)).toBe(true);
    expect(data).toEqual([
      { id: retreats, categoryName: 'Retreats', categoryNameMm: 'တရားစခန်းများ', totalCount: 3 },
      { id: talks, categoryName: 'Dhamma Talks', categoryNameMm: 'တရားဒေသနာများ', totalCount: 1 },
      { id: pilgrimage, categoryName: 'Pilgrimage', categoryNameMm: 'ဘုရားဖူးခရီး', totalCount: 0 },
    ]);
  });

  it('searches English and Myanmar names, pages when asked, and rejects unknown sorts', async () => {
    await make.category('Retreats', 'တရားစခန်းများ');
    await make.category('Community', 'အသင်းအဖွဲ့ သတင်း');
    expect((await categories({ searchObj: { categoryName: 'retr' } })).data.map((c) => c.categoryName)).toEqual(['Retreats']);
    expect((await categories({ searchObj: { categoryName: 'အသင်း' } })).data.map((c) => c.categoryName)).toEqual(['Community']);
    expect((await categories({ pageSize: 1, pageNo: 2, sortBy: 'category_name', orderBy: 'ASC' })).data.map((c) => c.categoryName)).toEqual(
      ['Retreats'],
    );
    expect((await categories({ sortBy: 'secret' })).res.statusCode).toBe(422);
  });
});

describe('bookmarks', () => {
  it('saves once however often it is asked, lists it with its post, and removes it, answering respDes', async () => {
    const member = await createMember(t);
    const postId = await make.post({ title: 'Ordination ceremony', image: testImage('ordination') });
    const save = () => t.member('POST', '/bookmark/save', member.token, { userId: member.id, postId });
    const first = await save();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      respCode: '0000',
      respDes: 'Bookmark added successfully.',
      data: { id: postId, userId: member.id, postId, createdTime: expect.any(String) },
    });
    expect((await save()).json()).toMatchObject({ respCode: '0000', respDes: 'Bookmark added successfully.' });

    const listed = await t.member('GET', `/bookmark/getDataByUserId/${member.id}`, member.token);
    expect(listed.json()).toMatchObject({ respCode: '0000', respMsg: 'Bookmarks fetched successfully.' });
    const entries = listed.json().data as BookmarkEntry[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      id: postId,
      postId,
      userId: member.id,
      post: { id: postId, title: 'Ordination ceremony', imageUrl: '/files/news/ordination-960.webp' },
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/rest-api/bookmark/remove',
      headers: { authorization: `Bearer ${member.token}` },
      payload: { userId: member.id, postId },
    });
    expect(removed.json()).toMatchObject({ respCode: '0000', respDes: 'Bookmark removed successfully.', data: { postId } as Bookmark });
    expect((await t.member('GET', `/bookmark/getDataByUserId/${member.id}`, member.token)).json().data).toEqual([]);
  });

  it("answers 403 for someone else's bookmarks and 401 for guests", async () => {
    const owner = await createMember(t);
    const other = await createMember(t);
    const postId = await make.post();
    await t.member('POST', '/bookmark/save', owner.token, { userId: owner.id, postId });
    const peek = await t.member('GET', `/bookmark/getDataByUserId/${owner.id}`, other.token);
    expect(peek.statusCode).toBe(403);
    const save = await t.member('POST', '/bookmark/save', other.token, { userId: owner.id, postId });
    expect(save.statusCode).toBe(403);
    expect(save.json()).toMatchObject({ respCode: '0403', respDes: "You don't have permission to access this resource." });
    expect((await t.member('DELETE', '/bookmark/remove', other.token, { userId: owner.id, postId })).statusCode).toBe(403);
    expect((await t.member('POST', '/bookmark/save', undefined, { userId: owner.id, postId })).statusCode).toBe(401);
    expect((await t.member('GET', `/bookmark/getDataByUserId/${owner.id}`, owner.token)).json().data).toHaveLength(1);
  });

  it('answers 404 for an unknown or hidden post, and leaves hidden posts out of the list', async () => {
    const member = await createMember(t);
    const draft = await make.post({ status: 'draft' });
    const unknown = await t.member('POST', '/bookmark/save', member.token, { userId: member.id, postId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ respCode: '0404', respDes: 'Resource not found.' });
    expect((await t.member('POST', '/bookmark/save', member.token, { userId: member.id, postId: draft })).statusCode).toBe(404);
    expect((await t.member('DELETE', '/bookmark/remove', member.token, { userId: member.id, postId: 999_999 })).statusCode).toBe(404);
  });
});

describe('reactions and like counters', () => {
  it('keeps one reaction per member and post, and counts that follow it exactly', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const postId = await make.post();

    const liked = await react(member, postId, 1);
    expect(liked.json()).toMatchObject({ respCode: '0000', respMsg: 'Reaction updated.' });
    const reaction = liked.json().data.reaction as Reaction;
    expect(reaction).toMatchObject({ postId, userId: member.id, reactionStatus: 1 });
    expect(countsOf(liked)).toEqual({ likeCount: 1, unlikeCount: 0 });

    // The spec's lookup: pageNo 1, pageSize 0, updated_time DESC, searchObj postId + userId.
    const lookup = await t.member('POST', '/reaction/getDataByPagination', member.token, {
      pageNo: 1,
      pageSize: 0,
      orderBy: 'DESC',
      sortBy: 'updated_time',
      searchObj: { postId, userId: member.id },
    });
    expect(lookup.json().data).toMatchObject({ numOfRows: 1, dataList: [{ id: reaction.id, reactionStatus: 1 }] });

    // Creating again replaces the status of the same reaction.
    const unliked = await react(member, postId, 2);
    expect(unliked.json().data.reaction).toMatchObject({ id: reaction.id, reactionStatus: 2 });
    expect(countsOf(unliked)).toEqual({ likeCount: 0, unlikeCount: 1 });

    // The toggle: delete, then like again.
    const removed = await t.member('POST', `/reaction/delete/${reaction.id}`, member.token);
    expect(removed.json()).toMatchObject({ respCode: '0000', respMsg: 'Reaction removed.', data: { reaction: null } });
    expect(countsOf(removed)).toEqual({ likeCount: 0, unlikeCount: 0 });
    expect(countsOf(await react(member, postId, 1))).toEqual({ likeCount: 1, unlikeCount: 0 });
    expect(countsOf(await react(member, postId, 1))).toEqual({ likeCount: 1, unlikeCount: 0 });
    expect(countsOf(await react(other, postId, 1))).toEqual({ likeCount: 2, unlikeCount: 0 });

    // update-like / update-unlike answer the true counts however often they are called.
    for (let i = 0; i < 3; i++) {
      for (const kind of ['like', 'unlike']) {
        const res = await t.member('GET', `/post/update-${kind}/${postId}?flag=true`, member.token);
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toEqual({ id: postId, postId, viewCount: 0, likeCount: 2, unlikeCount: 0 } satisfies PostCounts);
      }
    }
    expect((await detail(postId)).json().data).toMatchObject({ likeCount: 2, unlikeCount: 0 });
  });

  it('counts reactions made at the same moment exactly', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => createMember(t)));
    const postId = await make.post();
    await Promise.all(members.map((member, i) => react(member, postId, i < 3 ? 1 : 2)));
    await Promise.all(members.map((member) => react(member, postId, 1)));
    const counts = (await t.member('GET', `/post/update-unlike/${postId}?flag=true`, members[0]!.token)).json().data as PostCounts;
    expect(counts).toMatchObject({ likeCount: 5, unlikeCount: 0 });
  });

  it("answers 403 for someone else's reactions", async () => {
    const owner = await createMember(t);
    const other = await createMember(t);
    const postId = await make.post();
    const reaction = (await react(owner, postId, 1)).json().data.reaction as Reaction;
    expect((await t.member('POST', `/reaction/delete/${reaction.id}`, other.token)).statusCode).toBe(403);
    expect((await react(other, postId, 2, owner.id)).statusCode).toBe(403);
    const peek = await t.member('POST', '/reaction/getDataByPagination', other.token, { searchObj: { postId, userId: owner.id } });
    expect(peek.statusCode).toBe(403);
    // Without a userId a member sees only their own.
    const own = await t.member('POST', '/reaction/getDataByPagination', other.token, { searchObj: { postId } });
    expect(own.json().data.numOfRows).toBe(0);
    expect((await detail(postId)).json().data.likeCount).toBe(1);
  });

  it('answers 404 for unknown posts and reactions, 422 for an unknown status, 401 for guests', async () => {
    const member = await createMember(t);
    const postId = await make.post();
    const draft = await make.post({ status: 'draft' });
    expect((await react(member, 999_999, 1)).statusCode).toBe(404);
    expect((await react(member, draft, 1)).statusCode).toBe(404);
    expect((await react(member, postId, 3)).statusCode).toBe(422);
    expect((await t.member('POST', '/reaction/delete/999999', member.token)).statusCode).toBe(404);
    expect((await t.member('GET', '/post/update-like/999999?flag=true', member.token)).statusCode).toBe(404);
    expect((await t.member('POST', '/reaction/create', undefined, { postId, userId: member.id, reactionStatus: 1 })).statusCode).toBe(401);
    expect((await t.member('GET', `/post/update-like/${postId}?flag=true`, undefined)).statusCode).toBe(401);
  });
});

describe('the cached post detail', () => {
  it('is answered from the cache, and a reaction brings its like counts up to date at once', async () => {
    const member = await createMember(t);
    const postId = await make.post();
    expect((await detail(postId)).headers['x-cache']).toBe('miss');
    const again = await detail(postId);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.json().data).toMatchObject({ likeCount: 0, unlikeCount: 0 });
    await react(member, postId, 1);
    const fresh = await detail(postId);
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(fresh.json().data).toMatchObject({ likeCount: 1, unlikeCount: 0 });
    const reaction = (await t.member('POST', '/reaction/getDataByPagination', member.token, { searchObj: { postId } })).json().data
      .dataList[0] as Reaction;
    await detail(postId);
    await t.member('POST', `/reaction/delete/${reaction.id}`, member.token);
    expect((await detail(postId)).json().data).toMatchObject({ likeCount: 0, unlikeCount: 0 });
  });
});

describe('view count (GET /post/update-view-count/{id})', () => {
  it('counts each viewer once an hour: members by id, guests by address', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const postId = await make.post();
    const views = async (res: Awaited<ReturnType<typeof viewCount>>) => (res.json().data as PostCounts).viewCount;

    expect(await views(await viewCount(postId, {}, member.token))).toBe(1);
    expect(await views(await viewCount(postId, {}, member.token))).toBe(1);
    expect(await views(await viewCount(postId, {}, other.token))).toBe(2);
    expect(await views(await viewCount(postId, { 'user-agent': 'Firefox' }))).toBe(3);
    expect(await views(await viewCount(postId, { 'user-agent': 'Firefox' }))).toBe(3);
    expect(await views(await viewCount(postId, { 'user-agent': 'Chromium' }, undefined, '203.0.113.40'))).toBe(4);
    expect((await detail(postId)).json().data.viewCount).toBe(4);
    expect((await viewCount(999_999)).statusCode).toBe(404);
    expect((await viewCount(await make.post({ status: 'draft' }))).statusCode).toBe(404);
  });

  it('counts one guest once whatever User-Agent they send (6 browsers from one address counted 6)', async () => {
    const postId = await make.post();
    const agents = ['Firefox', 'Chromium', 'Safari', 'curl/8.5', '', `random ${Math.random()}`];
    const counts = [];
    for (const agent of agents)
      counts.push((await viewCount(postId, { 'user-agent': agent }, undefined, '203.0.113.41')).json().data.viewCount);
    expect(counts).toEqual([1, 1, 1, 1, 1, 1]);
    // Nor does a forwarded address the server does not trust (no TRUST_PROXY here) make another guest.
    for (let i = 0; i < 6; i++) {
      const res = await viewCount(postId, { 'x-forwarded-for': `198.51.100.${i}`, 'user-agent': `Agent ${i}` }, undefined, '203.0.113.41');
      expect(res.json().data.viewCount).toBe(1);
    }
    // A phone picking other addresses in its IPv6 /64 is the same guest; another /64 is another.
    expect((await viewCount(postId, {}, undefined, '2001:db8:7:1::a')).json().data.viewCount).toBe(2);
    expect((await viewCount(postId, {}, undefined, '2001:db8:7:1:ffff::b')).json().data.viewCount).toBe(2);
    expect((await viewCount(postId, {}, undefined, '2001:db8:7:2::a')).json().data.viewCount).toBe(3);
  });

  it('counts the same viewer again in the next hour', async () => {
    const postId = await make.post();
    let clock = new Date();
    const service = engagementService({
      db: t.database.db,
      files: t.app.ctx.files,
      now: () => clock,
      secret: 'test-secret-value',
      invalidate: t.app.ctx.cache.invalidate,
    });
    const viewer = { userId: 42 };
    expect((await service.recordView(postId, viewer)).viewCount).toBe(1);
    expect((await service.recordView(postId, viewer)).viewCount).toBe(1);
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    expect((await service.recordView(postId, viewer)).viewCount).toBe(2);
    expect((await service.recordView(postId, viewer)).viewCount).toBe(2);
  });
});
