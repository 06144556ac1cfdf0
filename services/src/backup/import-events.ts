import { z } from 'zod';
import type { Position } from '@hotel/projections';
import type { Sql } from '../db/connect';
import type { EventStore, EventToAppend } from '../event-store/port';

/** An `events` row as the archive holds it (row_to_json of the table). */
const eventRow = z.object({
  stream_id: z.string(),
  stream_revision: z.number().int().nonnegative(),
  type: z.string(),
  data: z.unknown(),
  metadata: z.unknown(),
});

/**
 * Appends the archive's events (in `$all` order) to `store` through its port, each stream's run
 * of events as one append at the revision before it: the store validates every event and refuses
 * any stream that is not where the log left it. Then the positions kept beside the log that name
 * the old store's positions move to the new head: the relay has published these events and the
 * mail outbox has mailed them, in the old store. Returns how many events were appended.
 */
export async function importEvents(
  sql: Sql,
  store: EventStore,
  rows: readonly string[],
): Promise<number> {
  let head: Position | null = null;
  for (const run of streamRuns(rows)) {
    const expected = run.first === 0 ? 'no_stream' : BigInt(run.first - 1);
    head = (await store.appendToStream(run.streamId, run.events, expected)).position;
  }
  if (head) await moveSentPositionsTo(sql, head);
  return rows.length;
}

/** Consecutive events of one stream, as one append each. */
function* streamRuns(
  rows: readonly string[],
): Generator<{ streamId: string; first: number; events: EventToAppend[] }> {
  let run: { streamId: string; first: number; events: EventToAppend[] } | null = null;
  for (const line of rows) {
    const row = eventRow.parse(JSON.parse(line));
    if (run === null || run.streamId !== row.stream_id) {
      if (run) yield run;
      run = { streamId: row.stream_id, first: row.stream_revision, events: [] };
    }
    run.events.push({ type: row.type, data: row.data, metadata: row.metadata });
  }
  if (run) yield run;
}

async function moveSentPositionsTo(sql: Sql, head: Position): Promise<void> {
  const tx = head.transactionId.toString();
  const pos = head.globalPosition.toString();
  await sql`update relay_checkpoints set transaction_id = ${tx}::xid8, global_position = ${pos}, updated_at = now()`;
  await sql`
    update mail_checkpoint set transaction_id = ${tx}::xid8, global_position = ${pos},
      silent_transaction_id = ${tx}::xid8, silent_global_position = ${pos}`;
}
