import { z } from 'zod';

/**
 * A real day of years 1000..9999 as YYYY-MM-DD, leap days included: one pattern, so the published
 * OpenAPI document states exactly which dates are taken (a check in code would be invisible there).
 */
const YEAR = '[1-9][0-9]{3}';
const LEAP_YEAR = '(?:[1-9][0-9](?:0[48]|[2468][048]|[13579][26])|(?:[2468][048]|[13579][26])00)';
const MONTH_DAY = '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))';
const REAL_DAY = `(?:${YEAR}-${MONTH_DAY}|${LEAP_YEAR}-02-29)`;

/**
 * A calendar date of the hotel (YYYY-MM-DD), never a moment: stays are counted in nights between
 * two such dates in the hotel's time zone. Checked for being a real day (no 2026-02-30).
 */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date.format' })
  .regex(new RegExp(`^${REAL_DAY}$`), { message: 'date.invalid' });
export type CalendarDate = z.infer<typeof calendarDate>;

/** A hotel wall time (`THH:mm`, optionally `:ss` and fractions), optionally an instant (`Z` or an offset). */
const TIME_OF_DAY = 'T(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9](?:\\.[0-9]{1,3})?)?(?:Z|[+-](?:0[0-9]|1[0-4]):[0-5][0-9])?';

/**
 * A stay date as staff's edit dialog sends it: `YYYY-MM-DD`, `YYYY-MM-DDTHH:mm` on the hotel's
 * wall clock, or an instant with `Z` or an offset; refused unless the day and time are real.
 */
export const stayDateTime = z
  .string({ message: 'required' })
  .regex(new RegExp(`^\\d{4}-\\d{2}-\\d{2}(?:${TIME_OF_DAY})?$`), { message: 'dateTime', abort: true })
  .regex(new RegExp(`^${REAL_DAY}(?:${TIME_OF_DAY})?$`), { message: 'date.invalid' });

/**
 * A calendar date in a query string: the same days as `calendarDate`, stated as one pattern, from
 * which a fuzzer draws query parameters directly (two patterns together it can only filter for).
 */
export const calendarDateParam = z.string().regex(new RegExp(`^${REAL_DAY}$`), { message: 'date.format' });

/** A moment in a query string, as `stayDateTime` takes it, stated as one pattern too. */
export const stayDateTimeParam = z.string().regex(new RegExp(`^${REAL_DAY}(?:${TIME_OF_DAY})?$`), { message: 'dateTime' });

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
