export { LEDGER_BOOKINGS } from './books';
export { actorLabel, ledgerEntry, type LedgerBook } from './entry';
export { ledgerMovements, type LedgerMovement } from './movements';
export { LEDGER, LEDGER_READS, ledgerProjection } from './projector';
