import type { Actor } from '../events/metadata';
import type { RoomEventType } from '../events/room-events';

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
  // Staff bookings: how it came, whom the guest's mails go to, how reception was paid.
  'channel',
  'email',
  'payment_method',
  /** The room's number (a stay moved to another room). */
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
  /** Who stays: each guest's name and passport (series and number), `; ` between guests. */
  'guests',
] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];

export type HistoryValue = string | number | null;

/** One field an event changed, before -> after (null: it had, or has, no value). */
export interface HistoryChange {
  field: HistoryField;
  before: HistoryValue;
  after: HistoryValue;
}

/** The room events a booking's history holds: a room's out-of-order period is no booking's. */
export type BookingEventType = Exclude<RoomEventType, 'RoomTakenOutOfOrder' | 'RoomBackInService'>;

/** One event of a booking's history: who did what, when, and what it changed. */
export interface BookingHistoryEntry {
  /** The event's global position: unique, and the order of the trail. */
  id: string;
  /** ISO 8601 on the hotel's wall clock with its offset. */
  at: string;
  actor: Actor;
  event: BookingEventType;
  changes: HistoryChange[];
}
