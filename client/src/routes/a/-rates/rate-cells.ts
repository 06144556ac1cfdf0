import {
  addDays,
  daysBetween,
  isWeekendNight,
  seasonOn,
  tmtToTenge,
  type CalendarDate,
  type RateSeason,
} from '@hotel/contracts/plain';
import type { RateSeasonView } from '@hotel/contracts';

/** One night of a room type as the rate calendar shows it. */
export interface RateCell {
  priceTenge: number;
  /** A season prices the night (false: the type's base price). */
  seasonal: boolean;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  /** The fewest nights of a stay arriving this night; null: no rule. */
  minStay: number | null;
}

/** The nights [from, to), each named by the date it begins. */
export function nightsOf(from: CalendarDate, to: CalendarDate): CalendarDate[] {
  return Array.from({ length: Math.max(0, daysBetween(from, to)) }, (_, index) =>
    addDays(from, index),
  );
}

/** A season as the list shows it (TMT) in the teňňe the pricing reads, as the server keeps it. */
export function seasonOfView(view: RateSeasonView): RateSeason {
  return {
    id: view.id,
    from: view.from,
    to: view.to,
    priceTenge: tmtToTenge(view.price) ?? 0,
    weekendPriceTenge: view.weekend_price === null ? null : (tmtToTenge(view.weekend_price) ?? 0),
    minStay: view.min_stay,
    maxStay: view.max_stay,
    closedToArrival: view.closed_to_arrival,
    closedToDeparture: view.closed_to_departure,
    priority: view.priority,
  };
}

/**
 * Each night's price and rules for one room type, as the quote resolves them (`seasonOn`: the
 * highest priority, then the later-created; its weekend price on Friday and Saturday nights; the
 * base price where no season holds the night).
 */
export function rateCells(
  nights: readonly CalendarDate[],
  basePriceTenge: number,
  seasons: readonly RateSeason[],
): RateCell[] {
  return nights.map((night) => {
    const season = seasonOn(seasons, night);
    if (!season)
      return {
        priceTenge: basePriceTenge,
        seasonal: false,
        closedToArrival: false,
        closedToDeparture: false,
        minStay: null,
      };
    const weekend = season.weekendPriceTenge !== null && isWeekendNight(night);
    return {
      priceTenge: weekend ? (season.weekendPriceTenge ?? season.priceTenge) : season.priceTenge,
      seasonal: true,
      closedToArrival: season.closedToArrival,
      closedToDeparture: season.closedToDeparture,
      minStay: season.minStay,
    };
  });
}

/** A cell's price in whole TMT where it has no teňňe, else with two decimals: the column is narrow. */
export function cellPrice(tenge: number): string {
  const whole = Math.trunc(tenge / 100);
  const rest = Math.abs(tenge % 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}
