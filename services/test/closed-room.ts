import type { AppDeps } from '../src/application/deps';
import { freeRoomsByType } from '../src/booking/free-rooms';
import { closedRoomId } from './test-app';

/**
 * The demo hotel's first room with nothing on the calendar, for a spec that opens and closes it:
 * its id and whether the online search offers it for a stay.
 */
export async function closedRoom(deps: AppDeps) {
  const room = await closedRoomId(deps);
  const [row] = await deps.sql<
    { type: number }[]
  >`select room_types_id as type from rooms where id = ${room}`;
  const roomType = row?.type ?? 0;
  const offered = async (checkin: string, checkout: string) =>
    (
      (await freeRoomsByType(deps.sql, { checkin, checkout }, roomType)).get(roomType) ?? []
    ).includes(room);
  return { room, offered };
}
