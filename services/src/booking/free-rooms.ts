import type { CalendarDate } from '@hotel/contracts';
import { activeEntriesForRooms } from '@hotel/projections';
import type { Sql } from '../db/connect';
import { roomFreeFor } from '../rooms/calendar-rules';
import type { RoomState } from '../rooms/room-state';

export interface Stay {
  checkin: CalendarDate;
  checkout: CalendarDate;
}

/**
 * Published rooms of published types that look free for `stay` in the calendar read model: for-
 * online blocks cover every night and no pending or paid booking overlaps. The same rules as the
 * room decider, which stays the final judge when a booking is appended.
 */
export async function freeRoomsByType(sql: Sql, stay: Stay, roomTypeId?: number): Promise<Map<number, number[]>> {
  const rooms = await sql<{ id: number; room_types_id: number }[]>`
    select r.id, r.room_types_id from rooms r join room_types t on t.id = r.room_types_id
    where r.status = 1 and t.status = 1 ${roomTypeId === undefined ? sql`` : sql`and t.id = ${roomTypeId}`}
    order by r.id`;
  const entries = await activeEntriesForRooms(sql, rooms.map((r) => r.id), stay.checkin, stay.checkout);
  const byRoom = new Map<number, RoomState>();
  for (const entry of entries) {
    const state = byRoom.get(entry.roomId) ?? { roomId: entry.roomId, blocks: [], bookings: [] };
    if (entry.paymentStatus === 'for_online') {
      byRoom.set(entry.roomId, { ...state, blocks: [...state.blocks, { blockId: entry.id, checkin: entry.checkin, checkout: entry.checkout }] });
    } else {
      const booking = {
        bookingId: entry.id, userId: 0, bookNumber: 0, checkin: entry.checkin, checkout: entry.checkout, status: 'pending' as const,
        orderId: null, formUrl: null, paymentDeadline: '', receptionStatus: 0 as const, checkedOut: false, channel: 'online' as const,
        arrivedBy: null, leaving: null, movedTo: null,
        departureRefund: null, paidAtReception: null,
        price: { nights: 1, roomPriceTenge: 0, discountPercent: 0, roomPartTenge: 0, bookingFeeTenge: 0, totalTenge: 0 },
      };
      byRoom.set(entry.roomId, { ...state, bookings: [...state.bookings, booking] });
    }
  }
  const free = new Map<number, number[]>();
  for (const room of rooms) {
    const state = byRoom.get(room.id);
    if (state && roomFreeFor(state, stay)) free.set(room.room_types_id, [...(free.get(room.room_types_id) ?? []), room.id]);
  }
  return free;
}
