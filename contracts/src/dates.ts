import { z } from 'zod';

/**
 * A calendar date of the hotel (YYYY-MM-DD), never a moment: stays are counted in nights between
 * two such dates in the hotel's time zone. Checked for being a real day (no 2026-02-30).
 */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date.format' })
  .refine(isRealDate, { message: 'date.invalid' });
export type CalendarDate = z.infer<typeof calendarDate>;

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) return false;
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/**
 * A date, a hotel wall time (`THH:mm`, optionally `:ss` and fractions) or an instant (with `Z` or
 * an offset): every part within its range.
 */
const STAY_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(?:Z|[+-](?:0\d|1[0-4]):[0-5]\d)?)?$/;

/**
 * A stay date as staff's edit dialog sends it: `YYYY-MM-DD`, `YYYY-MM-DDTHH:mm` on the hotel's
 * wall clock, or an instant with `Z` or an offset; refused unless the day and time are real.
 */
export const stayDateTime = z
  .string({ message: 'required' })
  .regex(STAY_DATE_TIME, { message: 'dateTime', abort: true })
  .refine((value) => isRealDate(value.slice(0, 10)), { message: 'date.invalid' });

/** Whole days from `from` to `to` (both calendar dates); pure date arithmetic, no time zone. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The calendar date `days` after `date`. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Half-open ranges [checkin, checkout) overlap when each starts before the other ends. */
export function rangesOverlap(
  a: { checkin: CalendarDate; checkout: CalendarDate },
  b: { checkin: CalendarDate; checkout: CalendarDate },
): boolean {
  return a.checkin < b.checkout && b.checkin < a.checkout;
}

/** Check-in and check-out times of the terms of stay, hotel wall clock. */
export const CHECKIN_TIME = '14:00';
export const CHECKOUT_TIME = '12:00';
