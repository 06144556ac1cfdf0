import { START, type Position, type RecordedEvent } from '@hotel/projections';
import type { Sql, Tx } from '../../db/connect';
import {
  WrongExpectedRevision,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type EventValidator,
  type ExpectedRevision,
  type ReadStreamOptions,
  type ReadStreamResult,
  type StreamSnapshot,
} from '../port';

const CHANNEL = 'hotel_events';

interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_revision: string;
  type: string;
  data: unknown;
  metadata: unknown;
  created_at: Date;
}

const toRecorded = (r: EventRow): RecordedEvent => ({
  streamId: r.stream_id,
  streamRevision: BigInt(r.stream_revision),
  position: { transactionId: BigInt(r.transaction_id), globalPosition: BigInt(r.global_position) },
  type: r.type,
  data: r.data,
  metadata: r.metadata,
  createdAt: r.created_at,
});

/**
 * The PostgreSQL adapter of the event store port. Every event passes `validate` before anything
 * is written. The stream row is moved by a conditional update/insert in the append transaction:
 * a concurrent writer with the same expectation blocks on the row lock, then finds the revision
 * changed and fails with WrongExpectedRevision before it inserts (so it burns no position).
 */
export class PostgresEventStore implements EventStore {
  private readonly sql: Sql;
  private readonly validate: EventValidator;
  private listeners = new Set<() => void>();
  private listening: Promise<{ unlisten(): Promise<void> } | null> | null = null;

  constructor(sql: Sql, validate: EventValidator) {
    this.sql = sql;
    this.validate = validate;
  }

  async appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    for (const event of events) this.validate(streamId, event);
    const count = BigInt(events.length);
    return this.sql.begin(async (tx) => {
      const moved = await moveStream(tx, streamId, expected, count);
      if (moved === null) throw new WrongExpectedRevision(streamId, expected, await currentRevision(tx, streamId));
      const first = moved - count + 1n;
      const rows = await tx<{ transaction_id: string; global_position: string }[]>`
        insert into events ${tx(
          events.map((e, i) => ({
            stream_id: streamId,
            stream_revision: (first + BigInt(i)).toString(),
            type: e.type,
            data: tx.json(e.data as never),
            metadata: tx.json(e.metadata as never),
          })),
        )}
        returning transaction_id::text, global_position::text`;
      await tx`select pg_notify(${CHANNEL}, '')`;
      const last = rows.reduce((a, b) => (BigInt(a.global_position) > BigInt(b.global_position) ? a : b));
      return {
        nextRevision: moved,
        position: { transactionId: BigInt(last.transaction_id), globalPosition: BigInt(last.global_position) },
      };
    });
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<ReadStreamResult> {
    const from = (options.fromRevision ?? 0n).toString();
    // One snapshot for both reads, so the revision and the events agree.
    return this.sql.begin('isolation level repeatable read read only', async (tx) => {
      const revision = await currentRevision(tx, streamId);
      const rows = await tx<EventRow[]>`
        select global_position::text, transaction_id::text, stream_id, stream_revision::text,
               type, data, metadata, created_at
        from events where stream_id = ${streamId} and stream_revision >= ${from}::bigint
        order by events.stream_revision`;
      return { revision, events: rows.map(toRecorded) };
    });
  }

  async readSnapshot(streamId: string): Promise<StreamSnapshot | null> {
    const [row] = await this.sql<{ revision: string; transaction_id: string; global_position: string; schema_version: number; state: unknown }[]>`
      select revision::text, transaction_id::text, global_position::text, schema_version, state
      from snapshots where stream_id = ${streamId}`;
    if (!row) return null;
    return {
      revision: BigInt(row.revision),
      position: { transactionId: BigInt(row.transaction_id), globalPosition: BigInt(row.global_position) },
      schemaVersion: row.schema_version,
      state: row.state,
    };
  }

  async writeSnapshot(streamId: string, snapshot: StreamSnapshot): Promise<void> {
    // A cache needs no durable commit: a crash may take back the last writes, leaving an older
    // snapshot, as true as it was. So the statement's own transaction commits without waiting for
    // the WAL flush (set_config local to it, in the same statement: one round trip). The state goes
    // as json (serialized once by the driver, stored as sent).
    await this.sql`
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

  async readAll(after: Position, limit: number): Promise<RecordedEvent[]> {
    const rows = await this.sql<EventRow[]>`
      select global_position::text, transaction_id::text, stream_id, stream_revision::text,
             type, data, metadata, created_at
      from events
      where (transaction_id, global_position) > (${after.transactionId.toString()}::xid8, ${after.globalPosition.toString()}::bigint)
        and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      order by events.transaction_id, events.global_position
      limit ${limit}`;
    return rows.map(toRecorded);
  }

  async readHead(): Promise<Position> {
    const [row] = await this.sql<{ tx: string; pos: string }[]>`
      select transaction_id::text as tx, global_position::text as pos from events
      order by transaction_id desc, global_position desc
      limit 1`;
    return row ? { transactionId: BigInt(row.tx), globalPosition: BigInt(row.pos) } : START;
  }

  async waitForAppends(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    // Without the notification (connection lost) readers still poll every `timeoutMs`.
    this.listening ??= this.sql
      .listen(CHANNEL, () => {
        for (const wake of this.listeners) wake();
      })
      .catch(() => null);
    await this.listening;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.listeners.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.listeners.add(done);
      signal?.addEventListener('abort', done);
    });
  }

  async close(): Promise<void> {
    for (const wake of this.listeners) wake();
    const listening = await this.listening;
    this.listening = null;
    await listening?.unlisten().catch(() => undefined);
  }
}



/** Moves the stream row to its new revision if the expectation holds; null when it does not. */
async function moveStream(tx: Tx, streamId: string, expected: ExpectedRevision, count: bigint): Promise<bigint | null> {
  const rows =
    expected === 'no_stream'
      ? await tx<{ revision: string }[]>`
          insert into streams (stream_id, revision) values (${streamId}, ${(count - 1n).toString()})
          on conflict (stream_id) do nothing returning revision::text`
      : expected === 'any'
        ? await tx<{ revision: string }[]>`
            insert into streams (stream_id, revision) values (${streamId}, ${(count - 1n).toString()})
            on conflict (stream_id) do update set revision = streams.revision + ${count.toString()}::bigint
            returning revision::text`
        : await tx<{ revision: string }[]>`
            update streams set revision = revision + ${count.toString()}::bigint
            where stream_id = ${streamId} and revision = ${expected.toString()}
            returning revision::text`;
  const row = rows[0];
  return row ? BigInt(row.revision) : null;
}

async function currentRevision(tx: Tx, streamId: string): Promise<bigint | 'no_stream'> {
  const [row] = await tx<{ revision: string }[]>`select revision::text from streams where stream_id = ${streamId}`;
  return row ? BigInt(row.revision) : 'no_stream';
}
