import type postgres from 'postgres';
import {
  bookingStayOf,
  type BookingStay,
  type BookingStayRow,
  type BookingState,
} from './booking-record';
import type { BookingRowState } from './queries';

/** A booking one passport appears in, with what the ledger holds of its money. */
export interface PassportBooking extends BookingStay {
  state: BookingRowState;
  email: string;
  phone: string | null;
  userId: number | null;
  /** Paid less refunded on the booking's ledger lines, in teňňe. */
  spentTenge: number;
}

interface Row extends BookingStayRow {
  state: BookingState;
  email: string;
  phone: string | null;
  user_id: number | null;
  spent_tenge: string;
}

/**
 * Every booking a passport appears in, as lead guest or companion, the newest stay first. The
 * `guests` containment is what the GIN index of migration 023 serves. Spend is read from the
 * ledger's lines (the accountants' books): payments less refunds, cancellations and adjustments
 * moving no money.
 */
export async function bookingsWithPassport(
  sql: postgres.Sql,
  passport: { citizenship: string; passportSerial: string; passportNumber: string },
): Promise<PassportBooking[]> {
  // Every stored guest has its citizenship (migration 026): a foreign number is told from the same
  // digits in another country's passport, or a Turkmen series' (a foreign guest's series is '').
  const holder = JSON.stringify([
    {
      citizenship: passport.citizenship,
      passport_serial: passport.passportSerial,
      passport_number: passport.passportNumber,
    },
  ]);
  const rows = await sql<Row[]>`
    select b.id::text, b.book_number, b.room_id, b.checkin::text, b.checkout::text, b.state,
           b.guests, b.email, b.phone, b.user_id,
           coalesce((select sum(case l.kind when 'payment' then l.amount_tenge
                                            when 'refund' then -l.amount_tenge else 0 end)
                     from ledger l where l.booking_id = b.id), 0)::text as spent_tenge
    from bookings b where b.guests @> ${holder}::text::jsonb
    order by b.checkin desc, b.id desc`;
  return rows.map((r) => ({
    ...bookingStayOf(r),
    state: r.state === 'online' ? 'paid' : r.state,
    email: r.email,
    phone: r.phone,
    userId: r.user_id,
    spentTenge: Number(r.spent_tenge),
  }));
}
