import { sql } from 'drizzle-orm';
import type { StaffRole } from '@mahasi/contract/staff';
import type { Dashboard, DonationTotal, StaffOrderStatus } from '@mahasi/contract/staff-orders';
import { rowsOf, type Db } from '../../db/client.js';
import { yangonDay } from '../../lib/yangonTime.js';
import { DAY_MS, YANGON_OFFSET_MS, YANGON_SQL_INTERVAL } from '../../lib/yangonTime.js';

/** The number of days the donations chart shows, today included. */
export const CHART_DAYS = 90;
const MEMBER_WEEKS = 12;

/** Which parts of the dashboard each role sees. */
const partsOf: Record<StaffRole, { donations: boolean; members: boolean; reading: boolean }> = {
  admin: { donations: true, members: true, reading: true },
  store: { donations: true, members: false, reading: false },
  care: { donations: false, members: true, reading: false },
  editor: { donations: false, members: false, reading: true },
  author: { donations: false, members: false, reading: true },
  // The registrar's work is the retreats desk: no donations, members or reading figures.
  registrar: { donations: false, members: false, reading: false },
};

/** The Myanmar calendar day of an instant, and the UTC instants its periods start at. */
export function periodsAt(at: Date) {
  const local = new Date(at.getTime() + YANGON_OFFSET_MS);
  const startOf = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d) - YANGON_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const today = startOf(y, m, d);
  const mondayOffset = (local.getUTCDay() + 6) % 7;
  return {
    today,
    week: new Date(today.getTime() - mondayOffset * DAY_MS),
    month: startOf(y, m, 1),
    year: startOf(y, 0, 1),
    chart: new Date(today.getTime() - (CHART_DAYS - 1) * DAY_MS),
  };
}

/** '2026-11-24' for the Myanmar day of a timestamp column. */
const yangonDayOf = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC' + interval '${YANGON_SQL_INTERVAL}', 'YYYY-MM-DD')`);

/**
 * The console's home: donations (per currency, never added across currencies), orders by status,
 * e-books given most, new members per week, the most read posts and the most played talks, each
 * part only for the roles that may see it. Every figure is one SQL aggregate over indexed columns.
 */
export function dashboardService(deps: { db: Db; now: () => Date; paymentProvider: Dashboard['paymentProvider'] }) {
  const { db, now, paymentProvider } = deps;

  async function donations(at: Date): Promise<NonNullable<Dashboard['donations']>> {
    const p = periodsAt(at);
    const from = new Date(Math.min(p.year.getTime(), p.week.getTime(), p.chart.getTime()));
    const totalsSql = sql`select currency_code,
        coalesce(sum(net_amount) filter (where settled_at >= ${p.today.toISOString()}), 0)::bigint as today_amount,
        count(*) filter (where settled_at >= ${p.today.toISOString()})::int as today_orders,
        coalesce(sum(net_amount) filter (where settled_at >= ${p.week.toISOString()}), 0)::bigint as week_amount,
        count(*) filter (where settled_at >= ${p.week.toISOString()})::int as week_orders,
        coalesce(sum(net_amount) filter (where settled_at >= ${p.month.toISOString()}), 0)::bigint as month_amount,
        count(*) filter (where settled_at >= ${p.month.toISOString()})::int as month_orders,
        coalesce(sum(net_amount) filter (where settled_at >= ${p.year.toISOString()}), 0)::bigint as year_amount,
        count(*) filter (where settled_at >= ${p.year.toISOString()})::int as year_orders
      from orders where status = 'c' and settled_at >= ${from.toISOString()} and settled_at <= ${at.toISOString()}
      group by currency_code order by currency_code`;
    const dailySql = sql`select ${yangonDayOf('settled_at')} as day, currency_code, sum(net_amount)::bigint as amount, count(*)::int as orders
      from orders where status = 'c' and settled_at >= ${p.chart.toISOString()} and settled_at <= ${at.toISOString()}
      group by 1, 2 order by 1, 2`;
    // Counted by id alone, the title looked up for the ten only (the latest an order kept): carrying
    // every item's title through the year's aggregate was a quarter of the dashboard's time.
    // The book's two titles, for the reader's language; the order's own title when the book is gone.
    const topSql = sql`select t.ebook_id, t.count, coalesce(e.title_en, '') as title_en, coalesce(e.title_mm, '') as title_mm,
        (select x.ebook_title from order_items x where x.ebook_id = t.ebook_id order by x.id desc limit 1) as title
      from (select oi.ebook_id, count(*)::int as count
        from order_items oi join orders o on o.id = oi.order_id
        where o.status = 'c' and o.settled_at >= ${p.year.toISOString()}
        group by oi.ebook_id order by count desc, oi.ebook_id limit 10) t
      left join ebooks e on e.id = t.ebook_id
      order by t.count desc, t.ebook_id`;
    const statusSql = sql`select status, count(*)::int as count from orders group by status order by status`;
    const [totals, daily, top, statuses] = await Promise.all([
      db.execute(totalsSql),
      db.execute(dailySql),
      db.execute(topSql),
      db.execute(statusSql),
    ]);
    type TotalRow = Record<string, string | number> & { currency_code: string };
    const totalRows = rowsOf<TotalRow>(totals);
    const period = (name: 'today' | 'week' | 'month' | 'year'): DonationTotal[] =>
      totalRows.map((row) => ({
        currencyCode: row.currency_code,
        amount: Number(row[`${name}_amount`]),
        orders: Number(row[`${name}_orders`]),
      }));
    return {
      today: period('today'),
      week: period('week'),
      month: period('month'),
      year: period('year'),
      daily: rowsOf<{ day: string; currency_code: string; amount: string | number; orders: number }>(daily).map((row) => ({
        day: row.day,
        currencyCode: row.currency_code,
        amount: Number(row.amount),
        orders: Number(row.orders),
      })),
      topEbooks: rowsOf<{ ebook_id: number; title: string; title_en: string; title_mm: string; count: number }>(top).map((row) => ({
        ebookId: Number(row.ebook_id),
        title: row.title,
        titleEn: row.title_en,
        titleMm: row.title_mm,
        count: Number(row.count),
      })),
      byStatus: rowsOf<{ status: string; count: number }>(statuses).map((row) => ({
        status: (row.status === 'c' || row.status === 'f' ? row.status : 'p') as StaffOrderStatus,
        count: Number(row.count),
      })),
    };
  }

  async function members(at: Date): Promise<NonNullable<Dashboard['members']>> {
    const p = periodsAt(at);
    const from = new Date(p.week.getTime() - (MEMBER_WEEKS - 1) * 7 * DAY_MS);
    const rows = rowsOf<{ week: string; count: number }>(
      await db.execute(sql`select to_char(date_trunc('week', created_at at time zone 'UTC' + interval '${sql.raw(YANGON_SQL_INTERVAL)}'), 'YYYY-MM-DD') as week,
          count(*)::int as count
        from users where created_at >= ${from.toISOString()} group by 1 order by 1`),
    );
    const counted = new Map(rows.map((row) => [row.week, Number(row.count)]));
    return Array.from({ length: MEMBER_WEEKS }, (_, i) => {
      const week = new Date(from.getTime() + i * 7 * DAY_MS + YANGON_OFFSET_MS).toISOString().slice(0, 10);
      return { week, count: counted.get(week) ?? 0 };
    });
  }

  async function reading(at: Date): Promise<NonNullable<Dashboard['reading']>> {
    const p = periodsAt(at);
    // Days are Myanmar calendar days (date columns): the month's range of the (day, id) keys.
    const from = yangonDay(p.month);
    const to = yangonDay(at);
    const [posts, talks] = await Promise.all([
      db.execute(sql`select p.id, p.title_en, p.title_mm, p.title, v.count from (
          select post_id, sum(views)::int as count from post_views_daily where day between ${from} and ${to}
          group by post_id order by count desc, post_id limit 10
        ) v join posts p on p.id = v.post_id order by v.count desc, p.id`),
      db.execute(sql`select t.id, t.title_en, t.title_mm, d.count from (
          select podcast_id, sum(plays)::int as count from podcast_plays_daily where day between ${from} and ${to}
          group by podcast_id order by count desc, podcast_id limit 10
        ) d join podcasts t on t.id = d.podcast_id order by d.count desc, t.id`),
    ]);
    return {
      posts: rowsOf<{ id: number; title_en: string; title_mm: string; title: string; count: number }>(posts).map((row) => ({
        id: Number(row.id),
        title: row.title_en || row.title,
        titleEn: row.title_en,
        titleMm: row.title_mm,
        count: Number(row.count),
      })),
      talks: rowsOf<{ id: number; title_en: string; title_mm: string; count: number }>(talks).map((row) => ({
        id: Number(row.id),
        titleEn: row.title_en,
        titleMm: row.title_mm,
        count: Number(row.count),
      })),
    };
  }

  return {
    async forRole(role: StaffRole): Promise<Dashboard> {
      const at = now();
      const parts = partsOf[role];
      const [d, m, r] = await Promise.all([
        parts.donations ? donations(at) : null,
        parts.members ? members(at) : null,
        parts.reading ? reading(at) : null,
      ]);
      return { paymentProvider, donations: d, members: m, reading: r };
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
