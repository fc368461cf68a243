import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYS_PER_HOUR, talkPlayPaths } from '@mahasi/contract/talk';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { yangonDay } from '../../lib/yangonTime.js';
import { periodsAt } from '../orders/dashboard.js';
import { createStaff, staffCall } from '../staff/test-factories.js';
import { playService } from './plays.js';
import { talkPlayListeners, talkPlaysDaily } from './schema.js';
import { createTalk } from './test-factories.js';

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t);
});
afterAll(() => t.close());

let addresses = 0;
/** Plays are limited per address: each test plays from addresses of its own (TEST-NET-2). */
const nextAddress = () => `198.51.100.${++addresses}`;

const play = (id: number, options: { address?: string; userAgent?: string; token?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/rest-api${talkPlayPaths.play(id)}`,
    remoteAddress: options.address ?? '198.51.100.250',
    headers: {
      'user-agent': options.userAgent ?? 'Chromium',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
const counted = async (res: Awaited<ReturnType<typeof play>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.counted as boolean;
};
const playsOf = async (podcastId: number) =>
  (await t.database.db.select().from(talkPlaysDaily).where(eq(talkPlaysDaily.podcastId, podcastId))).map((row) => [row.day, row.plays]);

describe('talk plays (POST /rest-api/podcast/play/{id})', () => {
  it('counts a listener once per talk and Myanmar day: members by who they are, guests by address', async () => {
    const talk = await createTalk(t);
    const other = await createTalk(t);
    const home = nextAddress();
    expect(await counted(await play(talk.id, { address: home }))).toBe(true);
    expect(await counted(await play(talk.id, { address: home }))).toBe(false);
    // The same browser elsewhere is another listener.
    expect(await counted(await play(talk.id, { address: nextAddress() }))).toBe(true);
    // A member is the same listener wherever they play from.
    expect(await counted(await play(talk.id, { address: nextAddress(), token: member.token }))).toBe(true);
    expect(await counted(await play(talk.id, { address: nextAddress(), token: member.token }))).toBe(false);
    // Another talk is another count.
    expect(await counted(await play(other.id, { address: home }))).toBe(true);
    const today = yangonDay(new Date());
    expect(await playsOf(talk.id)).toEqual([[today, 3]]);
    expect(await playsOf(other.id)).toEqual([[today, 1]]);
    // Nothing that names a listener is kept: a keyed hash, not a member id or an address.
    const listeners = await t.database.db.select().from(talkPlayListeners).where(eq(talkPlayListeners.podcastId, talk.id));
    expect(listeners).toHaveLength(3);
    for (const row of listeners) expect(row.listener).toMatch(/^[0-9a-f]{32}$/);
  });

  it('counts one guest once whatever User-Agent they send (6 browsers from one address counted 6)', async () => {
    const talk = await createTalk(t);
    const address = nextAddress();
    const agents = ['Firefox', 'Chromium', 'Safari', 'curl/8.5', '', `random ${Math.random()}`];
    const results = [];
    for (const userAgent of agents) results.push(await counted(await play(talk.id, { address, userAgent })));
    expect(results).toEqual([true, false, false, false, false, false]);
    expect(await playsOf(talk.id)).toEqual([[yangonDay(new Date()), 1]]);
    // Other addresses of one IPv6 /64 are the same guest.
    expect(await counted(await play(talk.id, { address: '2001:db8:9:1::1' }))).toBe(true);
    expect(await counted(await play(talk.id, { address: '2001:db8:9:1:abcd::2', userAgent: 'Firefox' }))).toBe(false);
    expect(await playsOf(talk.id)).toEqual([[yangonDay(new Date()), 2]]);
  });

  it('counts only published talks, and takes nothing from the client', async () => {
    const draft = await createTalk(t, { state: 'draft' });
    const future = await createTalk(t, { state: 'future' });
    const address = nextAddress();
    expect((await play(999_999, { address })).statusCode).toBe(404);
    expect((await play(draft.id, { address })).statusCode).toBe(404);
    expect((await play(future.id, { address })).statusCode).toBe(404);
    expect(await playsOf(draft.id)).toEqual([]);
    const talk = await createTalk(t);
    // A count in the body or the query is not read.
    const res = await t.app.inject({
      method: 'POST',
      url: `/rest-api${talkPlayPaths.play(talk.id)}?plays=1000`,
      remoteAddress: address,
      payload: { plays: 1000, counted: true },
    });
    expect(await counted(res)).toBe(true);
    expect(await playsOf(talk.id)).toEqual([[yangonDay(new Date()), 1]]);
    expect((await t.app.inject({ method: 'POST', url: '/rest-api/podcast/play/abc', remoteAddress: address })).statusCode).toBe(422);
  });

  it(`answers 429 after ${PLAYS_PER_HOUR} plays an hour from one address, counting nothing more`, async () => {
    const talk = await createTalk(t);
    const address = nextAddress();
    for (let i = 0; i < PLAYS_PER_HOUR; i++) {
      expect((await play(talk.id, { address, userAgent: `Browser ${i}` })).statusCode).toBe(200);
    }
    expect(await playsOf(talk.id)).toEqual([[yangonDay(new Date()), 1]]);
    // A member at that address would be another listener, but the address has had its plays.
    const refused = await play(talk.id, { address, token: member.token });
    expect(refused.statusCode).toBe(429);
    expect(await playsOf(talk.id)).toEqual([[yangonDay(new Date()), 1]]);
    // Other addresses are not held back.
    expect(await counted(await play(talk.id, { address: nextAddress(), userAgent: 'One more' }))).toBe(true);
  });

  it('counts the same listener again on the next Myanmar day, and prunes listener rows of past days', async () => {
    const talk = await createTalk(t, { publishedAt: new Date(Date.now() - 10 * 86_400_000) });
    const todayStart = periodsAt(new Date()).today.getTime();
    // 23:50 and 00:10 in Yangon: two Myanmar days, though the same UTC date.
    let clock = new Date(todayStart - 10 * 60_000);
    const plays = playService({ db: t.database.db, now: () => clock, secret: 'test-secret-value' });
    const listener = { address: '203.0.113.7' };
    expect((await plays.record(talk.id, listener)).counted).toBe(true);
    expect((await plays.record(talk.id, listener)).counted).toBe(false);
    clock = new Date(todayStart + 10 * 60_000);
    expect((await plays.record(talk.id, listener)).counted).toBe(true);
    expect((await plays.record(talk.id, listener)).counted).toBe(false);
    const [yesterday, today] = [yangonDay(new Date(todayStart - 1)), yangonDay(new Date(todayStart))];
    expect((await playsOf(talk.id)).sort()).toEqual([
      [yesterday, 1],
      [today, 1],
    ]);
    // Two days on, the listener rows are gone; the counts stay.
    clock = new Date(todayStart + 2 * 86_400_000 + 60_000);
    await plays.prune();
    expect(await t.database.db.select().from(talkPlayListeners).where(eq(talkPlayListeners.podcastId, talk.id))).toEqual([]);
    expect(await playsOf(talk.id)).toHaveLength(2);
  });
});

describe('dashboard: the most played talks this month', () => {
  it('shows the plays made in the test, most played first, to the roles that see content figures', async () => {
    const most = await createTalk(t, { titleEn: 'Most played', titleMm: 'အများဆုံး' });
    const less = await createTalk(t, { titleEn: 'Less played', titleMm: 'နည်းသော' });
    const p = periodsAt(new Date());
    // Plays no one else in this file can reach: many of them, so these two lead the month.
    const lastMonth = yangonDay(new Date(p.month.getTime() - 1));
    await t.database.db.insert(talkPlaysDaily).values([
      { day: yangonDay(new Date()), podcastId: most.id, plays: 5000 },
      { day: yangonDay(new Date()), podcastId: less.id, plays: 4000 },
      // Last month's plays are not this month's.
      { day: lastMonth, podcastId: less.id, plays: 9000 },
    ]);
    // And plays through the endpoint add to them.
    for (let i = 0; i < 3; i++) expect(await counted(await play(most.id, { address: nextAddress() }))).toBe(true);
    expect(await counted(await play(less.id, { address: nextAddress() }))).toBe(true);

    const talksFor = async (role: 'admin' | 'editor' | 'author') => {
      const staff = await createStaff(t, role);
      return (await staffCall(t, 'GET', '/dashboard', staff.token)).json().data.reading.talks as {
        id: number;
        titleEn: string;
        titleMm: string;
        count: number;
      }[];
    };
    for (const role of ['admin', 'editor', 'author'] as const) {
      expect((await talksFor(role)).slice(0, 2), role).toEqual([
        { id: most.id, titleEn: 'Most played', titleMm: 'အများဆုံး', count: 5003 },
        { id: less.id, titleEn: 'Less played', titleMm: 'နည်းသော', count: 4001 },
      ]);
    }
    for (const role of ['store', 'care'] as const) {
      const staff = await createStaff(t, role);
      expect((await staffCall(t, 'GET', '/dashboard', staff.token)).json().data.reading, role).toBeNull();
    }
  });
});
