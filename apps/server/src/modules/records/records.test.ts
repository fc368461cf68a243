import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVISIONS_KEPT_PER_RECORD } from '@mahasi/contract/staff-records';
import { createTestApp, invalidationsDelivered, type TestApp } from '../../test/app.js';
import { catalogueDesk } from '../catalogue/desk.js';
import { ebooks, events, talks } from '../content/schema.js';
import { createContentEbook, createEvent, createGallery, createTalk, marker, publishing } from '../content/test-factories.js';
import { auditLog } from '../staff/schema.js';
import { createStaffTeam, staffCall, type TestStaff } from '../staff/test-factories.js';
import { uploads } from '../uploads/schema.js';
import { uploadService } from '../uploads/service.js';
import { recordRevisions } from './schema.js';
import { uploadIdsIn } from './revisions.js';

/**
 * Revisions and bulk actions of the catalogue's kinds, talks and e-books (decision 0032): every save
 * kept with who and when, an older one restored as a new save, the history bounded; one action on
 * several records in one transaction, refusing some and applying the rest.
 */

let t: TestApp;
let admin: TestStaff,
  editor: TestStaff,
  otherEditor: TestStaff,
  author: TestStaff,
  otherAuthor: TestStaff,
  store: TestStaff,
  care: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, otherEditor, author, otherAuthor, store, care] = await createStaffTeam(t, [
    'admin',
    ['editor', { fullName: 'Ma Hnin (editor)' }],
    ['editor', { fullName: 'Ko Aung (editor)' }],
    ['author', { fullName: 'Daw Mya (author)' }],
    'author',
    ['store', { fullName: 'U Tin (store)' }],
    'care',
  ]);
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call = (by: TestStaff, method: 'GET' | 'POST', url: string, body?: unknown) => staffCall(t, method, url, by.token, body);
async function ok<T = Json>(by: TestStaff, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const res = await call(by, method, url, body);
  const json = res.json();
  if (res.statusCode !== 200 || json.respCode !== '0000') throw new Error(`${url}: ${res.statusCode} ${JSON.stringify(json)}`);
  return json.data as T;
}
type Rec = { id: number; version: number; status: string; content: Json };
type Revision = { id: number; version: number; at: string; staffName: string | null; autosave: boolean; restoredFrom: number | null };
type Bulk = { changed: number; done: number[]; refused: { id: number; respCode: string; respMsg: string; errors?: { field: string }[] }[] };
const publicRead = async (url: string, body?: unknown) =>
  (await t.member(body === undefined ? 'GET' : 'POST', url, undefined, body)).json();
const auditOf = (entityType: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

const event = (overrides: Json = {}): Json => ({
  titleEn: `Retreat ${marker()}`,
  titleMm: 'တရားစခန်း',
  descriptionEn: '<p>A day of practice.</p>',
  startDate: '2027-02-12',
  startTime: '07:00',
  endDate: '2027-02-12',
  endTime: '17:30',
  venueEn: 'Main hall',
  ...overrides,
});

async function uploadImage(by: TestStaff, r = 200): Promise<number> {
  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r, g: 120, b: 40 } } })
    .png()
    .toBuffer();
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin-api/uploads/images?name=cover.png',
    headers: { authorization: `Bearer ${by.token}`, 'content-type': 'image/png' },
    payload: png,
  });
  return res.json().data.uploadId as number;
}

describe('revisions of a catalogue record', () => {
  it('keeps every save with who and when, and restores an older one as a new save the site then shows', async () => {
    const made = await ok<Rec>(editor, 'POST', '/catalogue/events', event({ titleEn: 'First title' }));
    const saved = await ok<Rec>(otherEditor, 'POST', `/catalogue/events/${made.id}/save`, {
      ...made.content,
      titleEn: 'Second title',
      version: made.version,
    });
    const published = await ok<Rec>(editor, 'POST', `/catalogue/events/${made.id}/publish`, { version: saved.version });
    const autosaved = await ok<Rec>(editor, 'POST', `/catalogue/events/${made.id}/save`, {
      ...saved.content,
      titleEn: 'Third title',
      version: published.version,
      autosave: true,
    });

    const list = await ok<Revision[]>(editor, 'GET', `/catalogue/events/${made.id}/revisions`);
    expect(list.map((r) => [r.version, r.staffName, r.autosave])).toEqual([
      [autosaved.version, 'Ma Hnin (editor)', true],
      [saved.version, 'Ko Aung (editor)', false],
      [made.version, 'Ma Hnin (editor)', false],
    ]);
    expect(list.map((r) => (r as unknown as { titleEn: string }).titleEn)).toEqual(['Third title', 'Second title', 'First title']);
    const first = list[2]!;
    const detail = await ok<Revision & { content: Json }>(editor, 'GET', `/catalogue/events/${made.id}/revisions/${first.id}`);
    expect(detail.content).toMatchObject({ titleEn: 'First title', startDate: '2027-02-12', startTime: '07:00' });

    // A restore from a version someone has saved since is refused as any save is, changing nothing.
    const stale = (
      await call(editor, 'POST', `/catalogue/events/${made.id}/revisions/${first.id}/restore`, { version: saved.version })
    ).json();
    expect(stale.respCode).toBe('0108');
    expect(stale.data.conflict).toMatchObject({ version: autosaved.version, by: 'Ma Hnin (editor)' });

    expect((await publicRead(`/event/getDataById/${made.id}`)).data.titleEn).toBe('Third title');
    const restored = await ok<Rec>(otherEditor, 'POST', `/catalogue/events/${made.id}/revisions/${first.id}/restore`, {
      version: autosaved.version,
    });
    expect(restored.version).toBe(autosaved.version + 1);
    expect(restored.status).toBe('published');
    expect(restored.content).toMatchObject({ titleEn: 'First title' });
    // The public caches were dropped in every process: readers get the restored title.
    await invalidationsDelivered(t);
    expect((await publicRead(`/event/getDataById/${made.id}`)).data.titleEn).toBe('First title');

    const after = await ok<Revision[]>(editor, 'GET', `/catalogue/events/${made.id}/revisions`);
    expect(after[0]).toMatchObject({
      version: restored.version,
      staffName: 'Ko Aung (editor)',
      restoredFrom: made.version,
      autosave: false,
    });
    expect(after).toHaveLength(4);
    const audit = await auditOf('event', made.id);
    expect(audit.at(-1)).toMatchObject({ action: 'event.revert', staffName: 'Ko Aung (editor)' });
    expect(audit.at(-1)!.changes).toMatchObject({ titleEn: ['Third title', 'First title'], restoredVersion: made.version });
  });

  it('refuses to restore a version that would leave a published record unfit to read, and a revision of another record', async () => {
    const made = await ok<Rec>(editor, 'POST', '/catalogue/events', event({ titleEn: '', titleMm: '' }));
    const titled = await ok<Rec>(editor, 'POST', `/catalogue/events/${made.id}/save`, {
      ...made.content,
      titleEn: 'Now titled',
      version: made.version,
    });
    const published = await ok<Rec>(editor, 'POST', `/catalogue/events/${made.id}/publish`, { version: titled.version });
    const [untitled] = (await ok<Revision[]>(editor, 'GET', `/catalogue/events/${made.id}/revisions`)).slice(-1);
    const res = await call(editor, 'POST', `/catalogue/events/${made.id}/revisions/${untitled!.id}/restore`, {
      version: published.version,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'titleEn' })]);
    expect((await ok<Rec>(editor, 'GET', `/catalogue/events/${made.id}`)).content.titleEn).toBe('Now titled');

    const other = await ok<Rec>(editor, 'POST', '/catalogue/events', event());
    expect((await call(editor, 'GET', `/catalogue/events/${other.id}/revisions/${untitled!.id}`)).statusCode).toBe(404);
    expect((await call(editor, 'GET', `/catalogue/galleries/${made.id}/revisions/${untitled!.id}`)).statusCode).toBe(404);
    expect((await call(editor, 'GET', '/catalogue/events/99999999/revisions')).statusCode).toBe(404);
  });

  it.each(['author', 'store', 'care'] as const)('refuses %s the history of catalogue records with 403', async (role) => {
    const caller = { author, store, care }[role];
    const made = await ok<Rec>(editor, 'POST', '/catalogue/events', event());
    const [revision] = await ok<Revision[]>(editor, 'GET', `/catalogue/events/${made.id}/revisions`);
    expect((await call(caller, 'GET', `/catalogue/events/${made.id}/revisions`)).statusCode).toBe(403);
    expect((await call(caller, 'GET', `/catalogue/events/${made.id}/revisions/${revision!.id}`)).statusCode).toBe(403);
    expect(
      (await call(caller, 'POST', `/catalogue/events/${made.id}/revisions/${revision!.id}/restore`, { version: made.version })).statusCode,
    ).toBe(403);
  });

  it(`keeps the newest ${REVISIONS_KEPT_PER_RECORD} saves of a record`, async () => {
    let rec = await ok<Rec>(editor, 'POST', '/catalogue/groups', { groupType: 2, titleEn: 'Save 0' });
    for (let n = 1; n <= REVISIONS_KEPT_PER_RECORD + 4; n++)
      rec = await ok<Rec>(editor, 'POST', `/catalogue/groups/${rec.id}/save`, {
        ...rec.content,
        titleEn: `Save ${n}`,
        version: rec.version,
        autosave: true,
      });
    const list = await ok<(Revision & { titleEn: string })[]>(editor, 'GET', `/catalogue/groups/${rec.id}/revisions`);
    expect(list).toHaveLength(REVISIONS_KEPT_PER_RECORD);
    expect(list[0]!.titleEn).toBe(`Save ${REVISIONS_KEPT_PER_RECORD + 4}`);
    expect(list.at(-1)!.titleEn).toBe('Save 5');
  });

  it('keeps what a record from before the console said before its first save, to restore', async () => {
    const seeded = await createEvent(t, { titleEn: `Seeded ${marker()}`, venueEn: 'Old hall' });
    const opened = await ok<Rec>(editor, 'GET', `/catalogue/events/${seeded.id}`);
    const saved = await ok<Rec>(editor, 'POST', `/catalogue/events/${seeded.id}/save`, {
      ...opened.content,
      venueEn: 'New hall',
      version: opened.version,
    });
    const list = await ok<Revision[]>(editor, 'GET', `/catalogue/events/${seeded.id}/revisions`);
    expect(list.map((r) => [r.version, r.staffName])).toEqual([
      [saved.version, 'Ma Hnin (editor)'],
      [opened.version, null],
    ]);
    const back = await ok<Rec>(editor, 'POST', `/catalogue/events/${seeded.id}/revisions/${list[1]!.id}/restore`, {
      version: saved.version,
    });
    expect(back.content.venueEn).toBe('Old hall');
  });

  it('keeps the cover a revision names past the unused-upload purge, restores it, and forgets the history with the purged record', async () => {
    const oldCover = await uploadImage(editor, 20);
    const newCover = await uploadImage(editor, 240);
    const made = await ok<Rec>(editor, 'POST', '/catalogue/events', event({ coverUploadId: oldCover }));
    const saved = await ok<Rec>(editor, 'POST', `/catalogue/events/${made.id}/save`, {
      ...made.content,
      coverUploadId: newCover,
      version: made.version,
    });
    // The old cover was let go more than a day ago, and nothing but the first revision names it.
    await t.database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000) })
      .where(eq(uploads.id, oldCover));
    expect((await t.database.db.select().from(uploads).where(eq(uploads.id, oldCover)))[0]!.attachedAt).toBeNull();
    await t.app.ctx.jobs.runJob('uploads.purgeUnattached');
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, oldCover))).toHaveLength(1);

    const list = await ok<Revision[]>(editor, 'GET', `/catalogue/events/${made.id}/revisions`);
    const restored = await ok<Rec & { images: Record<string, unknown> }>(
      editor,
      'POST',
      `/catalogue/events/${made.id}/revisions/${list.at(-1)!.id}/restore`,
      { version: saved.version },
    );
    expect(restored.content.coverUploadId).toBe(oldCover);
    expect(restored.images[String(oldCover)]).toBeDefined();

    // Binned and purged 30 days later: its revisions go with it.
    await ok(editor, 'POST', `/catalogue/events/${made.id}/delete`, { version: restored.version });
    const later = catalogueDesk({
      db: t.database.db,
      files: t.app.ctx.files,
      uploads: uploadService({ db: t.database.db, files: t.app.ctx.files, now: () => new Date() }),
      now: () => new Date(Date.now() + 31 * 24 * 3600 * 1000),
      invalidate: t.app.ctx.cache.invalidate,
    });
    await t.database.db.transaction((tx) => later.purgeDeleted(tx));
    expect(await t.database.db.select().from(events).where(eq(events.id, made.id))).toEqual([]);
    const left = await t.database.db
      .select()
      .from(recordRevisions)
      .where(and(eq(recordRevisions.kind, 'events'), eq(recordRevisions.recordId, made.id)));
    expect(left).toEqual([]);
  });

  it('restores a gallery’s earlier photos and cover', async () => {
    const [a, b, c] = [await uploadImage(editor, 10), await uploadImage(editor, 90), await uploadImage(editor, 170)];
    const photo = (uploadId: number, captionEn: string) => ({ uploadId, captionEn, captionMm: '' });
    const made = await ok<Rec>(editor, 'POST', '/catalogue/galleries', {
      titleEn: 'Robes',
      takenOn: '2026-11-01',
      photos: [photo(a, 'A'), photo(b, 'B')],
      coverIndex: 1,
    });
    const saved = await ok<Rec>(editor, 'POST', `/catalogue/galleries/${made.id}/save`, {
      ...made.content,
      photos: [photo(c, 'C')],
      coverIndex: 0,
      version: made.version,
    });
    const [, first] = await ok<Revision[]>(editor, 'GET', `/catalogue/galleries/${made.id}/revisions`);
    const back = await ok<Rec>(editor, 'POST', `/catalogue/galleries/${made.id}/revisions/${first!.id}/restore`, {
      version: saved.version,
    });
    expect((back.content.photos as { uploadId: number; captionEn: string }[]).map((p) => [p.uploadId, p.captionEn])).toEqual([
      [a, 'A'],
      [b, 'B'],
    ]);
    expect(back.content.coverIndex).toBe(1);
  });
});

describe('restoring a gallery whose photos were removed since', () => {
  it('brings back the photos whose files are kept, leaves out and names the ones gone for good, and keeps the cover on its photo', async () => {
    // A gallery from before the console: its two photos have no upload behind them.
    const seeded = await createGallery(t, { photos: 2, ...publishing('visible') });
    const opened = await ok<Rec>(editor, 'GET', `/catalogue/galleries/${seeded.id}`);
    type Photo = { uploadId: number | null; photoId: number | null; captionEn: string; captionMm: string };
    const [p1, p2] = opened.content.photos as Photo[];
    expect([p1!.captionEn, p2!.captionEn]).toEqual(['Photo 1', 'Photo 2']);
    const [a, b, c] = [await uploadImage(editor, 15), await uploadImage(editor, 95), await uploadImage(editor, 175)];
    const photo = (uploadId: number, captionEn: string) => ({ uploadId, captionEn, captionMm: `${captionEn} (မြန်မာ)` });

    const withAll = await ok<Rec>(editor, 'POST', `/catalogue/galleries/${seeded.id}/save`, {
      ...opened.content,
      photos: [p1, p2, photo(b, 'B'), photo(c, 'C')],
      coverIndex: 3,
      version: opened.version,
    });
    const [kept] = await ok<Revision[]>(editor, 'GET', `/catalogue/galleries/${seeded.id}/revisions`);
    // Photo 1, B and C are removed; B's upload is then gone for good (as a purged upload is).
    const trimmed = await ok<Rec>(editor, 'POST', `/catalogue/galleries/${seeded.id}/save`, {
      ...withAll.content,
      photos: [(withAll.content.photos as Photo[])[1], photo(a, 'A')],
      coverIndex: 1,
      version: withAll.version,
    });
    await t.database.db.delete(uploads).where(eq(uploads.id, b));

    const res = await call(editor, 'POST', `/catalogue/galleries/${seeded.id}/revisions/${kept!.id}/restore`, {
      version: trimmed.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const back = res.json().data as Rec & { notRestored: unknown[]; images: Record<string, unknown> };
    expect((back.content.photos as Photo[]).map((p) => [p.uploadId, p.captionEn])).toEqual([
      [null, 'Photo 2'],
      [c, 'C'],
    ]);
    expect(back.content.coverIndex).toBe(1);
    expect(back.images[String(c)]).toBeDefined();
    expect(back.status).toBe('published');
    expect(back.notRestored).toEqual([
      { field: 'photos', position: 1, labelEn: 'Photo 1', labelMm: '' },
      { field: 'photos', position: 3, labelEn: 'B', labelMm: 'B (မြန်မာ)' },
    ]);
    const audit = await auditOf('gallery', seeded.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'gallery.revert',
      changes: expect.objectContaining({ notRestored: ['photos.1', 'photos.3'] }),
    });

    // Readers see the restored photos.
    await invalidationsDelivered(t);
    const shown = (await publicRead(`/gallery/getDataById/${seeded.id}`)) as { data: { photos: { captionEn: string }[] } };
    expect(shown.data.photos.map((p) => p.captionEn)).toEqual(['Photo 2', 'C']);
  });

  it('names nothing when every photo of the revision is still there', async () => {
    const [a, b] = [await uploadImage(editor, 30), await uploadImage(editor, 60)];
    const made = await ok<Rec>(editor, 'POST', '/catalogue/galleries', {
      titleEn: 'Alms round',
      takenOn: '2026-11-02',
      photos: [{ uploadId: a, captionEn: 'A', captionMm: '' }],
    });
    const saved = await ok<Rec>(editor, 'POST', `/catalogue/galleries/${made.id}/save`, {
      ...made.content,
      photos: [...(made.content.photos as unknown[]), { uploadId: b, captionEn: 'B', captionMm: '' }],
      version: made.version,
    });
    const [, first] = await ok<Revision[]>(editor, 'GET', `/catalogue/galleries/${made.id}/revisions`);
    const back = await ok<Rec & { notRestored: unknown[] }>(
      editor,
      'POST',
      `/catalogue/galleries/${made.id}/revisions/${first!.id}/restore`,
      {
        version: saved.version,
      },
    );
    expect(back.notRestored).toEqual([]);
    expect((back.content.photos as { uploadId: number }[]).map((p) => p.uploadId)).toEqual([a]);
  });
});

describe('revisions of talks and e-books', () => {
  const talk = (overrides: Json = {}): Json => ({ titleEn: `Talk ${marker()}`, speakerEn: 'Sayadaw U Pandita', ...overrides });

  it('keeps a talk’s saves; its author restores their own draft’s, others are refused', async () => {
    const made = await ok<Rec & { titleEn: string }>(author, 'POST', '/talks', talk({ titleEn: 'Talk one' }));
    const saved = await ok<Rec & { titleEn: string }>(author, 'POST', `/talks/${made.id}/save`, {
      ...talk({ titleEn: 'Talk two', seriesEn: 'Retreat 2026' }),
      version: made.version,
    });
    const list = await ok<(Revision & { titleEn: string })[]>(author, 'GET', `/talks/${made.id}/revisions`);
    expect(list.map((r) => [r.titleEn, r.staffName])).toEqual([
      ['Talk two', 'Daw Mya (author)'],
      ['Talk one', 'Daw Mya (author)'],
    ]);
    expect((await call(otherAuthor, 'GET', `/talks/${made.id}/revisions`)).statusCode).toBe(403);
    expect(
      (await call(otherAuthor, 'POST', `/talks/${made.id}/revisions/${list[1]!.id}/restore`, { version: saved.version })).statusCode,
    ).toBe(403);
    expect((await call(store, 'GET', `/talks/${made.id}/revisions`)).statusCode).toBe(403);

    const back = await ok<Rec & { titleEn: string; seriesEn: string }>(
      author,
      'POST',
      `/talks/${made.id}/revisions/${list[1]!.id}/restore`,
      {
        version: saved.version,
      },
    );
    expect([back.titleEn, back.seriesEn, back.version]).toEqual(['Talk one', '', saved.version + 1]);
    expect((await auditOf('talk', made.id)).at(-1)).toMatchObject({ action: 'talk.revert' });
    // An editor sees and restores any talk's history.
    expect(await ok<Revision[]>(editor, 'GET', `/talks/${made.id}/revisions`)).toHaveLength(3);
  });

  it('brings an e-book’s prices back for the store, and keeps today’s prices when an editor restores', async () => {
    const title = `Book ${marker()}`;
    const made = await ok<Rec & { minPriceMmk: number }>(store, 'POST', '/ebooks', {
      titleEn: title,
      authorEn: 'Mahasi Sayadaw',
      minPriceMmk: 300000,
      minPriceUsd: 200,
    });
    const repriced = await ok<Rec>(store, 'POST', `/ebooks/${made.id}/save`, {
      titleEn: 'Renamed',
      authorEn: 'Mahasi Sayadaw',
      minPriceMmk: 500000,
      minPriceUsd: 300,
      version: made.version,
    });
    const [, first] = await ok<Revision[]>(editor, 'GET', `/ebooks/${made.id}/revisions`);
    const byEditor = await ok<Rec & { titleEn: string; minPriceMmk: number; minPriceUsd: number }>(
      editor,
      'POST',
      `/ebooks/${made.id}/revisions/${first!.id}/restore`,
      { version: repriced.version },
    );
    expect([byEditor.titleEn, byEditor.minPriceMmk, byEditor.minPriceUsd]).toEqual([title, 500000, 300]);
    const byStore = await ok<Rec & { minPriceMmk: number; minPriceUsd: number }>(
      store,
      'POST',
      `/ebooks/${made.id}/revisions/${first!.id}/restore`,
      {
        version: byEditor.version,
      },
    );
    expect([byStore.minPriceMmk, byStore.minPriceUsd]).toEqual([300000, 200]);
    expect((await auditOf('ebook', made.id)).map((a) => a.action).slice(-2)).toEqual(['ebook.revert', 'ebook.revert']);
    expect((await call(author, 'GET', `/ebooks/${made.id}/revisions`)).statusCode).toBe(403);
  });
});

describe('bulk actions', () => {
  it('publishes the publishable events in one go and reports the one without a title, with the field it lacks', async () => {
    const titleA = `Bulk A ${marker()}`;
    const a = await ok<Rec>(editor, 'POST', '/catalogue/events', event({ titleEn: titleA }));
    const b = await ok<Rec>(editor, 'POST', '/catalogue/events', event());
    const untitled = await ok<Rec>(editor, 'POST', '/catalogue/events', event({ titleEn: '', titleMm: '' }));
    // Cached before: readers do not see it yet.
    expect((await publicRead(`/event/getDataById/${a.id}`)).respCode).not.toBe('0000');

    const result = await ok<Bulk>(editor, 'POST', '/catalogue/events/bulk', { ids: [untitled.id, a.id, b.id], action: 'publish' });
    expect(result.changed).toBe(2);
    expect(result.done.sort()).toEqual([a.id, b.id].sort());
    expect(result.refused).toEqual([
      expect.objectContaining({ id: untitled.id, respCode: '0422', errors: [expect.objectContaining({ field: 'titleEn' })] }),
    ]);
    await invalidationsDelivered(t);
    expect((await publicRead(`/event/getDataById/${a.id}`)).data.titleEn).toBe(titleA);
    expect((await ok<Rec>(editor, 'GET', `/catalogue/events/${untitled.id}`)).status).toBe('draft');
    const audit = await auditOf('event', a.id);
    expect(audit.at(-1)).toMatchObject({ action: 'event.publish', staffName: 'Ma Hnin (editor)' });
    expect(audit.at(-1)!.changes).toMatchObject({ status: ['draft', 'published'], bulk: true });
    expect((await auditOf('event', untitled.id)).map((e) => e.action)).toEqual(['event.create']);

    // Unpublishing again: the draft one is not in a state for it.
    const off = await ok<Bulk>(editor, 'POST', '/catalogue/events/bulk', { ids: [a.id, b.id, untitled.id], action: 'unpublish' });
    expect(off.done.sort()).toEqual([a.id, b.id].sort());
    expect(off.refused).toEqual([expect.objectContaining({ id: untitled.id, respCode: '0111' })]);
    await invalidationsDelivered(t);
    expect((await publicRead(`/event/getDataById/${a.id}`)).respCode).not.toBe('0000');
  });

  it('bins and restores several records, refusing one already in the state and one that does not exist', async () => {
    const a = await ok<Rec>(editor, 'POST', '/catalogue/banners', { titleEn: 'A' });
    const b = await ok<Rec>(editor, 'POST', '/catalogue/banners', { titleEn: 'B' });
    const binned = await ok<Bulk>(admin, 'POST', '/catalogue/banners/bulk', { ids: [a.id, b.id, 99999999], action: 'delete' });
    expect(binned.done.sort()).toEqual([a.id, b.id].sort());
    expect(binned.refused).toEqual([expect.objectContaining({ id: 99999999, respCode: '0404' })]);
    expect((await ok<Rec>(editor, 'GET', `/catalogue/banners/${a.id}`)).status).toBe('deleted');
    const twice = await ok<Bulk>(editor, 'POST', '/catalogue/banners/bulk', { ids: [a.id], action: 'delete' });
    expect(twice).toEqual({ changed: 0, done: [], refused: [expect.objectContaining({ id: a.id, respCode: '0111' })] });
    const back = await ok<Bulk>(editor, 'POST', '/catalogue/banners/bulk', { ids: [a.id, b.id], action: 'restore' });
    expect(back.changed).toBe(2);
    expect((await ok<Rec>(editor, 'GET', `/catalogue/banners/${b.id}`)).status).toBe('draft');
    // A banner has no image: not publishable, and says so.
    const publish = await ok<Bulk>(editor, 'POST', '/catalogue/banners/bulk', { ids: [a.id], action: 'publish' });
    expect(publish.refused[0]!.errors).toEqual([expect.objectContaining({ field: 'coverUploadId' })]);
  });

  it('refuses to make two live settings active at once', async () => {
    const one = await ok<Rec>(editor, 'POST', '/catalogue/live', { titleEn: 'One', streamUrl: 'https://live.example.org/a.m3u8' });
    const two = await ok<Rec>(editor, 'POST', '/catalogue/live', { titleEn: 'Two', streamUrl: 'https://live.example.org/b.m3u8' });
    const res = await call(editor, 'POST', '/catalogue/live/bulk', { ids: [one.id, two.id], action: 'publish' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'ids' })]);
    expect((await ok<Rec>(editor, 'GET', `/catalogue/live/${one.id}`)).status).toBe('draft');
  });

  it.each(['author', 'store', 'care'] as const)('refuses %s a catalogue bulk action with 403, changing nothing', async (role) => {
    const caller = { author, store, care }[role];
    const made = await ok<Rec>(editor, 'POST', '/catalogue/events', event());
    expect((await call(caller, 'POST', '/catalogue/events/bulk', { ids: [made.id], action: 'delete' })).statusCode).toBe(403);
    expect((await ok<Rec>(editor, 'GET', `/catalogue/events/${made.id}`)).status).toBe('draft');
  });

  it('refuses a bulk action without records, with too many or of an unknown kind, naming the field', async () => {
    const empty = await call(editor, 'POST', '/catalogue/events/bulk', { ids: [], action: 'delete' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual([expect.objectContaining({ field: 'ids' })]);
    const many = await call(editor, 'POST', '/talks/bulk', { ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'delete' });
    expect(many.json().errors).toEqual([expect.objectContaining({ field: 'ids' })]);
    const unknown = await call(editor, 'POST', '/ebooks/bulk', { ids: [1], action: 'archive' });
    expect(unknown.json().errors).toEqual([expect.objectContaining({ field: 'action' })]);
  });

  it('lets an author bin their own talk drafts but not another’s, and never publish', async () => {
    const mine = await ok<Rec>(author, 'POST', '/talks', talkOf());
    const theirs = await ok<Rec>(otherAuthor, 'POST', '/talks', talkOf());
    expect((await call(author, 'POST', '/talks/bulk', { ids: [mine.id], action: 'publish' })).statusCode).toBe(403);
    const result = await ok<Bulk>(author, 'POST', '/talks/bulk', { ids: [mine.id, theirs.id], action: 'delete' });
    expect(result.done).toEqual([mine.id]);
    expect(result.refused).toEqual([expect.objectContaining({ id: theirs.id, respCode: '0403' })]);
    expect((await ok<Rec>(otherAuthor, 'GET', `/talks/${theirs.id}`)).status).toBe('draft');
    expect((await auditOf('talk', mine.id)).at(-1)).toMatchObject({ action: 'talk.delete' });
  });

  it('publishes talks with their audio, refuses one without, and the podcast pages follow', async () => {
    const ready = await createTalk(t, { state: 'draft', speakerEn: 'Sayadaw', titleEn: `Ready ${marker()}` });
    const silent = await ok<Rec>(editor, 'POST', '/talks', talkOf());
    const result = await ok<Bulk>(editor, 'POST', '/talks/bulk', { ids: [ready.id, silent.id], action: 'publish' });
    expect(result.done).toEqual([ready.id]);
    expect(result.refused[0]).toMatchObject({ id: silent.id, respCode: '0422' });
    expect(result.refused[0]!.errors!.map((e) => e.field)).toContain('audioUploadId');
    const [row] = await t.database.db.select().from(talks).where(eq(talks.id, ready.id));
    expect(row!.published).toBe(true);
    await invalidationsDelivered(t);
    expect((await publicRead(`/podcast/getDataById/${ready.id}`)).data.id).toBe(ready.id);
    const off = await ok<Bulk>(editor, 'POST', '/talks/bulk', { ids: [ready.id], action: 'unpublish' });
    expect(off.changed).toBe(1);
    await invalidationsDelivered(t);
    expect((await publicRead(`/podcast/getDataById/${ready.id}`)).respCode).not.toBe('0000');
  });

  it('publishes e-books for the store, refusing one on sale without its PDF', async () => {
    const withPdf = await createContentEbook(t, { state: 'draft', authorEn: 'Mahasi Sayadaw', fileKey: 'ebooks/test.pdf' });
    const noPdf = await createContentEbook(t, { state: 'draft', authorEn: 'Mahasi Sayadaw', fileKey: null });
    const result = await ok<Bulk>(store, 'POST', '/ebooks/bulk', { ids: [withPdf.id, noPdf.id], action: 'publish' });
    expect(result.done).toEqual([withPdf.id]);
    expect(result.refused[0]!.errors!.map((e) => e.field)).toEqual(['pdfUploadId']);
    const rows = await t.database.db
      .select({ id: ebooks.id, published: ebooks.published })
      .from(ebooks)
      .where(inArray(ebooks.id, [withPdf.id, noPdf.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.published]))).toEqual({ [withPdf.id]: true, [noPdf.id]: false });
    expect((await call(author, 'POST', '/ebooks/bulk', { ids: [withPdf.id], action: 'unpublish' })).statusCode).toBe(403);
  });
});

const talkOf = (): Json => ({ titleEn: `Talk ${marker()}`, speakerEn: 'Sayadaw U Pandita' });

describe('the uploads a revision names', () => {
  it('are every upload id in the content, photos included', () => {
    expect(
      uploadIdsIn({
        coverUploadId: 4,
        audioUploadId: null,
        pdfUploadId: 9,
        photos: [
          { uploadId: 7, photoId: 3 },
          { uploadId: null, photoId: 5 },
        ],
        sortOrder: 2,
      }),
    ).toEqual([4, 7, 9]);
  });
});
