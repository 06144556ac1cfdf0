import type { CalendarDate } from '@hotel/contracts';
import { addDays, CALENDAR_SEARCH } from '@hotel/contracts/plain';

/** What the pager's previous and next buttons move the window by. */
export const PAGE_DAYS = 7;

/** The window's first day: the URL's `from`, else the hotel's today. */
export function windowStart(from: CalendarDate | undefined, today: CalendarDate): CalendarDate {
  return from ?? today;
}

/** The window `weeks` weeks later (earlier when negative). */
export function pagedStart(start: CalendarDate, weeks: number): CalendarDate {
  return addDays(start, weeks * PAGE_DAYS);
}

/**
 * The URL's search for a window starting on `start`: none for today's, so that the plain link
 * keeps following the hotel's today as days pass.
 */
export function windowSearch(start: CalendarDate, today: CalendarDate): { from?: CalendarDate } {
  return start === today ? {} : { from: start };
}

/** A date field's value when it is a whole day the window can start on, else null (a half-typed one). */
export function typedStart(value: string): CalendarDate | null {
  return CALENDAR_SEARCH.from.pattern.test(value) ? value : null;
}
