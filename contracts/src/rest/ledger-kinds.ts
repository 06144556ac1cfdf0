/* The kinds of ledger lines (zod-free: @hotel/contracts/plain). */

/**
 * `adjustment`: what a booking owes changed after it was placed (its nights repriced by a change,
 * an extra posted, a staff cancel taking the stay's charges back), signed: negative is a credit.
 */
export const LEDGER_KINDS = ['payment', 'refund', 'cancellation', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
