import { MONTHS_IN_DATES } from '@hotel/contracts/plain';

// Amounts are written alike by the screens and the server's messages.
export { decimalSign, formatAmount, groupDigits } from '@hotel/contracts/plain';

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/**
 * `dd.MM.yyyy HH:mm` of the hotel's wall clock. The server's ISO strings carry the hotel offset
 * (e.g. `2026-12-01T14:00:00+05:00`), so their own digits already are the hotel time; going
 * through `Date` would shift them into the browser's zone. Returns null for anything else, so
 * the caller shows its 'invalid date' text.
 */
export function formatHotelDateTime(iso: string): string | null {
  const match = WALL_TIME.exec(iso);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match;
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

/** A stay date (YYYY-MM-DD) at a hotel wall time (HH:mm), in the same shape as the server's. */
export function hotelWallTime(date: string, time: string): string {
  return `${date}T${time}:00`;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (YYYY-MM-DD) as `dd.MM.yyyy`; null for anything else ('invalid date'). */
export function formatHotelDate(date: string): string | null {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return null;
  const [, year, month, day] = match;
  return `${day}.${month}.${year}`;
}

/** The months as a Russian date names them (in the genitive: 12 марта). */
const RUSSIAN_MONTHS = MONTHS_IN_DATES.ru;

/**
 * A calendar date (YYYY-MM-DD) in the Russian long format, `12 марта 2025 г.`: the text
 * `Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' })` gives (the
 * unit spec compares them), written out here because making that formatter loads the Russian
 * locale's data while the home page's reviews render. Anything else comes back as it is.
 */
export function formatRussianLongDate(date: string): string {
  const match = CALENDAR_DATE.exec(date);
  const month = match && RUSSIAN_MONTHS[Number(match[2]) - 1];
  if (!match || !month) return date;
  return `${Number(match[3])} ${month} ${Number(match[1])} г.`;
}
