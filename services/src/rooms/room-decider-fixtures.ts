import type { RoomEvent } from '@hotel/contracts';

/** Room 7 opened for online booking over a range: a pure fixture the room decider specs share. */
export const opened = (blockId: number, checkin: string, checkout: string): RoomEvent => ({
  type: 'RoomOpenedForOnline',
  data: { roomId: 7, blockId, checkin, checkout },
});
