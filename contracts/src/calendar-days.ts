/*
 * Calendar days of the hotel without zod (the client's first load takes these: @hotel/contracts/plain).
 * The schemas of such days are in dates.ts.
 */

/**
 * A real day of years 1000..9999 as YYYY-MM-DD, leap days included: one pattern, so the published
 * OpenAPI document states exactly which dates are taken (a check in code would be invisible there).
 */
const YEAR = '[1-9][0-9]{3}';
const LEAP_YEAR = '(?:[1-9][0-9](?:0[48]|[2468][048]|[13579][26])|(?:[2468][048]|[13579][26])00)';
const MONTH_DAY =
  '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))';
export const REAL_DAY = `(?:${YEAR}-${MONTH_DAY}|${LEAP_YEAR}-02-29)`;

/** A hotel wall time (`THH:mm`, optionally `:ss` and fractions), optionally an instant (`Z` or an offset). */
export const TIME_OF_DAY =
  'T(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9](?:\\.[0-9]{1,3})?)?(?:Z|[+-](?:0[0-9]|1[0-4]):[0-5][0-9])?';

/** A calendar date of the hotel (YYYY-MM-DD), never a moment (checked by `calendarDate` in dates.ts). */
export type CalendarDate = string;

/** A calendar date in a query string, as `calendarDateParam` takes it. */
export const CALENDAR_DATE_PATTERN = `^${REAL_DAY}$`;

/** A moment in a query string, as `stayDateTimeParam` takes it. */
export const STAY_DATE_TIME_PATTERN = `^${REAL_DAY}(?:${TIME_OF_DAY})?$`;

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

/**
 * The earliest day guests who checked in can be checked out: the day after their check-in date.
 * The first night is the least a stay that began holds (a guest who arrives and leaves the same day
 * pays that night), so a stay never ends before it begins.
 */
export const earliestDeparture = (checkin: CalendarDate): CalendarDate => addDays(checkin, 1);

/** Check-in and check-out times of the terms of stay, hotel wall clock. */
export const CHECKIN_TIME = '14:00';
export const CHECKOUT_TIME = '12:00';
