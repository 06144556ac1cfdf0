import {
  bookingSearchKey,
  passportKeyOf,
  type Actor,
  type BookingChannel,
  type PriceBreakdown,
  type ReceptionMethod,
} from '@hotel/contracts';

/** Where a booking stands: paid, given up, refunded, or not there. */
export type BookingState =
  | 'pending'
  | 'online'
  | 'refund_pending'
  | 'cancelled'
  | 'refunded'
  | 'failed'
  | 'expired'
  | 'late_refunded'
  | 'no_show';

/** A guest as `bookings.guests` holds them; `citizenship` since migration 026 (TM before). */
export interface GuestRow {
  full_name: string;
  citizenship: string;
  /** '' for a foreign passport: its number is the whole document. */
  passport_serial: string;
  passport_number: string;
  /** A child's age at arrival (docs/rates.md "Prices by guest"); absent: an adult. */
  child_age?: number;
}

/** A booking's stay and party, as the guest lists (a passport's stays, the police list) read it. */
export interface BookingStay {
  id: number;
  bookNumber: number;
  roomId: number;
  checkin: string;
  checkout: string;
  /** The booking's guests in its order: the first is the lead guest. */
  guests: GuestRow[];
}

/** The `bookings` columns a `BookingStay` is read from (the id and dates selected as text). */
export interface BookingStayRow {
  id: string;
  book_number: number;
  room_id: number;
  checkin: string;
  checkout: string;
  guests: GuestRow[];
}

export const bookingStayOf = (r: BookingStayRow): BookingStay => ({
  id: Number(r.id),
  bookNumber: r.book_number,
  roomId: r.room_id,
  checkin: r.checkin,
  checkout: r.checkout,
  guests: r.guests,
});

/** A row of `bookings` (migrations 003, 007) as JSON: dates and instants are strings. */
export type Booking = {
  id: number;
  room_id: number;
  room_type_id: number;
  /** Null: taken by staff for a guest without an account. */
  user_id: number | null;
  email: string;
  book_number: number;
  checkin: string;
  checkout: string;
  state: BookingState;
  amount_tenge: number;
  room_part_tenge: number;
  booking_fee_tenge: number;
  price: PriceBreakdown;
  guests: GuestRow[];
  order_id: string | null;
  order_number: string | null;
  form_url: string | null;
  payment_deadline: string;
  payment_at: string | null;
  reception_status: number;
  canceled_at: string | null;
  refunded_tenge: number;
  created_at: string;
  updated_at: string;
  /** Migration 007: reception's check-in and check-out. */
  checked_in_at: string | null;
  checked_out_at: string | null;
  booked_checkout: string | null;
  departure_refund_tenge: number;
  channel: BookingChannel;
  /** The staff member's e-mail who took a phone or walk-in booking. */
  booked_by: string | null;
  payment_method: ReceptionMethod | null;
  /** Migration 010: how an early departure's money went back (null: none owed). */
  departure_refund_state: 'requested' | 'sent' | 'failed' | 'at_reception' | null;
  /** Migration 015: the booking's version, and the one a move in progress gives it in its new room. */
  version: string | null;
  moving_version: string | null;
  /** Migration 016: a staff cancel's reason and who gave it, and its refund through the bank. */
  cancel_reason: string | null;
  cancelled_by: Actor | null;
  staff_refund_state: 'requested' | 'sent' | 'failed' | null;
  /** Migration 017: the phone number a staff booking was taken with. */
  phone: string | null;
  /** Migration 021: what the staff search matches (contracts' bookingSearchKey), kept by `searchText`. */
  search_text: string;
  /** Migration 026: a guest of the booking holds a foreign passport (the police list's). */
  foreign_guests: boolean;
};

/** The row's search key, from its contacts and guests as they are now. */
export function searchText(row: Booking): Pick<Booking, 'search_text'> {
  return {
    search_text: bookingSearchKey({
      email: row.email,
      phone: row.phone,
      guests: row.guests.map((guest) => ({
        fullName: guest.full_name,
        passport: passportKeyOf({
          citizenship: guest.citizenship,
          passportSerial: guest.passport_serial,
          passportNumber: guest.passport_number,
        }),
      })),
    }),
  };
}
