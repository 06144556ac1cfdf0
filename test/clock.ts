import { addDays, hotelDate, hotelDateTime, type CalendarDate } from '@hotel/contracts';

/**
 * Dates for tests, always relative to the day the run started in the hotel's time zone: no test
 * holds a calendar date that will one day lie in the past. The application under test gets an
 * injected clock set from these (`createTestApp` starts it at `at(0, '10:00')`).
 */
export const HOTEL_TIME_ZONE = 'Asia/Ashgabat';

/** The hotel's date when the run started. */
export const TODAY: CalendarDate = hotelDate(new Date(), HOTEL_TIME_ZONE);

/** The hotel's date `n` days after today (negative: before). */
export function day(n: number): CalendarDate {
  return addDays(TODAY, n);
}

/** The instant of hotel wall time `time` (HH:mm) on day `n`, as ISO 8601 with the hotel's offset. */
export function at(n: number, time: string): string {
  return hotelDateTime(day(n), time, HOTEL_TIME_ZONE);
}

/** A stay of `nights` nights starting `n` days from today. */
export function stay(n: number, nights: number): { checkin: CalendarDate; checkout: CalendarDate } {
  return { checkin: day(n), checkout: day(n + nights) };
}

/** A card expiry (MM/YY) about four years ahead: a test card that never expires. */
export function cardExpiry(): string {
  const [year = '', month = ''] = day(4 * 365).split('-');
  return `${month}/${year.slice(2)}`;
}

/** `YYYY-MM-DD` as the site and the mails show it: `dd.MM.yyyy`. */
export function dotted(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day ?? ''}.${month ?? ''}.${year ?? ''}`;
}
