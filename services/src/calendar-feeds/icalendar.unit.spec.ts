import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { day } from '../../../test/clock';
import { iCalendar } from './icalendar';

const stamp = new Date();

describe('iCalendar (RFC 5545)', () => {
  it('writes all-day events whose exclusive end is the check-out date, parsed back by ical.js', () => {
    const file = iCalendar({
      productId: '-//Hotel//Feeds//EN',
      name: 'Room 101',
      events: [{ uid: 'booking-7@hotel', start: day(3), end: day(5), summary: 'Occupied', stamp }],
    });
    const calendar = new ICAL.Component(ICAL.parse(file));
    const [event] = calendar
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    expect(event?.uid).toBe('booking-7@hotel');
    expect(event?.startDate.isDate).toBe(true);
    expect(event?.startDate.toString()).toBe(day(3));
    expect(event?.endDate.toString()).toBe(day(5));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Room 101');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
  });

  it('escapes text and folds long lines without splitting a character', () => {
    const name =
      'Otag: "Deňiz" tarapy; iki adamlyk, uly, ýagtyly\nýokary gat — Otag görnüşi Lýuks ýaly uzyn at';
    const file = iCalendar({
      productId: '-//Hotel//Feeds//EN',
      name: 'Room 101',
      events: [{ uid: 'booking-8@hotel', start: day(3), end: day(4), summary: name, stamp }],
    });
    const lines = file.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(file));
    expect(new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined).summary).toBe(name);
  });
});
