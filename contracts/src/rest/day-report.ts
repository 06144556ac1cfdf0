import { z } from 'zod';
import { calendarDateParam } from '../dates';
import type { BookingChannel } from '../events/bookings';
import type { FolioMethod } from './desk-methods';

/*
 * The manager's daily report: for one hotel day, the rooms (in the hotel, out of order,
 * available, sold), occupancy, the night's room revenue with ADR and RevPAR, the day's arrivals,
 * departures, no-shows and cancellations, and the money taken that day per channel and per way it
 * moved, as the ledger has it. Money in TMT with at most two decimals, computed in integer teňňe.
 * The figures are defined in docs/front-desk.md ("The manager's daily report").
 */

/** `?date=` of GET /reports/day and /reports/day/csv, and the tRPC input of the same. */
export const dayReportQuery = z.object({
  date: calendarDateParam
    .optional()
    .describe(
      "The hotel calendar day to report (default: the hotel's yesterday, the last whole day)",
    ),
});
export type DayReportQuery = z.infer<typeof dayReportQuery>;

/** Money lines of one kind of source: how many, and payments less refunds in TMT. */
const moneyTotal = z.object({
  count: z.number().int(),
  amount: z.number().describe('TMT: payments less refunds'),
});

export const dayReportView = z.object({
  date: z.string(),
  /** The hotel's today, for the screen's "next day" limit. */
  today: z.string(),
  rooms: z.object({
    /** Rooms in service in the catalog. */
    total: z.number().int(),
    /** Rooms in service whose housekeeping state is out of order now (not as it was that day). */
    out_of_order: z.number().int(),
    /** total − out_of_order. */
    available: z.number().int(),
    /** Rooms a standing booking occupied that night: stays in house, arrivals in, departures out. */
    sold: z.number().int(),
  }),
  /** sold / available in percent with one decimal; null when no room is available. */
  occupancy: z.number().nullable(),
  /** TMT: the night's price (less its discount) of each room sold, as the booking's folio charges it. */
  room_revenue: z.number(),
  /** TMT: room_revenue / sold, rounded half up to the teňňe; null when no room was sold. */
  adr: z.number().nullable(),
  /** TMT: room_revenue / available, rounded half up to the teňňe; null when no room is available. */
  revpar: z.number().nullable(),
  /** Standing bookings arriving that day, departing that day; no-shows of stays due that day; cancellations made that day. */
  arrivals: z.number().int(),
  departures: z.number().int(),
  no_shows: z.number().int(),
  cancellations: z.number().int(),
  money: z.object({
    /** TMT: payments less refunds of the day, as the ledger's `net` of the day. */
    net: z.number(),
    by_channel: z.object({
      online: moneyTotal,
      phone: moneyTotal,
      walk_in: moneyTotal,
    }) satisfies z.ZodType<Record<BookingChannel, unknown>>,
    by_method: z.object({
      bank: moneyTotal,
      cash: moneyTotal,
      card_terminal: moneyTotal,
      bank_transfer: moneyTotal,
    }) satisfies z.ZodType<Record<FolioMethod, unknown>>,
  }),
});
export type DayReportView = z.infer<typeof dayReportView>;

/** The report as a CSV file (the tRPC answer; REST sends the file itself). */
export const dayReportCsvView = z.object({ filename: z.string(), csv: z.string() });
export type DayReportCsvView = z.infer<typeof dayReportCsvView>;
