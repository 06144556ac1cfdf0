import { addDays, isWeekendNight, type RateSeason } from '@hotel/contracts/plain';
import { describe, expect, it } from 'vitest';
import { day } from '../../../../../test/clock';
import { cellPrice, nightsOf, rateCells, seasonOfView } from './rate-cells';

const season = (
  over: Partial<RateSeason> & Pick<RateSeason, 'id' | 'from' | 'to'>,
): RateSeason => ({
  priceTenge: 150_000,
  weekendPriceTenge: null,
  minStay: null,
  maxStay: null,
  closedToArrival: false,
  closedToDeparture: false,
  priority: 0,
  ...over,
});

/** The first night on or after day 10 that is a weekday (Monday to Thursday) or a weekend night. */
const firstNight = (weekend: boolean) => {
  let date = day(10);
  while (isWeekendNight(date) !== weekend) date = addDays(date, 1);
  return date;
};

describe('rateCells', () => {
  it('gives the base price where no season holds the night, and the season’s inside [from, to)', () => {
    const nights = nightsOf(day(0), day(6));
    const cells = rateCells(nights, 84_000, [season({ id: 1, from: day(2), to: day(4) })]);
    expect(cells.map((cell) => cell.priceTenge)).toEqual([
      84_000, 84_000, 150_000, 150_000, 84_000, 84_000,
    ]);
    expect(cells.map((cell) => cell.seasonal)).toEqual([false, false, true, true, false, false]);
  });

  it('takes the weekend price on Friday and Saturday nights only', () => {
    const friday = firstNight(true);
    const weekday = firstNight(false);
    const summer = season({ id: 1, from: day(0), to: day(30), weekendPriceTenge: 180_000 });
    const [onWeekend] = rateCells([friday], 84_000, [summer]);
    const [onWeekday] = rateCells([weekday], 84_000, [summer]);
    expect(onWeekend?.priceTenge).toBe(180_000);
    expect(onWeekday?.priceTenge).toBe(150_000);
  });

  it('lets the higher priority win, then the later-created at equal priority, with its rules', () => {
    const night = day(5);
    const low = season({ id: 3, from: day(0), to: day(10), priceTenge: 100_000 });
    const high = season({
      id: 1,
      from: day(0),
      to: day(10),
      priceTenge: 200_000,
      priority: 5,
      minStay: 3,
      closedToArrival: true,
    });
    expect(rateCells([night], 0, [low, high])[0]).toEqual({
      priceTenge: 200_000,
      seasonal: true,
      closedToArrival: true,
      closedToDeparture: false,
      minStay: 3,
    });
    const later = season({ id: 4, from: day(0), to: day(10), priceTenge: 120_000 });
    expect(rateCells([night], 0, [later, low])[0]?.priceTenge).toBe(120_000);
  });

  it('reads a listed season’s TMT as teňňe without float error', () => {
    const view = {
      id: 7,
      room_types_id: 1,
      from: day(0),
      to: day(3),
      price: 1234.56,
      weekend_price: 0.29,
      min_stay: 2,
      max_stay: null,
      closed_to_arrival: false,
      closed_to_departure: true,
      priority: 1,
      set_at: '',
      set_by: null,
    };
    expect(seasonOfView(view)).toMatchObject({ priceTenge: 123_456, weekendPriceTenge: 29 });
  });

  it('writes whole TMT without decimals and the rest with two', () => {
    expect(cellPrice(150_000)).toBe('1500');
    expect(cellPrice(123_405)).toBe('1234.05');
    expect(nightsOf(day(3), day(3))).toEqual([]);
  });
});
