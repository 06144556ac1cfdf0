import { START, type Position, type RecordedEvent } from '@hotel/projections';
import type { Sql } from '../../db/connect';
import { WaitingReaders } from '../waiting-readers';
import { beginEraIfMoved, positionColumns, positionOf } from './eras';
import { readSnapshot, writeSnapshot } from './snapshots';
import {
  WrongExpectedRevision,
  checkAppend,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type EventValidator,
  type ExpectedRevision,
  type ReadStreamOptions,
  type ReadStreamResult,
  type StreamAfterSnapshot,
  type StreamSnapshot,
} from '../port';

const CHANNEL = 'hotel_events';

interface EventRow {
  era: number;
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
  position: positionOf(r.era, r.transaction_id, r.global_position),
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
  private readonly readers = new WaitingReaders();
  private listening: Promise<{ unlisten(): Promise<void> } | null> | null = null;
  private opened: Promise<number> | null = null;

  constructor(sql: Sql, validate: EventValidator) {
    this.sql = sql;
    this.validate = validate;
  }

  async appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    checkAppend(streamId, events, this.validate);
    await this.open();
    const count = events.length.toString();
    // One statement, so one round trip and its own transaction: the stream row moves (or not) in
    // the first CTE, the events go in only on the row it moved, and the notification is sent with
    // them. The events table's foreign key sees a stream row this statement inserted (checked
    // at its end). The payloads travel as one JSON array (as text: a json parameter would be
    // serialized again), unpacked in order.
    const payload = JSON.stringify(events.map((e) => [e.type, e.data, e.metadata]));
    const [row] = await this.sql<
      { revision: string; era: number; transaction_id: string; global_position: string }[]
    >`
      with moved as (${moveStream(this.sql, streamId, expected, count)}),
      inserted as (
        insert into events (stream_id, stream_revision, type, data, metadata)
        select ${streamId}, moved.revision - ${count}::bigint + e.n, e.event->>0, e.event->1, e.event->2
        from moved, jsonb_array_elements(${payload}::text::jsonb) with ordinality as e(event, n)
        returning era, transaction_id, global_position
      ),
      last as (select era, transaction_id, max(global_position) as global_position from inserted group by era, transaction_id)
      select moved.revision::text, last.era, last.transaction_id::text, last.global_position::text
      from moved, last, lateral (select pg_notify(${CHANNEL}, '')) as notified`;
    if (!row)
      throw new WrongExpectedRevision(
        streamId,
        expected,
        await currentRevision(this.sql, streamId),
      );
    return {
      nextRevision: BigInt(row.revision),
      position: positionOf(row.era, row.transaction_id, row.global_position),
    };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<ReadStreamResult> {
    const from = (options.fromRevision ?? 0n).toString();
    // One statement (one snapshot, one round trip): the stream's revision on every row, beside its
    // events from `from` on; a stream with no events left to read comes as one row without an event.
    const rows = await this.sql<
      (Omit<EventRow, 'global_position'> & { global_position: string | null; revision: string })[]
    >`
      select s.revision::text as revision, e.era, e.global_position::text, e.transaction_id::text, s.stream_id,
             e.stream_revision::text, e.type, e.data, e.metadata, e.created_at
      from streams s
      left join events e on e.stream_id = s.stream_id and e.stream_revision >= ${from}::bigint
      where s.stream_id = ${streamId}
      order by e.stream_revision`;
    const [first] = rows;
    if (!first) return { revision: 'no_stream', events: [] };
    const events = rows.flatMap((r) =>
      r.global_position === null ? [] : [toRecorded({ ...r, global_position: r.global_position })],
    );
    return { revision: BigInt(first.revision), events };
  }

  async readStreamAfterSnapshot(
    streamId: string,
    schemaVersion: number,
  ): Promise<StreamAfterSnapshot> {
    // One statement (one snapshot of the database, one round trip; it was two): the stream row,
    // its snapshot of this version, and the events after it on rows of their own. The snapshot's
    // state travels once, on the first row (the events after it start at the revision after its).
    const rows = await this.sql<
      (Omit<EventRow, 'global_position'> & {
        global_position: string | null;
        revision: string;
        snapshot_revision: string | null;
        snapshot_transaction_id: string | null;
        snapshot_global_position: string | null;
        snapshot_state: unknown;
      })[]
    >`
      select s.revision::text as revision, n.revision::text as snapshot_revision,
             n.transaction_id::text as snapshot_transaction_id, n.global_position::text as snapshot_global_position,
             case when e.stream_revision is null or e.stream_revision = n.revision + 1 then n.state end as snapshot_state,
             e.era, e.global_position::text, e.transaction_id::text, s.stream_id, e.stream_revision::text, e.type, e.data, e.metadata, e.created_at
      from streams s
      left join snapshots n on n.stream_id = s.stream_id and n.schema_version = ${schemaVersion}
      left join events e on e.stream_id = s.stream_id and e.stream_revision > coalesce(n.revision, -1)
      where s.stream_id = ${streamId}
      order by e.stream_revision`;
    const [first] = rows;
    if (!first) return { revision: 'no_stream', events: [], snapshot: null };
    const events = rows.flatMap((r) =>
      r.global_position === null ? [] : [toRecorded({ ...r, global_position: r.global_position })],
    );
    const snapshot =
      first.snapshot_revision === null
        ? null
        : {
            revision: BigInt(first.snapshot_revision),
            position: {
              transactionId: BigInt(first.snapshot_transaction_id ?? 0),
              globalPosition: BigInt(first.snapshot_global_position ?? 0),
            },
            schemaVersion,
            state: first.snapshot_state,
          };
    return { revision: BigInt(first.revision), events, snapshot };
  }

  readSnapshot(streamId: string): Promise<StreamSnapshot | null> {
    return readSnapshot(this.sql, streamId);
  }

  writeSnapshot(streamId: string, snapshot: StreamSnapshot): Promise<void> {
    return writeSnapshot(this.sql, streamId, snapshot);
  }

  async readAll(after: Position, limit: number): Promise<RecordedEvent[]> {
    await this.open();
    const from = positionColumns(after);
    // The next `limit` events in order, then those before the oldest transaction still open: the
    // same rows as filtering first (transaction ids ascend along the order, so what the filter
    // keeps is a prefix). Filtering first, the planner cannot tell how few rows the filter drops
    // and, for a rebuild's batch of 10,000, sorted every event after `after` at each batch
    // (135 ms a batch on 40,000 events, growing with the log) where the index walks 10,000 (7 ms).
    // Only the latest era has transactions that may still be open: this cluster's.
    const rows = await this.sql<EventRow[]>`
      select era, global_position::text, transaction_id::text, stream_id, stream_revision::text,
             type, data, metadata, created_at
      from (
        select * from events
        where (era, transaction_id, global_position) > (${from.era}::integer, ${from.transactionId}::xid8, ${from.globalPosition}::bigint)
        order by era, transaction_id, global_position
        limit ${limit}
      ) e
      where e.transaction_id < pg_snapshot_xmin(pg_current_snapshot()) or e.era < event_store_era()
      order by e.era, e.transaction_id, e.global_position`;
    return rows.map(toRecorded);
  }

  async readHead(): Promise<Position> {
    await this.open();
    const [row] = await this.sql<{ era: number; tx: string; pos: string }[]>`
      select era, transaction_id::text as tx, global_position::text as pos from events
      order by era desc, transaction_id desc, global_position desc
      limit 1`;
    return row ? positionOf(row.era, row.tx, row.pos) : START;
  }

  /**
   * Begins a new era first if the log was carried into this cluster (eras.ts), once per store
   * (again after a failure): nothing is appended or read in `$all` order before.
   */
  private open(): Promise<number> {
    this.opened ??= beginEraIfMoved(this.sql).catch((error: unknown) => {
      this.opened = null;
      throw error;
    });
    return this.opened;
  }

  async waitForAppends(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    // Without the notification (connection lost) readers still poll every `timeoutMs`.
    this.listening ??= this.sql.listen(CHANNEL, () => this.readers.wakeAll()).catch(() => null);
    await this.listening;
    await this.readers.wait(timeoutMs, signal);
  }

  async close(): Promise<void> {
    this.readers.wakeAll();
    const listening = await this.listening;
    this.listening = null;
    await listening?.unlisten().catch(() => undefined);
  }
}

/**
 * The statement that moves the stream row to its new revision if the expectation holds, returning
 * that revision (no row when it does not hold). A concurrent writer with the same expectation
 * waits for the row lock, then finds the revision changed: it returns no row and inserts nothing.
 */
function moveStream(sql: Sql, streamId: string, expected: ExpectedRevision, count: string) {
  if (expected === 'no_stream') {
    return sql`insert into streams (stream_id, revision) values (${streamId}, ${count}::bigint - 1)
               on conflict (stream_id) do nothing returning revision`;
  }
  if (expected === 'any') {
    return sql`insert into streams (stream_id, revision) values (${streamId}, ${count}::bigint - 1)
               on conflict (stream_id) do update set revision = streams.revision + ${count}::bigint
               returning revision`;
  }
  return sql`update streams set revision = revision + ${count}::bigint
             where stream_id = ${streamId} and revision = ${expected.toString()}::bigint
             returning revision`;
}

async function currentRevision(sql: Sql, streamId: string): Promise<bigint | 'no_stream'> {
  const [row] = await sql<
    { revision: string }[]
  >`select revision::text from streams where stream_id = ${streamId}`;
  return row ? BigInt(row.revision) : 'no_stream';
}
