/* How the desk takes money (zod-free: @hotel/contracts/plain). */

/** How the desk takes money toward a booking's folio: cash, the card terminal, or a bank transfer. */
export const DESK_METHODS = ['cash', 'card_terminal', 'bank_transfer'] as const;
export type DeskMethod = (typeof DESK_METHODS)[number];

/** How money on a folio or the ledger moved: through the bank online, or at the desk. */
export const FOLIO_METHODS = ['bank', ...DESK_METHODS] as const;
export type FolioMethod = (typeof FOLIO_METHODS)[number];

/** How money not taken by the bank goes back to a guest. */
export const REFUND_METHODS = ['cash', 'bank_transfer'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
