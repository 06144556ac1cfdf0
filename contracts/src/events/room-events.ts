import { z } from 'zod';
import { calendarDate } from '../dates';

/** Staff exposed a range of a room's calendar to online booking. */
export const roomOpenedForOnline = z.object({
  type: z.literal('RoomOpenedForOnline'),
  data: z.object({
    roomId: z.number().int(),
    blockId: z.number().int(),
    checkin: calendarDate,
    checkout: calendarDate,
  }),
});

/** Staff removed a for-online block. */
export const onlineBlockRemoved = z.object({
  type: z.literal('OnlineBlockRemoved'),
  data: z.object({ roomId: z.number().int(), blockId: z.number().int() }),
});

/** Every event of a `room-<id>` stream; parsed whenever read back from a store. */
export const roomEvent = z.discriminatedUnion('type', [roomOpenedForOnline, onlineBlockRemoved]);
export type RoomEvent = z.infer<typeof roomEvent>;
export type RoomEventType = RoomEvent['type'];

export const ROOM_EVENT_TYPES: readonly RoomEventType[] = roomEvent.options.map(
  (option) => option.shape.type.value,
);

export const roomStreamId = (roomId: number): string => `room-${roomId}`;
