import { addDays, type CalendarDate } from '../calendar-days';

/*
 * Calendar months of the hotel (YYYY-MM) without zod: the server's month of prices and the site's
 * month calendar walk the same days.
 */

/** A month as YYYY-MM (months 01..12 of years 1000..9999), one pattern for the OpenAPI document. */
export const MONTH_PATTERN = '^[1-9][0-9]{3}-(?:0[1-9]|1[0-2])$';

/** A month's prices are asked from the hotel's current month to this many months after it. */
export const PRICE_MONTHS_AHEAD = 24;

/** The month (YYYY-MM) a calendar date falls in. */
export function monthOf(date: CalendarDate): string {
  return date.slice(0, 7);
}

/** The month `count` months after `month` (before it when negative). */
export function addMonths(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${String(Math.floor(index / 12))}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Months from `from` to `to` (0 when they are the same). */
export function monthsBetween(from: string, to: string): number {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return index(to) - index(from);
}

/** Every day of a month, the first to the last. */
export function monthDays(month: string): CalendarDate[] {
  const first = `${month}-01`;
  const next = `${addMonths(month, 1)}-01`;
  const days: CalendarDate[] = [];
  for (let day = first; day < next; day = addDays(day, 1)) days.push(day);
  return days;
}
