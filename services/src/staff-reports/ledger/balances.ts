import { tengeToTmt, type BalancesView, type BookingChannel } from '@hotel/contracts';
import { BOOKINGS, LEDGER_BOOKINGS } from '@hotel/projections';
import type { AppDeps } from '../../application/deps';

interface Row {
  id: string;
  book_number: number;
  room_id: number;
  room_number: string | null;
  guest: string | null;
  email: string;
  channel: BookingChannel;
  state: string;
  checkin: string;
  checkout: string;
  total_tenge: string;
  paid_tenge: string;
  refunded_tenge: string;
  balance_tenge: string;
}

/**
 * GET /ledger/balances: every booking whose folio does not settle at 0, by arrival, with
 * the folio's sums as the ledger's projector keeps them (`ledger_bookings`, the numbers the
 * booking dialog shows), and their sum: owed by guests, owed to them, and the two together. A
 * closed booking is listed too when its folio is not at 0 (the fold settles a closed stay at 0, so
 * what is left is real: an extra still owed, a refund not yet gone): the report's total is then the
 * sum of every folio's balance, the figure the ledger reconciles to.
 */
export async function balancesDue(deps: AppDeps): Promise<BalancesView> {
  const { sql } = deps;
  const rows = await sql<Row[]>`
    select b.id::text, b.book_number, b.room_id, r.room_number, b.guests->0->>'full_name' as guest, b.email, b.channel, b.state,
      b.checkin::text, b.checkout::text, f.total_tenge::text, f.paid_tenge::text, f.refunded_tenge::text, f.balance_tenge::text
    from ${sql(LEDGER_BOOKINGS)} f
    join ${sql(BOOKINGS)} b on b.id = f.booking_id
    left join rooms r on r.id = b.room_id
    where f.balance_tenge <> 0
    order by b.checkin, b.book_number`;
  let owed = 0;
  let credit = 0;
  const bookings = rows.map((row) => {
    const balance = Number(row.balance_tenge);
    if (balance > 0) owed += balance;
    else credit += balance;
    return {
      booking_id: Number(row.id),
      book_number: row.book_number,
      room_id: row.room_id,
      room_number: row.room_number,
      guest: row.guest ?? '',
      email: row.email,
      channel: row.channel,
      state: row.state,
      checkin: row.checkin,
      checkout: row.checkout,
      total: tengeToTmt(Number(row.total_tenge)),
      paid: tengeToTmt(Number(row.paid_tenge)),
      refunded: tengeToTmt(Number(row.refunded_tenge)),
      balance: tengeToTmt(balance),
    };
  });
  return {
    bookings,
    owed: tengeToTmt(owed),
    credit: tengeToTmt(credit),
    balance: tengeToTmt(owed + credit),
  };
}
