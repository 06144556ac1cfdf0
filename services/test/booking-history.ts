import {
  BOOKING_HISTORY,
  withSnapshots,
  type Snapshot,
  type WithSnapshots,
} from '@hotel/projections';
import type { Sql } from '../src/db/connect';

/**
 * A booking_history row as specs look at it: the booking's state before and after its event
 * (`actor` as the specs read it: a signed-in guest or staff member; 'system' has no e-mail).
 */
export type HistoryEntry = WithSnapshots<{
  event_type: string;
  actor: { email: string };
  change: Snapshot;
}>;

/**
 * The trail of booking (or block) `id`, oldest first, each row with the states before and after
 * it, worked out as the readers do (the table keeps only what each event changed).
 */
export async function historyOf(sql: Sql, id: number): Promise<HistoryEntry[]> {
  return withSnapshots(
    await sql<HistoryEntry[]>`
    select event_type, actor, change from ${sql(BOOKING_HISTORY)} where booking_id = ${id} order by global_position`,
  );
}
