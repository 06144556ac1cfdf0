import { z } from 'zod';
import { calendarDate } from '../dates';
import { roomId } from './event-fields';

/** Staff exposed a range of a room's calendar to online booking. */
export const roomOpenedForOnline = z.object({
  type: z.literal('RoomOpenedForOnline'),
  data: z.object({
    roomId,
    blockId: z.number().int(),
    checkin: calendarDate,
    checkout: calendarDate,
  }),
});

/** Staff removed a for-online block. */
export const onlineBlockRemoved = z.object({
  type: z.literal('OnlineBlockRemoved'),
  data: z.object({ roomId, blockId: z.number().int() }),
});
