import type postgres from 'postgres';
import type { RecordedEvent } from './event-source';

export type Tx = postgres.TransactionSql;

/**
 * A read model fed by events. `apply` must be idempotent (the runner commits rows and checkpoint
 * together, so a replay only happens on rebuild, but idempotence keeps even that harmless).
 */
export interface Projection {
  name: string;
  /** Applies one event inside the batch's transaction; ignores types it does not know. */
  apply(event: RecordedEvent, tx: Tx): Promise<void>;
  /** Empties the read model before a rebuild from position zero. */
  reset(tx: Tx): Promise<void>;
}
