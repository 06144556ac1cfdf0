import type { Sql } from '../db/connect';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Counts a hit on `key` in a fixed window shared by all API processes; returns the minutes until
 * the window ends when the limit is exceeded, else null.
 */
export async function hitLimit(sql: Sql, key: string, limit: Limit, now: Date): Promise<number | null> {
  const windowStartFloor = new Date(now.getTime() - limit.windowSeconds * 1000);
  const [row] = await sql<{ hits: number; window_start: Date }[]>`
    insert into rate_limits (key, window_start, hits) values (${key}, ${now}, 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_start <= ${windowStartFloor} then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStartFloor} then ${now} else rate_limits.window_start end
    returning hits, window_start`;
  if (!row || row.hits <= limit.max) return null;
  const endsAt = row.window_start.getTime() + limit.windowSeconds * 1000;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / 60_000));
}
