import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, invalidationsDelivered, type TestApp } from '../../test/app.js';
import { contents } from '../content/schema.js';
import { createContent, publishing } from '../content/test-factories.js';
import { auditLog } from '../staff/schema.js';
import { createStaffTeam, staffCall, type TestStaff } from '../staff/test-factories.js';

/** The site's own pages (the `contents` table) as a kind of the catalogue: /admin-api/catalogue/pages. */

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
interface Record_ {
  id: number;
  version: number;
  status: string;
  content: Json;
  publicPath: string | null;
  protected: boolean;
}
const call = (by: TestStaff, url: string, body?: unknown, method: 'GET' | 'POST' = 'POST') =>
  staffCall(t, method, `/catalogue/pages${url}`, by.token, body);
async function ok(by: TestStaff, url: string, body?: unknown, method: 'GET' | 'POST' = 'POST'): Promise<Record_> {
  const res = await call(by, url, body, method);
  const json = res.json();
  if (res.statusCode !== 200 || json.respCode !== '0000') throw new Error(`${url}: ${res.statusCode} ${JSON.stringify(json)}`);
  return json.data as Record_;
}
/** The 422's field errors. */
async function refused(by: TestStaff, url: string, body: unknown): Promise<{ field: string; message: string }[]> {
  const res = await call(by, url, body);
  expect(res.statusCode, JSON.stringify(res.json())).toBe(422);
  return res.json().errors;
}
const bySlug = async (slug: string) => (await t.member('GET', `/content/getDataBySlug/${slug}`, undefined)).json();

let counter = 0;
const slugOf = () => `page-${process.pid.toString(36)}-${++counter}`;
const page = (overrides: Json = {}): Json => ({
  slug: slugOf(),
  titleEn: 'Retreat rules',
  titleMm: 'ရိပ်သာ စည်းကမ်းများ',
  bodyEn: '<p>Keep noble silence.</p><script>alert(1)</script>',
  bodyMm: '<p>အရိယာ ဆိတ်ဆိတ်နေပါ။</p>',
  ...overrides,
});

describe('who may keep the site’s pages', () => {
  it.each(['author', 'store', 'care'] as const)('refuses %s with 403', async (role) => {
    const caller = { author, store, care }[role];
    const made = await ok(editor, '', page());
    expect((await call(caller, '/list', {})).statusCode).toBe(403);
    expect((await call(caller, '', page())).statusCode).toBe(403);
    expect((await call(caller, `/${made.id}`, undefined, 'GET')).statusCode).toBe(403);
    expect((await call(caller, `/${made.id}/save`, { ...page(), version: made.version })).statusCode).toBe(403);
    expect((await call(caller, `/${made.id}/publish`, { version: made.version })).statusCode).toBe(403);
    expect((await call(caller, `/${made.id}/delete`, { version: made.version })).statusCode).toBe(403);
  });

  it('lets editors and admins list, write and publish them', async () => {
    for (const who of [editor, admin]) {
      expect((await call(who, '/list', {})).statusCode).toBe(200);
      const made = await ok(who, '', page());
      expect((await ok(who, `/${made.id}/publish`, { version: made.version })).status).toBe('published');
    }
  });
});

describe('a page', () => {
  it('is a draft until published, sanitised, audited, and read by its name once published', async () => {
    const slug = slugOf();
    const made = await ok(editor, '', page({ slug }));
    expect(made).toMatchObject({ status: 'draft', publicPath: null });
    expect(made.content).toMatchObject({ slug, titleEn: 'Retreat rules' });
    expect(made.content.bodyEn).not.toContain('script');
    expect((await bySlug(slug)).respCode).not.toBe('0000');

    const published = await ok(editor, `/${made.id}/publish`, { version: made.version });
    await invalidationsDelivered(t);
    expect((await bySlug(slug)).data).toMatchObject({ slug, titleMm: 'ရိပ်သာ စည်းကမ်းများ', bodyEn: '<p>Keep noble silence.</p>' });

    // A new name moves it: the old one answers nothing.
    const renamed = `${slug}-new`;
    await ok(editor, `/${made.id}/save`, { ...page({ slug: renamed }), version: published.version });
    await invalidationsDelivered(t);
    expect((await bySlug(slug)).respCode).not.toBe('0000');
    expect((await bySlug(renamed)).data.id).toBe(made.id);

    const list = await ok(editor, '/list', { searchObj: { text: 'Retreat rules' }, pageSize: 100 });
    expect((list as unknown as { dataList: { id: number; facts: Json }[] }).dataList).toContainEqual(
      expect.objectContaining({ id: made.id, facts: { slug: renamed } }),
    );
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(made.id)));
    expect(audit.filter((entry) => entry.entityType === 'page').map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['page.create', 'page.publish', 'page.save']),
    );
  });

  it('needs a title and a text in one language to be published', async () => {
    const made = await ok(editor, '', page({ titleEn: '', titleMm: '', bodyEn: '<p> </p>', bodyMm: '' }));
    const errors = await refused(editor, `/${made.id}/publish`, { version: made.version });
    expect(errors.map((e) => e.field).sort()).toEqual(['bodyEn', 'titleEn']);
  });
});

describe('page names', () => {
  it.each([
    ['capitals', 'About-Us'],
    ['spaces', 'about us'],
    ['underscores', 'about_us'],
    ['a leading hyphen', '-about'],
    ['two hyphens in a row', 'about--us'],
    ['letters of another script', 'ဆက်သွယ်ရန်'],
    ['nothing', ''],
  ])('refuses %s with 422 naming the field', async (_what, slug) => {
    const errors = await refused(editor, '', page({ slug }));
    expect(errors).toEqual([expect.objectContaining({ field: 'slug' })]);
    expect(errors[0]!.message).toMatch(/^Page name (must be lowercase letters, digits and hyphens between them|is required)$/);
  });

  it('refuses one longer than the public address allows', async () => {
    const errors = await refused(editor, '', page({ slug: 'a'.repeat(81) }));
    expect(errors).toEqual([expect.objectContaining({ field: 'slug', message: 'Page name must be at most 80 characters' })]);
  });

  it('refuses a name another page has, even one in the bin, and stores nothing', async () => {
    const slug = slugOf();
    const first = await ok(editor, '', page({ slug }));
    await ok(editor, `/${first.id}/delete`, { version: first.version });
    const before = await t.database.db.select().from(contents);
    const errors = await refused(editor, '', page({ slug }));
    expect(errors).toEqual([{ field: 'slug', message: 'Page name is already used by another page' }]);
    expect(await t.database.db.select().from(contents)).toHaveLength(before.length);

    const other = await ok(editor, '', page());
    expect(await refused(editor, `/${other.id}/save`, { ...page({ slug }), version: other.version })).toEqual([
      { field: 'slug', message: 'Page name is already used by another page' },
    ]);
    // Its own name is no clash.
    await ok(editor, `/${other.id}/save`, { ...page({ slug: other.content.slug }), version: other.version });
  });

  it('gives two pages created at once different names or refuses one', async () => {
    const slug = slugOf();
    const replies = await Promise.all([call(editor, '', page({ slug })), call(admin, '', page({ slug }))]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });
});

describe('the contact page', () => {
  let contact: Record_;
  beforeAll(async () => {
    const row = await createContent(t, {
      slug: 'contact',
      titleEn: 'Contact Us',
      titleMm: 'ဆက်သွယ်ရန်',
      bodyEn: '<p>Office hours: daily 8:00 am – 4:00 pm.</p>',
      bodyMm: '<p>ရုံးဖွင့်ချိန် - နေ့စဉ်</p>',
      ...publishing('visible'),
    });
    contact = await ok(editor, `/${row.id}`, undefined, 'GET');
  });

  it('shows an edit on the public contact page at once, though its reply was cached', async () => {
    expect(contact).toMatchObject({ status: 'published', publicPath: '/contact-us' });
    // A reader's read fills the cache.
    expect((await bySlug('contact')).data.bodyEn).toContain('8:00 am');
    expect((await bySlug('contact')).data.bodyEn).toContain('8:00 am');

    const saved = await ok(editor, `/${contact.id}/save`, {
      ...contact.content,
      bodyEn: '<p>Office hours: daily 7:00 am – 5:00 pm.</p>',
      version: contact.version,
    });
    await invalidationsDelivered(t);
    expect((await bySlug('contact')).data).toMatchObject({
      bodyEn: '<p>Office hours: daily 7:00 am – 5:00 pm.</p>',
      titleEn: 'Contact Us',
    });
    contact = saved;
  });

  it('cannot be renamed, taken off the site or moved to the bin, and says why', async () => {
    expect(await refused(editor, `/${contact.id}/save`, { ...contact.content, slug: 'contact-us', version: contact.version })).toEqual([
      { field: 'slug', message: 'Page name cannot be changed: the public page /contact-us finds this page by it' },
    ]);
    expect(await refused(admin, `/${contact.id}/delete`, { version: contact.version })).toEqual([
      { field: 'slug', message: 'Page name is read by the public page /contact-us: this page cannot be moved to the bin' },
    ]);
    expect(await refused(admin, `/${contact.id}/unpublish`, { version: contact.version })).toEqual([
      { field: 'slug', message: 'Page name is read by the public page /contact-us: this page cannot be taken off the site' },
    ]);
    const [row] = await t.database.db.select().from(contents).where(eq(contents.id, contact.id));
    expect(row).toMatchObject({ slug: 'contact', published: true, deletedAt: null, version: contact.version });
    expect((await bySlug('contact')).respCode).toBe('0000');
  });

  it('is marked protected for the console, in its record and its list row, and no other page is', async () => {
    expect((await ok(editor, `/${contact.id}`, undefined, 'GET')).protected).toBe(true);
    const other = await ok(editor, '', page());
    expect(other.protected).toBe(false);
    const list = (await ok(editor, '/list', { pageSize: 100, sortBy: 'id', orderBy: 'DESC' })) as unknown as {
      dataList: { id: number; protected: boolean }[];
    };
    expect(list.dataList.find((r) => r.id === contact.id)?.protected).toBe(true);
    expect(list.dataList.find((r) => r.id === other.id)?.protected).toBe(false);
  });
});
