import {
  pricedStay,
  priceSeasonalStay,
  stayRuleMessage,
  type CalendarDate,
  type PricedNight,
  type RateSeason,
  type StayRuleRefusal,
} from '@hotel/contracts';
import { RATE_SEASONS } from '@hotel/projections';
import { AppError } from '../application/errors';
import type { Sql } from '../db/connect';
import { SEASON_COLUMNS, seasonOfRow, type SeasonRow } from './season-rows';

/*
 * The nights of a stay at the prices the rate seasons give them (docs/rates.md): what placing a
 * booking records, what search, the quotes and date changes show and charge.
 */

export interface Stay {
  checkin: CalendarDate;
  checkout: CalendarDate;
}

/** The nightly price of a room type where no season holds a night (integer teňňe). */
export interface BasePrice {
  priceTenge: number;
}

/**
 * The seasons of the room types (all of them when `typeIds` is absent) that can price or rule a
 * stay: those holding one of its nights or its checkout date (closed to departure), by type.
 */
export async function seasonsForStay(
  sql: Sql,
  stay: Stay,
  typeIds?: readonly number[],
): Promise<Map<number, RateSeason[]>> {
  const rows = await sql<SeasonRow[]>`
    select ${sql.unsafe(SEASON_COLUMNS)} from ${sql(RATE_SEASONS)}
    where from_date <= ${stay.checkout} and to_date > ${stay.checkin}
      ${typeIds ? sql`and room_type_id in ${sql(typeIds)}` : sql``}`;
  const byType = new Map<number, RateSeason[]>();
  for (const row of rows) {
    const list = byType.get(row.room_type_id) ?? [];
    list.push(seasonOfRow(row));
    byType.set(row.room_type_id, list);
  }
  return byType;
}

const inputOf = (stay: Stay, base: BasePrice, seasons: readonly RateSeason[]) => ({
  ...stay,
  basePriceTenge: base.priceTenge,
  // The discount is the breakdown's to take off the nights' sum; the nights are priced before it.
  discountPercent: 0,
  seasons,
});

const pricedNights = (nights: readonly { date: CalendarDate; priceTenge: number }[]) =>
  nights.map(({ date, priceTenge }): PricedNight => ({ date, priceTenge }));

/** Each night of a stay staff sell at its price, whatever the stay rules say (staff may override them). */
export function staffStayNights(
  stay: Stay,
  base: BasePrice,
  seasons: readonly RateSeason[],
): PricedNight[] {
  return pricedNights(pricedStay(inputOf(stay, base, seasons)).nights);
}

/** Each night of a guest's stay at its price, or the stay rule that refuses it. */
export function guestStayNights(
  stay: Stay,
  base: BasePrice,
  seasons: readonly RateSeason[],
): { nights: PricedNight[] } | { refusal: StayRuleRefusal } {
  const priced = priceSeasonalStay(inputOf(stay, base, seasons));
  return priced.ok ? { nights: pricedNights(priced.price.nights) } : { refusal: priced.refusal };
}

/** The refusal as the guest reads it: a 400 naming the rule and the season's first and last night. */
export function stayRuleError(refusal: StayRuleRefusal): AppError {
  const { key, params } = stayRuleMessage(refusal);
  return new AppError('validation', key, params);
}

/**
 * A stay of one room type at its nights' prices: a guest's held to the stay rules (a refusal is
 * thrown), staff's priced whatever they say.
 */
export async function nightsOfType(
  sql: Sql,
  seller: 'guest' | 'staff',
  stay: Stay,
  typeId: number,
  base: BasePrice,
): Promise<PricedNight[]> {
  const seasons = (await seasonsForStay(sql, stay, [typeId])).get(typeId) ?? [];
  if (seller === 'staff') return staffStayNights(stay, base, seasons);
  const priced = guestStayNights(stay, base, seasons);
  if ('refusal' in priced) throw stayRuleError(priced.refusal);
  return priced.nights;
}
