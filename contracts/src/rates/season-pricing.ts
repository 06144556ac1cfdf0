import { addDays, daysBetween, type CalendarDate } from '../calendar-days';

/*
 * The price of a stay under rate seasons (docs/rates.md): pure, in integer teňňe, so the quote,
 * and in the next slice the booking and the folio's fold, price a stay the same way.
 */

/**
 * A room type's rate season as pricing reads it: the nights [from, to) — `to` is exclusive, like a
 * stay's checkout — at `priceTenge`, Friday and Saturday nights at `weekendPriceTenge` when set.
 * `id` grows with creation, so among seasons of equal priority the later-created has the higher id.
 */
export interface RateSeason {
  id: number;
  from: CalendarDate;
  to: CalendarDate;
  priceTenge: number;
  weekendPriceTenge: number | null;
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  priority: number;
}

/** One night of a stay, named by the date it begins, at its price; `seasonId` null: the base price. */
export interface NightPrice {
  date: CalendarDate;
  priceTenge: number;
  seasonId: number | null;
}

/** A stay rule of a season that refuses the stay, with the season's nights [from, to). */
export type StayRuleRefusal =
  | { rule: 'min_stay' | 'max_stay'; nights: number; from: CalendarDate; to: CalendarDate }
  | { rule: 'closed_to_arrival' | 'closed_to_departure'; from: CalendarDate; to: CalendarDate };

export interface SeasonalStayInput {
  checkin: CalendarDate;
  checkout: CalendarDate;
  /** The room type's own nightly price: nights no season holds. */
  basePriceTenge: number;
  /** The discount in force (0 when the room type's discount is off). */
  discountPercent: number;
  /** The room type's seasons (any order; others' are the caller's to leave out). */
  seasons: readonly RateSeason[];
}

export interface SeasonalStayPrice {
  nights: NightPrice[];
  /** The nights' prices summed. */
  nightsTenge: number;
  /** What the discount takes off the nights' sum. */
  discountTenge: number;
  /** The stay's room charge: the nights less the discount, rounded half up to the teňňe once. */
  roomChargeTenge: number;
}

export type SeasonalPricing =
  { ok: true; price: SeasonalStayPrice } | { ok: false; refusal: StayRuleRefusal };

/** Friday and Saturday nights: the nights before the weekend's two mornings. */
export function isWeekendNight(date: CalendarDate): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 5 || weekday === 6;
}

/** Whether `a` wins over `b`: the higher priority, at equal priority the later-created. */
const winsOver = (a: RateSeason, b: RateSeason): boolean =>
  a.priority !== b.priority ? a.priority > b.priority : a.id > b.id;

/** The season in force on the night of `date`: of those holding it, the winner; null for none. */
export function seasonOn(seasons: readonly RateSeason[], date: CalendarDate): RateSeason | null {
  let found: RateSeason | null = null;
  for (const season of seasons) {
    if (season.from <= date && date < season.to && (!found || winsOver(season, found)))
      found = season;
  }
  return found;
}

/**
 * The night of `date` at its price: its season's (weekend price on a weekend night), else the
 * base. The quote and the month's calendar of prices both take a night's price from here.
 */
export function priceOfNight(
  seasons: readonly RateSeason[],
  basePriceTenge: number,
  date: CalendarDate,
): NightPrice {
  const season = seasonOn(seasons, date);
  if (!season) return { date, priceTenge: basePriceTenge, seasonId: null };
  const weekend = season.weekendPriceTenge !== null && isWeekendNight(date);
  return {
    date,
    priceTenge: weekend ? (season.weekendPriceTenge ?? season.priceTenge) : season.priceTenge,
    seasonId: season.id,
  };
}

/** An amount less a discount in percent, rounded half up to the teňňe. */
export function lessDiscount(tenge: number, discountPercent: number): number {
  return Math.floor((tenge * (100 - discountPercent) + 50) / 100);
}

/**
 * The stay rules, in this order: closed to arrival (the season in force on the checkin night),
 * closed to departure (the season in force on the checkout date's night), then the minimum and
 * maximum stay of the season in force on the arrival night, counted over the whole stay.
 */
export function stayRuleRefusal(input: SeasonalStayInput): StayRuleRefusal | null {
  const arrival = seasonOn(input.seasons, input.checkin);
  const departure = seasonOn(input.seasons, input.checkout);
  if (arrival?.closedToArrival)
    return { rule: 'closed_to_arrival', from: arrival.from, to: arrival.to };
  if (departure?.closedToDeparture)
    return { rule: 'closed_to_departure', from: departure.from, to: departure.to };
  if (!arrival) return null;
  const nights = daysBetween(input.checkin, input.checkout);
  if (arrival.minStay !== null && nights < arrival.minStay)
    return { rule: 'min_stay', nights: arrival.minStay, from: arrival.from, to: arrival.to };
  if (arrival.maxStay !== null && nights > arrival.maxStay)
    return { rule: 'max_stay', nights: arrival.maxStay, from: arrival.from, to: arrival.to };
  return null;
}

/**
 * Prices a stay night by night whatever the stay rules say (staff may sell against them): each
 * night at its season's price, the nights summed, the discount taken off once, rounded half up.
 * With no seasons this is what a stay charged before seasons: nights × price less the discount.
 */
export function pricedStay(input: SeasonalStayInput): SeasonalStayPrice {
  const count = daysBetween(input.checkin, input.checkout);
  const nights = Array.from({ length: count }, (_, index) =>
    priceOfNight(input.seasons, input.basePriceTenge, addDays(input.checkin, index)),
  );
  const nightsTenge = nights.reduce((sum, night) => sum + night.priceTenge, 0);
  const roomChargeTenge = lessDiscount(nightsTenge, input.discountPercent);
  return { nights, nightsTenge, discountTenge: nightsTenge - roomChargeTenge, roomChargeTenge };
}

/** Prices a stay night by night, or refuses it by the first stay rule it breaks. */
export function priceSeasonalStay(input: SeasonalStayInput): SeasonalPricing {
  const refusal = stayRuleRefusal(input);
  return refusal ? { ok: false, refusal } : { ok: true, price: pricedStay(input) };
}
