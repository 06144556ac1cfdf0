import type { CalendarDate } from '@hotel/contracts';
import type { Sql } from '../db/connect';
import { roomFreeFor } from '../rooms/calendar-rules';
import type { OnlineBlock, RoomBooking } from '../rooms/room-state-types';

export interface Stay {
  checkin: CalendarDate;
  checkout: CalendarDate;
}

/** A published room and one of its calendar entries over the stay (none: entry columns null). */
interface RoomEntryRow {
  room_id: number;
  type_id: number;
  entry_id: string | null;
  payment_status: 'for_online' | 'pending' | 'online' | null;
  checkin: CalendarDate | null;
  checkout: CalendarDate | null;
}

/**
 * Published rooms of published types that look free for `stay` in the calendar read model: for-
 * online blocks cover every night and no pending or paid booking overlaps. The same rules as the
 * room decider, which stays the final judge when a booking is appended. One statement: the rooms
 * with their entries over the stay, only the columns the rules read (each booking's pick asks it).
 */
export async function freeRoomsByType(
  sql: Sql,
  stay: Stay,
  roomTypeId?: number,
): Promise<Map<number, number[]>> {
  const rows = await sql<RoomEntryRow[]>`
    select r.id as room_id, r.room_types_id as type_id, e.id::text as entry_id, e.payment_status,
           e.checkin::text, e.checkout::text
    from rooms r join room_types t on t.id = r.room_types_id
    left join calendar_entries e
      on e.room_id = r.id and e.active and e.checkin < ${stay.checkout}::date and e.checkout > ${stay.checkin}::date
    where r.status = 1 and t.status = 1 ${roomTypeId === undefined ? sql`` : sql`and t.id = ${roomTypeId}`}
    order by r.id, e.checkin`;
  const byRoom = new Map<
    number,
    { typeId: number; blocks: OnlineBlock[]; bookings: RoomBooking[] }
  >();
  for (const row of rows) {
    let room = byRoom.get(row.room_id);
    if (!room) {
      room = { typeId: row.type_id, blocks: [], bookings: [] };
      byRoom.set(row.room_id, room);
    }
    if (row.entry_id === null || row.checkin === null || row.checkout === null) continue;
    const { checkin, checkout } = row;
    if (row.payment_status === 'for_online') {
      room.blocks.push({ blockId: Number(row.entry_id), checkin, checkout });
    } else {
      // A stay that holds its nights (the calendar keeps only those), as the rules read one.
      room.bookings.push({
        bookingId: Number(row.entry_id),
        checkin,
        checkout,
        status: 'pending',
        orderId: null,
        formUrl: null,
        paymentDeadline: '',
        arrived: false,
        checkedIn: false,
        checkedOut: false,
        channel: 'online',
        arrivedBy: null,
        leaving: null,
        movedTo: null,
        departureRefund: null,
        paidAtReception: null,
        deskPaidTenge: 0,
        lateCheckOutCharged: false,
        cancelledByStaff: null,
        staffRefund: null,
        revision: 0,
        price: {
          nights: 1,
          roomPriceTenge: 0,
          discountPercent: 0,
          roomPartTenge: 0,
          bookingFeeTenge: 0,
          totalTenge: 0,
        },
      });
    }
  }
  const free = new Map<number, number[]>();
  for (const [roomId, { typeId, blocks, bookings }] of byRoom) {
    // Out-of-order nights are cut from the for-online blocks: the blocks alone say what is for sale.
    if (roomFreeFor({ roomId, blocks, bookings, outOfOrder: [] }, stay))
      free.set(typeId, [...(free.get(typeId) ?? []), roomId]);
  }
  return free;
}

/**
 * The last check-out online booking takes, per published room type with a published room open
 * for online on some night from `today` on; a published type missing here is never open online
 * (staff sell it on request).
 */
export async function onlineWindowEnds(
  sql: Sql,
  today: CalendarDate,
): Promise<Map<number, CalendarDate>> {
  const rows = await sql<{ type_id: number; last: CalendarDate }[]>`
    select r.room_types_id as type_id, max(e.checkout)::text as last
    from rooms r join room_types t on t.id = r.room_types_id
    join calendar_entries e on e.room_id = r.id and e.active and e.payment_status = 'for_online' and e.checkout > ${today}::date
    where r.status = 1 and t.status = 1
    group by r.room_types_id`;
  return new Map(rows.map((row) => [row.type_id, row.last]));
}
