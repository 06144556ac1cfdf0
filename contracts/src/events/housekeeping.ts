import { z } from 'zod';
import { roomId } from './event-fields';
import { HOUSEKEEPING_STATES } from './housekeeping-states';

export * from './housekeeping-states';

/**
 * A staff member (housekeeping, reception or the manager) marked a room's cleaning state, on the
 * room's `housekeeping-<id>` stream: `previous` is the state the read model showed them (a
 * check-out may have made the room dirty since the last mark). Who marked it is the metadata's
 * actor.
 */
export const roomHousekeepingMarked = z.object({
  type: z.literal('RoomHousekeepingMarked'),
  data: z.object({
    roomId,
    state: z.enum(HOUSEKEEPING_STATES),
    previous: z.enum(HOUSEKEEPING_STATES),
  }),
});
export type RoomHousekeepingMarked = z.infer<typeof roomHousekeepingMarked>;

/** Every event of a `housekeeping-<id>` stream. */
export const housekeepingEvent = roomHousekeepingMarked;
export type HousekeepingEvent = RoomHousekeepingMarked;
