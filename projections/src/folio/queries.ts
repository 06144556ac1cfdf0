import type postgres from 'postgres';
import type { Folio, FolioState } from './folio-types';
import { folioSummary } from './summary';

/**
 * Booking `id`'s folio as the ledger's projector keeps it (`ledger_bookings`), or null when that
 * projector has not seen the booking.
 */
export async function folioOfBooking(sql: postgres.Sql, id: number): Promise<Folio | null> {
  const [row] = await sql<
    { folio: FolioState | null }[]
  >`select folio from ledger_bookings where booking_id = ${id}`;
  return row ? folioSummary(row.folio) : null;
}
