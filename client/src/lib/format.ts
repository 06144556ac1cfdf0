import type { Language } from '@hotel/contracts';

// Grouping follows the reader's habit; Turkmen readers group like Russian ones.
const NUMBER_LOCALE: Record<Language, string> = { tm: 'ru-RU', ru: 'ru-RU', en: 'en-US' };

/** A TMT (or dollar) amount with at most two decimals, grouped for the reader's language. */
export function formatAmount(amount: number, language: Language): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[language], { maximumFractionDigits: 2 }).format(
    amount,
  );
}

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
