import type postgres from 'postgres';
import type { RecordedEvent } from './event-source';

export type Tx = postgres.TransactionSql;

/** The writes of a prepared batch, run once, inside the caller's transaction. */
export type BatchWrite = (tx: Tx) => Promise<void>;

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
   * Reads a batch of events, in order, touching no table: parses each event it reads with its
   * schema and works out what it does (so a rebuild does this for the next batch while the
   * database writes the last one). The write it returns applies the batch with a few set-based
   * statements; the rows afterwards are those that applying the events one at a time leaves, so a
   * batch of one is the event-by-event path. Types it does not read are ignored. Preparing or
   * writing fails when any event of the batch cannot be applied: the caller then applies the
   * batch one event at a time to stop exactly at that event.
   */
  prepare(events: readonly RecordedEvent[]): BatchWrite;
}

/** Applies `events` to `projection` in `tx`: prepared, then written. */
export async function applyBatch(
  projection: Projection,
  events: readonly RecordedEvent[],
  tx: Tx,
): Promise<void> {
  await projection.prepare(events)(tx);
}
