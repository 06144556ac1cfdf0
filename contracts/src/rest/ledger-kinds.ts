/* The kinds of ledger lines (zod-free: @hotel/contracts/plain). */

export const LEDGER_KINDS = ['payment', 'refund', 'cancellation'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
