import type { RoomView } from '@hotel/contracts';

/** A room as its forms hold it: what PUT /rooms (staff.saveRoom) takes, the id aside. */
export interface RoomDraft {
  room_types_id: number;
  room_number: string;
  type_bed: RoomView['type_bed'];
  status: 0 | 1;
  block_id: number;
}

export const draftOf = (room: RoomView): RoomDraft => ({
  room_types_id: room.room_types_id,
  room_number: room.room_number,
  type_bed: room.type_bed,
  status: room.status,
  block_id: room.block_id,
});

/**
 * The number a draft would take from another room, if any: the server keeps room numbers unique
 * and compares them trimmed, exactly as typed otherwise. `id` is the room being edited (none for
 * a new one), which may keep its own number.
 */
export function takenNumber(
  rooms: readonly RoomView[],
  number: string,
  id: number | null,
): string | null {
  const wanted = number.trim();
  if (!wanted) return null;
  return rooms.some((room) => room.room_number === wanted && room.id !== id) ? wanted : null;
}
