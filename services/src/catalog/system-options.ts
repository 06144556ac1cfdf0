import type { HoldLimits } from '../booking/hold-limits';
import type { Sql, Tx } from '../db/connect';

export interface SystemOptions {
  paymentSystem: boolean;
  paymentRoom: boolean;
  paymentBooking: boolean;
  bookingPriceTenge: number;
  paymentTimeoutMinutes: number;
  lastBookNumber: number;
  /** Unpaid bookings one account may hold at once. */
  maxPendingBookings: number;
  /** Unpaid holds per address, per stay from an address, and the wait after holds ran out. */
  holdLimits: HoldLimits;
  /** The booking terms the terms of stay state (migration 022). */
  terms: BookingTerms;
  /** The foreigners' tax per foreign guest per night, teňňe (0: off; migration 029). */
  foreignGuestTaxTenge: number;
  /** The hotel's age bands and a foreign child's nightly price (0: the type's; migration 030). */
  guestBands: GuestBands;
}

/**
 * Who pays as a child (docs/rates.md "Prices by guest"): a child under `freeUnderAge` stays
 * free, from it and under `adultFromAge` pays the child price (a foreign child
 * `foreignChildTenge` when above 0), from `adultFromAge` a guest pays as an adult.
 */
export interface GuestBands {
  freeUnderAge: number;
  adultFromAge: number;
  foreignChildTenge: number;
}

/**
 * The terms of stay's booking rules, as the site applies them and the terms page states them:
 * online booking closes `closesDaysBefore` days before arrival (0: arrival today is still taken);
 * `onlineSharePercent` of the stay's room price is paid online, the rest at arrival; a guest's
 * cancel before arrival gives back `guestRefundPercent` of the room part paid (the fee is kept).
 */
export interface BookingTerms {
  closesDaysBefore: number;
  onlineSharePercent: number;
  guestRefundPercent: number;
}

/** The `system_options` row as stored. */
export interface OptionsRecord {
  payment_system: boolean;
  payment_room: boolean;
  payment_booking: boolean;
  booking_price_tenge: string;
  payment_timeout: number;
  last_book_number: number;
  max_pending_bookings: number;
  max_pending_per_address: number;
  max_same_stay_per_address: number;
  expired_hold_wait_minutes: number;
  booking_closes_days: number;
  online_share_percent: number;
  guest_refund_percent: number;
  foreign_guest_tax_tenge: string;
  child_free_under_age: number;
  adult_from_age: number;
  foreign_child_price_tenge: string;
  /** Raised by each staff save; who saved last (an actor). */
  version: number;
  updated_by: unknown;
  updated_at: Date;
}

/** The columns of an OptionsRecord, for select and update ... returning. */
export const OPTIONS_COLUMNS =
  'payment_system, payment_room, payment_booking, booking_price_tenge::text, payment_timeout, last_book_number, max_pending_bookings, max_pending_per_address, max_same_stay_per_address, expired_hold_wait_minutes, booking_closes_days, online_share_percent, guest_refund_percent, foreign_guest_tax_tenge::text, child_free_under_age, adult_from_age, foreign_child_price_tenge::text, version, updated_by, updated_at';

/** The one row of options (locked for the transaction with `lock`). */
export async function selectOptions(
  sql: Sql | Tx,
  options: { lock?: boolean } = {},
): Promise<OptionsRecord> {
  const [row] = options.lock
    ? await sql<
        OptionsRecord[]
      >`select ${sql.unsafe(OPTIONS_COLUMNS)} from system_options for update`
    : await sql<OptionsRecord[]>`select ${sql.unsafe(OPTIONS_COLUMNS)} from system_options`;
  if (!row) throw new Error('system_options has no row');
  return row;
}

/** The hotel-wide options (one row). */
export async function readSystemOptions(sql: Sql): Promise<SystemOptions> {
  return toSystemOptions(await selectOptions(sql));
}

/** The options as the application uses them, from the row as stored. */
export function toSystemOptions(row: OptionsRecord): SystemOptions {
  return {
    paymentSystem: row.payment_system,
    paymentRoom: row.payment_room,
    paymentBooking: row.payment_booking,
    bookingPriceTenge: Number(row.booking_price_tenge),
    paymentTimeoutMinutes: row.payment_timeout,
    lastBookNumber: row.last_book_number,
    maxPendingBookings: row.max_pending_bookings,
    holdLimits: {
      maxPendingPerAddress: row.max_pending_per_address,
      maxSameStayPerAddress: row.max_same_stay_per_address,
      expiredHoldWaitMinutes: row.expired_hold_wait_minutes,
    },
    terms: {
      closesDaysBefore: row.booking_closes_days,
      onlineSharePercent: row.online_share_percent,
      guestRefundPercent: row.guest_refund_percent,
    },
    foreignGuestTaxTenge: Number(row.foreign_guest_tax_tenge),
    guestBands: {
      freeUnderAge: row.child_free_under_age,
      adultFromAge: row.adult_from_age,
      foreignChildTenge: Number(row.foreign_child_price_tenge),
    },
  };
}
