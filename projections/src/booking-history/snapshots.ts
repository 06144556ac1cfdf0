import type postgres from 'postgres';
import { BOOKING_HISTORY, STARTS_AFRESH, type Snapshot } from './trail';

/** A row of booking_history as the state is worked out from it. */
export interface HistoryStep {
  event_type: string;
  change: Snapshot;
}

/** A row with the booking's state before it (null for its first row) and after it. */
export type WithSnapshots<R> = R & { before: Snapshot | null; after: Snapshot };

/**
 * The state before and after each of one booking's rows, `rows` in the order of `$all`
 * (global_position ascending): "before" is the previous row's "after".
 */
export function withSnapshots<R extends HistoryStep>(rows: readonly R[]): WithSnapshots<R>[] {
  let state: Snapshot | null = null;
  return rows.map((row) => {
    const before: Snapshot | null = state;
    const after: Snapshot = STARTS_AFRESH.has(row.event_type)
      ? row.change
      : { ...before, ...row.change };
    state = after;
    return { ...row, before, after };
  });
}

/** A row of the trail, by its booking and position (bigints as their text). */
export interface HistoryRowKey {
  booking_id: string;
  global_position: string;
}

/**
 * The state before and after each row of `keys`, by position: the rows of their bookings up to
 * them are read (the index on booking and position) and worked out as `withSnapshots` does.
 * For a page of the trail that spans many bookings, after the page is chosen.
 */
export async function snapshotsAt(
  sql: postgres.Sql,
  keys: readonly HistoryRowKey[],
): Promise<Map<string, { before: Snapshot | null; after: Snapshot }>> {
  const upTo = new Map<string, bigint>();
  for (const { booking_id: id, global_position: position } of keys) {
    const at = BigInt(position);
    if ((upTo.get(id) ?? -1n) < at) upTo.set(id, at);
  }
  const found = new Map<string, { before: Snapshot | null; after: Snapshot }>();
  if (upTo.size === 0) return found;
  const rows = await sql<(HistoryRowKey & HistoryStep)[]>`
    select h.booking_id::text, h.global_position::text, h.event_type, h.change
    from unnest(${[...upTo.keys()]}::bigint[], ${[...upTo.values()].map(String)}::bigint[]) as p(booking_id, up_to)
    join ${sql(BOOKING_HISTORY)} h on h.booking_id = p.booking_id and h.global_position <= p.up_to
    order by h.booking_id, h.global_position`;
  const byBooking = new Map<string, (HistoryRowKey & HistoryStep)[]>();
  for (const row of rows) {
    const trail = byBooking.get(row.booking_id);
    if (trail) trail.push(row);
    else byBooking.set(row.booking_id, [row]);
  }
  for (const trail of byBooking.values()) {
    for (const { global_position: position, before, after } of withSnapshots(trail))
      found.set(position, { before, after });
  }
  return found;
}
