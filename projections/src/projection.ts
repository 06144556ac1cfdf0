import type postgres from 'postgres';
import type { RecordedEvent } from './event-source';

export type Tx = postgres.TransactionSql;

/**
 * A read model fed by events. `apply` must be idempotent (the runner commits rows and checkpoint
 * together, so an event is applied once; idempotence keeps even a hand replay harmless).
 */
export interface Projection {
  name: string;
  /**
   * Every table the projector writes, by unqualified name: a rebuild builds copies of exactly these
   * in a schema of its own and swaps them in (so `apply` must name its tables unqualified).
   */
  tables: readonly string[];
  /** Applies one event inside the batch's transaction; ignores types it does not know. */
  apply(event: RecordedEvent, tx: Tx): Promise<void>;
}
