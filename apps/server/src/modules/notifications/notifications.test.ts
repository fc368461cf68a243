import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { notificationService } from './service.js';

let t: TestApp;
let service: ReturnType<typeof notificationService>;
beforeAll(async () => {
  t = await createTestApp();
  // The app's own service: its writes drop this process's cached replies at once, as a request's do
  // (a bare service only NOTIFYs, which PostgreSQL delivers a moment later).
  service = notificationService(t.database.db, t.app.ctx.cache.invalidate);
});
afterAll(() => t.close());

const page = (token: string, searchObj: object = {}, pageNo = 1) =>
  t.member('POST', '/notification/viewDataByPagination', token, {
    pageNo,
    pageSize: 50,
    sortBy: 'updated_time',
    orderBy: 'DESC',
    searchObj: { status: '0', type: 'in_app', ...searchObj },
  });

const unread = async (token: string) => (await t.member('GET', '/notification/getUnreadCount', token)).json().data.count as number;

describe('notifications', () => {
  it("shows a member their own notifications and broadcasts, never another member's", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    await service.broadcast({ notiType: 1, subject: 'New Dhamma talk', content: '<p>Listen to the new talk</p>', link: '/podcasts/1' });
    await service.notifyUser(a.id, { notiType: 6, subject: 'Reply from the Yogi care team', content: '<p>Sadhu, your question…</p>' });
    const forA = (await page(a.token)).json().data;
    const forB = (await page(b.token)).json().data;
    expect(forA.dataList.map((n: { subject: string }) => n.subject)).toEqual(
      expect.arrayContaining(['New Dhamma talk', 'Reply from the Yogi care team']),
    );
    expect(forB.dataList.map((n: { subject: string }) => n.subject)).toContain('New Dhamma talk');
    expect(forB.dataList.map((n: { subject: string }) => n.subject)).not.toContain('Reply from the Yogi care team');
  });

  it('filters by notiType and pages 50 at a time, newest first', async () => {
    const member = await createMember(t);
    // Event broadcasts other tests sent before this one reach every member, this one too.
    const broadcastEvents = (await page(member.token, { notiType: 3 })).json().data.numOfRows as number;
    const base = Date.now() - 120_000;
    for (let i = 0; i < 55; i++) {
      await service.notifyUser(member.id, {
        notiType: i % 2 === 0 ? 3 : 5,
        subject: `Item ${i}`,
        content: `<p>${i}</p>`,
        at: new Date(base + i * 1000),
      });
    }
    const first = (await page(member.token)).json().data;
    expect(first.dataList).toHaveLength(50);
    expect(first.numOfRows).toBeGreaterThanOrEqual(55);
    // Newest first (broadcasts of other tests may be newer still).
    expect(first.dataList.find((n: { subject: string }) => n.subject.startsWith('Item')).subject).toBe('Item 54');
    const second = (await page(member.token, {}, 2)).json().data;
    expect(second.dataList.length).toBe(first.numOfRows - 50);
    const events = (await page(member.token, { notiType: 3 })).json().data;
    expect(events.numOfRows).toBe(broadcastEvents + 28);
    expect(events.dataList.every((n: { notiType: number }) => n.notiType === 3)).toBe(true);
  });

  it('counts unread ones; reading one, then all, brings the count down', async () => {
    const member = await createMember(t);
    const before = await unread(member.token);
    const id = await service.notifyUser(member.id, { notiType: 5, subject: 'Retreat schedule', content: '<p>…</p>' });
    await service.notifyUser(member.id, { notiType: 5, subject: 'Kathina', content: '<p>…</p>' });
    expect(await unread(member.token)).toBe(before + 2);
    expect((await t.member('POST', '/notification/markAsRead', member.token, { id })).json().respCode).toBe('0000');
    expect(await unread(member.token)).toBe(before + 1);
    const list = (await page(member.token)).json().data.dataList;
    expect(list.find((n: { id: number }) => n.id === id).isRead).toBe(true);
    await t.member('POST', '/notification/markAllAsRead', member.token, {});
    expect(await unread(member.token)).toBe(0);
  });

  it("does not let another member read or mark someone's notifications", async () => {
    const owner = await createMember(t);
    const other = await createMember(t);
    const id = await service.notifyUser(owner.id, { notiType: 6, subject: 'Private reply', content: '<p>…</p>' });
    expect((await page(other.token, { userId: owner.id })).statusCode).toBe(403);
    expect((await t.member('POST', '/notification/markAsRead', other.token, { id })).statusCode).toBe(404);
    expect((await page(owner.token)).json().data.dataList.find((n: { id: number }) => n.id === id).isRead).toBe(false);
  });

  it('strips script tags and event handlers from the content', async () => {
    const member = await createMember(t);
    await service.notifyUser(member.id, {
      notiType: 5,
      subject: 'Sanitised',
      content: '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
    });
    const item = (await page(member.token)).json().data.dataList.find((n: { subject: string }) => n.subject === 'Sanitised');
    expect(item.content).toBe('<p>Hello <a>x</a></p>');
  });

  it('answers 401 without a token and 422 for an unknown notiType, saying it for people', async () => {
    expect((await t.member('GET', '/notification/getUnreadCount', undefined)).statusCode).toBe(401);
    const member = await createMember(t);
    const res = await page(member.token, { notiType: 9 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'searchObj.notiType', message: 'Notification type must be between 1 and 6' }]);
    expect((await page(member.token, { notiType: 'podcast' })).json().errors).toEqual([
      { field: 'searchObj.notiType', message: 'Notification type must be a number' },
    ]);
  });

  it("reads an empty notiType ('', null, 0 or none) as every type: the All tab", async () => {
    const member = await createMember(t);
    await service.notifyUser(member.id, { notiType: 2, subject: 'New e-book', content: '<p>…</p>' });
    await service.notifyUser(member.id, { notiType: 3, subject: 'New event', content: '<p>…</p>' });
    const all = (await page(member.token)).json().data.numOfRows;
    for (const notiType of ['', null, 0, '0']) {
      const res = await page(member.token, { notiType });
      expect(res.statusCode, JSON.stringify(notiType)).toBe(200);
      expect(res.json().data.numOfRows).toBe(all);
    }
    expect((await page(member.token, { notiType: '3' })).json().data.dataList.map((n: { subject: string }) => n.subject)).toContain(
      'New event',
    );
    expect((await t.member('POST', '/notification/markAllAsRead', member.token, { notiType: '' })).statusCode).toBe(200);
    expect(await unread(member.token)).toBe(0);
  });

  it('shows a notification dated in the future (a scheduled post) only from that time', async () => {
    const member = await createMember(t);
    await service.broadcast({ notiType: 4, subject: 'Scheduled post', content: '<p>…</p>', at: new Date(Date.now() + 60 * 60 * 1000) });
    await service.broadcast({ notiType: 4, subject: 'Published post', content: '<p>…</p>' });
    const subjects = (await page(member.token)).json().data.dataList.map((n: { subject: string }) => n.subject);
    expect(subjects).toContain('Published post');
    expect(subjects).not.toContain('Scheduled post');
  });

  it('writes one row for a broadcast, however many members there are', async () => {
    await createMember(t);
    await createMember(t);
    const count = async () =>
      Number(rowsOf<{ c: number }>(await t.database.db.execute(sql`select count(*)::int as c from notifications`))[0]!.c);
    const before = await count();
    await service.broadcast({ notiType: 3, subject: 'Thingyan retreat', content: '<p>…</p>' });
    expect((await count()) - before).toBe(1);
  });
});
