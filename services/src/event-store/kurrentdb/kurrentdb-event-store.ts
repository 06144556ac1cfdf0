import {
  BACKWARDS,
  END,
  FORWARDS,
  START as KURRENT_START,
  StreamNotFoundError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type Direction,
  type JSONType,
  type KurrentDBClient,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { START, type Position, type RecordedEvent } from '@hotel/projections';
import type { Sql } from '../../db/connect';
import {
  InvalidEvent,
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
import { readSnapshot, writeSnapshot } from '../postgres/snapshots';
import { AppendSignal } from './append-signal';
import { fromKurrentError, toStreamState } from './errors';
import { fromKurrentPosition, toKurrentPosition } from './position';
import { scanAll } from './scan';

/** What the adapter uses of the client (a test double implements the same, at the library's types). */
export type KurrentClient = Pick<
  KurrentDBClient,
  'appendToStream' | 'readStream' | 'readAll' | 'subscribeToAll' | 'dispose'
>;

/**
 * The EventStoreDB/KurrentDB adapter of the event store port (docs/architecture.md §3), on
 * `@kurrent/kurrentdb-client`. It passes the same contract suite as the PostgreSQL adapter.
 *
 * - Writes: every event passes `validate` before anything is sent (the log holds only events every
 *   reader can parse); the expectation goes as the client's `streamState`, so the server refuses
 *   a stale writer atomically, and its WrongExpectedVersionError becomes our WrongExpectedRevision
 *   with the actual revision. Each event gets a fresh id (the server needs one; `RecordedEvent`
 *   carries none, as in PostgreSQL), so two appends of equal events are two appends, never the
 *   server's idempotent replay of one.
 * - Positions: `$all` positions are the server's (commit, prepare) pair (`position.ts`). The
 *   position an append reports is read back from the stored last event, so it is exactly the one
 *   `$all` readers will checkpoint (what read-your-writes waits for), whatever the server's append
 *   answer puts in its own position.
 * - `$all` readers: `readAll` reads with the server-side filter that drops system events (and
 *   drops events of `$` streams itself), strictly after the reader's position. KurrentDB commits
 *   in log order, so a reader cannot skip an event committed late (the gap PostgreSQL's adapter
 *   guards against by transaction ids).
 * - Subscription and stored checkpoint: each projector's checkpoint is stored in PostgreSQL, in
 *   the same transaction as its read model rows (`projection_checkpoints`). The runner reads
 *   `$all` from that stored checkpoint and, caught up, waits in `waitForAppends`: one filtered
 *   `$all` subscription from the end (`append-signal.ts`) wakes it when events arrive. The
 *   subscription only rings; the position always comes from the stored checkpoint, so a restart,
 *   a dropped subscription or a missed wake-up repeats nothing and skips nothing.
 * - Snapshots stay in PostgreSQL's `snapshots` table (beside the read models): the port's rule
 *   (keep the stored one when it has the same schema version and a revision at least as high) is
 *   one conditional upsert there, where a snapshot stream would need read-compare-append retries,
 *   and snapshot events would show in `$all` to every projector. Keys are prefixed, so snapshots
 *   of a PostgreSQL event log in the same database are never taken for this log's.
 * - Failures of availability (unreachable, deadline) become the port's EventStoreUnavailable
 *   (the application answers it 503).
 */
export class KurrentDbEventStore implements EventStore {
  private readonly client: KurrentClient;
  private readonly sql: Sql;
  private readonly validate: EventValidator;
  private readonly appends: AppendSignal;

  constructor(client: KurrentClient, sql: Sql, validate: EventValidator) {
    this.client = client;
    this.sql = sql;
    this.validate = validate;
    this.appends = new AppendSignal(client);
  }

  async appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    checkAppend(streamId, events, this.validate);
    const proposed = events.map((event) =>
      jsonEvent({
        type: event.type,
        data: jsonPayload(streamId, event, event.data),
        metadata: optionalMetadata(streamId, event),
      }),
    );
    try {
      const result = await this.client.appendToStream(streamId, proposed, {
        streamState: toStreamState(expected),
      });
      // From the leader: a follower may not have the event yet.
      const readBack = {
        fromRevision: result.nextExpectedRevision,
        maxCount: 1,
        requiresLeader: true,
      };
      const [last] = await this.collect(this.client.readStream(streamId, readBack));
      if (!last)
        throw new Error(
          `KurrentDB did not give back event ${result.nextExpectedRevision} of ${streamId} it had just stored`,
        );
      return { nextRevision: result.nextExpectedRevision, position: last.position };
    } catch (error) {
      throw fromKurrentError(error, { streamId, expected });
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<ReadStreamResult> {
    try {
      const events = await this.collect(
        this.client.readStream(streamId, { fromRevision: options.fromRevision ?? KURRENT_START }),
      );
      const last = events.at(-1);
      if (last) return { revision: last.streamRevision, events };
      // Nothing from `fromRevision` on: the revision is that of the stream's last event, if any.
      const [head] = await this.collect(
        this.client.readStream(streamId, { fromRevision: END, direction: BACKWARDS, maxCount: 1 }),
      );
      return { revision: head?.streamRevision ?? 'no_stream', events: [] };
    } catch (error) {
      if (error instanceof StreamNotFoundError) return { revision: 'no_stream', events: [] };
      throw fromKurrentError(error);
    }
  }

  readSnapshot(streamId: string): Promise<StreamSnapshot | null> {
    return readSnapshot(this.sql, snapshotKey(streamId));
  }

  writeSnapshot(streamId: string, snapshot: StreamSnapshot): Promise<void> {
    return writeSnapshot(this.sql, snapshotKey(streamId), snapshot);
  }

  async readStreamAfterSnapshot(
    streamId: string,
    schemaVersion: number,
  ): Promise<StreamAfterSnapshot> {
    // The snapshot is in PostgreSQL and the stream here: two reads, the snapshot's first (the
    // stream only grows, so the events after it are all there).
    const stored = await this.readSnapshot(streamId);
    const snapshot = stored?.schemaVersion === schemaVersion ? stored : null;
    const read = await this.readStream(streamId, {
      fromRevision: snapshot ? snapshot.revision + 1n : 0n,
    });
    return { ...read, snapshot };
  }

  readAll(after: Position, limit: number): Promise<RecordedEvent[]> {
    return this.scan(FORWARDS, after, limit);
  }

  async readHead(): Promise<Position> {
    const [last] = await this.scan(BACKWARDS, END, 1);
    return last?.position ?? START;
  }

  waitForAppends(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    return this.appends.wait(timeoutMs, signal);
  }

  async close(): Promise<void> {
    await this.appends.close();
    await this.client.dispose();
  }

  private async scan(
    direction: Direction,
    from: Position | typeof END,
    limit: number,
  ): Promise<RecordedEvent[]> {
    try {
      return await scanAll(
        (cursor, count) =>
          this.collect(
            this.client.readAll({
              direction,
              fromPosition: cursor === END ? END : toKurrentPosition(cursor),
              maxCount: count,
              filter: excludeSystemEvents(),
            }),
          ),
        direction,
        from,
        limit,
      );
    } catch (error) {
      throw fromKurrentError(error);
    }
  }

  private async collect(
    reads: AsyncIterable<ResolvedEvent | AllStreamResolvedEvent>,
  ): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    for await (const resolved of reads) {
      if (resolved.event) events.push(toRecorded(resolved.event));
    }
    return events;
  }
}

type KurrentRecorded = NonNullable<ResolvedEvent['event']>;

function toRecorded(event: KurrentRecorded): RecordedEvent {
  return {
    streamId: event.streamId,
    streamRevision: event.revision,
    position: requirePosition(event.position),
    type: event.type,
    data: event.data,
    // PostgreSQL gives back what was stored; KurrentDB stores no metadata for none: null alike.
    metadata: event.metadata ?? null,
    createdAt: event.created,
  };
}

function requirePosition(position: KurrentRecorded['position']): Position {
  // Events read from a stream carry their position on servers later than 22.6.0 (older ones send
  // none, or zeros: no event sits at 0/0, where the log starts with its epoch record). An older
  // server is refused loudly rather than given positions that would not match `$all`.
  if (!position || (position.commit === 0n && position.prepare === 0n))
    throw new Error(
      'KurrentDB gave an event without its $all position: the server must be later than 22.6.0',
    );
  return fromKurrentPosition(position);
}

/** KurrentDB's JSON events hold an object, an array or a string; any other payload is refused unsent. */
function jsonPayload(streamId: string, event: EventToAppend, value: unknown): JSONType {
  if (isJsonType(value)) return value;
  throw new InvalidEvent(
    streamId,
    event.type,
    'a JSON event holds an object, an array or a string',
  );
}

function optionalMetadata(streamId: string, event: EventToAppend): JSONType | undefined {
  return event.metadata === null || event.metadata === undefined
    ? undefined
    : jsonPayload(streamId, event, event.metadata);
}

function isJsonType(value: unknown): value is JSONType {
  return (
    typeof value === 'string' ||
    (typeof value === 'object' && value !== null && !(value instanceof Uint8Array))
  );
}

function snapshotKey(streamId: string): string {
  return `kurrentdb:${streamId}`;
}
