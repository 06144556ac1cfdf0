import type { Sql } from '../src/db/connect';

/**
 * Where booking `id` stands now, as a move leaves it: the room and room type of its row in the
 * bookings read model, and the room and first night of its cell on the calendar.
 */
export async function roomOfBooking(sql: Sql, id: number) {
  const [row] = await sql<
    { room_id: number; room_type_id: number }[]
  >`select room_id, room_type_id from bookings where id = ${id}`;
  const [cell] = await sql<
    { room_id: number; checkin: string }[]
  >`select room_id, checkin::text from calendar_entries where id = ${id}`;
  return {
    booking: row?.room_id,
    type: row?.room_type_id,
    cell: cell?.room_id,
    cellCheckin: cell?.checkin,
  };
}
