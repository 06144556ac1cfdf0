export * from './event-source';
export { applyBatch, type BatchWrite, type Projection, type Tx } from './projection';
export { ProjectionRunner } from './runner';
export type { RunnerOptions } from './runner/options';
export { RebuildStopped } from './rebuild/rebuild-stopped';
export { listCheckpoints, positionReached } from './checkpoints';
export { listFailures, type ProjectionFailure } from './failures';
export { migrate, migrationFiles } from './db/migrate';
export * from './calendar-entries';
export { allProjections, PROJECTIONS_MIGRATIONS } from './registry';
export * from './bookings';
export * from './booking-history';
export {
  actorLabel,
  ledgerEntry,
  ledgerMovements,
  ledgerProjection,
  LEDGER,
  LEDGER_BOOKINGS,
  LEDGER_READS,
  type LedgerBook,
  type LedgerMovement,
} from './ledger/projector';
export * from './folio';
