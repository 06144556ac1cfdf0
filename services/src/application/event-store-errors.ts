import {
  EventStoreUnavailable,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadStreamOptions,
  type StreamSnapshot,
} from '../event-store/port';
import type { Position } from '@hotel/projections';
import { AppError } from './errors';

/**
 * The event store could not serve (see the port's EventStoreUnavailable) as the application's
 * refusal: the HTTP layer answers 503 with the database-unavailable text, as for a PostgreSQL
 * outage. Name, message and cause stay the store's, for logs and readiness.
 */
export class StoreUnavailableError extends AppError {
  override name = 'EventStoreUnavailable';

  constructor(unavailable: EventStoreUnavailable) {
    super('unavailable', 'error.databaseUnavailable');
    this.message = unavailable.message;
    this.cause = unavailable.cause;
  }
}

/** A store error as the application's: unavailability becomes a 503; anything else passes unchanged. */
export function fromStoreError(error: unknown): unknown {
  return error instanceof EventStoreUnavailable ? new StoreUnavailableError(error) : error;
}

/**
 * The store as the application uses it: every failure of its adapter passes `fromStoreError`, so
 * code above the port meets AppErrors only, whichever store the process runs on.
 */
export function withApplicationErrors(store: EventStore): EventStore {
  const mapped = <T>(work: Promise<T>): Promise<T> =>
    work.catch((error: unknown) => {
      throw fromStoreError(error);
    });
  return {
    appendToStream: (
      streamId: string,
      events: readonly EventToAppend[],
      expected: ExpectedRevision,
    ) => mapped(store.appendToStream(streamId, events, expected)),
    readStream: (streamId: string, options?: ReadStreamOptions) =>
      mapped(store.readStream(streamId, options)),
    readSnapshot: (streamId: string) => mapped(store.readSnapshot(streamId)),
    readStreamAfterSnapshot: (streamId: string, schemaVersion: number) =>
      mapped(store.readStreamAfterSnapshot(streamId, schemaVersion)),
    writeSnapshot: (streamId: string, snapshot: StreamSnapshot) =>
      mapped(store.writeSnapshot(streamId, snapshot)),
    readAll: (after: Position, limit: number) => mapped(store.readAll(after, limit)),
    readHead: () => mapped(store.readHead()),
    waitForAppends: (timeoutMs: number, signal?: AbortSignal) =>
      mapped(store.waitForAppends(timeoutMs, signal)),
    close: () => mapped(store.close()),
  };
}
