import { z } from 'zod';
import { calendarDateParam } from '../dates';

/*
 * The police registration list: the foreign guests (citizenship other than TM) of every booking
 * standing in the hotel the night of one hotel date, with what the registration asks for — name,
 * citizenship, passport and the dates of stay (docs/front-desk.md, "The police registration list").
 */

/** `?date=` of GET /reports/police and /reports/police/csv, and the tRPC input of the same. */
export const policeReportQuery = z.object({
  date: calendarDateParam
    .optional()
    .describe("The hotel calendar day whose night is listed (default: the hotel's today)"),
});
export type PoliceReportQuery = z.infer<typeof policeReportQuery>;

/** One foreign guest in house that night. */
export const policeGuestView = z.object({
  booking_id: z.number().int(),
  book_number: z.number().int(),
  room_number: z.string(),
  full_name: z.string(),
  /** ISO 3166-1 alpha-2, never TM. */
  citizenship: z.string(),
  /** The passport's number, as the guest gave it (upper-cased, no spaces). */
  passport: z.string(),
  /** The booking's dates of stay (hotel calendar days). */
  checkin: z.string(),
  checkout: z.string(),
});
export type PoliceGuestView = z.infer<typeof policeGuestView>;

/** The list, sorted by room (then booking and the guest's place in it). */
export const policeReportView = z.array(policeGuestView);
export type PoliceReportView = z.infer<typeof policeReportView>;
