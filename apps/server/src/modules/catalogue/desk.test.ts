import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, invalidationsDelivered, type TestApp } from '../../test/app.js';
import { events, galleryPhotos } from '../content/schema.js';
import { createEvent, createGallery, testImage } from '../content/test-factories.js';
import { auditLog } from '../staff/schema.js';
import { createStaffTeam, staffCall, type TestStaff } from '../staff/test-factories.js';
import { uploads } from '../uploads/schema.js';
import { purgeAfterADay, storedFiles, uploadTestImage } from '../uploads/test-factories.js';
import { catalogueDesk } from './desk.js';

let t: TestApp;
let admin: TestStaff, editor: TestStaff, author: TestStaff, store: TestStaff, care: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, author, store, care] = await createStaffTeam(t, [
    'admin',
    ['editor', { fullName: 'Ma Editor' }],
    'author',
    'store',
    'care',
  ]);
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call = async (by: TestStaff, url: string, body?: unknown, method: 'GET' | 'POST' = 'POST') =>
  staffCall(t, method, `/catalogue${url}`, by.token, body);
async function ok(by: TestStaff, url: string, body?: unknown, method: 'GET' | 'POST' = 'POST') {
  const res = await call(by, url, body, method);
  const json = res.json();
  if (res.statusCode !== 200 || json.respCode !== '0000') throw new Error(`${url}: ${res.statusCode} ${JSON.stringify(json)}`);
  return json.data as { id: number; version: number; status: string; content: Json; images: Record<string, { url: string }> };
}
const publicRead = async (url: string, body?: unknown) =>
  (await t.member(body === undefined ? 'GET' : 'POST', url, undefined, body)).json();

let counter = 0;
const word = () => `w${Date.now().toString(36)}${++counter}`;

const event = (overrides: Json = {}): Json => ({
  titleEn: 'Full moon day retreat',
  titleMm: 'လပြည့်နေ့ တရားစခန်း',
  descriptionEn: '<p>A day of practice.</p><script>alert(1)</script>',
  descriptionMm: '<p>တရားအားထုတ်ရန်</p>',
  allDay: false,
  startDate: '2026-12-12',
  startTime: '07:00',
  endDate: '2026-12-12',
  endTime: '17:30',
  venueEn: 'Main hall',
  venueMm: 'ဓမ္မာရုံ',
  onlineUrl: 'https://meet.example.org/retreat',
  registrationUrl: '',
  contactEn: 'U Ba, 09 123 456',
  contactMm: '',
  coverUploadId: null,
  ...overrides,
});

const png = (width: number, height: number, r = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 40 } } })
    .png()
    .toBuffer();
async function uploadImage(by: TestStaff, r = 200): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin-api/uploads/images?name=photo.png',
    headers: { authorization: `Bearer ${by.token}`, 'content-type': 'image/png' },
    payload: await png(1200, 800, r),
  });
  return res.json().data.uploadId as number;
}

describe('who may keep the catalogue', () => {
  it.each(['author', 'store', 'care'] as const)('refuses %s with 403 on every kind', async (role) => {
    const caller = { author, store, care }[role];
    const made = await ok(editor, '/events', event());
    for (const kind of ['events', 'galleries', 'banners', 'live', 'dhamma-records', 'groups']) {
      expect((await call(caller, `/${kind}/list`, {})).statusCode, `${role} ${kind}`).toBe(403);
      expect((await call(caller, `/${kind}`, {})).statusCode, `${role} ${kind}`).toBe(403);
    }
    expect((await call(caller, `/events/${made.id}`, undefined, 'GET')).statusCode).toBe(403);
    expect((await call(caller, `/events/${made.id}/publish`, { version: made.version })).statusCode).toBe(403);
    expect((await call(caller, `/events/${made.id}/delete`, { version: made.version })).statusCode).toBe(403);
  });

  it('lets editors and admins list every kind', async () => {
    for (const who of [editor, admin])
      for (const kind of ['events', 'galleries', 'banners', 'live', 'dhamma-records', 'groups'])
        expect((await call(who, `/${kind}/list`, {})).statusCode).toBe(200);
  });
});

describe('events', () => {
  it('reads times as Myanmar time, sanitises the description, and shows it publicly once published', async () => {
    const title = `Retreat ${word()}`;
    const made = await ok(editor, '/events', event({ titleEn: title }));
    expect(made.status).toBe('draft');
    expect(made.content).toMatchObject({ startDate: '2026-12-12', startTime: '07:00', endTime: '17:30', allDay: false });
    expect(made.content.descriptionEn).not.toContain('script');
    const [row] = await t.database.db.select().from(events).where(eq(events.id, made.id));
    // 07:00 in Yangon is 00:30 UTC.
    expect(row!.startsAt.toISOString()).toBe('2026-12-12T00:30:00.000Z');
    expect(row!.endsAt.toISOString()).toBe('2026-12-12T11:00:00.000Z');

    // A reader's list, cached before the event goes out.
    const search = { searchObj: { title }, pageSize: 10 };
    expect((await publicRead('/event/getDataByPagination', search)).data.dataList).toEqual([]);
    expect((await publicRead(`/event/getDataById/${made.id}`)).respCode).not.toBe('0000');

    const published = await ok(editor, `/events/${made.id}/publish`, { version: made.version });
    expect(published.status).toBe('published');
    await invalidationsDelivered(t);
    const listed = (await publicRead('/event/getDataByPagination', search)).data.dataList;
    expect(listed).toEqual([
      expect.objectContaining({
        id: made.id,
        titleMm: 'လပြည့်နေ့ တရားစခန်း',
        onlineUrl: 'https://meet.example.org/retreat',
        contactEn: 'U Ba, 09 123 456',
        allDay: false,
      }),
    ]);

    // The calendar feeds follow.
    const feed = await t.app.inject({ method: 'GET', url: '/feeds/events.ics' });
    expect(feed.body).toContain(`UID:event-${made.id}@`);
    expect(feed.body).toContain('DTSTART:20261212T003000Z');
    const mm = await t.app.inject({ method: 'GET', url: `/feeds/events/${made.id}.ics?lang=mm` });
    expect(mm.body).toContain('SUMMARY:လပြည့်နေ့ တရားစခန်း');

    const off = await ok(editor, `/events/${made.id}/unpublish`, { version: published.version });
    await invalidationsDelivered(t);
    expect((await publicRead('/event/getDataByPagination', search)).data.dataList).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/feeds/events.ics' })).body).not.toContain(`UID:event-${made.id}@`);
    expect(off.status).toBe('draft');
  });

  it('keeps the pictures placed in an event’s description when unused uploads are cleaned away', async () => {
    const [placed, dropped] = [await uploadTestImage(t, editor.token), await uploadTestImage(t, editor.token)];
    await ok(editor, '/events', event({ descriptionMm: `<p>ဓမ္မာရုံ</p><figure><img src="${placed.url}" alt="Hall"></figure>` }));
    await purgeAfterADay(t, [placed.uploadId, dropped.uploadId]);
    expect(await storedFiles(t, placed)).toEqual(placed.keys);
    expect(await storedFiles(t, dropped)).toEqual([]);
  });

  it('stores an all-day event as whole Myanmar days, and the feed gives it as dates', async () => {
    const made = await ok(
      editor,
      '/events',
      event({ allDay: true, startDate: '2026-12-20', endDate: '2026-12-22', startTime: '09:00', endTime: '' }),
    );
    expect(made.content).toMatchObject({ allDay: true, startDate: '2026-12-20', endDate: '2026-12-22', startTime: '', endTime: '' });
    const [row] = await t.database.db.select().from(events).where(eq(events.id, made.id));
    expect(row!.startsAt.toISOString()).toBe('2026-12-19T17:30:00.000Z');
    expect(row!.endsAt.toISOString()).toBe('2026-12-22T17:30:00.000Z');
    await ok(editor, `/events/${made.id}/publish`, { version: made.version });
    const ics = (await t.app.inject({ method: 'GET', url: `/feeds/events/${made.id}.ics` })).body;
    expect(ics).toContain('DTSTART;VALUE=DATE:20261220');
    expect(ics).toContain('DTEND;VALUE=DATE:20261223');
  });

  it('refuses an event that ends before it starts, naming the field, and stores nothing', async () => {
    const before = (await ok(editor, '/events/list', { pageSize: 1 })) as unknown as { numOfRows: number };
    const day = await call(editor, '/events', event({ startDate: '2026-12-12', endDate: '2026-12-11' }));
    expect(day.statusCode).toBe(422);
    expect(day.json().errors).toEqual([expect.objectContaining({ field: 'endDate' })]);
    const time = await call(editor, '/events', event({ startTime: '18:00', endTime: '17:00' }));
    expect(time.statusCode).toBe(422);
    expect(time.json().errors).toEqual([expect.objectContaining({ field: 'endTime', message: 'End time must be after the start time' })]);
    const noTime = await call(editor, '/events', event({ startTime: '' }));
    expect(noTime.json().errors).toEqual([expect.objectContaining({ field: 'startTime', rule: 'required' })]);
    const badLink = await call(editor, '/events', event({ onlineUrl: 'javascript:alert(1)' }));
    expect(badLink.json().errors).toEqual([expect.objectContaining({ field: 'onlineUrl' })]);
    const after = (await ok(editor, '/events/list', { pageSize: 1 })) as unknown as { numOfRows: number };
    expect(after.numOfRows).toBe(before.numOfRows);
  });

  it('refuses a save from an older version with who saved since, and writes every change to the audit log', async () => {
    const made = await ok(editor, '/events', event());
    const saved = await ok(editor, `/events/${made.id}/save`, { ...event({ venueEn: 'Meditation hall' }), version: made.version });
    expect(saved.version).toBe(made.version + 1);
    const stale = await call(admin, `/events/${made.id}/save`, { ...event({ venueEn: 'Other' }), version: made.version });
    expect(stale.json()).toMatchObject({ respCode: '0108', data: { conflict: { version: saved.version, by: 'Ma Editor' } } });
    await ok(editor, `/events/${made.id}/save`, { ...event({ venueEn: 'Hall 2' }), version: saved.version, autosave: true });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'event'), eq(auditLog.entityId, String(made.id))));
    expect(entries.map((e) => e.action)).toEqual(['event.create', 'event.save', 'event.autosave']);
    expect(entries[1]!.changes).toMatchObject({ venueEn: ['Main hall', 'Meditation hall'] });
  });

  it('keeps a deleted event 30 days in the bin, restores it as a draft, then purges it with its cover', async () => {
    const cover = await uploadImage(editor);
    const made = await ok(editor, '/events', event({ coverUploadId: cover }));
    expect(made.images[String(cover)]).toBeDefined();
    const published = await ok(editor, `/events/${made.id}/publish`, { version: made.version });
    const binned = await ok(editor, `/events/${made.id}/delete`, { version: published.version });
    expect(binned.status).toBe('deleted');
    await invalidationsDelivered(t);
    expect((await publicRead(`/event/getDataById/${made.id}`)).respCode).not.toBe('0000');
    const bin = (await ok(editor, '/events/list', { searchObj: { status: 'deleted' }, pageSize: 100 })) as unknown as {
      dataList: { id: number }[];
    };
    expect(bin.dataList.map((r) => r.id)).toContain(made.id);
    const back = await ok(editor, `/events/${made.id}/restore`, { version: binned.version });
    expect(back.status).toBe('draft');
    const again = await ok(editor, `/events/${made.id}/delete`, { version: back.version });

    /** The desk as it will run this many days from now. */
    const deskIn = async (days: number) =>
      catalogueDesk({
        db: t.database.db,
        files: t.app.ctx.files,
        uploads: (await import('../uploads/service.js')).uploadService({
          db: t.database.db,
          files: t.app.ctx.files,
          now: () => new Date(),
        }),
        now: () => new Date(Date.now() + days * 24 * 60 * 60 * 1000),
        invalidate: t.app.ctx.cache.invalidate,
      });
    const soon = await deskIn(29);
    await t.database.db.transaction((tx) => soon.purgeDeleted(tx));
    expect(await t.database.db.select().from(events).where(eq(events.id, made.id))).toHaveLength(1);
    const later = await deskIn(31);
    expect(await t.database.db.transaction((tx) => later.purgeDeleted(tx))).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(events).where(eq(events.id, made.id))).toEqual([]);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, cover))).toEqual([]);
    void again;
  });
});

describe('banners', () => {
  it('shows a banner on the home carousel only within its days, in its order', async () => {
    const image = await uploadImage(editor, 90);
    const w = word();
    const make = async (overrides: Json) => {
      const made = await ok(editor, '/banners', {
        titleEn: `${w} banner`,
        titleMm: 'နဖူးစည်း',
        subtitleEn: 'Join us',
        subtitleMm: 'ကြွရောက်ပါ',
        coverUploadId: image,
        linkUrl: '/events',
        ...overrides,
      });
      return ok(editor, `/banners/${made.id}/publish`, { version: made.version });
    };
    const refused = await call(editor, '/banners', { titleEn: 'x', activeFrom: '2026-05-02', activeUntil: '2026-05-01' });
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'activeUntil' })]);
    const noImage = await ok(editor, '/banners', { titleEn: 'No image' });
    expect((await call(editor, `/banners/${noImage.id}/publish`, { version: noImage.version })).json().errors).toEqual([
      expect.objectContaining({ field: 'coverUploadId' }),
    ]);

    const second = await make({ titleEn: `${w} second`, sortOrder: 2 });
    const first = await make({ titleEn: `${w} first`, sortOrder: 1 });
    const past = await make({ titleEn: `${w} past`, activeFrom: '2020-01-01', activeUntil: '2020-01-31' });
    const future = await make({ titleEn: `${w} future`, activeFrom: '2099-01-01' });
    await invalidationsDelivered(t);
    const shown = (await publicRead('/banner/getDataByPagination', { pageSize: 100, searchObj: { title: w } })).data.dataList as {
      id: number;
    }[];
    expect(shown.map((b) => b.id)).toEqual([first.id, second.id]);
    expect(shown.map((b) => b.id)).not.toContain(past.id);
    expect(shown.map((b) => b.id)).not.toContain(future.id);

    // Put in another order from the list: they share out the order values they had.
    await ok(editor, '/banners/reorder', { ids: [second.id, first.id] });
    await invalidationsDelivered(t);
    const reordered = (await publicRead('/banner/getDataByPagination', { pageSize: 100, searchObj: { title: w } })).data.dataList as {
      id: number;
      sortOrder: number;
    }[];
    expect(reordered.map((b) => [b.id, b.sortOrder])).toEqual([
      [second.id, 1],
      [first.id, 2],
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'banner'), eq(auditLog.action, 'banner.reorder'), eq(auditLog.entityId, String(second.id))));
    expect(audit[0]!.changes).toEqual({ sortOrder: [2, 1] });
    expect((await call(editor, '/banners/reorder', { ids: [first.id, 999_999] })).json().errors).toEqual([
      expect.objectContaining({ field: 'ids' }),
    ]);
    expect((await call(author, '/banners/reorder', { ids: [first.id, second.id] })).statusCode).toBe(403);
    expect((await call(editor, '/events/reorder', { ids: [first.id, second.id] })).statusCode).toBe(404);
  });
});

describe("links to 'a page of this site'", () => {
  const foreign = ['/\\evil.example', '//evil.example', '/\\/evil.example', '/\t/evil.example', '/%5Cevil.example', '/..//evil.example'];

  it.each(foreign)('refuses a banner leading to %j, naming the link, and stores nothing', async (linkUrl) => {
    const titleEn = `Foreign ${word()}`;
    const res = await call(editor, '/banners', { titleEn, linkUrl });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: 'linkUrl', message: 'Link must be a web address or a page of the site (/…)' }),
    ]);
    const list = (await ok(editor, '/banners/list', { searchObj: { text: titleEn } })) as unknown as { dataList: unknown[] };
    expect(list.dataList).toEqual([]);
  });

  it('refuses it in a saved banner and in an event’s registration link too', async () => {
    const made = await ok(editor, '/banners', { titleEn: `Saved ${word()}`, linkUrl: '/events/3' });
    const saved = await call(editor, `/banners/${made.id}/save`, { titleEn: 'x', linkUrl: '/\\evil.example', version: made.version });
    expect(saved.statusCode).toBe(422);
    expect(saved.json().errors).toEqual([expect.objectContaining({ field: 'linkUrl' })]);
    const refused = await call(editor, '/events', event({ registrationUrl: '/\\evil.example' }));
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'registrationUrl' })]);
  });

  it('keeps a page of this site and a web address', async () => {
    for (const linkUrl of ['/events/3', '/news?x=1', '/podcasts/1#t', '/', 'https://www.youtube.com/watch?v=1']) {
      expect((await ok(editor, '/banners', { titleEn: `Kept ${word()}`, linkUrl })).content.linkUrl).toBe(linkUrl);
    }
  });
});

describe('live broadcast settings', () => {
  it('keeps exactly one setting active, and the live page follows it', async () => {
    const setting = (title: string) => ({
      titleEn: title,
      titleMm: 'တိုက်ရိုက်',
      streamKind: 'hls',
      streamUrl: 'https://stream.example.org/live/index.m3u8',
      scheduleEn: 'Daily 7 pm',
      scheduleMm: 'နေ့စဉ် ည ၇ နာရီ',
    });
    expect((await call(editor, '/live', { ...setting('x'), streamUrl: '' })).json().errors).toEqual([
      expect.objectContaining({ field: 'streamUrl' }),
    ]);
    const a = await ok(editor, '/live', setting('Evening talk'));
    // A stream kept as a file of the site, as the seed's is.
    const b = await ok(editor, '/live', { ...setting('Morning chanting'), streamUrl: '/files/live/morning.m3u8' });
    await ok(editor, `/live/${a.id}/publish`, { version: a.version });
    await invalidationsDelivered(t);
    expect((await publicRead('/liveStreamingSetting/getActive')).data).toMatchObject({ id: a.id, titleEn: 'Evening talk' });
    await ok(editor, `/live/${b.id}/publish`, { version: b.version });
    await invalidationsDelivered(t);
    expect((await publicRead('/liveStreamingSetting/getActive')).data).toMatchObject({
      id: b.id,
      scheduleMm: 'နေ့စဉ် ည ၇ နာရီ',
      streamUrl: '/files/live/morning.m3u8',
    });
    expect((await call(editor, '/live', { ...setting('x'), streamUrl: 'javascript:alert(1)' })).json().errors).toEqual([
      expect.objectContaining({ field: 'streamUrl' }),
    ]);
    const active = (await ok(editor, '/live/list', { searchObj: { status: 'published' } })) as unknown as { dataList: { id: number }[] };
    expect(active.dataList.map((r) => r.id)).toEqual([b.id]);
    const again = await ok(editor, `/live/${b.id}`, undefined, 'GET');
    await ok(editor, `/live/${b.id}/unpublish`, { version: again.version });
    await invalidationsDelivered(t);
    expect((await publicRead('/liveStreamingSetting/getActive')).data).toBeNull();
  });
});

describe('Dhamma records and group sections', () => {
  it('publishes a Dhamma record that readers then find', async () => {
    const made = await ok(editor, '/dhamma-records', {
      titleEn: 'On mindfulness of the body',
      titleMm: 'ကာယာနုပဿနာ',
      speakerEn: 'Mahasi Sayadaw',
      recordedOn: '1965-03-01',
      kind: 'text',
      bodyEn: '<p>Rising, falling.</p>',
      tags: ['Satipatthana', 'Satipatthana'],
    });
    expect(made.content.tags).toEqual(['Satipatthana']);
    const video = await ok(editor, '/dhamma-records', { titleEn: 'A video', recordedOn: '2020-01-01', kind: 'video' });
    expect((await call(editor, `/dhamma-records/${video.id}/publish`, { version: video.version })).json().errors).toEqual([
      expect.objectContaining({ field: 'mediaUrl' }),
    ]);
    await ok(editor, `/dhamma-records/${made.id}/publish`, { version: made.version });
    await invalidationsDelivered(t);
    expect((await publicRead(`/dhammaRecord/getDataById/${made.id}`)).data).toMatchObject({ titleMm: 'ကာယာနုပဿနာ', kind: 'text' });
  });

  it('edits every group section in one form, refuses an unknown group, and keeps each section in its order', async () => {
    const bad = await call(editor, '/groups', { groupType: 7, titleEn: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'groupType' })]);
    expect((await call(editor, '/groups', { titleEn: 'x' })).json().errors).toEqual([
      expect.objectContaining({ field: 'groupType', rule: 'required' }),
    ]);
    const w = word();
    const entry = async (groupType: number, sortOrder: number) => {
      const made = await ok(editor, '/groups', { groupType, titleEn: `${w} ${groupType}-${sortOrder}`, sortOrder });
      return ok(editor, `/groups/${made.id}/publish`, { version: made.version });
    };
    const later = await entry(4, 5);
    const sooner = await entry(4, 1);
    const elsewhere = await entry(2, 0);
    await invalidationsDelivered(t);
    const section = (await publicRead('/group/getDataByPagination', { searchObj: { groupType: 4, title: w } })).data.dataList as {
      id: number;
    }[];
    expect(section.map((e) => e.id)).toEqual([sooner.id, later.id]);
    const desk = (await ok(editor, '/groups/list', { searchObj: { groupType: 2, text: w } })) as unknown as { dataList: { id: number }[] };
    expect(desk.dataList.map((e) => e.id)).toEqual([elsewhere.id]);
  });
});

describe('galleries', () => {
  it('makes a gallery from several uploaded images, reorders them with captions and a chosen cover', async () => {
    const [a, b, c] = [await uploadImage(editor, 10), await uploadImage(editor, 120), await uploadImage(editor, 250)];
    const photo = (uploadId: number, captionEn = '', captionMm = '') => ({ uploadId, captionEn, captionMm });
    const made = await ok(editor, '/galleries', {
      titleEn: 'Kathina 2026',
      titleMm: 'ကထိန် ၂၀၂၆',
      takenOn: '2026-11-01',
      photos: [photo(a!, 'Robes offered', 'သင်္ကန်းလှူ'), photo(b!), photo(c!)],
      coverIndex: 1,
    });
    expect(Object.keys(made.images)).toEqual(expect.arrayContaining([String(a), String(b), String(c)]));
    const attached = await t.database.db.select().from(uploads).where(eq(uploads.id, a!));
    expect(attached[0]!.attachedAt).not.toBeNull();

    const empty = await ok(editor, '/galleries', { titleEn: 'Empty', takenOn: '2026-11-01' });
    expect((await call(editor, `/galleries/${empty.id}/publish`, { version: empty.version })).json().errors).toEqual([
      expect.objectContaining({ field: 'photos' }),
    ]);
    expect(
      (await call(editor, '/galleries', { titleEn: 'x', takenOn: '2026-11-01', photos: [photo(a!)], coverIndex: 3 })).json().errors,
    ).toEqual([expect.objectContaining({ field: 'coverIndex' })]);

    // Reordered: c, a; b is taken out (its upload let go).
    const saved = await ok(editor, `/galleries/${made.id}/save`, {
      titleEn: 'Kathina 2026',
      titleMm: 'ကထိန် ၂၀၂၆',
      takenOn: '2026-11-01',
      photos: [photo(c!, 'The hall'), photo(a!, 'Robes offered', 'သင်္ကန်းလှူ')],
      coverIndex: 0,
      version: made.version,
    });
    expect((saved.content.photos as { uploadId: number }[]).map((p) => p.uploadId)).toEqual([c, a]);
    expect(saved.content.coverIndex).toBe(0);
    expect((await t.database.db.select().from(uploads).where(eq(uploads.id, b!)))[0]!.attachedAt).toBeNull();
    expect(await t.database.db.select().from(galleryPhotos).where(eq(galleryPhotos.galleryId, made.id))).toHaveLength(2);

    await ok(editor, `/galleries/${made.id}/publish`, { version: saved.version });
    await invalidationsDelivered(t);
    const shown = (await publicRead(`/gallery/getDataById/${made.id}`)).data as {
      cover: { url: string };
      photos: { captionEn: string; captionMm: string; image: { url: string } }[];
    };
    expect(shown.photos.map((p) => p.captionEn)).toEqual(['The hall', 'Robes offered']);
    expect(shown.photos[1]!.captionMm).toBe('သင်္ကန်းလှူ');
    expect(shown.cover.url).toBe(shown.photos[0]!.image.url);
  });

  it('refuses an upload that is not an image of the gallery', async () => {
    const res = await call(editor, '/galleries', { titleEn: 'x', takenOn: '2026-11-01', photos: [{ uploadId: 999999 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'photos.0.uploadId' })]);
  });
});

describe('records from before the console', () => {
  it('edits a seeded gallery by its photos’ ids, keeping their images', async () => {
    const seeded = await createGallery(t, { photos: 3 });
    const opened = await ok(editor, `/galleries/${seeded.id}`, undefined, 'GET');
    const photos = opened.content.photos as { photoId: number; uploadId: null; captionEn: string }[];
    expect(photos.map((p) => p.captionEn)).toEqual(['Photo 1', 'Photo 2', 'Photo 3']);
    expect(Object.keys(opened.images)).toEqual(expect.arrayContaining(photos.map((p) => `photo:${p.photoId}`)));
    const fresh = await uploadImage(editor, 30);
    const saved = await ok(editor, `/galleries/${seeded.id}/save`, {
      ...opened.content,
      photos: [photos[2], { uploadId: fresh, captionEn: 'New', captionMm: '' }, photos[0]],
      coverIndex: 1,
      version: opened.version,
    });
    expect((saved.content.photos as { captionEn: string }[]).map((p) => p.captionEn)).toEqual(['Photo 3', 'New', 'Photo 1']);
    expect(saved.content.coverIndex).toBe(1);
    const rows = await t.database.db.select().from(galleryPhotos).where(eq(galleryPhotos.galleryId, seeded.id));
    expect(rows.find((r) => r.captionEn === 'Photo 3')!.image.variants[0]!.key).toBe('test/p3-480.webp');
    // A photo of another gallery cannot be taken by its id.
    const other = await createGallery(t, { photos: 1 });
    const [stranger] = await t.database.db.select().from(galleryPhotos).where(eq(galleryPhotos.galleryId, other.id));
    const refused = await call(editor, `/galleries/${seeded.id}/save`, {
      ...saved.content,
      photos: [{ photoId: stranger!.id }],
      coverIndex: null,
      version: saved.version,
    });
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'photos.0.photoId' })]);
  });

  it('opens a seeded event in Myanmar time and saves it with its cover and links unchanged', async () => {
    const seeded = await createEvent(t, { registrationUrl: '/contact-us', mapUrl: 'https://maps.example.org/x', image: testImage() });
    const opened = await ok(editor, `/events/${seeded.id}`, undefined, 'GET');
    expect(opened.images.cover).toBeDefined();
    const saved = await ok(editor, `/events/${seeded.id}/save`, { ...opened.content, version: opened.version });
    const [row] = await t.database.db.select().from(events).where(eq(events.id, seeded.id));
    expect(row!.startsAt.getTime()).toBe(Math.floor(seeded.startsAt.getTime() / 60_000) * 60_000);
    expect(row!.image).toEqual(seeded.image);
    expect(saved.content).toMatchObject({ registrationUrl: '/contact-us', mapUrl: 'https://maps.example.org/x' });
  });
});
