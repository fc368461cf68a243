import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@mahasi/contract/envelope';
import type { Notification } from '@mahasi/contract/notification';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { createContentEbook, createEvent, createTalk } from '../content/test-factories.js';
import { newsFactory } from '../news/test-factories.js';
import { seedNotifications } from './seed.js';

let t: TestApp;
let demo: TestMember;
let other: TestMember;
const ids: Record<string, number[]> = { podcasts: [], ebooks: [], events: [], news: [] };
beforeAll(async () => {
  t = await createTestApp();
  const news = newsFactory(t);
  for (let i = 0; i < 3; i++) {
    ids.podcasts!.push((await createTalk(t)).id);
    ids.ebooks!.push((await createContentEbook(t)).id);
    ids.events!.push((await createEvent(t)).id);
    ids.news!.push(await news.post({ language: i === 1 ? 'mm' : 'en', title: i === 1 ? 'သတင်း' : `News ${i}` }));
  }
  demo = await createMember(t, { userFullName: 'Daw Khin Myat Noe' });
  other = await createMember(t);
  await seedNotifications({ db: t.database.db, log: () => undefined }, demo.email);
});
afterAll(() => t.close());

const list = async (token: string) =>
  (await t.member('POST', '/notification/viewDataByPagination', token, { pageSize: 0 })).json().data as Paged<Notification>;

describe('demo notifications', () => {
  it('announce the seeded content with links, plus announcements and Yogi replies for the demo member', async () => {
    const { dataList } = await list(demo.token);
    const links = new Set(dataList.map((n) => n.link));
    for (const [section, list] of Object.entries(ids)) for (const id of list) expect(links).toContain(`/${section}/${id}`);
    const types = new Set(dataList.map((n) => n.notiType));
    expect([...types].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(dataList.some((n) => /[\u1000-\u109f]/.test(n.subject))).toBe(true);
    expect(dataList.some((n) => n.isRead)).toBe(true);
    expect(dataList.some((n) => !n.isRead)).toBe(true);
    expect(dataList[0]!.isRead).toBe(false);
    const times = dataList.map((n) => Date.parse(n.updatedTime));
    expect(Date.now() - Math.min(...times)).toBeLessThan(27 * 24 * 3600_000);
    expect(new Set(times.map((time) => new Date(time).toISOString().slice(0, 10))).size).toBeGreaterThan(7);
  });

  it('keeps the Yogi replies to the demo member and leaves other members everything unread', async () => {
    const theirs = await list(other.token);
    expect(theirs.dataList.some((n) => n.notiType === 6)).toBe(false);
    expect(theirs.dataList.every((n) => !n.isRead)).toBe(true);
    expect(theirs.numOfRows).toBe((await list(demo.token)).numOfRows - 5);
  });
});
