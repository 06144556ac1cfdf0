import { describe, expect, it } from 'vitest';
import { day } from '../../../../../../test/clock';
import { calendarDays, calendarRange, CALENDAR_DAYS } from './calendar-cells';
import { PAGE_DAYS, pagedStart, typedStart, windowSearch, windowStart } from './calendar-window';

describe('the tape chart’s window', () => {
  it('starts on the hotel’s today unless the URL names a day', () => {
    expect(windowStart(undefined, day(0))).toBe(day(0));
    expect(windowStart(day(30), day(0))).toBe(day(30));
  });

  it('pages by whole weeks, back and ahead, across months and years', () => {
    expect(PAGE_DAYS).toBe(7);
    expect(pagedStart(day(0), 1)).toBe(day(7));
    expect(pagedStart(day(0), -1)).toBe(day(-7));
    expect(pagedStart(day(3), 2)).toBe(day(17));
    // Fifty-three weeks cross a year end whatever today is.
    expect(pagedStart(day(0), 53)).toBe(day(371));
    expect(pagedStart(pagedStart(day(5), 1), -1)).toBe(day(5));
  });

  it('asks the server for the window’s 20 days, first to last', () => {
    const days = calendarDays(day(14));
    expect(days).toHaveLength(CALENDAR_DAYS);
    expect(days[0]).toBe(day(14));
    expect(calendarRange(day(14))).toEqual({
      start_date: day(14),
      end_date: day(14 + CALENDAR_DAYS - 1),
    });
  });

  it('keeps no `from` in the URL for today’s window, so the link follows the days', () => {
    expect(windowSearch(day(0), day(0))).toEqual({});
    expect(windowSearch(day(7), day(0))).toEqual({ from: day(7) });
    expect(windowSearch(day(-7), day(0))).toEqual({ from: day(-7) });
  });

  it('moves to a typed date only once it is a whole, real day', () => {
    expect(typedStart(day(9))).toBe(day(9));
    expect(typedStart('')).toBeNull();
    expect(typedStart(day(9).slice(0, 7))).toBeNull();
    expect(typedStart(`${day(0).slice(0, 4)}-02-30`)).toBeNull();
  });
});
