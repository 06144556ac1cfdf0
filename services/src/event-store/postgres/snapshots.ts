import type { Sql } from '../../db/connect';
import type { StreamSnapshot } from '../port';

/**
 * Stream snapshots in PostgreSQL's `snapshots` table, for both adapters: the PostgreSQL event
 * store keeps them beside its events, and the KurrentDB one beside the read models (see its doc).
 */
export async function readSnapshot(sql: Sql, streamId: string): Promise<StreamSnapshot | null> {
  const [row] = await sql<
    {
      revision: string;
      transaction_id: string;
      global_position: string;
      schema_version: number;
      state: unknown;
    }[]
  >`
    select revision::text, transaction_id::text, global_position::text, schema_version, state
    from snapshots where stream_id = ${streamId}`;
  if (!row) return null;
  return {
    revision: BigInt(row.revision),
    position: {
      transactionId: BigInt(row.transaction_id),
      globalPosition: BigInt(row.global_position),
    },
    schemaVersion: row.schema_version,
    state: row.state,
  };
}

/**
 * Stores `snapshot` unless the stored one has the same schema version and a revision at least as
 * high (the port's rule), in one conditional upsert, so racing writers need no lock.
 */
export async function writeSnapshot(
  sql: Sql,
  streamId: string,
  snapshot: StreamSnapshot,
): Promise<void> {
  // A cache needs no durable commit: a crash may take back the last writes, leaving an older
  // snapshot, as true as it was. So the statement's own transaction commits without waiting for
  // the WAL flush (set_config local to it, in the same statement: one round trip). The state goes
  // as json (serialized once by the driver, stored as sent).
  await sql`
    with no_flush as (select set_config('synchronous_commit', 'off', true))
    insert into snapshots (stream_id, revision, transaction_id, global_position, schema_version, state)
    select ${streamId}, ${snapshot.revision.toString()}::bigint, ${snapshot.position.transactionId.toString()}::xid8,
           ${snapshot.position.globalPosition.toString()}::bigint, ${snapshot.schemaVersion}, ${snapshot.state as never}::json
    from no_flush
    on conflict (stream_id) do update
      set revision = excluded.revision, transaction_id = excluded.transaction_id, global_position = excluded.global_position,
          schema_version = excluded.schema_version, state = excluded.state, written_at = now()
      where snapshots.schema_version <> excluded.schema_version or snapshots.revision < excluded.revision`;
}
