import type postgres from 'postgres';
import type { Position, RecordedEvent } from './event-source';

type Db = postgres.Sql | postgres.TransactionSql;

/** A projection stopped at an event it cannot apply. */
export interface ProjectionFailure {
  projection: string;
  position: Position;
  eventType: string;
  error: string;
  failedAt: Date;
}

/** Records (or refreshes) where and why a projection stopped; true when this is news. */
export async function recordFailure(
  db: Db,
  projection: string,
  event: RecordedEvent,
  error: string,
): Promise<boolean> {
  const [row] = await db<{ news: boolean }[]>`
    insert into projection_failures (projection, transaction_id, global_position, event_type, error)
    values (${projection}, ${event.position.transactionId.toString()}::xid8, ${event.position.globalPosition.toString()},
            ${event.type}, ${error.slice(0, 2000)})
    on conflict (projection) do update set
      transaction_id = excluded.transaction_id, global_position = excluded.global_position,
      event_type = excluded.event_type, error = excluded.error, failed_at = now()
    returning (xmax = 0) as news`;
  return row?.news ?? true;
}

/** Clears a projection's failure (it got past the event, or it is being rebuilt). */
export async function clearFailure(db: Db, projection: string): Promise<boolean> {
  const rows =
    await db`delete from projection_failures where projection = ${projection} returning projection`;
  return rows.length > 0;
}

/** Every stalled projection, for /health/ready and operators. */
export async function listFailures(db: Db): Promise<ProjectionFailure[]> {
  const rows = await db<
    {
      projection: string;
      tx: string;
      pos: string;
      event_type: string;
      error: string;
      failed_at: Date;
    }[]
  >`
    select projection, transaction_id::text as tx, global_position::text as pos, event_type, error, failed_at
    from projection_failures order by projection`;
  return rows.map((r) => ({
    projection: r.projection,
    position: { transactionId: BigInt(r.tx), globalPosition: BigInt(r.pos) },
    eventType: r.event_type,
    error: r.error,
    failedAt: r.failed_at,
  }));
}
