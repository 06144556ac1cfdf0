import type { EventSource, Position, RecordedEvent } from '@hotel/projections';

/** `no_stream`: the stream must not exist; `any`: no check; a number: the exact last revision. */
export type ExpectedRevision = 'no_stream' | 'any' | bigint;

export interface EventToAppend {
  type: string;
  data: unknown;
  metadata: unknown;
}

export interface AppendResult {
  /** Revision of the last appended event. */
  nextRevision: bigint;
  /** `$all` position of the last appended event (for read-your-writes). */
  position: Position;
}

/** The stream's revision differed from the one the writer expected: re-read and decide again. */
export class WrongExpectedRevision extends Error {
  override name = 'WrongExpectedRevision';
  readonly streamId: string;
  readonly expected: ExpectedRevision;
  readonly actual: bigint | 'no_stream';

  constructor(streamId: string, expected: ExpectedRevision, actual: bigint | 'no_stream') {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.streamId = streamId;
    this.expected = expected;
    this.actual = actual;
  }
}

/**
 * An event its schema refuses. Nothing is written: the log holds only events every reader can
 * parse (docs/architecture.md §3). For the caller it is a 400: the input led to an impossible
 * event.
 */
export class InvalidEvent extends Error {
  override name = 'InvalidEvent';
  readonly streamId: string;
  readonly type: string;

  constructor(streamId: string, type: string, reason: string) {
    super(`Event ${type} for ${streamId} refused: ${reason}`);
    this.streamId = streamId;
    this.type = type;
  }
}

/**
 * The store cannot serve now (unreachable, no answer within the deadline, a cluster between
 * leaders). Nothing the caller did: the application answers it as a database outage. It is not a
 * PostgreSQL failure, so the PostgreSQL watchdog does not count it and requests that need only
 * PostgreSQL keep being served meanwhile.
 */
export class EventStoreUnavailable extends Error {
  override name = 'EventStoreUnavailable';

  constructor(cause: Error) {
    // For logs and readiness: what the client met.
    super(`event store unavailable: ${cause.message || cause.name}`, { cause });
  }
}

/** Checks one event before it is appended; throws InvalidEvent. Every adapter calls it. */
export type EventValidator = (streamId: string, event: EventToAppend) => void;

/**
 * What every adapter checks of an append before it writes anything: at least one event, and each
 * one valid (`validate` throws InvalidEvent).
 */
export function checkAppend(
  streamId: string,
  events: readonly EventToAppend[],
  validate: EventValidator,
): void {
  if (events.length === 0) throw new Error('appendToStream needs at least one event');
  for (const event of events) validate(streamId, event);
}

export interface ReadStreamOptions {
  /** The first revision to read (default 0): a reader holding a snapshot reads only what followed it. */
  fromRevision?: bigint;
}

export interface ReadStreamResult {
  /** Revision of the stream's last event (whether or not it was read), or `no_stream`. */
  revision: bigint | 'no_stream';
  events: RecordedEvent[];
}

/**
 * A stream's state folded up to `revision`, stored by the code that folds it so that a later
 * reader folds only the events after it. A cache: the events stay the truth, and a reader that
 * cannot use a snapshot (another `schemaVersion`) reads the whole stream.
 */
export interface StreamSnapshot {
  /** Revision of the last event folded in. */
  revision: bigint;
  /** `$all` position of that event: what a decision taken on this state waits for (read-your-writes). */
  position: Position;
  /** The format of `state`, set by its writer; readers ignore versions they do not write. */
  schemaVersion: number;
  state: unknown;
}

export interface StreamAfterSnapshot extends ReadStreamResult {
  snapshot: StreamSnapshot | null;
}

/**
 * The event store port (docs/architecture.md §3). Every adapter passes the same contract suite
 * (`event-store.contract.ts`).
 */
export interface EventStore extends EventSource {
  appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<ReadStreamResult>;
  /** The stream's stored snapshot, whatever its schema version, or null. */
  readSnapshot(streamId: string): Promise<StreamSnapshot | null>;
  /**
   * The stream's stored snapshot of `schemaVersion` (null when there is none of that version) and
   * the stream's events after it (all of them without one), as one read: what a command's decider
   * needs, in one round trip where the adapter can.
   */
  readStreamAfterSnapshot(streamId: string, schemaVersion: number): Promise<StreamAfterSnapshot>;
  /**
   * Stores a snapshot in place of the stream's stored one, unless that one has the same schema
   * version and a revision at least as high (writers race; the newest state wins, and a reader of
   * another version replaces what it cannot use).
   */
  writeSnapshot(streamId: string, snapshot: StreamSnapshot): Promise<void>;
  close(): Promise<void>;
}
