/* The staff search's limits and states (zod-free: @hotel/contracts/plain). */

/** The most a staff search answers with: the newest stays first. */
export const MAX_SEARCH_RESULTS = 20;
/** The longest query the search box sends. */
export const MAX_SEARCH_QUERY = 100;

/** Where a found booking stands, as the staff lists read it (`paid`: paid online or at the desk). */
export const SEARCH_BOOKING_STATES = [
  'pending',
  'paid',
  'refund_pending',
  'cancelled',
  'refunded',
  'failed',
  'expired',
  'late_refunded',
  'no_show',
] as const;
