import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  priceSeasonalStay,
  type CalendarDate,
  type RateSeason,
  type SeasonalPricing,
} from '@hotel/contracts';
import { day } from '../../../test/clock';
import { random, type Random } from '../../test/seeded-random';
import { holding, randomSeason, referenceNights } from '../../test/random-seasons';
import { stayChargeTenge } from './pricing';

/*
 * Random stays of a room type across the edges of random, overlapping seasons and across
 * weekends, priced by `priceSeasonalStay` and by a plain reference written here from the rules of
 * docs/rates.md, apart from the code under test: both must agree night by night and on the refusal.
 */

const SEEDS = Array.from({ length: 400 }, (_, i) => i + 1);

type Reference =
  { refused: string } | { nights: { date: string; priceTenge: number }[]; roomChargeTenge: number };

function reference(
  checkin: CalendarDate,
  checkout: CalendarDate,
  base: number,
  discount: number,
  seasons: readonly RateSeason[],
): Reference {
  const dates: CalendarDate[] = [];
  for (let date = checkin; date < checkout; date = addDays(date, 1)) dates.push(date);
  const arrival = holding(seasons, checkin)[0];
  const departure = holding(seasons, checkout)[0];
  if (arrival?.closedToArrival) return { refused: 'closed_to_arrival' };
  if (departure?.closedToDeparture) return { refused: 'closed_to_departure' };
  if (arrival?.minStay && dates.length < arrival.minStay) return { refused: 'min_stay' };
  if (arrival?.maxStay && dates.length > arrival.maxStay) return { refused: 'max_stay' };
  const nights = referenceNights(dates, base, seasons);
  const sum = nights.reduce((total, night) => total + night.priceTenge, 0);
  // Half up to the teňňe: the sum less its discount, in exact integers.
  return { nights, roomChargeTenge: Math.round((sum * (100 - discount)) / 100) };
}

function shuffled<T>(r: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function asReference(result: SeasonalPricing): Reference {
  if (!result.ok) return { refused: result.refusal.rule };
  return {
    nights: result.price.nights.map(({ date, priceTenge }) => ({ date, priceTenge })),
    roomChargeTenge: result.price.roomChargeTenge,
  };
}

describe('pricing a stay under rate seasons', () => {
  /** What the random cases went through: the last test checks each case was drawn. */
  const seen = new Set<string>();
  for (const seed of SEEDS) {
    it(`agrees with the reference over random seasons (seed ${seed})`, () => {
      const r = random(seed);
      const rules = r.next() < 0.5;
      const seasons = Array.from({ length: r.int(0, 5) }, (_, i) => randomSeason(r, i + 1, rules));
      const checkin = day(r.int(0, 120));
      const checkout = addDays(checkin, r.int(1, 21));
      const base = r.int(1, 300) * 1_000 + r.int(0, 99);
      const discount = r.oneOf([0, 0, 5, 10, 15, 33, 50, 100]);
      const input = { checkin, checkout, basePriceTenge: base, discountPercent: discount };
      const result = priceSeasonalStay({ ...input, seasons });
      expect(asReference(result)).toEqual(reference(checkin, checkout, base, discount, seasons));
      // The order seasons are read in never matters: priority and creation decide.
      expect(priceSeasonalStay({ ...input, seasons: shuffled(r, seasons) })).toEqual(result);
      if (result.ok) {
        const { nights, nightsTenge, discountTenge, roomChargeTenge } = result.price;
        expect(nights.reduce((sum, night) => sum + night.priceTenge, 0)).toBe(nightsTenge);
        expect(discountTenge + roomChargeTenge).toBe(nightsTenge);
        expect(Number.isInteger(roomChargeTenge) && roomChargeTenge >= 0).toBe(true);
      }
      // Without seasons, a stay costs what it costs today.
      const plain = priceSeasonalStay({ ...input, seasons: [] });
      const charge = stayChargeTenge({
        nightPrices: Array.from({ length: daysBetween(checkin, checkout) }, (_, index) => ({
          date: addDays(checkin, index),
          priceTenge: base,
        })),
        discountPercent: discount,
        discountOn: true,
      });
      expect(plain).toMatchObject({ ok: true, price: { roomChargeTenge: charge } });
      seen.add(result.ok ? 'priced' : result.refusal.rule);
      for (const night of result.ok ? result.price.nights : []) {
        const season = seasons.find((s) => s.id === night.seasonId);
        if (season && night.priceTenge !== season.priceTenge) seen.add('weekend price');
        if (season && holding(seasons, night.date).length > 1) seen.add('overlap');
      }
    });
  }

  it('drew every rule, weekend prices and overlapping seasons', () => {
    expect([...seen].sort()).toEqual([
      'closed_to_arrival',
      'closed_to_departure',
      'max_stay',
      'min_stay',
      'overlap',
      'priced',
      'weekend price',
    ]);
  });
});
