import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NewsFilter } from '@mahasi/contract/news';
import { createTestApp, invalidationsDelivered, type TestApp } from '../../test/app.js';
import { newsService } from './service.js';
import { newsFactory } from './test-factories.js';

let t: TestApp;
let make: ReturnType<typeof newsFactory>;
beforeAll(async () => {
  t = await createTestApp();
  make = newsFactory(t);
});
beforeEach(() => make.reset());
afterAll(() => t.close());

const MINUTE = 60_000;

/** The news service of a server whose clock the test moves. */
function serviceAt(start: Date) {
  let clock = start;
  const service = newsService({ db: t.database.db, files: t.app.ctx.files, now: () => clock, cache: t.app.ctx.cache });
  return { service, advance: (ms: number) => (clock = new Date(clock.getTime() + ms)) };
}

const ids = (page: { dataList: { id: number }[] }) => page.dataList.map((item) => item.id);

/** The same page as the database orders it, for comparison. */
async function sqlPage(order: 'id' | 'public_date', ascending: boolean, pageNo: number, pageSize: number): Promise<number[]> {
  const direction = sql.raw(ascending ? 'asc' : 'desc');
  const orderBy = order === 'id' ? sql`id ${direction}` : sql`public_date ${direction}, id ${direction}`;
  const result = await t.database.db.execute(
    sql`select id from posts where status = 'published' and public_date <= now() order by ${orderBy} limit ${pageSize} offset ${(pageNo - 1) * pageSize}`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

describe('the in-memory listing behind the unfiltered news list', () => {
  it('gives every page, in both orders and directions, exactly as the database orders it', async () => {
    for (let i = 0; i < 23; i++) await make.post({ publicDate: new Date(Date.now() - ((i * 7) % 11) * MINUTE - MINUTE) });
    await make.post({ status: 'draft' });
    const { service } = serviceAt(new Date());
    for (const sortBy of ['id', 'public_date'] as const) {
      for (const orderBy of ['ASC', 'DESC'] as const) {
        for (const pageNo of [1, 2, 3, 4]) {
          const page = await service.page({ pageNo, pageSize: 7, sortBy, orderBy, searchObj: {} } satisfies NewsFilter);
          expect(ids(page)).toEqual(await sqlPage(sortBy, orderBy === 'ASC', pageNo, 7));
          expect(page).toMatchObject({ numOfRows: 23, numOfPages: 4, currentPageNo: pageNo, pageSize: 7 });
        }
      }
    }
  });

  it('shows a scheduled post when it falls due, with no write in between', async () => {
    const start = new Date();
    await make.post({ title: 'Now' });
    const scheduled = await make.post({ title: 'Later', publicDate: new Date(start.getTime() + 5 * MINUTE) });
    const { service, advance } = serviceAt(start);
    const first = await service.page({ searchObj: {} });
    expect(first.numOfRows).toBe(1);
    advance(6 * MINUTE);
    const later = await service.page({ searchObj: {} });
    expect(ids(later)[0]).toBe(scheduled);
    expect(later.numOfRows).toBe(2);
  });

  it('is rebuilt when news is written elsewhere, and within a minute when written behind its back', async () => {
    const { service, advance } = serviceAt(new Date());
    await make.post();
    expect((await service.page({ searchObj: {} })).numOfRows).toBe(1);
    // Another process (here the test factory's service) writes and invalidates 'news'.
    await make.post();
    // (Once that write's notification has come back to this process, as it does to every other.)
    await invalidationsDelivered(t);
    expect((await service.page({ searchObj: {} })).numOfRows).toBe(2);
    // Written in SQL with no invalidation at all.
    await t.database.db.execute(
      sql`insert into posts (title, author, body, excerpt, language, status, public_date) values ('By hand', 'Staff', '<p>x</p>', 'x', 'en', 'published', now() - interval '1 minute')`,
    );
    expect((await service.page({ searchObj: {} })).numOfRows).toBe(2);
    advance(61_000);
    expect((await service.page({ searchObj: {} })).numOfRows).toBe(3);
  });
});
