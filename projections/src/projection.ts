import type postgres from 'postgres';
import type { RecordedEvent } from './event-source';

export type Tx = postgres.TransactionSql;

/**
 * A read model fed by events. Applying must be idempotent (the runner commits rows and checkpoint
 * together, so an event is applied once; idempotence keeps even a hand replay harmless).
 */
export interface Projection {
  name: string;
  /**
   * Every table the projector writes, by unqualified name: a rebuild builds copies of exactly these
   * in a schema of its own and swaps them in (so the projector must name its tables unqualified).
   */
  tables: readonly string[];
  /**
   * Applies events, in order, inside the caller's transaction, with a few set-based statements
   * per batch (a rebuild replays the whole log through it). The rows afterwards are those that
   * applying the events one at a time leaves, so a batch of one is the event-by-event path. It
   * ignores types it does not read, and throws when any event of the batch cannot be applied:
   * the caller then applies the batch one event at a time to stop exactly at that event.
   */
  applyBatch(events: readonly RecordedEvent[], tx: Tx): Promise<void>;
}
