import type { Sql } from '../db/connect';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** A pause that grows with the hits of a window: `firstMs` after the first, doubling, at most `maxMs`. */
export interface Slowdown {
  windowSeconds: number;
  firstMs: number;
  maxMs: number;
}

/**
 * Counts a hit on `key` in a fixed window shared by all API processes (a new window opens when the
 * last one ended); returns the hits of the current window and when that window ends.
 */
async function countHit(
  sql: Sql,
  key: string,
  windowSeconds: number,
  now: Date,
): Promise<{ hits: number; endsAt: number }> {
  const windowStartFloor = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await sql<{ hits: number; window_start: Date }[]>`
    insert into rate_limits (key, window_start, hits) values (${key}, ${now}, 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_start <= ${windowStartFloor} then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStartFloor} then ${now} else rate_limits.window_start end
    returning hits, window_start`;
  return {
    hits: row?.hits ?? 1,
    endsAt: (row?.window_start.getTime() ?? now.getTime()) + windowSeconds * 1000,
  };
}

/**
 * Counts a hit on `key` against `limit`; returns the minutes until the window ends when the limit is
 * exceeded, else null. Counting happens in one statement, so parallel requests (in any process)
 * cannot all slip under the limit.
 */
export async function hitLimit(
  sql: Sql,
  key: string,
  limit: Limit,
  now: Date,
): Promise<number | null> {
  const { hits, endsAt } = await countHit(sql, key, limit.windowSeconds, now);
  if (hits <= limit.max) return null;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / 60_000));
}

/** Takes back a hit counted by `hitLimit` (an attempt that turned out not to count). */
export async function takeBackHit(sql: Sql, key: string): Promise<void> {
  await sql`update rate_limits set hits = greatest(hits - 1, 0) where key = ${key}`;
}

/** Counts a hit on `key` with no limit: a tally that only slows things down. */
export async function countOnly(
  sql: Sql,
  key: string,
  windowSeconds: number,
  now: Date,
): Promise<void> {
  await countHit(sql, key, windowSeconds, now);
}

/** The hits on `key` in its current window (0 once the window ended). */
export async function hitsOf(
  sql: Sql,
  key: string,
  windowSeconds: number,
  now: Date,
): Promise<number> {
  const windowStartFloor = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await sql<{ hits: number }[]>`
    select hits from rate_limits where key = ${key} and window_start > ${windowStartFloor}`;
  return row?.hits ?? 0;
}
