import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskTalkContent } from '@mahasi/contract/staff-talks';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { errorFields } from '../../test/fields.js';
import { mp3, pdfBook } from '../../test/media.js';
import { listen, uploadResumable, uploadedId } from '../../test/tus.js';
import { talks } from '../content/schema.js';
import { uploads } from '../uploads/schema.js';
import { auditLog } from '../staff/schema.js';
import { createStaffTeam, staffCall, type TestStaff, createDraft } from '../staff/test-factories.js';

let t: TestApp;
let admin: TestStaff, editor: TestStaff, author: TestStaff, otherAuthor: TestStaff, store: TestStaff, care: TestStaff;

beforeAll(async () => {
  t = await createTestApp({ SITE_URL: 'https://mahasi.example.org' });
  await listen(t);
  [admin, editor, author, otherAuthor, store, care] = await createStaffTeam(t, [
    'admin',
    ['editor', { fullName: 'Ma Editor' }],
    ['author', { fullName: 'Daw Author' }],
    'author',
    'store',
    'care',
  ]);
});
afterAll(() => t.close());

let seq = 0;
const content = (overrides: Partial<DeskTalkContent> = {}): DeskTalkContent => ({
  titleEn: `Noting the rising and falling ${++seq}`,
  titleMm: `ဖောင်းခြင်း ပိန်ခြင်း ${seq}`,
  speakerEn: 'Mahasi Sayadaw',
  speakerMm: 'မဟာစည်ဆရာတော်',
  seriesEn: 'Vassa retreat 2026',
  seriesMm: 'ဝါတွင်း တရားစခန်း ၂၀၂၆',
  descriptionEn: 'How to note the abdomen.',
  descriptionMm: 'ဝမ်းဗိုက်ကို ရှုမှတ်ပုံ။',
  category: 'dhamma-talk',
  recordedOn: '2026-07-10',
  audioUploadId: null,
  coverUploadId: null,
  ...overrides,
});

const audioUpload = (by: TestStaff, seconds = 30) => uploadedId(t, by.token, 'audio', mp3(seconds), 'talk.mp3');
const draft = (by: TestStaff, overrides: Partial<DeskTalkContent> = {}) => createDraft(t, by, '/talks', content(overrides));

const act = (by: TestStaff, id: number, action: string, body: object) => staffCall(t, 'POST', `/talks/${id}/${action}`, by.token, body);
const publicList = (title: string) => t.member('POST', '/podcast/getDataByPagination', undefined, { searchObj: { title }, pageSize: 100 });
const publicDetail = (id: number) => t.member('GET', `/podcast/getDataById/${id}`, undefined);
const feedTitles = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/feeds/podcasts.xml' });
  const feed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(res.body);
  return [feed.rss.channel.item ?? []].flat() as { title: string; enclosure: Record<string, string>; 'itunes:duration': string }[];
};

describe('who may use the talks desk', () => {
  it('answers each call by role (an author only drafts; store and care are refused)', async () => {
    const expected = {
      admin: { list: 200, create: 200, get: 200, save: 200, publish: 200, unpublish: 200, delete: 200, restore: 200 },
      editor: { list: 200, create: 200, get: 200, save: 200, publish: 200, unpublish: 200, delete: 200, restore: 200 },
      author: { list: 200, create: 200, get: 403, save: 403, publish: 403, unpublish: 403, delete: 403, restore: 403 },
      store: { list: 403, create: 403, get: 403, save: 403, publish: 403, unpublish: 403, delete: 403, restore: 403 },
      care: { list: 403, create: 403, get: 403, save: 403, publish: 403, unpublish: 403, delete: 403, restore: 403 },
    };
    const callers = { admin, editor, author, store, care };
    const audioUploadId = await audioUpload(otherAuthor);
    for (const [role, calls] of Object.entries(expected)) {
      const caller = callers[role as keyof typeof callers];
      // A fresh talk of another author for each role, walked through the states in order.
      const talk = await draft(otherAuthor, { audioUploadId: role === 'admin' ? audioUploadId : null });
      if (role !== 'admin') {
        // Each talk needs its own audio to be published.
        const [row] = await t.database.db.select().from(talks).where(eq(talks.id, talk.id));
        await t.database.db.update(talks).set({ audioKey: 'podcasts/test.mp3' }).where(eq(talks.id, row!.id));
      }
      let version = talk.version;
      const seen: Record<string, number> = {};
      const run = async (name: string, method: 'GET' | 'POST', url: string, body?: object) => {
        const res = await staffCall(t, method, url, caller.token, body);
        seen[name] = res.statusCode;
        const data = res.json().data as { version?: number } | null;
        if (res.statusCode === 200 && data?.version) version = data.version;
      };
      await run('list', 'POST', '/talks/list', {});
      await run('create', 'POST', '/talks', content());
      await run('get', 'GET', `/talks/${talk.id}`);
      await run('save', 'POST', `/talks/${talk.id}/save`, {
        ...content({ titleEn: talk.titleEn, audioUploadId: role === 'admin' ? audioUploadId : null }),
        version,
      });
      await run('publish', 'POST', `/talks/${talk.id}/publish`, { version });
      await run('unpublish', 'POST', `/talks/${talk.id}/unpublish`, { version });
      await run('delete', 'POST', `/talks/${talk.id}/delete`, { version });
      await run('restore', 'POST', `/talks/${talk.id}/restore`, { version });
      expect(seen, role).toEqual(calls);
    }
  });

  it('refuses a member token with 401 and no token with 401', async () => {
    const member = await createMember(t);
    expect((await staffCall(t, 'POST', '/talks/list', member.token, {})).statusCode).toBe(401);
    expect((await staffCall(t, 'POST', '/talks/list', undefined, {})).statusCode).toBe(401);
  });

  it('lets an author keep their own drafts (and bin them) but never publish; their list shows only theirs', async () => {
    const own = await draft(author, { titleEn: 'Author draft talk' });
    await draft(otherAuthor, { titleEn: 'Someone else talk' });
    const saved = (await act(author, own.id, 'save', { ...content({ titleEn: 'Author draft, edited' }), version: own.version })).json();
    expect(saved.data).toMatchObject({ titleEn: 'Author draft, edited', version: 2, status: 'draft', authorStaffId: author.id });
    expect((await act(author, own.id, 'publish', { version: 2 })).statusCode).toBe(403);
    const list = (await staffCall(t, 'POST', '/talks/list', author.token, { pageSize: 100 })).json().data;
    expect(list.dataList.every((row: { authorStaffId: number }) => row.authorStaffId === author.id)).toBe(true);
    expect((await act(author, own.id, 'delete', { version: 2 })).json().data.status).toBe('deleted');
  });
});

describe('a talk from upload to the site', () => {
  it('takes the duration, bitrate and format read from the uploaded file, publishes, and shows in the list, detail and feed', async () => {
    const audioUploadId = await audioUpload(author, 90);
    const cover = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#a0522d' } })
      .png()
      .toBuffer();
    const coverRes = await t.app.inject({
      method: 'POST',
      url: '/admin-api/uploads/images',
      headers: { authorization: `Bearer ${editor.token}`, 'content-type': 'image/png' },
      payload: cover,
    });
    expect(coverRes.statusCode).toBe(200);
    const coverUploadId = coverRes.json().data.uploadId as number;

    const talk = (
      await staffCall(
        t,
        'POST',
        '/talks',
        author.token,
        content({ titleEn: 'The seven stages of purification', audioUploadId, coverUploadId }),
      )
    ).json().data;
    expect(talk).toMatchObject({
      status: 'draft',
      publishedAt: null,
      audioUploadId,
      audio: { format: 'mp3', contentType: 'audio/mpeg', bitrate: 128000 },
      seriesEn: 'Vassa retreat 2026',
      recordedOn: '2026-07-10',
    });
    expect(talk.audio.durationSeconds).toBeGreaterThanOrEqual(89);
    expect(talk.audio.durationSeconds).toBeLessThanOrEqual(91);
    expect(talk.cover.url).toMatch(/^\/files\//);

    // Not on the site while a draft.
    expect((await publicDetail(talk.id)).statusCode).toBe(404);
    expect((await publicList('seven stages')).headers['x-cache']).toBe('miss');
    expect((await publicList('seven stages')).headers['x-cache']).toBe('hit');
    expect((await feedTitles()).map((i) => i.title)).not.toContain('The seven stages of purification');

    const published = (await act(editor, talk.id, 'publish', { version: talk.version })).json().data;
    expect(published).toMatchObject({ status: 'published', version: talk.version + 1 });
    expect(published.publishedAt).not.toBeNull();

    // The cached list was dropped: the talk is there at once.
    const list = await publicList('seven stages');
    expect(list.headers['x-cache']).toBe('miss');
    expect(list.json().data.dataList.map((p: { id: number }) => p.id)).toEqual([talk.id]);
    const detail = (await publicDetail(talk.id)).json().data;
    expect(detail).toMatchObject({
      titleEn: 'The seven stages of purification',
      audioType: 'audio/mpeg',
      audioUrl: talk.audio.url,
      seriesEn: 'Vassa retreat 2026',
      recordedOn: '2026-07-10',
    });
    const audio = await t.app.inject({ method: 'GET', url: detail.audioUrl, headers: { range: 'bytes=0-99' } });
    expect(audio.statusCode).toBe(206);

    const item = (await feedTitles()).find((i) => i.title === 'The seven stages of purification');
    expect(item?.enclosure['@url']).toBe(`https://mahasi.example.org${talk.audio.url}`);
    expect(item?.enclosure['@type']).toBe('audio/mpeg');

    // An edit of a published talk reaches the site and the feed at once.
    const edited = (
      await act(editor, talk.id, 'save', {
        ...content({ titleEn: 'The seven purifications', audioUploadId, coverUploadId }),
        version: published.version,
      })
    ).json().data;
    expect((await publicDetail(talk.id)).json().data.titleEn).toBe('The seven purifications');
    expect((await feedTitles()).map((i) => i.title)).toContain('The seven purifications');

    // Unpublished: gone from the list, the detail and the feed.
    await publicList('seven');
    expect((await publicList('seven')).headers['x-cache']).toBe('hit');
    const unpublished = (await act(editor, talk.id, 'unpublish', { version: edited.version })).json().data;
    expect(unpublished.status).toBe('draft');
    expect((await publicList('seven')).json().data.dataList).toEqual([]);
    expect((await publicDetail(talk.id)).statusCode).toBe(404);
    expect((await feedTitles()).map((i) => i.title)).not.toContain('The seven purifications');

    // Published again: it keeps its first date.
    const again = (await act(editor, talk.id, 'publish', { version: unpublished.version })).json().data;
    expect(again.publishedAt).toBe(published.publishedAt);

    // Every write is in the audit log.
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(talk.id)))
    )
      .filter((row) => row.entityType === 'talk')
      .map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['talk.create', 'talk.publish', 'talk.save', 'talk.unpublish']));
  });

  it('goes to the bin off the site, and comes back as a draft', async () => {
    const talk = await draft(editor, { titleEn: 'A talk for the bin', audioUploadId: await audioUpload(editor) });
    const published = (await act(editor, talk.id, 'publish', { version: talk.version })).json().data;
    expect((await publicDetail(talk.id)).statusCode).toBe(200);
    const binned = (await act(editor, talk.id, 'delete', { version: published.version })).json().data;
    expect(binned).toMatchObject({ status: 'deleted' });
    expect(binned.deletedAt).not.toBeNull();
    expect((await publicDetail(talk.id)).statusCode).toBe(404);
    const inBin = (
      await staffCall(t, 'POST', '/talks/list', editor.token, { searchObj: { status: 'deleted', text: 'for the bin' } })
    ).json().data.dataList;
    expect(inBin.map((r: { id: number }) => r.id)).toEqual([talk.id]);
    const notInDefault = (await staffCall(t, 'POST', '/talks/list', editor.token, { searchObj: { text: 'for the bin' } })).json().data
      .dataList;
    expect(notInDefault).toEqual([]);
    const restored = (await act(editor, talk.id, 'restore', { version: binned.version })).json().data;
    expect(restored).toMatchObject({ status: 'draft', deletedAt: null });
    expect((await publicDetail(talk.id)).statusCode).toBe(404);
  });
});

describe('the bin', () => {
  it('removes a talk 30 days after it was binned, with its audio; a younger one stays', async () => {
    const audioUploadId = await audioUpload(editor);
    const old = await draft(editor, { titleEn: 'Binned long ago', audioUploadId });
    const young = await draft(editor, { titleEn: 'Binned yesterday' });
    await act(editor, old.id, 'delete', { version: old.version });
    await act(editor, young.id, 'delete', { version: young.version });
    await t.database.db
      .update(talks)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(talks.id, old.id));
    await t.database.db
      .update(talks)
      .set({ deletedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(talks.id, young.id));
    const ran = await t.app.ctx.jobs.runJob('talks.purgeDeleted');
    expect(ran.result).toBe(1);
    expect(await t.database.db.select().from(talks).where(eq(talks.id, old.id))).toEqual([]);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, audioUploadId))).toEqual([]);
    expect(await t.database.db.select().from(talks).where(eq(talks.id, young.id))).toHaveLength(1);
  });
});

describe('what the talks desk refuses', () => {
  it('publishes only a talk with a title, a speaker and its audio: 422 naming each field', async () => {
    const talk = await draft(editor, { titleEn: '', titleMm: '', speakerEn: '', speakerMm: '' });
    const res = await act(editor, talk.id, 'publish', { version: talk.version });
    expect(res.statusCode).toBe(422);
    expect(errorFields(res)).toEqual(['audioUploadId', 'speakerEn', 'titleEn']);
  });

  it('refuses an upload that is not audio as the talk, and bad fields, with 422 naming the field', async () => {
    const pdf = await uploadResumable(t, editor.token, 'pdf', await pdfBook(1), 'book.pdf');
    const wrongKind = await staffCall(t, 'POST', '/talks', editor.token, content({ audioUploadId: pdf.json.data.uploadId }));
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().errors).toEqual([expect.objectContaining({ field: 'audioUploadId' })]);

    const notAudio = await uploadResumable(t, editor.token, 'audio', Buffer.from('this is a text file, not a talk'.repeat(20)), 'talk.mp3');
    expect(notAudio.status).toBe(422);

    for (const [body, field] of [
      [{ ...content(), category: 'music' }, 'category'],
      [{ ...content(), recordedOn: '10-07-2026' }, 'recordedOn'],
      [{ ...content(), titleEn: 'x'.repeat(301) }, 'titleEn'],
      [{ ...content(), coverUploadId: 'one' }, 'coverUploadId'],
    ] as const) {
      const res = await staffCall(t, 'POST', '/talks', editor.token, body);
      expect(res.statusCode, field).toBe(422);
      expect(JSON.stringify(res.json().errors), field).toContain(`"field":"${field}"`);
    }
    const badFilter = await staffCall(t, 'POST', '/talks/list', editor.token, { sortBy: 'loudness' });
    expect(badFilter.statusCode).toBe(422);
  });

  it('refuses a save from an old version with 0108, saying who saved and when, and changes nothing', async () => {
    const talk = await draft(editor, { titleEn: 'Conflicting talk' });
    await act(admin, talk.id, 'save', { ...content({ titleEn: 'Saved by the admin' }), version: talk.version });
    const stale = await act(editor, talk.id, 'save', { ...content({ titleEn: 'Saved by the editor' }), version: talk.version });
    expect(stale.json()).toMatchObject({ respCode: '0108', data: { conflict: { version: talk.version + 1, by: 'Test admin' } } });
    expect((await staffCall(t, 'GET', `/talks/${talk.id}`, editor.token)).json().data.titleEn).toBe('Saved by the admin');
  });

  it('keeps a published talk playing: its audio can be replaced, not removed', async () => {
    const audioUploadId = await audioUpload(editor);
    const talk = await draft(editor, { titleEn: 'Keeps its audio', audioUploadId });
    const published = (await act(editor, talk.id, 'publish', { version: talk.version })).json().data;
    const res = await act(editor, talk.id, 'save', { ...content({ titleEn: 'Keeps its audio' }), version: published.version });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'audioUploadId' })]);
    const replaced = await act(editor, talk.id, 'save', {
      ...content({ titleEn: 'Keeps its audio', audioUploadId: await audioUpload(editor, 12) }),
      version: published.version,
    });
    expect(replaced.json().data.audio.durationSeconds).toBeLessThanOrEqual(13);
  });

  it('finds talks by speaker or title in either language, with Zawgyi typed', async () => {
    await draft(editor, { titleEn: 'Metta practice', speakerEn: 'Sayadaw U Pandita', speakerMm: 'ဆရာတော် ဦးပဏ္ဍိတ' });
    // More talks than one sorted page holds, whichever tests ran before.
    for (const titleEn of ['Noting the breath', 'Walking meditation', 'Sitting at dawn']) await draft(editor, { titleEn });
    const bySpeaker = (await staffCall(t, 'POST', '/talks/list', editor.token, { searchObj: { text: 'pandita' } })).json().data.dataList;
    expect(bySpeaker.map((r: { titleEn: string }) => r.titleEn)).toContain('Metta practice');
    const sorted = (await staffCall(t, 'POST', '/talks/list', editor.token, { sortBy: 'title', orderBy: 'ASC', pageSize: 3 })).json().data;
    expect(sorted.dataList).toHaveLength(3);
    expect(sorted.numOfRows).toBeGreaterThan(3);
  });
});
