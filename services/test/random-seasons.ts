import { addDays, type CalendarDate, type RateSeason } from '@hotel/contracts';
import { day } from '../../test/clock';
import type { Random } from './seeded-random';

/*
 * Random rate seasons and a plain reference of the nights' prices under them, written from the
 * rules of docs/rates.md apart from the code under test (the pricing property specs).
 */

/** Day of the week counted from the epoch, a Thursday (4): 0 Sunday … 6 Saturday. */
export function weekdayOf(date: CalendarDate): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return (((Math.floor(Date.UTC(y, m - 1, d) / 86_400_000) + 4) % 7) + 7) % 7;
}

/** The seasons holding a night, best first: higher priority, then the later-created (higher id). */
export function holding(seasons: readonly RateSeason[], date: CalendarDate): RateSeason[] {
  return seasons
    .filter((s) => s.from <= date && date < s.to)
    .sort((a, b) => b.priority - a.priority || b.id - a.id);
}

/** Each night's price by the rules: the best season holding it (its weekend price on Friday and Saturday), else the base. */
export function referenceNights(
  dates: readonly CalendarDate[],
  base: number,
  seasons: readonly RateSeason[],
): { date: CalendarDate; priceTenge: number }[] {
  return dates.map((date) => {
    const season = holding(seasons, date)[0];
    if (!season) return { date, priceTenge: base };
    const weekend = weekdayOf(date) === 5 || weekdayOf(date) === 6;
    return {
      date,
      priceTenge:
        weekend && season.weekendPriceTenge !== null ? season.weekendPriceTenge : season.priceTenge,
    };
  });
}

/** A season of the first 90 days, up to 45 nights long; with `rules`, sometimes stay rules too. */
export function randomSeason(r: Random, id: number, rules: boolean): RateSeason {
  const from = day(r.int(0, 90));
  const maybe = <T>(value: T): T | null => (rules && r.next() < 0.3 ? value : null);
  const minStay = maybe(r.int(2, 7));
  const maxStay = maybe(r.int(minStay ?? 1, 14));
  return {
    id,
    from,
    to: addDays(from, r.int(1, 45)),
    priceTenge: r.int(1, 500) * 1_000,
    weekendPriceTenge: r.next() < 0.5 ? r.int(1, 900) * 1_000 : null,
    minStay,
    maxStay,
    closedToArrival: rules && r.next() < 0.1,
    closedToDeparture: rules && r.next() < 0.1,
    priority: r.int(0, 2),
  };
}
