import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  createBanner,
  createContent,
  createContentEbook,
  createDhammaRecord,
  createEbookCategory,
  createEvent,
  createGallery,
  createGroupEntry,
  createLiveSetting,
  createTalk,
  marker,
  type Visibility,
} from './test-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (path: string, body: object) => {
  const res = await t.member('POST', `/${path}/getDataByPagination`, undefined, body);
  return { status: res.statusCode, body: res.json() };
};
const byId = async (path: string, id: number) => {
  const res = await t.member('GET', `/${path}/getDataById/${id}`, undefined);
  return { status: res.statusCode, body: res.json() };
};

/** Each collection, a factory that puts a searchable word in its title, and its search field. */
const collections: { path: string; make(word: string, state: Visibility): Promise<{ id: number }>; search?: (word: string) => object }[] = [
  { path: 'podcast', make: (w, state) => createTalk(t, { titleEn: `Talk ${w}`, state }) },
  { path: 'ebook', make: (w, state) => createContentEbook(t, { titleEn: `Book ${w}`, state }) },
  { path: 'event', make: (w, state) => createEvent(t, { titleEn: `Retreat ${w}`, state }) },
  { path: 'gallery', make: (w, state) => createGallery(t, { titleEn: `Photos ${w}`, state }) },
  { path: 'content', make: (w, state) => createContent(t, { titleEn: `Page ${w}`, state }) },
  { path: 'banner', make: (w, state) => createBanner(t, { titleEn: `Banner ${w}`, state }) },
  { path: 'dhammaRecord', make: (w, state) => createDhammaRecord(t, { titleEn: `Record ${w}`, state }) },
  { path: 'group', make: (w, state) => createGroupEntry(t, { groupType: 3, titleEn: `Entry ${w}`, state }) },
];

describe.each(collections)('$path', ({ path, make }) => {
  it('pages the published items and hides drafts and scheduled ones', async () => {
    const word = marker();
    const visible = [await make(word, 'visible'), await make(word, 'visible'), await make(word, 'visible')];
    await make(word, 'draft');
    await make(word, 'future');
    const first = await list(path, { pageNo: 1, pageSize: 2, sortBy: 'id', orderBy: 'ASC', searchObj: { title: word } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ respCode: '0000', data: { currentPageNo: 1, pageSize: 2, numOfPages: 2, numOfRows: 3 } });
    expect(first.body.data.dataList.map((i: { id: number }) => i.id)).toEqual([visible[0]!.id, visible[1]!.id]);
    const second = await list(path, { pageNo: 2, pageSize: 2, sortBy: 'id', orderBy: 'ASC', searchObj: { title: word } });
    expect(second.body.data.dataList.map((i: { id: number }) => i.id)).toEqual([visible[2]!.id]);
    const all = await list(path, { pageSize: 0, sortBy: 'id', orderBy: 'DESC', searchObj: { title: word } });
    expect(all.body.data).toMatchObject({ pageSize: 3, numOfPages: 1, numOfRows: 3 });
    expect(all.body.data.dataList.map((i: { id: number }) => i.id)).toEqual(visible.map((v) => v.id).reverse());
  });

  it('answers one published item by id, and 404 for drafts, scheduled and unknown ids', async () => {
    const word = marker();
    const shown = await make(word, 'visible');
    const draft = await make(word, 'draft');
    const future = await make(word, 'future');
    const found = await byId(path, shown.id);
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ id: shown.id, titleEn: expect.stringContaining(word) });
    for (const id of [draft.id, future.id, 987654]) {
      const res = await byId(path, id);
      expect(res.status).toBe(404);
      expect(res.body.respCode).toBe('0404');
    }
  });

  it('refuses a sortBy outside its allow-list with 422 on sortBy', async () => {
    const res = await list(path, { sortBy: 'password_hash' });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['sortBy']);
  });
});

describe('search', () => {
  it('matches Myanmar titles with ILIKE, including short words with stacked consonants', async () => {
    const word = marker();
    const hit = await createTalk(t, { titleEn: `English ${word}`, titleMm: `ဓမ္မစကြာ ${word}` });
    await createTalk(t, { titleEn: `Other ${word}`, titleMm: `မေတ္တာ ${word}` });
    const res = await list('podcast', { searchObj: { title: 'ဓမ္မ' }, pageSize: 0 });
    const ids = res.body.data.dataList.map((i: { id: number }) => i.id);
    expect(ids).toContain(hit.id);
    expect(res.body.data.dataList.every((i: { titleMm: string }) => i.titleMm.includes('ဓမ္မ'))).toBe(true);
  });

  it('takes % and _ literally', async () => {
    const word = marker();
    await createTalk(t, { titleEn: `Percent ${word}` });
    const res = await list('podcast', { searchObj: { title: `%${word}` } });
    expect(res.body.data.numOfRows).toBe(0);
  });
});

describe('podcast filters', () => {
  it('filters by category and speaker, and sorts by duration', async () => {
    const word = marker();
    const chant = await createTalk(t, { titleEn: `A ${word}`, category: 'chanting', speakerEn: 'U Sīla', durationSeconds: 30 });
    const talk = await createTalk(t, { titleEn: `B ${word}`, category: 'dhamma-talk', speakerMm: 'မဟာစည်ဆရာတော်', durationSeconds: 10 });
    const byCategory = await list('podcast', { searchObj: { title: word, category: 'chanting' } });
    expect(byCategory.body.data.dataList.map((i: { id: number }) => i.id)).toEqual([chant.id]);
    const bySpeaker = await list('podcast', { searchObj: { title: word, speaker: 'မဟာစည်' } });
    expect(bySpeaker.body.data.dataList.map((i: { id: number }) => i.id)).toEqual([talk.id]);
    const sorted = await list('podcast', { searchObj: { title: word }, sortBy: 'duration_seconds', orderBy: 'asc' });
    expect(sorted.body.data.dataList.map((i: { id: number }) => i.id)).toEqual([talk.id, chant.id]);
    expect((await list('podcast', { searchObj: { category: 'gossip' } })).status).toBe(422);
  });
});

describe('e-books and categories', () => {
  it('filters by category and status, names the category, and never shows the PDF key', async () => {
    const word = marker();
    const category = await createEbookCategory(t, { nameEn: `Suttas ${word}` });
    const inCategory = await createContentEbook(t, {
      titleEn: `X ${word}`,
      categoryId: category.id,
      fileKey: 'ebooks/secret-file.pdf',
      minPriceMmk: 500000,
    });
    const soon = await createContentEbook(t, { titleEn: `Y ${word}`, status: 'coming_soon' });
    await createContentEbook(t, { titleEn: `Z ${word}`, categoryId: category.id, state: 'draft' });
    const res = await list('ebook', { searchObj: { title: word, categoryId: category.id } });
    expect(res.body.data.dataList).toHaveLength(1);
    expect(res.body.data.dataList[0]).toMatchObject({
      id: inCategory.id,
      categoryNameEn: `Suttas ${word}`,
      minPriceMmk: 500000,
      status: 'available',
    });
    expect(JSON.stringify(res.body)).not.toContain('secret-file');
    expect(JSON.stringify((await byId('ebook', inCategory.id)).body)).not.toContain('secret-file');
    const coming = await list('ebook', { searchObj: { title: word, status: 'coming_soon' } });
    expect(coming.body.data.dataList.map((i: { id: number }) => i.id)).toEqual([soon.id]);

    const categories = await list('ebookCategory', { searchObj: { categoryName: word } });
    expect(categories.body.data.dataList).toEqual([expect.objectContaining({ id: category.id, count: 1 })]);
    expect((await byId('ebookCategory', category.id)).body.data.count).toBe(1);
  });

  it('sorts categories by their count of published books', async () => {
    const word = marker();
    const small = await createEbookCategory(t, { nameEn: `Small ${word}` });
    const big = await createEbookCategory(t, { nameEn: `Big ${word}` });
    await createContentEbook(t, { categoryId: small.id });
    await createContentEbook(t, { categoryId: big.id });
    await createContentEbook(t, { categoryId: big.id });
    const res = await list('ebookCategory', { searchObj: { categoryName: word }, sortBy: 'total_count', orderBy: 'DESC' });
    expect(res.body.data.dataList.map((c: { id: number; count: number }) => [c.id, c.count])).toEqual([
      [big.id, 2],
      [small.id, 1],
    ]);
  });

  it('lists the statuses with labels', async () => {
    const res = await t.member('GET', '/ebook/getStatusList', undefined);
    expect(res.json().data.map((s: { status: string }) => s.status)).toEqual(['available', 'coming_soon']);
  });
});

describe('event filters', () => {
  it('separates upcoming from past and filters by Yangon month', async () => {
    const word = marker();
    const past = await createEvent(t, { titleEn: `P ${word}`, inDays: -10 });
    const soon = await createEvent(t, { titleEn: `S ${word}`, inDays: 3 });
    const upcoming = await list('event', { searchObj: { title: word, when: 'upcoming' } });
    expect(upcoming.body.data.dataList.map((i: { id: number }) => i.id)).toEqual([soon.id]);
    expect(upcoming.body.data.dataList[0]).toMatchObject({ timeZone: 'Asia/Yangon', icsUrl: `/feeds/events/${soon.id}.ics` });
    const before = await list('event', { searchObj: { title: word, when: 'past' } });
    expect(before.body.data.dataList.map((i: { id: number }) => i.id)).toEqual([past.id]);

    // 2030-03-31 20:00 UTC is 1 April 02:30 in Yangon.
    const april = await createEvent(t, {
      titleEn: `M ${word}`,
      startsAt: new Date('2030-03-31T20:00:00Z'),
      endsAt: new Date('2030-03-31T21:00:00Z'),
    });
    const inApril = await list('event', { searchObj: { title: word, month: 4, year: 2030 } });
    expect(inApril.body.data.dataList.map((i: { id: number }) => i.id)).toEqual([april.id]);
    expect((await list('event', { searchObj: { title: word, month: 3, year: 2030 } })).body.data.numOfRows).toBe(0);
  });
});

describe('galleries', () => {
  it('lists the photo count and gives the photos in order by id', async () => {
    const gallery = await createGallery(t, { photos: 3 });
    const listed = await list('gallery', { searchObj: { title: gallery.titleEn } });
    expect(listed.body.data.dataList[0]).toMatchObject({
      id: gallery.id,
      photoCount: 3,
      cover: { url: '/files/test/cover-960.webp', width: 960, height: 720 },
    });
    const detail = (await byId('gallery', gallery.id)).body.data;
    expect(detail.photos.map((p: { position: number }) => p.position)).toEqual([1, 2, 3]);
    expect(detail.photos[0].image.variants).toEqual([
      { url: '/files/test/p1-480.webp', width: 480 },
      { url: '/files/test/p1-960.webp', width: 960 },
    ]);
  });
});

describe('Dhamma records', () => {
  it('filters by kind, tag and year', async () => {
    const word = marker();
    const audio = await createDhammaRecord(t, {
      titleEn: `A ${word}`,
      kind: 'audio',
      tags: ['metta', 'talk'],
      recordedOn: '1979-05-01',
      mediaKey: 'dhamma/a.wav',
    });
    await createDhammaRecord(t, { titleEn: `T ${word}`, kind: 'text', tags: ['noting'], recordedOn: '2025-01-01' });
    const byKind = await list('dhammaRecord', { searchObj: { title: word, kind: 'audio' } });
    expect(byKind.body.data.dataList).toEqual([
      expect.objectContaining({ id: audio.id, mediaUrl: '/files/dhamma/a.wav', tags: ['metta', 'talk'] }),
    ]);
    expect((await list('dhammaRecord', { searchObj: { title: word, tag: 'metta' } })).body.data.numOfRows).toBe(1);
    expect((await list('dhammaRecord', { searchObj: { title: word, year: 1979 } })).body.data.numOfRows).toBe(1);
    expect((await list('dhammaRecord', { searchObj: { title: word } })).body.data.numOfRows).toBe(2);
  });
});

describe('group entries', () => {
  it('filters by group number and refuses numbers outside 1-6', async () => {
    const word = marker();
    const sangha = await createGroupEntry(t, { groupType: 2, titleEn: `S ${word}` });
    await createGroupEntry(t, { groupType: 5, titleEn: `Y ${word}` });
    const res = await list('group', { searchObj: { groupType: 2, title: word } });
    expect(res.body.data.dataList.map((i: { id: number; groupType: number }) => [i.id, i.groupType])).toEqual([[sangha.id, 2]]);
    const bad = await list('group', { searchObj: { groupType: 7 } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('searchObj.groupType');
  });
});

describe('contents and live setting', () => {
  it('finds a published page by slug', async () => {
    const page = await createContent(t);
    const res = await t.member('GET', `/content/getDataBySlug/${page.slug}`, undefined);
    expect(res.json().data).toMatchObject({ id: page.id, slug: page.slug });
    const draft = await createContent(t, { state: 'draft' });
    expect((await t.member('GET', `/content/getDataBySlug/${draft.slug}`, undefined)).statusCode).toBe(404);
  });

  it('answers null without an active broadcast, then the active setting changed last', async () => {
    expect((await t.member('GET', '/liveStreamingSetting/getActive', undefined)).json()).toMatchObject({ respCode: '0000', data: null });
    await createLiveSetting(t, { isActive: false, titleEn: 'Old' });
    await createLiveSetting(t, { titleEn: 'First', updatedAt: new Date(Date.now() - 60_000) });
    await createLiveSetting(t, { titleEn: 'Current', streamKind: 'hls', streamUrl: '/files/live/a.m3u8' });
    const res = (await t.member('GET', '/liveStreamingSetting/getActive', undefined)).json();
    expect(res.data).toMatchObject({ titleEn: 'Current', streamKind: 'hls', streamUrl: '/files/live/a.m3u8', isActive: true });
  });
});
