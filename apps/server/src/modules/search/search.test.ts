import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { DeskPostContent } from '@mahasi/contract/staff-news';
import { searchRequest, type SearchData, type SearchRequest, type SearchResult } from '@mahasi/contract/search';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  createContentEbook,
  createDhammaRecord,
  createEvent,
  createGallery,
  createGroupEntry,
  createTalk,
} from '../content/test-factories.js';
import { talks } from '../content/schema.js';
import { posts } from '../news/schema.js';
import { newsFactory } from '../news/test-factories.js';
import { createStaff, staffCall, type TestStaff } from '../staff/test-factories.js';
import { maintainSearch } from './maintenance.js';
import { searchService } from './service.js';

let t: TestApp;
let editor: TestStaff;
const ids: Record<string, number> = {};

/** Content in both languages, as the staff write it; every query below must find what it names. */
beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, 'editor');
  ids.talk = (
    await createTalk(t, {
      titleEn: 'The Satipaṭṭhāna Sutta explained',
      titleMm: 'သတိပဋ္ဌာန်သုတ် ဟောကြားချက်',
      descriptionEn: 'On meditating with the rising and falling of the abdomen.',
      descriptionMm: 'ဝမ်းဗိုက် ဖောင်းခြင်း ပိန်ခြင်းကို ရှုမှတ်ခြင်း',
      speakerEn: 'Mahāsī Sayādaw',
    })
  ).id;
  ids.book = (
    await createContentEbook(t, {
      titleEn: 'Practical Insight Meditation',
      titleMm: 'ဝိပဿနာ ရှုနည်းကျမ်း',
      descriptionEn: '<p>Basic and <strong>progressive</strong> stages of practice &amp; insight.</p>',
      descriptionMm: 'မြန်မာနိုင်ငံတွင် ရေးသားခဲ့သော ကျမ်းစာ',
      authorEn: 'Mahasi Sayadaw',
    })
  ).id;
  ids.event = (
    await createEvent(t, {
      titleEn: 'Vipassanā retreat at the Yeiktha',
      titleMm: 'ဝိပဿနာ တရားစခန်း',
      venueEn: 'Mahasi Sasana Yeiktha, Yangon',
    })
  ).id;
  ids.gallery = (await createGallery(t, { titleEn: 'Kathina robe offering', titleMm: 'ကထိန် သင်္ကန်းကပ်လှူပွဲ', takenOn: '2024-11-10' })).id;
  ids.record = (
    await createDhammaRecord(t, {
      titleEn: 'Discourse on the Dhammacakka',
      titleMm: 'ဓမ္မစကြာ တရားတော်',
      bodyEn: '<p>The wheel of <b>Dhamma</b> set in motion.</p>',
      tags: ['paritta'],
      recordedOn: '2023-07-01',
    })
  ).id;
  ids.group = (await createGroupEntry(t, { groupType: 3, titleEn: 'Sasana Yeiktha branch centres', titleMm: 'သာသနာ့ရိပ်သာ ဌာနခွဲများ' })).id;
  ids.news = await newsFactory(t).post({
    title: 'မဟာစည် သာသနာ့ရိပ်သာ တရားစခန်း',
    body: '<p>ဗုဒ္ဓဘာသာ ယောဂီများအတွက် ဝါတွင်း တရားစခန်း ဖွင့်လှစ်မည်။</p>',
    language: 'mm',
    viewCount: 40,
  });
  ids.popular = await newsFactory(t).post({ title: 'Annual general meeting', body: '<p>Minutes of the meeting.</p>', viewCount: 90 });
  // Never to be found, whatever the query.
  await createTalk(t, { titleEn: 'Draft talk on Satipaṭṭhāna', titleMm: 'မူကြမ်း သတိပဋ္ဌာန်', state: 'draft' });
  await createContentEbook(t, { titleEn: 'Scheduled book on satipatthana', state: 'future' });
  await newsFactory(t).post({ title: 'Hidden satipatthana draft', body: '<p>draft</p>', language: 'en', status: 'draft' });
});
afterAll(() => t.close());

const search = (body: SearchRequest) => t.member('POST', '/search', undefined, body);
async function found(body: SearchRequest): Promise<SearchData> {
  const res = await search(body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: SearchData }).data;
}
const keys = (data: SearchData) => data.groups.flatMap((group) => group.items.map((item) => `${item.kind}:${item.id}`)).sort();
const key = (kind: string, name: string) => `${kind}:${ids[name]}`;
const marked = (text: string, marks: { start: number; end: number }[]) => marks.map((mark) => text.slice(mark.start, mark.end));
/**
 * Takes away the posts and talks a test added, so that the replies checked against the content above stay the same
 * whichever order the tests run in (the index follows the deletes).
 */
async function removeAdded(added: { posts?: number[]; talks?: number[] }) {
  if (added.posts?.length) await t.database.db.delete(posts).where(inArray(posts.id, added.posts));
  if (added.talks?.length) await t.database.db.delete(talks).where(inArray(talks.id, added.talks));
  await t.app.ctx.cache.invalidate('content');
  await t.app.ctx.cache.invalidate('news');
}

describe('the fixed queries', () => {
  const cases: [string, string, () => string[]][] = [
    // English, with stemming.
    ['English', 'meditating', () => [key('podcast', 'talk'), key('ebook', 'book')]],
    ['English', 'Meditation', () => [key('podcast', 'talk'), key('ebook', 'book')]],
    ['English', 'robe offerings', () => [key('gallery', 'gallery')]],
    ['English, a speaker', 'mahasi sayadaw', () => [key('podcast', 'talk'), key('ebook', 'book')]],
    ['English, a tag', 'paritta', () => [key('dhamma-record', 'record')]],
    ['English, as typed so far', 'dhammacak', () => [key('dhamma-record', 'record')]],
    // Pali, with and without diacritics, both ways.
    ['Pali without diacritics', 'satipatthana', () => [key('podcast', 'talk')]],
    ['Pali with diacritics', 'Satipaṭṭhāna', () => [key('podcast', 'talk')]],
    ['Pali, decomposed (NFD)', 'Satipaṭṭhāna'.normalize('NFD'), () => [key('podcast', 'talk')]],
    ['Pali with diacritics, text without', 'Vipassanā', () => [key('event', 'event')]],
    ['Pali without diacritics, text with', 'vipassana', () => [key('event', 'event')]],
    // Myanmar Unicode: a word inside a longer run of text.
    ['Myanmar, a title word', 'ဝိပဿနာ', () => [key('ebook', 'book'), key('event', 'event')]],
    ['Myanmar, inside a run', 'မြန်မာ', () => [key('ebook', 'book')]],
    ['Myanmar, the middle of a run', 'နိုင်ငံ', () => [key('ebook', 'book')]],
    ['Myanmar, a stacked word inside a run', 'ဗုဒ္ဓ', () => [key('news', 'news')]],
    ['Myanmar, two words', 'တရားစခန်း ဝိပဿနာ', () => [key('event', 'event')]],
    ['Myanmar, kinzi', 'သင်္ကန်း', () => [key('gallery', 'gallery')]],
    ['Myanmar, group section', 'ဌာနခွဲ', () => [key('group', 'group')]],
    // Zawgyi, converted before searching.
    ['Zawgyi', 'ျမန္မာႏိုင္ငံ', () => [key('ebook', 'book')]],
    // Both scripts in one query: either may match.
    ['mixed scripts', 'Kathina ဓမ္မစကြာ', () => [key('gallery', 'gallery'), key('dhamma-record', 'record')]],
  ];
  it.each(cases)('%s: %s', async (_label, q, expected) => {
    expect(keys(await found({ q }))).toEqual(expected().sort());
  });

  it('never returns drafts, scheduled items or deleted posts', async () => {
    for (const q of ['satipatthana', 'draft', 'scheduled', 'hidden', 'မူကြမ်း']) {
      const data = await found({ q });
      for (const item of data.groups.flatMap((group) => group.items)) {
        expect(`${item.title} ${item.excerpt}`.toLowerCase()).not.toMatch(/draft|scheduled|hidden|မူကြမ်း/);
      }
    }
  });
});

describe('the reply', () => {
  it('says the query as searched, converted from Zawgyi', async () => {
    const data = await found({ q: 'ျမန္မာႏိုင္ငံ' });
    expect(data.converted).toBe(true);
    expect(data.q).toBe('မြန်မာနိုင်ငံ');
    expect((await found({ q: 'မြန်မာ' })).converted).toBe(false);
  });

  it('groups by kind with counts, best group first, and counts by year', async () => {
    const data = await found({ q: 'mahasi' });
    // The talk's speaker, the book's author, the event's venue and the two news posts' author.
    expect(data.total).toBe(5);
    expect(Object.fromEntries(data.groups.map((group) => [group.kind, group.count]))).toEqual({ podcast: 1, ebook: 1, event: 1, news: 2 });
    expect(data.groups.find((group) => group.kind === 'news')!.items).toHaveLength(2);
    expect(data.years.reduce((sum, year) => sum + year.count, 0)).toBe(data.total);
  });

  it('highlights the matched words in the title and the excerpt, diacritics or not', async () => {
    const data = await found({ q: 'satipatthana meditating' });
    const item = data.groups[0]!.items[0]!;
    expect(item.title).toBe('The Satipaṭṭhāna Sutta explained');
    expect(marked(item.title, item.titleMarks)).toEqual(['Satipaṭṭhāna']);
    expect(marked(item.excerpt, item.excerptMarks)).toEqual(['meditating']);
  });

  it('gives excerpts as plain text, never the stored HTML', async () => {
    const item = (await found({ q: 'progressive' })).groups[0]!.items[0]!;
    expect(item.excerpt).toBe('Basic and progressive stages of practice & insight.');
    expect(marked(item.excerpt, item.excerptMarks)).toEqual(['progressive']);
  });

  it('highlights Myanmar words inside a run, in the reader’s language', async () => {
    const data = await found({ q: 'မြန်မာ', language: 'mm' });
    const item = data.groups[0]!.items[0]!;
    expect(item.title).toBe('ဝိပဿနာ ရှုနည်းကျမ်း');
    expect(marked(item.excerpt, item.excerptMarks)).toEqual(['မြန်မာ']);
    const en = (await found({ q: 'မြန်မာ', language: 'en' })).groups[0]!.items[0]!;
    expect(en.title).toBe('Practical Insight Meditation');
  });

  it('filters by kind (paged) and by year', async () => {
    const byKind = await found({ q: 'mahasi', kind: 'ebook' });
    expect(keys(byKind)).toEqual([key('ebook', 'book')]);
    expect(byKind.kinds).toEqual([
      { kind: 'news', count: 2, more: false },
      { kind: 'podcast', count: 1, more: false },
      { kind: 'ebook', count: 1, more: false },
      { kind: 'event', count: 1, more: false },
    ]);
    expect(byKind.total).toBe(5);
    expect(byKind.more).toBe(false);
    const page2 = await found({ q: 'mahasi', kind: 'ebook', pageNo: 2, pageSize: 1 });
    expect(keys(page2)).toEqual([]);
    const byYear = await found({ q: 'kathina', year: 2024 });
    expect(keys(byYear)).toEqual([key('gallery', 'gallery')]);
    expect(byYear.years).toEqual([{ year: 2024, count: 1, more: false }]);
    expect(keys(await found({ q: 'kathina', year: 2025 }))).toEqual([]);
  });

  it('suggests the most read news when nothing is found and no title has a close word', async () => {
    const data = await found({ q: 'xylophone' });
    expect(data.total).toBe(0);
    expect(data.groups).toEqual([]);
    expect(data.didYouMean).toBeNull();
    expect(data.suggestions.map((item: SearchResult) => item.id)).toEqual([ids.popular, ids.news]);
  });
});

describe('did you mean', () => {
  const cases: [string, string, string][] = [
    ['English', 'meditaton', 'meditation'],
    ['English, one word of several', 'kathina robe ofering', 'kathina robe offering'],
    ['Pali without diacritics', 'satipatana', 'satipatthana'],
    ['Pali with diacritics, a capital kept', 'The Satipaṭana sutta', 'The Satipatthana sutta'],
    ['Myanmar', 'ဝိပသနာ', 'ဝိပဿနာ'],
    ['Myanmar, one run of two', 'ကထိန် သင်္ကန်ကပ်လှူပွဲ', 'ကထိန် သင်္ကန်းကပ်လှူပွဲ'],
    ['Myanmar typed in Zawgyi (suggested in Unicode)', 'ဝိပႆနာ ရႈနည္က်မ္း', 'ဝိပဿနာ ရှုနည်းကျမ်း'],
  ];
  it.each(cases)('%s: %s → %s, which finds something', async (_label, q, suggested) => {
    const data = await found({ q });
    expect(data.total).toBe(0);
    expect(data.didYouMean).toBe(suggested);
    expect(data.suggestions).toEqual([]);
    expect((await found({ q: suggested })).total).toBeGreaterThan(0);
  });

  it('suggests only words of titles a reader may see: never a draft’s, a scheduled item’s or an unpublished one’s', async () => {
    await createTalk(t, { titleEn: 'Zanzibar draft talk', state: 'draft' });
    await createContentEbook(t, { titleEn: 'Quixotically scheduled book', state: 'future' });
    const row = await createTalk(t, { titleEn: 'Xenophanes talk', titleMm: 'ဇီနိုဖနီးတရား' });
    // The same words in a published post's text: found, but no title a reader may see has them.
    const notes = await newsFactory(t).post({ title: 'Notes', body: '<p>Zanzibar, quixotically, Xenophanes: ဇီနိုဖနီးတရား</p>' });
    onTestFinished(() => removeAdded({ posts: [notes] }));
    expect((await found({ q: 'xenophanis' })).didYouMean).toBe('xenophanes');
    expect((await found({ q: 'ဇီနိုဖနတရား' })).didYouMean).toBe('ဇီနိုဖနီးတရား');
    await t.database.db.update(talks).set({ published: false }).where(eq(talks.id, row.id));
    await t.app.ctx.cache.invalidate('content');
    for (const q of ['zanzibur', 'quixoticaly', 'xenophanis', 'ဇီနိုဖနတရား']) {
      const data = await found({ q });
      expect(data.total, q).toBe(0);
      expect(data.didYouMean, q).toBeNull();
      expect(data.suggestions.length, q).toBeGreaterThan(0);
    }
  });
});

describe('counts of common words', () => {
  // A cap of 3 instead of SEARCH_COUNT_CAP: five news posts of five years and a talk share a word.
  const news: number[] = [];
  let talk: number;
  beforeAll(async () => {
    for (const year of [2021, 2022, 2023, 2024, 2025]) {
      news.push(await newsFactory(t).post({ title: `Quokka sighting of ${year}`, publicDate: new Date(`${year}-06-01T00:00:00Z`) }));
    }
    talk = (await createTalk(t, { titleEn: 'A talk that mentions a quokka', publishedAt: new Date('2020-06-01T00:00:00Z') })).id;
  });
  afterAll(() => removeAdded({ posts: news, talks: [talk] }));

  // The two ways of reading a kind's newest matches give the same replies.
  describe.each(['walk', 'planner'] as const)('read by the %s', (readBy) => {
    const capped = () => searchService({ db: t.database.db, now: () => new Date(), countCap: 3, readBy });
    const ask = (request: SearchRequest) => capped().search(searchRequest.parse(request));

    it('counts a kind up to the cap and says there are more; the newest are the ones ranked', async () => {
      const data = await ask({ q: 'quokka' });
      expect(data.kinds).toEqual([
        { kind: 'news', count: 3, more: true },
        { kind: 'podcast', count: 1, more: false },
      ]);
      expect(data.total).toBe(4);
      expect(data.more).toBe(true);
      const group = data.groups.find((item) => item.kind === 'news')!;
      expect(group).toMatchObject({ count: 3, more: true });
      expect(group.items.map((item) => item.id).sort()).toEqual(news.slice(2).sort());
    });

    it('counts years above the first match not counted, and lists the older years without a count', async () => {
      const years = (await ask({ q: 'quokka' })).years;
      expect(years).toEqual(
        expect.arrayContaining([
          { year: 2025, count: 1, more: false },
          { year: 2024, count: 1, more: false },
          { year: 2023, count: 1, more: false },
          { year: 2022, count: 0, more: true },
          { year: 2021, count: 0, more: true },
          { year: 2020, count: 1, more: false },
        ]),
      );
      expect(years.map((item) => item.year)).toEqual([...years.map((item) => item.year)].sort((a, b) => b - a));
    });

    it('finds a year older than the counted matches, and a newer one from them', async () => {
      expect(keys(await ask({ q: 'quokka', year: 2021 }))).toEqual([`news:${news[0]}`]);
      const older = await ask({ q: 'quokka', year: 2022, kind: 'news' });
      expect(older.kinds).toEqual([{ kind: 'news', count: 1, more: false }]);
      expect(keys(older)).toEqual([`news:${news[1]}`]);
      expect(keys(await ask({ q: 'quokka', year: 2024 }))).toEqual([`news:${news[3]}`]);
    });

    it('pages through the counted matches of a kind', async () => {
      const first = await ask({ q: 'quokka', kind: 'news', pageSize: 2 });
      const second = await ask({ q: 'quokka', kind: 'news', pageSize: 2, pageNo: 2 });
      expect([...keys(first), ...keys(second)].sort()).toEqual(
        news
          .slice(2)
          .map((id) => `news:${id}`)
          .sort(),
      );
      expect(keys(second)).toHaveLength(1);
    });

    it('finds the fixed queries', async () => {
      expect(keys(await ask({ q: 'ဗုဒ္ဓ' }))).toEqual([key('news', 'news')]);
      expect(keys(await ask({ q: 'satipatthana' }))).toEqual([key('podcast', 'talk')]);
      expect(keys(await ask({ q: 'Kathina ဓမ္မစကြာ' })).sort()).toEqual([key('gallery', 'gallery'), key('dhamma-record', 'record')].sort());
    });
  });
});

describe('bad queries', () => {
  it.each([
    ['longer than 200 characters', 'a'.repeat(201), 'maxLength', 'Search words must be at most 200 characters'],
    ['only punctuation', '?!… -- ။', 'searchWord', 'Search words must contain a letter or a number'],
    ['empty', '   ', 'required', 'Search words is required'],
  ])('answers 422 when the query is %s', async (_label, q, rule, message) => {
    const res = await search({ q });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'q', rule, message })]);
  });

  it('accepts 200 characters', async () => {
    expect((await search({ q: 'a'.repeat(200) })).statusCode).toBe(200);
  });
});

describe('the index follows every write', () => {
  it('drops an item when it is unpublished or deleted, and finds it by its new title', async () => {
    const row = await createTalk(t, { titleEn: 'Loving-kindness chanting', titleMm: 'မေတ္တာသုတ်' });
    expect(keys(await found({ q: 'loving kindness' }))).toEqual([`podcast:${row.id}`]);
    await t.database.db.update(talks).set({ titleEn: 'Mettā chanting' }).where(eq(talks.id, row.id));
    await t.app.ctx.cache.invalidate('content');
    expect(keys(await found({ q: 'loving kindness' }))).toEqual([]);
    expect(keys(await found({ q: 'metta' }))).toEqual([`podcast:${row.id}`]);
    await t.database.db.update(talks).set({ published: false }).where(eq(talks.id, row.id));
    await t.app.ctx.cache.invalidate('content');
    expect(keys(await found({ q: 'မေတ္တာ' }))).toEqual([]);
    await t.database.db.update(talks).set({ published: true }).where(eq(talks.id, row.id));
    await t.database.db.delete(talks).where(eq(talks.id, row.id));
    await t.app.ctx.cache.invalidate('content');
    expect(keys(await found({ q: 'metta' }))).toEqual([]);
  });

  it('finds a news desk post once it is published, and not after it is deleted', async () => {
    const content: DeskPostContent = {
      titleEn: 'Uposatha observance day',
      titleMm: 'ဥပုသ်စောင့် နေ့',
      summaryEn: '',
      summaryMm: '',
      bodyEn: '<p>Eight precepts for the day.</p>',
      bodyMm: '',
      author: 'Mahasi Sasana Yeiktha',
      categoryIds: [],
      tagList: [],
      coverUploadId: null,
      coverAltEn: '',
      coverAltMm: '',
    };
    const created = (await staffCall(t, 'POST', '/news/posts', editor.token, content)).json().data as { id: number; version: number };
    expect(keys(await found({ q: 'uposatha' }))).toEqual([]);
    const published = await staffCall(t, 'POST', `/news/posts/${created.id}/publish`, editor.token, { version: created.version });
    expect(published.statusCode, published.body).toBe(200);
    expect(keys(await found({ q: 'uposatha' }))).toEqual([`news:${created.id}`]);
    expect(keys(await found({ q: 'ဥပုသ်' }))).toEqual([`news:${created.id}`]);
    const version = (published.json().data as { version: number }).version;
    const deleted = await staffCall(t, 'POST', `/news/posts/${created.id}/delete`, editor.token, { version });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(keys(await found({ q: 'precepts' }))).toEqual([]);
  });
});

describe('the job that keeps the planner’s statistics', () => {
  it('analyzes the index once it has grown, and then not again until it grows', async () => {
    const first = await t.database.db.transaction((tx) => maintainSearch(tx));
    expect(first).toContain('analyze search_documents');
    const second = await t.database.db.transaction((tx) => maintainSearch(tx));
    expect(second).not.toContain('analyze search_documents');
  });
});

describe('limits', () => {
  it('answers 429 after too many searches from one address', async () => {
    // From an address of its own, so that the other tests' searches stay under the limit whatever the order.
    const fromOneAddress = (q: string) =>
      t.app.inject({ method: 'POST', url: '/rest-api/search', remoteAddress: '203.0.113.30', payload: { q } });
    let status = 200;
    for (let i = 0; i < 130 && status === 200; i++) status = (await fromOneAddress(`limit${i}`)).statusCode;
    expect(status).toBe(429);
    expect((await search({ q: 'kathina' })).statusCode).toBe(200);
  });
});
