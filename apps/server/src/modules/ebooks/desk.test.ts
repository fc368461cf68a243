import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskEbookContent } from '@mahasi/contract/staff-ebooks';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { errorFields } from '../../test/fields.js';
import { mp3, pdfBook } from '../../test/media.js';
import { listen, uploadResumable, uploadedId } from '../../test/tus.js';
import { createContentEbook, createEbookCategory } from '../content/test-factories.js';
import { ebooks } from '../content/schema.js';
import { auditLog } from '../staff/schema.js';
import { createStaffTeam, staffCall, type TestStaff, createDraft } from '../staff/test-factories.js';
import { orderItems, orders } from '../store/schema.js';
import { seedFees } from '../store/test-factories.js';

let t: TestApp;
let admin: TestStaff, editor: TestStaff, author: TestStaff, store: TestStaff, care: TestStaff;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX_SECRET: 'test-sandbox-secret-0123' });
  await listen(t);
  await seedFees(t);
  [admin, editor, author, store, care] = await createStaffTeam(t, [
    'admin',
    'editor',
    'author',
    ['store', { fullName: 'Ma Store' }],
    'care',
  ]);
});
afterAll(() => t.close());

let seq = 0;
const content = (overrides: Partial<DeskEbookContent> = {}): DeskEbookContent => ({
  titleEn: `The Progress of Insight ${++seq}`,
  titleMm: `ဝိပဿနာ ဉာဏ်စဉ် ${seq}`,
  authorEn: 'Mahasi Sayadaw',
  authorMm: 'မဟာစည်ဆရာတော်',
  descriptionEn: 'A treatise on the stages of insight.',
  descriptionMm: '',
  categoryId: null,
  status: 'available',
  language: 'en',
  pdfUploadId: null,
  coverUploadId: null,
  minPriceMmk: 0,
  minPriceUsd: 0,
  ...overrides,
});

const pdfUpload = async (by: TestStaff, pages = 3) => uploadedId(t, by.token, 'pdf', await pdfBook(pages), 'book.pdf');
const draft = (by: TestStaff, overrides: Partial<DeskEbookContent> = {}) => createDraft(t, by, '/ebooks', content(overrides));

const act = (by: TestStaff, id: number, action: string, body: object) => staffCall(t, 'POST', `/ebooks/${id}/${action}`, by.token, body);
const publicDetail = (id: number) => t.member('GET', `/ebook/getDataById/${id}`, undefined);
const publicList = (title: string) => t.member('POST', '/ebook/getDataByPagination', undefined, { searchObj: { title }, pageSize: 50 });

describe('who may use the e-books desk', () => {
  it('lets admins, editors and the store keep books; refuses authors and care with 403', async () => {
    for (const [who, expected] of [
      [admin, 200],
      [editor, 200],
      [store, 200],
      [author, 403],
      [care, 403],
    ] as const) {
      expect((await staffCall(t, 'POST', '/ebooks/list', who.token, {})).statusCode, who.role).toBe(expected);
      expect((await staffCall(t, 'POST', '/ebooks', who.token, content())).statusCode, who.role).toBe(expected);
      expect((await staffCall(t, 'GET', '/ebooks/categories', who.token)).statusCode, who.role).toBe(expected);
    }
  });

  it('lets only the store and admins set prices: an editor’s price change is refused with 403 and changes nothing', async () => {
    expect((await staffCall(t, 'POST', '/ebooks', editor.token, content({ minPriceMmk: 100000 }))).statusCode).toBe(403);
    const book = await draft(editor);
    const priced = await act(editor, book.id, 'save', {
      ...content({ titleEn: book.titleEn, minPriceMmk: 100000 }),
      version: book.version,
    });
    expect(priced.statusCode).toBe(403);
    // Other fields are the editor's to change, prices kept as they are.
    const edited = await act(editor, book.id, 'save', { ...content({ titleEn: 'Edited by the editor' }), version: book.version });
    expect(edited.json().data).toMatchObject({ titleEn: 'Edited by the editor', minPriceMmk: 0 });
    const byStore = await act(store, book.id, 'save', {
      ...content({ titleEn: 'Edited by the editor', minPriceMmk: 300000, minPriceUsd: 150 }),
      version: edited.json().data.version,
    });
    expect(byStore.json().data).toMatchObject({ minPriceMmk: 300000, minPriceUsd: 150, updatedByName: 'Ma Store' });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(book.id)));
    expect(audit.filter((row) => row.entityType === 'ebook').map((row) => row.action)).toContain('ebook.price');
  });
});

describe('a book from upload to the store', () => {
  it('takes the page count from the uploaded PDF, publishes with prices, and shows in the store at once', async () => {
    const category = await createEbookCategory(t, { nameEn: 'Insight', nameMm: 'ဝိပဿနာ' });
    const pdfUploadId = await pdfUpload(store, 7);
    const book = (
      await staffCall(
        t,
        'POST',
        '/ebooks',
        store.token,
        content({ titleEn: 'Manual of Insight', pdfUploadId, categoryId: category.id, minPriceMmk: 500000, minPriceUsd: 300 }),
      )
    ).json().data;
    expect(book).toMatchObject({ state: 'draft', pdf: { pageCount: 7 }, pdfUploadId, publishedAt: null });
    // A description typed as plain text is kept as paragraphs, escaped.
    expect(book.descriptionEn).toBe('<p>A treatise on the stages of insight.</p>');
    expect(JSON.stringify(book)).not.toContain('ebooks/');

    expect((await publicList('Manual of Insight')).headers['x-cache']).toBe('miss');
    expect((await publicList('Manual of Insight')).headers['x-cache']).toBe('hit');
    const published = (await act(store, book.id, 'publish', { version: book.version })).json().data;
    expect(published.state).toBe('published');
    const list = await publicList('Manual of Insight');
    expect(list.headers['x-cache']).toBe('miss');
    expect(list.json().data.dataList).toEqual([
      expect.objectContaining({
        id: book.id,
        pageCount: 7,
        minPriceMmk: 500000,
        minPriceUsd: 300,
        categoryNameEn: 'Insight',
        status: 'available',
      }),
    ]);
    // The PDF is private: no public reply names it.
    expect(JSON.stringify((await publicDetail(book.id)).json())).not.toMatch(/\.pdf/);

    const unpublished = (await act(editor, book.id, 'unpublish', { version: published.version })).json().data;
    expect(unpublished.state).toBe('draft');
    expect((await publicDetail(book.id)).statusCode).toBe(404);
    const binned = (await act(editor, book.id, 'delete', { version: unpublished.version })).json().data;
    expect(binned.state).toBe('deleted');
    const restored = (await act(editor, book.id, 'restore', { version: binned.version })).json().data;
    expect(restored).toMatchObject({ state: 'draft', deletedAt: null });
  });

  it('publishes a book for sale only with its PDF and both prices: 422 naming each field', async () => {
    const book = await draft(store, { titleEn: '', titleMm: '', authorEn: '', authorMm: '' });
    const res = await act(store, book.id, 'publish', { version: book.version });
    expect(res.statusCode).toBe(422);
    expect(errorFields(res)).toEqual(['authorEn', 'minPriceMmk', 'minPriceUsd', 'pdfUploadId', 'titleEn']);
    // A book announced as coming soon needs neither yet.
    const soon = await draft(store, { status: 'coming_soon' });
    expect((await act(store, soon.id, 'publish', { version: soon.version })).json().data.state).toBe('published');
  });

  it('refuses bad input with 422 naming the field, and an audio upload as the book', async () => {
    const audio = await uploadResumable(t, editor.token, 'audio', mp3(5), 'talk.mp3');
    for (const [body, field] of [
      [content({ pdfUploadId: audio.json.data.uploadId }), 'pdfUploadId'],
      [{ ...content(), minPriceMmk: -1 }, 'minPriceMmk'],
      [{ ...content(), minPriceUsd: 2.5 }, 'minPriceUsd'],
      [{ ...content(), minPriceMmk: '5000' }, 'minPriceMmk'],
      [{ ...content(), status: 'sold_out' }, 'status'],
      [{ ...content(), language: 'fr' }, 'language'],
      [content({ categoryId: 999999 }), 'categoryId'],
    ] as const) {
      const res = await staffCall(t, 'POST', '/ebooks', store.token, body);
      expect(res.statusCode, field).toBe(422);
      expect(JSON.stringify(res.json().errors), field).toContain(`"field":"${field}"`);
    }
    const broken = await uploadResumable(t, store.token, 'pdf', Buffer.from('%PDF-1.7\nnot really a pdf'), 'broken.pdf');
    expect(broken.status).toBe(422);
  });

  it('refuses a save from an old version with 0108', async () => {
    const book = await draft(store);
    await act(admin, book.id, 'save', { ...content({ titleEn: 'By the admin' }), version: book.version });
    const stale = await act(store, book.id, 'save', { ...content({ titleEn: 'By the store' }), version: book.version });
    expect(stale.json()).toMatchObject({ respCode: '0108', data: { conflict: { by: 'Test admin' } } });
  });
});

describe('a price change and the store', () => {
  const member = (m: TestMember) => ({
    call: async (method: 'GET' | 'POST', url: string, body?: unknown) => (await t.member(method, url, m.token, body)).json(),
  });

  it('never alters an order already placed; a cart shows and is charged the new minimum', async () => {
    const book = await createContentEbook(t, {
      titleEn: 'A priced book',
      authorEn: 'Mahasi Sayadaw',
      minPriceMmk: 500000,
      minPriceUsd: 250,
      status: 'available',
      published: true,
      publishedAt: new Date(Date.now() - 60_000),
      fileKey: 'ebooks/none.pdf',
    });
    const buyer = member(await createMember(t));
    const cartId = (await buyer.call('POST', '/cart/save-cart', { currencyCode: 'MMK' })).data.id;
    const item = (await buyer.call('POST', '/cart/add-item', { cartId, ebookId: book.id, currencyCode: 'MMK', quantity: 1, extraText: '' }))
      .data;
    const placed = await buyer.call('POST', '/payment/checkoutPayment', { cartItemIds: [item.cartItemId], currencyCode: 'MMK' });
    expect(placed.respCode).toBe('0000');
    const [before] = await t.database.db.select().from(orders).where(eq(orders.id, placed.data.orderId));

    // A second member has the book in their cart (read once, so that it is cached).
    const other = member(await createMember(t));
    const otherCart = (await other.call('POST', '/cart/save-cart', { currencyCode: 'MMK' })).data.id;
    const otherItem = (
      await other.call('POST', '/cart/add-item', { cartId: otherCart, ebookId: book.id, currencyCode: 'MMK', quantity: 1, extraText: '' })
    ).data;
    expect((await other.call('GET', `/cart/cart-item-list/${otherCart}`)).data.items[0].unitMinPrice).toBe(500000);

    const current = (await staffCall(t, 'GET', `/ebooks/${book.id}`, store.token)).json().data;
    const {
      id: _id,
      version,
      state: _s,
      pdf: _p,
      cover: _c,
      publishedAt: _pa,
      updatedAt: _u,
      updatedByName: _n,
      createdAt: _ca,
      deletedAt: _d,
      ...rest
    } = current;
    const repriced = await act(store, book.id, 'save', { ...rest, minPriceMmk: 700000, version });
    expect(repriced.json(), JSON.stringify(repriced.json())).toMatchObject({ data: { minPriceMmk: 700000 } });

    // The placed order keeps what it was placed at.
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, placed.data.orderId));
    expect(after).toMatchObject({ subtotal: before!.subtotal, netAmount: before!.netAmount, serviceFee: before!.serviceFee });
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, placed.data.orderId));
    expect(line!.unitPrice).toBe(500000);

    // The other cart shows the new minimum at once, and its checkout is charged it.
    expect((await other.call('GET', `/cart/cart-item-list/${otherCart}`)).data.items[0].unitMinPrice).toBe(700000);
    // A checkout page drawn before the change names the old total: nothing is ordered, the new total is said.
    const ordersBefore = (await t.database.db.select().from(orders)).length;
    const stale = await other.call('POST', '/payment/checkoutPayment', {
      cartItemIds: [otherItem.cartItemId],
      currencyCode: 'MMK',
      expectedNetAmount: before!.netAmount,
    });
    expect(stale).toMatchObject({ respCode: '0032' });
    expect(stale.data.netAmount).toBeGreaterThan(before!.netAmount);
    expect(await t.database.db.select().from(orders)).toHaveLength(ordersBefore);
    const second = await other.call('POST', '/payment/checkoutPayment', {
      cartItemIds: [otherItem.cartItemId],
      currencyCode: 'MMK',
      expectedNetAmount: stale.data.netAmount,
    });
    const [charged] = await t.database.db.select().from(orders).where(eq(orders.id, second.data.orderId));
    expect(charged).toMatchObject({ subtotal: 700000, netAmount: stale.data.netAmount });
  });
});

describe('the bin', () => {
  it('removes a book 30 days after it was binned, but keeps a book someone bought', async () => {
    const sold = await createContentEbook(t, {
      titleEn: 'A sold book',
      authorEn: 'Mahasi Sayadaw',
      minPriceMmk: 100000,
      minPriceUsd: 100,
      published: true,
      publishedAt: new Date(Date.now() - 60_000),
      fileKey: 'ebooks/sold.pdf',
    });
    const buyer = await createMember(t);
    const call = async (method: 'POST', url: string, body: unknown) => (await t.member(method, url, buyer.token, body)).json();
    const cartId = (await call('POST', '/cart/save-cart', { currencyCode: 'MMK' })).data.id;
    const item = (await call('POST', '/cart/add-item', { cartId, ebookId: sold.id, currencyCode: 'MMK', quantity: 1, extraText: '' })).data;
    expect((await call('POST', '/payment/checkoutPayment', { cartItemIds: [item.cartItemId], currencyCode: 'MMK' })).respCode).toBe('0000');
    const unsold = await draft(store, { titleEn: 'An unsold book', pdfUploadId: await pdfUpload(store) });

    for (const id of [sold.id, unsold.id]) {
      const { version } = (await staffCall(t, 'GET', `/ebooks/${id}`, store.token)).json().data;
      expect((await act(store, id, 'delete', { version })).statusCode).toBe(200);
      await t.database.db
        .update(ebooks)
        .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
        .where(eq(ebooks.id, id));
    }
    await t.app.ctx.jobs.runJob('ebooks.purgeDeleted');
    expect(await t.database.db.select().from(ebooks).where(eq(ebooks.id, unsold.id))).toEqual([]);
    expect(await t.database.db.select().from(ebooks).where(eq(ebooks.id, sold.id))).toHaveLength(1);
  });
});

describe('e-book categories', () => {
  it('are created in both languages, ordered, renamed, merged and deleted; a name is used once', async () => {
    const a = (
      await staffCall(t, 'POST', '/ebooks/categories', editor.token, { nameEn: 'Chanting books', nameMm: 'ပရိတ်စာအုပ်', sortOrder: 5 })
    ).json().data;
    expect(a).toMatchObject({ nameEn: 'Chanting books', sortOrder: 5, bookCount: 0 });
    const clash = await staffCall(t, 'POST', '/ebooks/categories', editor.token, { nameEn: 'chanting books', nameMm: 'x' });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors[0].field).toBe('nameEn');
    const b = (await staffCall(t, 'POST', '/ebooks/categories', editor.token, { nameEn: 'Paritta', nameMm: 'ပရိတ်', sortOrder: 1 })).json()
      .data;
    const renamed = (
      await staffCall(t, 'POST', `/ebooks/categories/${a.id}`, editor.token, { nameEn: 'Chanting', nameMm: 'ပရိတ်တော်', sortOrder: 0 })
    ).json().data;
    expect(renamed).toMatchObject({ nameEn: 'Chanting', sortOrder: 0 });

    const book = await draft(store, { categoryId: a.id });
    // In use: deleted only with somewhere to move its books.
    const refused = (await staffCall(t, 'POST', `/ebooks/categories/${a.id}/delete`, editor.token, {})).json();
    expect(refused.respCode).toBe('0112');
    await staffCall(t, 'POST', `/ebooks/categories/${a.id}/merge`, editor.token, { intoId: b.id });
    expect((await staffCall(t, 'GET', `/ebooks/${book.id}`, store.token)).json().data.categoryId).toBe(b.id);
    const names = (await staffCall(t, 'GET', '/ebooks/categories', store.token)).json().data.map((c: { nameEn: string }) => c.nameEn);
    expect(names).not.toContain('Chanting');
    expect((await staffCall(t, 'POST', `/ebooks/categories/${b.id}/merge`, editor.token, { intoId: b.id })).statusCode).toBe(422);
    const empty = (await staffCall(t, 'POST', '/ebooks/categories', editor.token, { nameEn: 'Empty shelf', nameMm: 'ဗလာ' })).json().data;
    expect((await staffCall(t, 'POST', `/ebooks/categories/${empty.id}/delete`, editor.token, {})).json().respCode).toBe('0000');
    // The public list follows.
    const publicNames = (await t.member('POST', '/ebookCategory/getDataByPagination', undefined, {}))
      .json()
      .data.dataList.map((c: { nameEn: string }) => c.nameEn);
    expect(publicNames).not.toContain('Empty shelf');
    expect(publicNames).toContain('Paritta');
  });
});
