import { describe, expect, it } from 'vitest';
import { hotelDate, hotelDateTime, hotelInstant, hotelTime } from './hotel-time';
import { addDays, daysBetween, rangesOverlap } from './dates';
import { tengeToTmt, tmtToTenge } from './money';

// Pure date arithmetic with no clock; still, no literal date: the years come from today.
const Y = new Date().getUTCFullYear() + 1;
const LEAP =
  [Y, Y + 1, Y + 2, Y + 3].find((y) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0) ?? Y;

describe('the hotel clock', () => {
  it('turns 20:30 UTC into the next calendar day in Ashgabat (UTC+5)', () => {
    expect(hotelDate(new Date(`${Y}-11-21T20:30:00Z`), 'Asia/Ashgabat')).toBe(`${Y}-11-22`);
    expect(hotelDate(new Date(`${Y}-11-21T18:59:59Z`), 'Asia/Ashgabat')).toBe(`${Y}-11-21`);
  });

  it('writes check-in and check-out wall times with the hotel offset', () => {
    expect(hotelDateTime(`${Y}-12-01`, '14:00', 'Asia/Ashgabat')).toBe(`${Y}-12-01T14:00:00+05:00`);
    expect(hotelDateTime(`${Y}-07-01`, '12:00', 'Europe/Berlin')).toBe(`${Y}-07-01T12:00:00+02:00`);
    expect(hotelDateTime(`${Y}-01-01`, '12:00', 'Europe/Berlin')).toBe(`${Y}-01-01T12:00:00+01:00`);
  });

  it('reads the wall-clock time in each zone, with formatters reused across zones', () => {
    const instant = new Date(`${Y}-07-01T20:30:00Z`);
    expect(hotelTime(instant, 'Asia/Ashgabat')).toBe('01:30');
    expect(hotelTime(instant, 'Europe/Berlin')).toBe('22:30');
    expect(hotelDate(instant, 'Europe/Berlin')).toBe(`${Y}-07-01`);
    expect(hotelDate(instant, 'Asia/Ashgabat')).toBe(`${Y}-07-02`);
  });

  it('writes an instant on the hotel wall clock', () => {
    expect(hotelInstant(new Date(`${Y}-11-21T20:30:00Z`), 'Asia/Ashgabat')).toBe(
      `${Y}-11-22T01:30:00+05:00`,
    );
  });
});

describe('calendar dates', () => {
  it('counts nights across month and year ends', () => {
    expect(daysBetween(`${Y}-12-30`, `${Y + 1}-01-02`)).toBe(3);
    expect(addDays(`${LEAP}-02-28`, 1)).toBe(`${LEAP}-02-29`);
  });

  it('treats stays as half-open: a checkout day is free for the next check-in', () => {
    const stay = { checkin: `${Y}-12-01`, checkout: `${Y}-12-05` };
    expect(rangesOverlap(stay, { checkin: `${Y}-12-05`, checkout: `${Y}-12-06` })).toBe(false);
    expect(rangesOverlap(stay, { checkin: `${Y}-12-04`, checkout: `${Y}-12-06` })).toBe(true);
  });
});

describe('money', () => {
  it('converts between TMT and integer teňňe without float error', () => {
    expect(tmtToTenge('0.30')).toBe(30);
    expect(tmtToTenge(0.1 + 0.2)).toBeNull(); // a float artefact is refused, not rounded
    expect(tmtToTenge(1234.56)).toBe(123456);
    expect(tmtToTenge('19.9')).toBe(1990);
    expect(tmtToTenge('1.234')).toBeNull();
    expect(tmtToTenge('35,5')).toBe(3550); // a decimal comma, as typed in Russian or Turkmen
    expect(tmtToTenge('1,234')).toBeNull();
    expect(tengeToTmt(123456)).toBe(1234.56);
    expect(tengeToTmt(5)).toBe(0.05);
  });
});
