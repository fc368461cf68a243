import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/client.js';
import { tooManyRequests } from './errors.js';

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * A fixed-window counter kept in the database, so that every server process shares it.
 * Throws 429 when the key has been hit more than `max` times in the current window.
 */
export async function enforceLimit(db: Db, { key, max, windowMs }: Limit, now = new Date()): Promise<void> {
  const windowFloor = new Date(now.getTime() - windowMs);
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, hits) values (${key}, ${now.toISOString()}, 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_start < ${windowFloor.toISOString()} then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start < ${windowFloor.toISOString()} then ${now.toISOString()}::timestamptz else rate_limits.window_start end
    returning hits`);
  const hits = Number(rowsOf<{ hits: number }>(result)[0]?.hits ?? 0);
  if (hits > max) throw tooManyRequests();
}

export async function resetLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
