import type postgres from 'postgres';
import type { Folio, FolioState } from './folio-types';
import { folioSummary } from './summary';

/**
 * Booking `id`'s folio as the ledger's projector keeps it (`ledger_bookings`), or null when that
 * projector has not seen the booking.
 */
export async function folioOfBooking(sql: postgres.Sql, id: number): Promise<Folio | null> {
  const state = await folioStateOfBooking(sql, id);
  return state === undefined ? null : folioSummary(state);
}

/**
 * What the fold keeps of booking `id` (to fold a change not made yet onto, as a quote does);
 * undefined when the ledger's projector has not seen the booking.
 */
export async function folioStateOfBooking(
  sql: postgres.Sql,
  id: number,
): Promise<FolioState | null | undefined> {
  const [row] = await sql<
    { folio: FolioState | null }[]
  >`select folio from ledger_bookings where booking_id = ${id}`;
  return row ? row.folio : undefined;
}
