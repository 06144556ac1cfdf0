import type { Tx } from '../projection';
import type { FolioState } from '../folio/folio-types';
import { folioSummary } from '../folio/summary';
import type { LedgerBook } from './entry';

/** Each booking's book number and folio. */
export const LEDGER_BOOKINGS = 'ledger_bookings';

/** The books of the bookings `ids` as stored (those never stored are missing). */
export async function booksOf(tx: Tx, ids: readonly number[]): Promise<Map<number, LedgerBook>> {
  const stored = await tx<{ booking_id: string; book_number: number; folio: FolioState | null }[]>`
    select booking_id::text, book_number, folio from ${tx(LEDGER_BOOKINGS)} where booking_id = any(${ids as number[]}::bigint[])`;
  return new Map(
    stored.map((r) => [Number(r.booking_id), { bookNumber: r.book_number, folio: r.folio }]),
  );
}

/** Each booking's book number (kept as first stored) and folio with its sums, in one statement. */
export async function saveBooks(
  tx: Tx,
  books: readonly { id: number; bookNumber: number; folio: FolioState | null }[],
): Promise<void> {
  if (books.length === 0) return;
  const rows = books.map(({ id, bookNumber, folio }) => {
    const sums = folioSummary(folio);
    return {
      booking_id: id,
      book_number: bookNumber,
      folio,
      total_tenge: sums.totalTenge,
      paid_tenge: sums.paidTenge,
      refunded_tenge: sums.refundedTenge,
      balance_tenge: sums.balanceTenge,
    };
  });
  await tx`
    insert into ${tx(LEDGER_BOOKINGS)} (booking_id, book_number, folio, total_tenge, paid_tenge, refunded_tenge, balance_tenge)
    select booking_id, book_number, folio, total_tenge, paid_tenge, refunded_tenge, balance_tenge
    from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb) as r(booking_id bigint, book_number integer, folio jsonb, total_tenge bigint,
      paid_tenge bigint, refunded_tenge bigint, balance_tenge bigint)
    on conflict (booking_id) do update set folio = excluded.folio, total_tenge = excluded.total_tenge, paid_tenge = excluded.paid_tenge,
      refunded_tenge = excluded.refunded_tenge, balance_tenge = excluded.balance_tenge`;
}
