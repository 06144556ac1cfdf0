import type postgres from 'postgres';
import { bookingStayOf, type BookingStay, type BookingStayRow } from './booking-record';
import { arrivingOn, inHouseOn } from './queries';

/** A booking staying the night with at least one foreign guest; the caller keeps the foreign ones. */
export type ForeignGuestsBooking = BookingStay;

/**
 * The bookings with a foreign guest (migration 026's `foreign_guests`) that stay the night of
 * `date`, by the front desk's rule (`deskDay`): arriving that day and not checked in yet, or in
 * house over that night. Those leaving that day sleep elsewhere and are not listed.
 */
export async function foreignGuestsStaying(
  sql: postgres.Sql,
  date: string,
): Promise<ForeignGuestsBooking[]> {
  const rows = await sql<BookingStayRow[]>`
    select id::text, book_number, room_id, checkin::text, checkout::text, guests
    from bookings
    where foreign_guests and (${arrivingOn(sql, date)} or ${inHouseOn(sql, date)})
    order by room_id, id`;
  return rows.map(bookingStayOf);
}
