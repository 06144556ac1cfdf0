import { hotelDate, type CalendarDate } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';

/** The hotel's clock as the browser needs it: its zone, its date now, and the server's instant. */
export interface HotelClockView {
  timeZone: string;
  today: CalendarDate;
  /** The server's now (ISO 8601, UTC): the browser measures its own clock's skew against it. */
  now: string;
}

/**
 * Browsers live in their own zones and their clocks drift; the hotel's date is the server's.
 * Screens that default to "today" or refuse what the server will refuse ask this.
 */
export function hotelClock(deps: Pick<AppDeps, 'hotelTimeZone' | 'now'>): HotelClockView {
  const now = deps.now();
  return {
    timeZone: deps.hotelTimeZone,
    today: hotelDate(now, deps.hotelTimeZone),
    now: now.toISOString(),
  };
}
