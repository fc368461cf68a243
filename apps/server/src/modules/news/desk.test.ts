import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskPostContent } from '@mahasi/contract/staff-news';
import { buildApp } from '../../app.js';
import { openDatabase, rowsOf } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { auditLog } from '../staff/schema.js';
import { createStaffTeam, staffCall, type TestStaff, createDraft } from '../staff/test-factories.js';
import { uploads } from '../uploads/schema.js';
import { purgeAfterADay, storedFiles, uploadTestImage } from '../uploads/test-factories.js';
import { recordRevisions } from '../records/schema.js';
import { posts } from './schema.js';
import { newsFactory } from './test-factories.js';

let t: TestApp;
let admin: TestStaff, editor: TestStaff, author: TestStaff, otherAuthor: TestStaff, store: TestStaff, care: TestStaff;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, author, otherAuthor, store, care] = await createStaffTeam(t, [
    'admin',
    ['editor', { fullName: 'Ma Editor' }],
    ['author', { fullName: 'Daw Author' }],
    'author',
    'store',
    'care',
  ]);
  categoryId = await newsFactory(t).category('Retreats', 'တရားစခန်း');
});
afterAll(() => t.close());

const content = (overrides: Partial<DeskPostContent> = {}): DeskPostContent => ({
  titleEn: 'Vassa retreat begins',
  titleMm: 'ဝါတွင်း တရားစခန်း စတင်ပြီ',
  summaryEn: 'Three months of practice.',
  summaryMm: '',
  bodyEn: '<p>The rains retreat begins on the full moon.</p>',
  bodyMm: '<p>ဝါဆိုလပြည့်နေ့တွင် စတင်ပါမည်။</p>',
  author: 'Mahasi Sasana Yeiktha',
  categoryIds: [categoryId],
  tagList: ['Retreat'],
  coverUploadId: null,
  coverAltEn: '',
  coverAltMm: '',
  ...overrides,
});

const draft = (by: TestStaff, overrides: Partial<DeskPostContent> = {}) => createDraft(t, by, '/news/posts', content(overrides));

const act = (by: TestStaff, id: number, action: string, body: object) =>
  staffCall(t, 'POST', `/news/posts/${id}/${action}`, by.token, body);
const publicList = async () =>
  (await t.member('POST', '/post/getDataByPagination', undefined, { pageSize: 100 })).json().data.dataList as { id: number }[];
const publicDetail = (id: number) => t.member('GET', `/post/getDataById/${id}`, undefined);
const postNotifications = async (id: number) =>
  Number(
    rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from notifications where link = ${`/news/${id}`}`))[0]!
      .n,
  );

describe('who may use the news desk', () => {
  it.each(['store', 'care'] as const)('refuses %s on every news call with 403', async (role) => {
    const caller = role === 'store' ? store : care;
    const post = await draft(editor);
    for (const [method, url, body] of [
      ['POST', '/news/posts/list', {}],
      ['POST', '/news/posts', content()],
      ['GET', `/news/posts/${post.id}`, undefined],
      ['POST', `/news/posts/${post.id}/save`, { ...content(), version: post.version }],
      ['POST', `/news/posts/${post.id}/publish`, { version: post.version }],
      ['POST', `/news/posts/${post.id}/delete`, { version: post.version }],
      ['POST', '/news/categories', { nameEn: 'X', nameMm: 'Y' }],
    ] as const) {
      const res = await staffCall(t, method, url, caller.token, body);
      expect(res.statusCode, `${role} ${url}`).toBe(403);
    }
  });

  // Every news call, by role: 200 where the role may, 403 where it may not (on a post of another author).
  it('answers each news call by role', async () => {
    const expected = {
      admin: {
        list: 200,
        create: 200,
        get: 200,
        save: 200,
        submit: 200,
        publish: 200,
        unpublish: 200,
        archive: 200,
        delete: 200,
        restore: 200,
        category: 200,
        tagRename: 200,
      },
      editor: {
        list: 200,
        create: 200,
        get: 200,
        save: 200,
        submit: 200,
        publish: 200,
        unpublish: 200,
        archive: 200,
        delete: 200,
        restore: 200,
        category: 200,
        tagRename: 200,
      },
      author: {
        list: 200,
        create: 200,
        get: 403,
        save: 403,
        submit: 403,
        publish: 403,
        unpublish: 403,
        archive: 403,
        delete: 403,
        restore: 403,
        category: 403,
        tagRename: 403,
      },
      store: {
        list: 403,
        create: 403,
        get: 403,
        save: 403,
        submit: 403,
        publish: 403,
        unpublish: 403,
        archive: 403,
        delete: 403,
        restore: 403,
        category: 403,
        tagRename: 403,
      },
      care: {
        list: 403,
        create: 403,
        get: 403,
        save: 403,
        submit: 403,
        publish: 403,
        unpublish: 403,
        archive: 403,
        delete: 403,
        restore: 403,
        category: 403,
        tagRename: 403,
      },
    };
    const callers = { admin, editor, author, store, care };
    for (const [role, calls] of Object.entries(expected)) {
      const caller = callers[role as keyof typeof callers];
      // A fresh post of another author for each role, walked through the statuses in order.
      const post = await draft(otherAuthor, { titleEn: `Matrix ${role}` });
      let version = post.version;
      const seen: Record<string, number> = {};
      const run = async (name: string, method: 'GET' | 'POST', url: string, body?: object) => {
        const res = await staffCall(t, method, url, caller.token, body);
        seen[name] = res.statusCode;
        const data = res.json().data as { version?: number } | null;
        if (res.statusCode === 200 && data?.version) version = data.version;
      };
      await run('list', 'POST', '/news/posts/list', {});
      await run('create', 'POST', '/news/posts', content());
      await run('get', 'GET', `/news/posts/${post.id}`);
      await run('save', 'POST', `/news/posts/${post.id}/save`, { ...content({ titleEn: `Matrix ${role}` }), version });
      await run('submit', 'POST', `/news/posts/${post.id}/submit`, { version });
      await run('publish', 'POST', `/news/posts/${post.id}/publish`, { version });
      await run('unpublish', 'POST', `/news/posts/${post.id}/unpublish`, { version });
      await run('archive', 'POST', `/news/posts/${post.id}/archive`, { version });
      await run('delete', 'POST', `/news/posts/${post.id}/delete`, { version });
      await run('restore', 'POST', `/news/posts/${post.id}/restore`, { version });
      await run('category', 'POST', '/news/categories', { nameEn: `Matrix ${role}`, nameMm: `ဇယား ${role}` });
      await run('tagRename', 'POST', '/news/tags/rename', { from: `none-${role}`, to: `still-none-${role}` });
      expect(seen, role).toEqual(calls);
    }
  });

  it('refuses a member token with 401', async () => {
    const member = await createMember(t);
    expect((await staffCall(t, 'POST', '/news/posts/list', member.token, {})).statusCode).toBe(401);
  });

  it('lets an author write and send their own draft, but not publish, unpublish or archive', async () => {
    const post = await draft(author);
    const saved = (await act(author, post.id, 'save', { ...content({ titleEn: 'Edited by the author' }), version: post.version })).json();
    expect(saved.data).toMatchObject({ titleEn: 'Edited by the author', version: 2, status: 'draft', authorStaffName: 'Daw Author' });
    expect((await act(author, post.id, 'publish', { version: 2 })).statusCode).toBe(403);
    const sent = (await act(author, post.id, 'submit', { version: 2 })).json();
    expect(sent.data.status).toBe('review');
    expect((await act(author, post.id, 'archive', { version: 3 })).statusCode).toBe(403);
    expect((await act(author, post.id, 'unpublish', { version: 3 })).statusCode).toBe(403);
  });

  it("keeps an author out of someone else's post, and their list to their own", async () => {
    const theirs = await draft(otherAuthor, { titleEn: 'Not yours' });
    expect((await staffCall(t, 'GET', `/news/posts/${theirs.id}`, author.token)).statusCode).toBe(403);
    expect((await act(author, theirs.id, 'save', { ...content(), version: theirs.version })).statusCode).toBe(403);
    expect((await act(author, theirs.id, 'delete', { version: theirs.version })).statusCode).toBe(403);
    const list = (await staffCall(t, 'POST', '/news/posts/list', author.token, { pageSize: 100 })).json();
    expect(list.data.dataList.length).toBeGreaterThan(0);
    expect(list.data.dataList.every((row: { authorStaffId: number }) => row.authorStaffId === author.id)).toBe(true);
    // Nothing changed.
    expect((await staffCall(t, 'GET', `/news/posts/${theirs.id}`, otherAuthor.token)).json().data).toMatchObject({
      titleEn: 'Not yours',
      version: 1,
    });
  });

  it('lets an editor publish an author’s post from review', async () => {
    const post = await draft(author, { titleEn: 'From review' });
    await act(author, post.id, 'submit', { version: 1 });
    const published = (await act(editor, post.id, 'publish', { version: 2 })).json();
    expect(published.data.status).toBe('published');
    expect((await publicList()).map((p) => p.id)).toContain(post.id);
  });
});

describe('publishing', () => {
  it('shows a post on /news at once and tells members once, never again on later edits or a second publish', async () => {
    const post = await draft(editor, { titleEn: 'Kathina robe offering' });
    expect((await publicList()).map((p) => p.id)).not.toContain(post.id);
    expect((await publicDetail(post.id)).statusCode).toBe(404);

    const published = (await act(editor, post.id, 'publish', { version: 1 })).json();
    expect(published).toMatchObject({
      respCode: '0000',
      respMsg: 'Published.',
      data: { status: 'published', notifiedAt: expect.any(String) },
    });
    expect((await publicList()).map((p) => p.id)).toContain(post.id);
    expect((await publicDetail(post.id)).json().data).toMatchObject({ title: 'Kathina robe offering', language: 'en' });
    expect(await postNotifications(post.id)).toBe(1);

    await act(editor, post.id, 'save', { ...content({ titleEn: 'Kathina robe offering (updated)' }), version: 2 });
    expect((await publicDetail(post.id)).json().data.title).toBe('Kathina robe offering (updated)');
    await act(editor, post.id, 'unpublish', { version: 3 });
    expect((await publicDetail(post.id)).statusCode).toBe(404);
    await act(editor, post.id, 'publish', { version: 4 });
    expect(await postNotifications(post.id)).toBe(1);
  });

  it('gives readers the other language when the post has it, and no translation when it has not', async () => {
    const both = await draft(editor, { titleEn: 'Uposatha day', titleMm: 'ဥပုသ်နေ့', bodyMm: '<p>ဥပုသ်စောင့်ပါ။</p>', summaryMm: '' });
    await act(editor, both.id, 'publish', { version: 1 });
    const detail = (await publicDetail(both.id)).json().data;
    expect(detail).toMatchObject({
      title: 'Uposatha day',
      language: 'en',
      translation: { language: 'mm', title: 'ဥပုသ်နေ့', excerpt: 'ဥပုသ်စောင့်ပါ။' },
    });
    expect(detail.translation.body).toContain('ဥပုသ်စောင့်ပါ။');
    const card = (await t.member('POST', '/post/getDataByPagination', undefined, { searchObj: { id: both.id } })).json().data.dataList[0];
    expect(card.translation).toEqual({ language: 'mm', title: 'ဥပုသ်နေ့', excerpt: 'ဥပုသ်စောင့်ပါ။' });

    const english = await draft(editor, { titleEn: 'English only', titleMm: 'ခေါင်းစဉ်သာ', bodyMm: '' });
    await act(editor, english.id, 'publish', { version: 1 });
    expect((await publicDetail(english.id)).json().data.translation).toBeNull();
  });

  it("finds a bilingual post in the public list by either language's title, in Zawgyi and in either form of ဦ", async () => {
    const both = await draft(editor, { titleEn: 'Kathina at the ordination hall', titleMm: 'ဦးပဇင်း သိမ်ဝင် ကထိန်', bodyMm: '<p>ကထိန်</p>' });
    await act(editor, both.id, 'publish', { version: 1 });
    const found = async (title: string) =>
      (
        (await t.member('POST', '/post/getDataByPagination', undefined, { searchObj: { title }, pageSize: 0 })).json().data.dataList as {
          id: number;
        }[]
      ).map((item) => item.id);
    expect(await found('ordination HALL')).toEqual([both.id]);
    expect(await found('သိမ်ဝင်')).toEqual([both.id]);
    // ဦ (U+1026) typed as its two parts, ဥ and ီ: the same letter.
    expect(await found('\u1025\u102e\u1038ပဇင်း')).toEqual([both.id]);
    // Typed in the Zawgyi encoding.
    expect(await found('ဦးပဇင္း')).toEqual([both.id]);
    expect(await found('ကထိန် မရှိ')).toEqual([]);
  });

  it('publishes a Myanmar-only post in Myanmar', async () => {
    const post = await draft(editor, { titleEn: '', bodyEn: '', summaryEn: '', titleMm: 'မြန်မာ သတင်း', bodyMm: '<p>မြန်မာဘာသာဖြင့်သာ။</p>' });
    await act(editor, post.id, 'publish', { version: 1 });
    expect((await publicDetail(post.id)).json().data).toMatchObject({ title: 'မြန်မာ သတင်း', language: 'mm' });
  });

  it('refuses to publish a post without a title and body in one language, naming the fields', async () => {
    const post = await draft(editor, { titleEn: 'Title only', bodyEn: '', titleMm: '', bodyMm: '' });
    const res = await act(editor, post.id, 'publish', { version: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('bodyEn');
    expect((await staffCall(t, 'GET', `/news/posts/${post.id}`, editor.token)).json().data).toMatchObject({ status: 'draft', version: 1 });
  });

  it('schedules a post and the scheduler publishes it once, even with two app instances on one database', async () => {
    const post = await draft(editor, { titleEn: 'Scheduled talk' });
    const at = new Date(Date.now() + 1500).toISOString();
    const scheduled = (await act(editor, post.id, 'publish', { version: 1, at })).json();
    expect(scheduled).toMatchObject({ respMsg: 'Scheduled.', data: { status: 'scheduled', publicDate: at, notifiedAt: null } });
    expect((await publicDetail(post.id)).statusCode).toBe(404);
    expect((await t.app.ctx.jobs.runJob('news.publishDue')).result).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1600));

    // A second instance of the app on the same database (a second connection pool on PostgreSQL).
    const database = t.database.kind === 'postgres' ? await openDatabase({ databaseUrl: t.database.url!, dataDir: t.dataDir }) : t.database;
    const second = await buildApp({ config: t.app.ctx.config, database, logger: false, scheduler: false });
    await second.ready();
    try {
      const runs = await Promise.all([t.app.ctx.jobs.runJob('news.publishDue'), second.ctx.jobs.runJob('news.publishDue')]);
      const published = runs.flatMap((run) => (run.result as number[] | undefined) ?? []);
      expect(published.filter((id) => id === post.id)).toEqual([post.id]);
    } finally {
      await second.close();
      if (database !== t.database) await database.close();
    }
    expect((await publicDetail(post.id)).json().data.title).toBe('Scheduled talk');
    expect(await postNotifications(post.id)).toBe(1);
    expect((await t.app.ctx.jobs.runJob('news.publishDue')).result).toEqual([]);
    expect(await postNotifications(post.id)).toBe(1);
  });
});

describe('saving', () => {
  it('refuses the second of two saves from the same version, saying who saved and when', async () => {
    const post = await draft(editor);
    const first = (await act(editor, post.id, 'save', { ...content({ titleEn: 'First editor' }), version: 1 })).json();
    expect(first.respCode).toBe('0000');
    const second = (await act(admin, post.id, 'save', { ...content({ titleEn: 'Second editor' }), version: 1 })).json();
    expect(second).toMatchObject({ respCode: '0108', data: { conflict: { version: 2, by: 'Ma Editor', at: expect.any(String) } } });
    expect((await staffCall(t, 'GET', `/news/posts/${post.id}`, editor.token)).json().data.titleEn).toBe('First editor');
  });

  it('lets exactly one of two simultaneous saves from the same version through', async () => {
    const post = await draft(editor);
    const [a, b] = await Promise.all([
      act(editor, post.id, 'save', { ...content({ titleEn: 'Tab A' }), version: 1 }),
      act(admin, post.id, 'save', { ...content({ titleEn: 'Tab B' }), version: 1 }),
    ]);
    const codes = [a.json().respCode, b.json().respCode].sort();
    expect(codes).toEqual(['0000', '0108']);
    const winner = a.json().respCode === '0000' ? 'Tab A' : 'Tab B';
    expect((await staffCall(t, 'GET', `/news/posts/${post.id}`, editor.token)).json().data).toMatchObject({ titleEn: winner, version: 2 });
  });

  it('sanitises the body on the server and converts Zawgyi to Unicode', async () => {
    const post = await draft(editor, {
      titleMm: 'ျမန္မာႏိုင္ငံ',
      bodyEn:
        '<p onclick="steal()">Hi<script>alert(1)</script><img src="x" onerror="steal()"><a href="javascript:alert(1)">x</a></p><iframe src="https://evil.example/x"></iframe><iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>',
    });
    const saved = (await staffCall(t, 'GET', `/news/posts/${post.id}`, editor.token)).json().data;
    expect(saved.titleMm).toBe('မြန်မာနိုင်ငံ');
    expect(saved.bodyEn).not.toMatch(/script|onclick|onerror|javascript:|evil\.example/);
    expect(saved.bodyEn).toContain('https://www.youtube-nocookie.com/embed/abc');
  });

  it('keeps a revision per save (the last 50) and restores one as a new version', async () => {
    const post = await draft(editor, { titleEn: 'Version 1' });
    let version = 1;
    for (let i = 2; i <= 53; i++) {
      const res = (await act(editor, post.id, 'save', { ...content({ titleEn: `Version ${i}` }), version, autosave: i % 2 === 0 })).json();
      version = res.data.version;
    }
    const revisions = (await staffCall(t, 'GET', `/news/posts/${post.id}/revisions`, editor.token)).json().data;
    expect(revisions).toHaveLength(50);
    expect(revisions[0]).toMatchObject({ version: 53, titleEn: 'Version 53' });
    const oldest = revisions.at(-1);
    expect(oldest.titleEn).toBe('Version 4');
    const restored = (
      await staffCall(t, 'POST', `/news/posts/${post.id}/revisions/${oldest.id}/restore`, editor.token, { version })
    ).json();
    expect(restored.data).toMatchObject({ titleEn: 'Version 4', version: version + 1 });
  });

  it('writes every save into the audit log with what changed', async () => {
    const post = await draft(editor, { titleEn: 'Before' });
    await act(editor, post.id, 'save', { ...content({ titleEn: 'After' }), version: 1 });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entityType} = 'post' and ${auditLog.entityId} = ${String(post.id)} and ${auditLog.action} = 'post.save'`);
    expect(entry).toMatchObject({ staffId: editor.id, staffName: 'Ma Editor', changes: { titleEn: ['Before', 'After'] } });
  });

  it('names a category that does not exist and writes nothing', async () => {
    const before = Number(rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from posts`))[0]!.n);
    const res = await staffCall(t, 'POST', '/news/posts', editor.token, content({ categoryIds: [999999] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('categoryIds');
    const after = Number(rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from posts`))[0]!.n);
    expect(after).toBe(before);
  });
});

describe('the bin', () => {
  it('hides a deleted post, restores it as a draft, and purges it after 30 days', async () => {
    const post = await draft(editor);
    await act(editor, post.id, 'publish', { version: 1 });
    const deleted = (await act(editor, post.id, 'delete', { version: 2 })).json();
    expect(deleted.data).toMatchObject({ status: 'deleted', deletedAt: expect.any(String) });
    expect((await publicDetail(post.id)).statusCode).toBe(404);
    const list = (await staffCall(t, 'POST', '/news/posts/list', editor.token, { pageSize: 100 })).json();
    expect(list.data.dataList.map((row: { id: number }) => row.id)).not.toContain(post.id);
    const bin = (await staffCall(t, 'POST', '/news/posts/list', editor.token, { pageSize: 100, searchObj: { status: 'deleted' } })).json();
    expect(bin.data.dataList.map((row: { id: number }) => row.id)).toContain(post.id);

    expect((await act(editor, post.id, 'restore', { version: 3 })).json().data.status).toBe('draft');
    await act(editor, post.id, 'delete', { version: 4 });
    await t.database.db
      .update(posts)
      .set({ deletedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(posts.id, post.id));
    expect((await t.app.ctx.jobs.runJob('news.purgeDeleted')).result).toBe(1);
    expect(await t.database.db.select().from(posts).where(eq(posts.id, post.id))).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(recordRevisions)
        .where(and(eq(recordRevisions.kind, 'news'), eq(recordRevisions.recordId, post.id))),
    ).toEqual([]);
  });
});

describe('images', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .png()
      .toBuffer();
  const upload = (body: Buffer, type = 'image/png') =>
    t.app.inject({
      method: 'POST',
      url: '/admin-api/uploads/images?name=cover.png',
      headers: { authorization: `Bearer ${editor.token}`, 'content-type': type },
      payload: body,
    });

  it('stores an uploaded image as WebP in the seed’s widths, and a cover needs alt text to publish', async () => {
    const res = (await upload(await png(1600, 900))).json();
    expect(res.data.image.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1440]);
    const file = await t.app.inject({ method: 'GET', url: res.data.image.url });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');

    const post = await draft(editor, { coverUploadId: res.data.uploadId });
    const refused = await act(editor, post.id, 'publish', { version: 1 });
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'coverAltEn' })]);
    await act(editor, post.id, 'save', { ...content({ coverUploadId: res.data.uploadId, coverAltEn: 'The hall at dawn' }), version: 1 });
    expect((await act(editor, post.id, 'publish', { version: 2 })).json().respCode).toBe('0000');
    expect((await publicDetail(post.id)).json().data.imageSet).toHaveLength(3);
  });

  it('never makes an image wider than it is', async () => {
    const res = (await upload(await png(700, 400))).json();
    expect(res.data.image.variants.map((v: { width: number }) => v.width)).toEqual([480]);
  });

  it('refuses a file that does not decode as an image, whatever its type says, and stores nothing', async () => {
    const before = (await t.database.db.select().from(uploads)).length;
    const res = await upload(Buffer.from('%PDF-1.4 not an image at all'), 'image/png');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: 'file', message: 'File must be a JPEG, PNG, WebP or GIF image that opens' }),
    ]);
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'image/svg+xml');
    expect(svg.statusCode).toBe(422);
    expect((await t.database.db.select().from(uploads)).length).toBe(before);
  });

  it('refuses a file over 15 MB before storing anything', async () => {
    const res = await upload(Buffer.alloc(15 * 1024 * 1024 + 1, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().respCode).toBe('0413');
  });

  it('removes an upload no post uses a day later, with its files', async () => {
    const res = (await upload(await png(500, 500))).json();
    const key = new URL(res.data.image.url, 'http://x').pathname.replace('/files/', '');
    expect(await t.app.ctx.files.exists(key, 'public')).toBe(true);
    await t.database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(uploads.id, res.data.uploadId));
    await t.app.ctx.jobs.runJob('uploads.purgeUnattached');
    expect(await t.app.ctx.files.exists(key, 'public')).toBe(false);
  });

  it('keeps a cover an older revision names past the cleanup, restores the post with it, and lets it go with the revisions', async () => {
    const [first, second] = [await uploadTestImage(t, editor.token), await uploadTestImage(t, editor.token)];
    const cover = (uploadId: number) => content({ coverUploadId: uploadId, coverAltEn: 'The hall at dawn' });
    const post = await draft(editor, cover(first.uploadId));
    const replaced = (await act(editor, post.id, 'save', { ...cover(second.uploadId), version: post.version })).json().data;
    // The first cover was let go more than a day ago; only the first revision names it.
    await purgeAfterADay(t, [first.uploadId]);
    expect(await storedFiles(t, first)).toEqual(first.keys);

    const revisions = (await staffCall(t, 'GET', `/news/posts/${post.id}/revisions`, editor.token)).json().data as { id: number }[];
    const restored = (
      await staffCall(t, 'POST', `/news/posts/${post.id}/revisions/${revisions.at(-1)!.id}/restore`, editor.token, {
        version: replaced.version,
      })
    ).json();
    expect(restored.respCode, JSON.stringify(restored)).toBe('0000');
    expect(restored.data.coverUploadId).toBe(first.uploadId);
    const shown = await t.app.inject({ method: 'GET', url: restored.data.cover.url });
    expect(shown.statusCode).toBe(200);

    // Binned and purged: the revisions go with the post, and the covers they alone named go at the next cleanup.
    await act(editor, post.id, 'delete', { version: restored.data.version });
    await t.database.db
      .update(posts)
      .set({ deletedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(posts.id, post.id));
    await t.app.ctx.jobs.runJob('news.purgeDeleted');
    await purgeAfterADay(t, [second.uploadId]);
    expect(await storedFiles(t, second)).toEqual([]);
    expect(await storedFiles(t, first)).toEqual([]);
  });

  it('keeps the pictures placed in a post’s body, in either language, when unused uploads are cleaned away', async () => {
    const [inEnglish, inMyanmar, dropped] = [
      await uploadTestImage(t, editor.token),
      await uploadTestImage(t, editor.token),
      await uploadTestImage(t, editor.token),
    ];
    const figure = (url: string) => `<figure><img src="${url}" alt="The hall"><figcaption>The hall</figcaption></figure>`;
    await draft(editor, {
      bodyEn: `<p>The hall.</p>${figure(inEnglish.url)}`,
      bodyMm: `<p>ဓမ္မာရုံ။</p>${figure(inMyanmar.url)}`,
    });
    await purgeAfterADay(t, [inEnglish.uploadId, inMyanmar.uploadId, dropped.uploadId]);
    expect(await storedFiles(t, inEnglish)).toEqual(inEnglish.keys);
    expect(await storedFiles(t, inMyanmar)).toEqual(inMyanmar.keys);
    expect(await storedFiles(t, dropped)).toEqual([]);
  });

  it('refuses a body showing a picture from another site, which readers would not see, naming the field and the site', async () => {
    const placed = await uploadTestImage(t, editor.token);
    const res = await staffCall(t, 'POST', '/news/posts', editor.token, {
      ...content(),
      bodyEn: `<p>The hall.</p><figure><img src="${placed.url}" alt="The hall"></figure>`,
      bodyMm: '<p>ဓမ္မာရုံ။</p><figure><img src="https://photos.example.net/hall.jpg" alt="ဓမ္မာရုံ"></figure>',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'bodyMm', message: 'Text (Myanmar) shows a picture from another site (photos.example.net): upload the picture instead' },
    ]);
    // Plain http from another host too; nothing was written.
    const insecure = await staffCall(t, 'POST', '/news/posts', editor.token, {
      ...content({ titleEn: 'Insecure picture' }),
      bodyEn: '<p><img src="http://cdn.example.org/a.png" alt="A"></p>',
    });
    expect(insecure.json().errors).toEqual([
      expect.objectContaining({ field: 'bodyEn', message: expect.stringContaining('(cdn.example.org)') }),
    ]);
    expect(await t.database.db.select().from(posts).where(eq(posts.titleEn, 'Insecure picture'))).toEqual([]);
  });
});

describe('categories and tags', () => {
  it('creates, renames in both languages, and refuses to delete one in use without a new home', async () => {
    const created = (await staffCall(t, 'POST', '/news/categories', editor.token, { nameEn: 'Dana', nameMm: 'ဒါန' })).json().data;
    const renamed = (
      await staffCall(t, 'POST', `/news/categories/${created.id}`, editor.token, { nameEn: 'Generosity', nameMm: 'ပေးကမ်းခြင်း' })
    ).json();
    expect(renamed.data).toMatchObject({ nameEn: 'Generosity', nameMm: 'ပေးကမ်းခြင်း' });
    const post = await draft(editor, { categoryIds: [created.id] });
    const refused = (await staffCall(t, 'POST', `/news/categories/${created.id}/delete`, editor.token, {})).json();
    expect(refused.respCode).toBe('0112');
    expect(
      (await staffCall(t, 'POST', `/news/categories/${created.id}/delete`, editor.token, { moveToId: categoryId })).json().respCode,
    ).toBe('0000');
    expect((await staffCall(t, 'GET', `/news/posts/${post.id}`, editor.token)).json().data.categoryIds).toEqual([categoryId]);
    expect((await staffCall(t, 'POST', '/news/categories', author.token, { nameEn: 'Mine', nameMm: 'ငါ' })).statusCode).toBe(403);
  });

  it('merges a tag into another by renaming, keeping each once', async () => {
    const post = await draft(editor, { tagList: ['Metta', 'Loving-kindness', 'Retreat'] });
    const res = (await staffCall(t, 'POST', '/news/tags/rename', editor.token, { from: 'Loving-kindness', to: 'Metta' })).json();
    expect(res.data.count).toBeGreaterThanOrEqual(1);
    expect((await staffCall(t, 'GET', `/news/posts/${post.id}`, editor.token)).json().data.tagList).toEqual(['Metta', 'Retreat']);
    const tags = (await staffCall(t, 'GET', '/news/tags', editor.token)).json().data as { name: string }[];
    expect(tags.map((tag) => tag.name)).not.toContain('Loving-kindness');
  });
});
