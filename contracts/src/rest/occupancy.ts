import { z } from 'zod';

/*
 * The occupancy dashboard's data: per hotel day, the past 30 days and the
 * coming 30 (today first among them), how many rooms were open online and occupied, and the
 * money: stays' revenue night by night, and what came in (payments less refunds) that day.
 */

export const OCCUPANCY_DAYS_BEFORE = 30;
export const OCCUPANCY_DAYS_AHEAD = 30;

export const occupancyDayView = z.object({
  date: z.string(),
  /** Rooms open for online booking that night (a for-online block covers it). */
  rooms_open: z.number().int(),
  /** Rooms with a paid booking that night. */
  occupied: z.number().int(),
  /** Rooms held by a booking awaiting payment that night. */
  pending: z.number().int(),
  /** occupied / rooms_open in percent with one decimal; null when no room is open. */
  occupancy: z.number().nullable(),
  /** TMT: the paid stays' amounts, each spread evenly over its nights (the odd teňňe on the first). */
  revenue: z.number(),
  /** TMT: payments less refunds booked that day (the ledger). */
  received: z.number(),
});
export type OccupancyDayView = z.infer<typeof occupancyDayView>;

export const occupancyView = z.object({
  /** The hotel's today: days before it are past, it and those after are coming. */
  today: z.string(),
  days: z.array(occupancyDayView),
});
export type OccupancyView = z.infer<typeof occupancyView>;
