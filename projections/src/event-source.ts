/**
 * A position in `$all`: the committing transaction's id and the event's global position. Ordered
 * by the pair; a reader stores the pair it reached as its checkpoint.
 */
export interface Position {
  transactionId: bigint;
  globalPosition: bigint;
}

export const START: Position = { transactionId: 0n, globalPosition: 0n };

export function comparePositions(a: Position, b: Position): number {
  if (a.transactionId !== b.transactionId) return a.transactionId < b.transactionId ? -1 : 1;
  if (a.globalPosition !== b.globalPosition) return a.globalPosition < b.globalPosition ? -1 : 1;
  return 0;
}

/** A position as JSON can carry it (logs, health reports). */
export function printablePosition(position: Position): {
  transactionId: string;
  globalPosition: string;
} {
  return {
    transactionId: position.transactionId.toString(),
    globalPosition: position.globalPosition.toString(),
  };
}

/** An event as stored: its payload is still unparsed (each reader parses it with its schema). */
export interface RecordedEvent {
  streamId: string;
  streamRevision: bigint;
  position: Position;
  type: string;
  data: unknown;
  metadata: unknown;
  createdAt: Date;
}

/** What projections need of an event store: an ordered, resumable read of `$all`. */
export interface EventSource {
  /** Up to `limit` events strictly after `after`, in `$all` order, none ever skipped. */
  readAll(after: Position, limit: number): Promise<RecordedEvent[]>;
  /**
   * The position of the last event committed now (START when there is none). `readAll` may not
   * show it yet: it shows nothing after a transaction that is still open, until that one ends.
   */
  readHead(): Promise<Position>;
  /** Resolves when new events may be readable (or after `timeoutMs`). */
  waitForAppends(timeoutMs: number, signal?: AbortSignal): Promise<void>;
}

/**
 * When the event happened on the application's clock (its metadata `at`), else when it was
 * stored. Read models use it so that their times agree with deadlines the application set.
 */
export function eventTime(event: RecordedEvent): Date {
  const at = (event.metadata as { at?: unknown } | null)?.at;
  const parsed = typeof at === 'string' ? new Date(at) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : event.createdAt;
}
