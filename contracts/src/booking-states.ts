/* Where a booking stands (zod-free: @hotel/contracts/plain). */

/**
 * Where a booking stands, as the room's state, its snapshot and the staff's views name it. Inside,
 * a booking paid through the bank or at the desk is `paid`; the events and the read models' rows
 * say `online`, converted at their edges. `no_show`: the guests never came (marked after the
 * arrival day), the room is free and the money kept.
 */
export const BOOKING_STATES = [
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
export type BookingState = (typeof BOOKING_STATES)[number];
