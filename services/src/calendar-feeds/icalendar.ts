import type { CalendarDate } from '@hotel/contracts';

/** One all-day event: nights from `start` up to (not including) `end`, as hotels and OTAs count them. */
export interface AllDayEvent {
  /** Globally unique and stable across fetches, so a subscriber updates rather than duplicates. */
  uid: string;
  start: CalendarDate;
  /** The check-out date: DTEND of an all-day event is exclusive (RFC 5545, 3.6.1). */
  end: CalendarDate;
  summary: string;
  /** When this event last changed. */
  stamp: Date;
}

export interface Calendar {
  /** PRODID: who made the file. */
  productId: string;
  /** X-WR-CALNAME: the name a calendar application shows. */
  name: string;
  events: readonly AllDayEvent[];
}

/**
 * An iCalendar (RFC 5545) file of all-day events. Dates are DATE values, not date-times: a night
 * of the hotel is a calendar date in the hotel's zone, and a floating date is read as that same
 * date everywhere, so no subscriber's time zone can shift it by a day.
 */
export function iCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${text(calendar.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(calendar.name)}`,
    ...calendar.events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${text(event.uid)}`,
      `DTSTAMP:${utcStamp(event.stamp)}`,
      `DTSTART;VALUE=DATE:${dateValue(event.start)}`,
      `DTEND;VALUE=DATE:${dateValue(event.end)}`,
      `SUMMARY:${text(event.summary)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545, 3.3.11). */
function text(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

function dateValue(date: CalendarDate): string {
  return date.replaceAll('-', '');
}

function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const MAX_OCTETS = 75;

/**
 * Content lines longer than 75 octets are folded: a line break and one space before the rest
 * (RFC 5545, 3.1), never inside a UTF-8 character.
 */
function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // A continuation line's leading space counts toward its 75.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}
