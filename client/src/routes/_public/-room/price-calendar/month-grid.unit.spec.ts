import { addDays, addMonths, monthOf } from '@hotel/contracts/plain';
import { describe, expect, it } from 'vitest';
import { TODAY } from '../../../../../../test/clock';
import { mondayIndex, monthGrid } from './month-grid';

/** The first Monday on or after `date`, found by stepping a day at a time. */
function mondayFrom(date: string): string {
  let day = date;
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
  return day;
}

describe('a month as calendar weeks', () => {
  it('starts weeks on Monday: a month beginning on a Monday has no padding before the 1st', () => {
    // The month of some Monday that is a 1st: step months from today until one starts on Monday.
    let month = monthOf(TODAY);
    while (mondayFrom(`${month}-01`) !== `${month}-01`) month = addMonths(month, 1);
    const weeks = monthGrid(month);
    expect(weeks[0]?.[0]).toBe(`${month}-01`);
    expect(weeks[0]?.[6]).toBe(`${month}-07`);
  });

  it('pads the first week before the 1st and the last after the month, seven places a week', () => {
    for (let ahead = 0; ahead < 24; ahead++) {
      const month = addMonths(monthOf(TODAY), ahead);
      const weeks = monthGrid(month);
      for (const week of weeks) expect(week).toHaveLength(7);
      const places = weeks.flat();
      const days = places.filter((place) => place !== null);
      // Every day of the month once, in order, none of another month.
      expect(days[0]).toBe(`${month}-01`);
      expect(days.every((day) => monthOf(day) === month)).toBe(true);
      for (let index = 1; index < days.length; index++)
        expect(days[index]).toBe(addDays(days[index - 1] ?? '', 1));
      expect(monthOf(addDays(days.at(-1) ?? '', 1))).toBe(addMonths(month, 1));
      // Each day sits in its weekday's column, Monday first, Sunday last.
      weeks.forEach((week) =>
        week.forEach((day, column) => {
          if (day !== null) expect(column).toBe(mondayIndex(day));
        }),
      );
      // No week is all padding: 4 to 6 weeks a month.
      expect(weeks.every((week) => week.some((day) => day !== null))).toBe(true);
      expect(weeks.length).toBeGreaterThanOrEqual(4);
      expect(weeks.length).toBeLessThanOrEqual(6);
    }
  });

  it('puts a Sunday in the last column', () => {
    const sunday = addDays(mondayFrom(`${monthOf(TODAY)}-01`), 6);
    const week = monthGrid(monthOf(sunday)).find((days) => days.includes(sunday));
    expect(week?.[6]).toBe(sunday);
    expect(mondayIndex(sunday)).toBe(6);
  });
});
