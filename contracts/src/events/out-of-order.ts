import { z } from 'zod';
import { calendarDate } from '../dates';
import { roomId } from './event-fields';

/** The longest reason staff give for taking a room out of order (the tape chart shows it whole). */
export const MAX_OUT_OF_ORDER_REASON = 200;

const nights = z.object({ checkin: calendarDate, checkout: calendarDate });

/**
 * A manager took the room out of sale for the nights [from, to) (repairs), saying why. Nights of
 * for-online blocks it covered were cut from them in the same append (`OnlineBlockRemoved`, then
 * `RoomOpenedForOnline` for what lay outside the period); `cutFromOnline` records those nights, so
 * that a return to service before `to` opens them again.
 */
export const roomTakenOutOfOrder = z.object({
  type: z.literal('RoomTakenOutOfOrder'),
  data: z.object({
    roomId,
    periodId: z.number().int(),
    from: calendarDate,
    to: calendarDate,
    reason: z.string().min(1).max(MAX_OUT_OF_ORDER_REASON),
    cutFromOnline: z.array(nights),
  }),
});

/**
 * The room came back into service on `on` (a hotel date): the period now ends there; on or before
 * its first night it is withdrawn whole.
 */
export const roomBackInService = z.object({
  type: z.literal('RoomBackInService'),
  data: z.object({ roomId, periodId: z.number().int(), on: calendarDate }),
});
