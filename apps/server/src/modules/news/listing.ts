import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import type { ResponseCache } from '../../http/cache.js';

/** Rebuilt at least this often, in case a post was written without an invalidation (by hand, in SQL). */
const MAX_AGE_MS = 60_000;

export type ListingOrder = 'id' | 'public_date';

interface Built {
  /** Visible post ids, first to last in the order's DESC direction. */
  ids: Int32Array;
  builtAt: number;
  /** When the next scheduled post becomes visible (ms), or Infinity. */
  nextDueAt: number;
}

const orderSql = { id: sql`id desc`, public_date: sql`public_date desc, id desc` } as const;

/**
 * The ids of every visible post in the two orders the unfiltered news list uses, kept in memory
 * (4 bytes a post), so that any page of it, however deep, is a slice and a primary-key read instead
 * of an OFFSET scan and a count over the whole table: the list's cost stays flat as news grows.
 * It is dropped with the 'news' scope (every post write, in any process) and rebuilt on the next
 * read; it also rebuilds when a scheduled post falls due, and after MAX_AGE_MS.
 */
export function visibleListing(db: Db, now: () => Date, cache: Pick<ResponseCache, 'onInvalidate' | 'generation'>) {
  const built = new Map<ListingOrder, Built>();
  const building = new Map<ListingOrder, Promise<Built>>();
  cache.onInvalidate((scope) => {
    if (scope === 'news' || scope === '*') built.clear();
  });

  async function build(order: ListingOrder): Promise<Built> {
    const generation = cache.generation();
    const at = now();
    const [idRows, dueRows] = [
      await db.execute(
        sql`select coalesce(array_agg(id order by ${orderSql[order]}), '{}') as ids from posts where status = 'published' and public_date <= ${at.toISOString()}`,
      ),
      await db.execute(sql`select min(public_date) as due from posts where status = 'published' and public_date > ${at.toISOString()}`),
    ];
    const ids = rowsOf<{ ids: number[] }>(idRows)[0]!.ids;
    const due = rowsOf<{ due: Date | string | null }>(dueRows)[0]?.due;
    const result = { ids: Int32Array.from(ids, Number), builtAt: at.getTime(), nextDueAt: due ? new Date(due).getTime() : Infinity };
    // A post written while this was read may be missing from it: use it for this reply, keep it not.
    if (cache.generation() === generation) built.set(order, result);
    return result;
  }

  return {
    /** Visible ids in `order` DESC. */
    async ids(order: ListingOrder): Promise<Int32Array> {
      const at = now().getTime();
      const current = built.get(order);
      if (current && at < current.nextDueAt && at - current.builtAt < MAX_AGE_MS) return current.ids;
      let pending = building.get(order);
      if (!pending) {
        pending = build(order).finally(() => building.delete(order));
        building.set(order, pending);
      }
      return (await pending).ids;
    },
  };
}

/** The ids of one page: `start` positions into the list in the asked direction. */
export function pageOf(ids: Int32Array, start: number, size: number, ascending: boolean): number[] {
  const page: number[] = [];
  for (let i = start; i < Math.min(start + size, ids.length); i++) page.push(ids[ascending ? ids.length - 1 - i : i]!);
  return page;
}
