import { describe, expect, it } from 'vitest';
import { formatRussianLongDate } from './format';

describe('formatRussianLongDate', () => {
  it('writes what Intl.DateTimeFormat writes in Russian, for every month and day', () => {
    const intl = new Intl.DateTimeFormat('ru-RU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const differing: string[][] = [];
    // Every day of a leap year and of a year written with three digits.
    for (const year of [2024, 999]) {
      for (
        let day = new Date(Date.UTC(year, 0, 1));
        day.getUTCFullYear() === year;
        day.setUTCDate(day.getUTCDate() + 1)
      ) {
        const date = day.toISOString().slice(0, 10);
        if (formatRussianLongDate(date) !== intl.format(day))
          differing.push([date, formatRussianLongDate(date), intl.format(day)]);
      }
    }
    expect(differing.slice(0, 5)).toEqual([]);
  });

  it('gives back what is no calendar date as it is', () => {
    expect(formatRussianLongDate('2025-13-01')).toBe('2025-13-01');
    expect(formatRussianLongDate('yesterday')).toBe('yesterday');
  });
});
