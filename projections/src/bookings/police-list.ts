import type postgres from 'postgres';
import type { GuestRow } from './booking-record';
import { arrivingOn, inHouseOn } from './queries';

/** A booking staying the night with at least one foreign guest. */
export interface ForeignGuestsBooking {
  id: number;
  bookNumber: number;
  roomId: number;
  checkin: string;
  checkout: string;
  /** Every guest of the booking, in its order; the caller keeps the foreign ones. */
  guests: GuestRow[];
}

/**
 * The bookings with a foreign guest (migration 026's `foreign_guests`) that stay the night of
 * `date`, by the front desk's rule (`deskDay`): arriving that day and not checked in yet, or in
 * house over that night. Those leaving that day sleep elsewhere and are not listed.
 */
export async function foreignGuestsStaying(
  sql: postgres.Sql,
  date: string,
): Promise<ForeignGuestsBooking[]> {
  const rows = await sql<
    {
      id: string;
      book_number: number;
      room_id: number;
      checkin: string;
      checkout: string;
      guests: GuestRow[];
    }[]
  >`
    select id::text, book_number, room_id, checkin::text, checkout::text, guests
    from bookings
    where foreign_guests and (${arrivingOn(sql, date)} or ${inHouseOn(sql, date)})
    order by room_id, id`;
  return rows.map((r) => ({
    id: Number(r.id),
    bookNumber: r.book_number,
    roomId: r.room_id,
    checkin: r.checkin,
    checkout: r.checkout,
    guests: r.guests,
  }));
}
