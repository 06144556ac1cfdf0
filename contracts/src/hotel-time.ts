import type { CalendarDate } from './dates';

/**
 * The hotel's wall clock. Stays are calendar dates in the hotel's time zone; these helpers turn
 * instants into hotel dates and hotel wall times into ISO strings with the hotel's offset, so
 * nothing is ever off by one day around midnight UTC.
 */

/**
 * One formatter per zone and purpose, made once: building an Intl.DateTimeFormat costs tens of
 * microseconds (it was most of the server's CPU when made per call), using one about one.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'date' | 'offset' | 'time', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    made =
      kind === 'date'
        ? new Intl.DateTimeFormat('en-CA', {
            timeZone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
          })
        : kind === 'offset'
          ? new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
          : new Intl.DateTimeFormat('en-GB', {
              timeZone,
              hour: '2-digit',
              minute: '2-digit',
              hourCycle: 'h23',
            });
    formatters.set(key, made);
  }
  return made;
}

/** The calendar date at the hotel at instant `now`. */
export function hotelDate(now: Date, timeZone: string): CalendarDate {
  let year = '';
  let month = '';
  let day = '';
  for (const part of formatter('date', timeZone).formatToParts(now)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year}-${month}-${day}`;
}

/** The hotel's wall-clock time at instant `now`, as HH:mm. */
export function hotelTime(now: Date, timeZone: string): string {
  return formatter('time', timeZone).format(now);
}

/** The zone's offset at instant `at`, as `+05:00`. */
export function zoneOffset(at: Date, timeZone: string): string {
  const name =
    formatter('offset', timeZone)
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-]\d{2}:\d{2})?/.exec(name);
  return match?.[1] ?? '+00:00';
}

/** A hotel wall time (date + HH:mm) as ISO 8601 with the hotel's offset, e.g. 2026-12-01T14:00:00+05:00. */
export function hotelDateTime(date: CalendarDate, time: string, timeZone: string): string {
  // The offset at the naive UTC reading is right except within hours of a DST switch; one
  // correction step with the offset found there settles it.
  const naive = new Date(`${date}T${time}:00Z`);
  const first = zoneOffset(naive, timeZone);
  const corrected = new Date(naive.getTime() - offsetMinutes(first) * 60_000);
  return `${date}T${time}:00${zoneOffset(corrected, timeZone)}`;
}

/** An instant as ISO 8601 on the hotel's wall clock with its offset. */
export function hotelInstant(at: Date, timeZone: string): string {
  const offset = zoneOffset(at, timeZone);
  const local = new Date(at.getTime() + offsetMinutes(offset) * 60_000).toISOString().slice(0, 19);
  return `${local}${offset}`;
}

function offsetMinutes(offset: string): number {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [h = '0', m = '0'] = offset.slice(1).split(':');
  return sign * (Number(h) * 60 + Number(m));
}

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
