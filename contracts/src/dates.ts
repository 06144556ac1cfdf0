import { z } from 'zod';
import {
  CALENDAR_DATE_PATTERN,
  REAL_DAY,
  STAY_DATE_TIME_PATTERN,
  TIME_OF_DAY,
} from './calendar-days';

export * from './calendar-days';

/**
 * A calendar date of the hotel (YYYY-MM-DD), never a moment: stays are counted in nights between
 * two such dates in the hotel's time zone. Checked for being a real day (no 2026-02-30).
 */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date.format' })
  .regex(new RegExp(`^${REAL_DAY}$`), { message: 'date.invalid' });

/**
 * A stay date as staff's edit dialog sends it: `YYYY-MM-DD`, `YYYY-MM-DDTHH:mm` on the hotel's
 * wall clock, or an instant with `Z` or an offset; refused unless the day and time are real.
 */
export const stayDateTime = z
  .string({ message: 'required' })
  .regex(new RegExp(`^\\d{4}-\\d{2}-\\d{2}(?:${TIME_OF_DAY})?$`), {
    message: 'dateTime',
    abort: true,
  })
  .regex(new RegExp(`^${REAL_DAY}(?:${TIME_OF_DAY})?$`), { message: 'date.invalid' });

/**
 * A calendar date in a query string: the same days as `calendarDate`, stated as one pattern, from
 * which a fuzzer draws query parameters directly (two patterns together it can only filter for).
 */
export const calendarDateParam = z
  .string()
  .regex(new RegExp(CALENDAR_DATE_PATTERN), { message: 'date.format' });

/** A moment in a query string, as `stayDateTime` takes it, stated as one pattern too. */
export const stayDateTimeParam = z
  .string()
  .regex(new RegExp(STAY_DATE_TIME_PATTERN), { message: 'dateTime' });
