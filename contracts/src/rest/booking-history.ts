import { z } from 'zod';
import { actor, type Actor } from '../events/metadata';
import { ROOM_EVENT_TYPES, type RoomEventType } from '../events/room-events';
import { staffBookingView } from './calendar';

/**
 * The fields of a booking (or for-online block) that its history shows changing. Amounts are in
 * TMT, dates are calendar dates (YYYY-MM-DD), `status` is the reception flag (0/1), and
 * `payment_status` also names the ends a booking can reach (failed, expired, cancelled, ...).
 */
export const HISTORY_FIELDS = [
  'payment_status',
  'checkin',
  'checkout',
  'book_number',
  'amount',
  'paid',
  'status',
  'order_id',
  'reason',
  'refund_requested',
  'refunded',
  'refund_failed',
  /** What staff decided to give back on an early departure (through the bank or at reception: the DepartureRefund* events say how). */
  'departure_refund',
  // Staff bookings (issue 13, item 2): how it came, whom the guest's mails go to, how reception was paid.
  'channel',
  'email',
  'payment_method',
  /** The room's number (issue 13, item 1: a stay moved to another room). */
  'room',
  // A staff cancel: why, and what staff chose to give back; money given back outside the bank: how.
  'cancel_reason',
  'cancel_refund',
  'refund_method',
  /** When reception checked the guests in and out, on the hotel's wall clock with its offset. */
  'checked_in_at',
  'checked_out_at',
  /** An extra staff posted on the folio: its amount and name. */
  'charge_amount',
  'charge',
  /** Money the desk took toward the folio, and how. */
  'desk_payment',
  'desk_payment_method',
] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];

export type HistoryValue = string | number | null;

/** One field an event changed, before -> after (null: it had, or has, no value). */
export interface HistoryChange {
  field: HistoryField;
  before: HistoryValue;
  after: HistoryValue;
}

/** One event of a booking's history: who did what, when, and what it changed. */
export interface BookingHistoryEntry {
  /** The event's global position: unique, and the order of the trail. */
  id: string;
  /** ISO 8601 on the hotel's wall clock with its offset. */
  at: string;
  actor: Actor;
  event: RoomEventType;
  changes: HistoryChange[];
}

const historyValue = z.union([z.string(), z.number(), z.null()]);

/** A history entry as the REST adapter answers it. */
export const bookingHistoryEntryView = z.object({
  id: z.string(),
  at: z.string(),
  actor,
  event: z.enum(ROOM_EVENT_TYPES),
  changes: z.array(z.object({ field: z.enum(HISTORY_FIELDS), before: historyValue, after: historyValue })),
}) satisfies z.ZodType<BookingHistoryEntry>;

/**
 * GET /bookings/:id: one booking as the staff dialog shows it, its guests and its history
 * (newest first); the answer's `ETag` is its `version`.
 */
export const staffBookingDetail = staffBookingView.extend({ history: z.array(bookingHistoryEntryView) });
export type StaffBookingDetail = z.infer<typeof staffBookingDetail>;
