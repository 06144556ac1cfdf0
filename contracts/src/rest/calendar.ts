import { z } from 'zod';
import { flag } from '../catalog';
import { calendarDate, calendarDateParam } from '../dates';
import { BOOKING_CHANNELS } from '../events/bookings';
import { RECEPTION_METHODS } from '../events/reception';
import { localizedText } from '../localized';
import { MAX_OUT_OF_ORDER_REASON } from '../events/out-of-order';
import { requiredText } from '../form-input';
import { entityId, idText, isStorableText } from '../text';

/** POST /set-room-for-online */
export const setRoomForOnlineInput = z.object({
  room_id: entityId,
  checkin: calendarDate,
  checkout: calendarDate,
});
export type SetRoomForOnlineInput = z.infer<typeof setRoomForOnlineInput>;

/** POST /bookings: the calendar's window. */
export const calendarRangeInput = z.object({ start_date: calendarDate, end_date: calendarDate });
export type CalendarRangeInput = z.infer<typeof calendarRangeInput>;

/** The staff calendar's URL (/a/rooms/online?from=): the window's first day, else the hotel's today. */
export const calendarWindowQuery = z.object({ from: calendarDateParam.optional() });
export type CalendarWindowQuery = z.infer<typeof calendarWindowQuery>;

/**
 * The `:id` of a REST path (decimal digits) or the `id` a tRPC procedure already checked with
 * `idInput`: what the application's commands parse.
 */
const pathId = z.union([entityId, idText], { message: 'number' });
export const idParams = z.object({ id: pathId });

/** `{ id }` as a tRPC input: a JSON number only (never `true`, `"1"` or `[1]`). */
export const idInput = z.object({ id: entityId });

export const PAYMENT_STATUSES = ['pending', 'online', 'for_online'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A booking's version: its room and the room stream's revision of the last event that touched it
 * (a change to another booking of the room leaves it be; a move gives it a new room). Staff send
 * back the version they read; a booking changed since refuses the change (412).
 */
export const bookingVersion = (roomId: number, revision: number | bigint): string =>
  `${roomId}.${revision}`;

/** A version as staff send it back (tRPC input, REST `If-Match`): what `bookingVersion` makes. */
export const bookingVersionText = z
  .string()
  .regex(/^\d{1,10}\.\d{1,15}$/, 'invalid')
  .describe(
    'The version the booking was read at (its ETag without quotes); a booking changed since refuses the change',
  );

/** A booking as the REST adapter returns it; a for-online block is one with no guests. */
export const bookingView = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  checkin: z.string(),
  checkout: z.string(),
  book_number: z.number().int().nullable(),
  payment_status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  payment_at: z.string().nullable(),
  status: flag,
  booking_canceled: flag,
  booking_refund_amount: flag,
  booking_canceled_at: z.string().nullable(),
  guests: z.array(z.object({ full_name: z.string(), passport_serial_number: z.string() })),
  room_name: localizedText,
  email: z.string().nullable(),
  /** Reception's check-in and check-out, on the hotel's clock (null until then). */
  checked_in_at: z.string().nullable().optional(),
  checked_out_at: z.string().nullable().optional(),
  /** After an early departure: the checkout booked (`checkout` is then the day they left). */
  booked_checkout: z.string().nullable().optional(),
  /** What staff decided to give back on an early departure, in TMT (given back the way the guest paid). */
  departure_refund: z.number().optional(),
  /** Staff views: the version it was read at (`bookingVersion`); null for a for-online block. */
  version: z.string().nullable().optional(),
  /** The staff calendar: the folio's balance in TMT, due (positive) or a credit; absent for a block. */
  balance: z.number().optional(),
  /** The staff calendar: the first guest's full name (no passport, no e-mail); absent for a block. */
  lead_guest: z.string().nullable().optional(),
});
export type BookingView = z.infer<typeof bookingView>;

/** A booking in the staff lists: the view above, plus how it was taken and paid. */
export const staffBookingView = bookingView.extend({
  /** Online by the guest, or by staff on the phone or at the desk. */
  channel: z.enum(BOOKING_CHANNELS),
  /** The staff member's e-mail who took a phone or walk-in booking; null online. */
  booked_by: z.string().nullable(),
  /** The phone number a staff booking was taken with; null online (and before it was asked). */
  phone: z.string().nullable(),
  /** Paid at reception: cash or card terminal; null when paid through the bank or not yet. */
  payment_method: z.enum(RECEPTION_METHODS).nullable(),
  version: z.string().nullable(),
  /** A staff cancel's reason; null when staff did not cancel it. */
  cancel_reason: z.string().nullable(),
  /** The staff member's e-mail who cancelled it or marked the no-show; null otherwise. */
  cancelled_by: z.string().nullable(),
  /** 1: the guests never came (marked after the arrival day; the money is kept). */
  no_show: flag,
  /** What went back to the guest so far, in TMT. */
  refunded: z.number(),
  /** A staff cancel's money back through the bank: asked and not answered yet, sent, or refused by the bank; null: none. */
  staff_refund: z.enum(['requested', 'sent', 'failed']).nullable(),
  /** The folio's balance in TMT: due (positive) or a credit (negative); 0 when settled. */
  balance: z.number(),
  /** The room price's part paid (TMT): the most an early departure gives back (the booking fee is kept). */
  room_part: z.number(),
});
export type StaffBookingView = z.infer<typeof staffBookingView>;

/**
 * A booking as its guest sees it in the personal account: the REST view plus what the account
 * needs to tell the truth about it — until when it can be paid, the bank's page while the order
 * can still be paid there, and how much came back (TMT).
 */
export const guestBookingView = bookingView.extend({
  /** The instant (hotel offset) after which an unpaid booking is given up. */
  payment_deadline: z.string(),
  /** The bank's payment page: set only while the booking is unpaid and its deadline is ahead. */
  payment_url: z.string().nullable(),
  /** Everything paid for it so far (TMT), online and at the desk, as its folio sums the payments. */
  paid_amount: z.number(),
  refunded_amount: z.number(),
  /** The bank has been asked to refund and has not answered yet: nothing can be done meanwhile. */
  refund_in_progress: z.boolean(),
  /**
   * What is still due (TMT; 0 when nothing): at arrival when online payment took only the booking
   * fee, or after staff changed the stay or posted an extra. Negative: the hotel owes the guest.
   */
  balance_due: z.number(),
  /** The room price's part paid online (TMT); the rest of `amount` is the booking fee. */
  room_part: z.number(),
  /**
   * What a refund returns (TMT): the share of the room part the booking's terms give back; the
   * rest of `amount` (the booking fee, and what the terms keep of the room part) is kept.
   */
  refund_amount: z.number(),
  /** How a booking never paid ended: its payment declined (or failed), or its deadline passed; else null. */
  unpaid_end: z.enum(['declined', 'expired']).nullable(),
});
export type GuestBookingView = z.infer<typeof guestBookingView>;

/** The longest range staff may expose in one go. */
export const MAX_ONLINE_RANGE_DAYS = 366;

/** POST /api/rooms/{id}/out-of-order: the nights [from, to) the room is out of sale, and why. */
export const outOfOrderInput = z.object({
  from: calendarDate,
  to: calendarDate,
  reason: requiredText(MAX_OUT_OF_ORDER_REASON).refine(isStorableText, { message: 'reason' }),
});
export type OutOfOrderInput = z.infer<typeof outOfOrderInput>;

/** POST /api/rooms/{id}/online-nights/close: the nights [from, to) taken off online sale. */
export const closeOnlineNightsInput = z.object({ from: calendarDate, to: calendarDate });
export type CloseOnlineNightsInput = z.infer<typeof closeOnlineNightsInput>;

/** DELETE /api/rooms/{id}/out-of-order/{period_id}: the room and its period. */
export const outOfOrderPeriodParams = z.object({
  id: pathId.describe('The room'),
  period_id: pathId.describe('The out-of-order period'),
});
export type OutOfOrderPeriodParams = z.infer<typeof outOfOrderPeriodParams>;
