import { z } from 'zod';
import { BOOKING_CHANNELS } from '../events/bookings';
import { folioSums } from './folio';

/*
 * The accountants' balances due: every booking whose folio is not settled (cancelled ones too), with
 * the folio's sums as the booking dialog shows them (balance = total − paid + refunded; positive
 * the guest owes it, negative the hotel owes the guest). Money in TMT.
 */

export const balanceDueView = z.object({
  booking_id: z.number().int(),
  book_number: z.number().int(),
  room_id: z.number().int(),
  /** The room's number as the catalog names it now; null for a room no longer in it. */
  room_number: z.string().nullable(),
  /** The first guest's full name as booked. */
  guest: z.string(),
  email: z.string(),
  channel: z.enum(BOOKING_CHANNELS),
  /** The booking's state in the bookings read model: pending (awaiting payment), online (paid) or refund_pending. */
  state: z.string(),
  /** Arrival and departure: the hotel's calendar dates. */
  checkin: z.string(),
  checkout: z.string(),
  ...folioSums,
});
export type BalanceDueView = z.infer<typeof balanceDueView>;

export const balancesView = z.object({
  /** By arrival, then book number. */
  bookings: z.array(balanceDueView),
  /** The sum of the positive balances: what guests owe. */
  owed: z.number(),
  /** The sum of the negative balances (negative): what the hotel owes guests. */
  credit: z.number(),
  /** The sum of every balance: owed + credit. */
  balance: z.number(),
});
export type BalancesView = z.infer<typeof balancesView>;
