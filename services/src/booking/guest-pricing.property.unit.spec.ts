import { describe, expect, it } from 'vitest';
import {
  addDays,
  pricedGuestOf,
  type GuestRates,
  type GuestRecord,
  type RoomEvent,
} from '@hotel/contracts';
import { folioOf } from '@hotel/projections';
import { at, day } from '../../../test/clock';
import { random, type Random } from '../../test/seeded-random';
import { randomSeason, referenceNights } from '../../test/random-seasons';
import { staffStayNights } from '../rates/stay-nights';
import { priceStay, type PricingOptions, type PromoTerms } from './pricing';

/*
 * Random stays across the edges of random seasons and weekends, for random parties (adults,
 * children of every age, foreign children) under random guest prices and booking terms, priced by
 * `priceStay` and by a plain reference written here from docs/rates.md; then the booking's folio,
 * folded from the sale, charges what the reference says and leaves due what was not paid online.
 */

const SEEDS = Array.from({ length: 300 }, (_, i) => i + 1);

/** Half up to the teňňe, in exact integers. */
const halfUp = (hundredths: number) => Math.floor((hundredths + 50) / 100);

interface Guest {
  age: number | null;
  foreign: boolean;
}

function reference(
  nightPrices: readonly number[],
  discount: number,
  party: readonly Guest[],
  rates: GuestRates,
  options: PricingOptions,
  promo: PromoTerms | undefined,
  typeFee: number,
) {
  const nights = nightPrices.length;
  const charge = halfUp(nightPrices.reduce((sum, price) => sum + price, 0) * (100 - discount));
  const promoOff = !promo
    ? 0
    : Math.min(
        charge,
        promo.percent !== null ? halfUp(charge * promo.percent) : (promo.amountTenge ?? 0),
      );
  let adults = 0;
  let children = 0;
  for (const guest of party) {
    if (guest.age === null || guest.age >= rates.adultFromAge) adults += 1;
    else if (guest.age >= rates.freeUnderAge)
      children +=
        guest.foreign && rates.foreignChildTenge > 0 ? rates.foreignChildTenge : rates.childTenge;
  }
  const extras =
    nights * (Math.max(0, adults - rates.baseOccupancy) * rates.extraAdultTenge + children);
  const roomPart = options.paymentRoom
    ? halfUp((charge - promoOff + extras) * options.onlineSharePercent)
    : 0;
  const fee = options.paymentBooking ? (typeFee > 0 ? typeFee : options.bookingPriceTenge) : 0;
  return { charge, promoOff, extras, roomPart, fee, total: roomPart + fee };
}

function randomRates(r: Random): GuestRates {
  const freeUnderAge = r.int(0, 6);
  return {
    baseOccupancy: r.int(1, 4),
    extraAdultTenge: r.oneOf([0, 0, 25_000, r.int(1, 90_000)]),
    childTenge: r.oneOf([0, 12_000, r.int(1, 40_000)]),
    foreignChildTenge: r.oneOf([0, 0, 12_250, r.int(1, 40_000)]),
    freeUnderAge,
    adultFromAge: r.int(freeUnderAge + 1, 18),
  };
}

function randomParty(r: Random): Guest[] {
  return Array.from({ length: r.int(1, 8) }, () => ({
    age: r.next() < 0.5 ? null : r.int(0, 17),
    foreign: r.next() < 0.3,
  }));
}

const recordOf = (guest: Guest, n: number): GuestRecord => ({
  fullName: `Guest ${n}`,
  ...(guest.foreign ? { citizenship: 'RU' as const } : {}),
  passportSerial: guest.foreign ? '' : 'AS',
  passportNumber: String(100_000 + n),
  ...(guest.age === null ? {} : { childAge: guest.age }),
});

describe('pricing a stay by its nights and its guests', () => {
  const seen = new Set<string>();
  for (const seed of SEEDS) {
    it(`agrees with the reference and the folio charges it (seed ${seed})`, () => {
      const r = random(seed);
      const seasons = Array.from({ length: r.int(0, 4) }, (_, i) => randomSeason(r, i + 1, false));
      const checkin = day(r.int(0, 100));
      const checkout = addDays(checkin, r.int(1, 14));
      const base = r.int(1, 300) * 1_000 + r.int(0, 99);
      const discount = r.oneOf([0, 0, 10, 33]);
      const rates = randomRates(r);
      const party = randomParty(r);
      const options: PricingOptions = {
        paymentRoom: r.next() < 0.9,
        paymentBooking: r.next() < 0.7,
        bookingPriceTenge: r.int(0, 100) * 100,
        onlineSharePercent: r.oneOf([100, 50, r.int(1, 100)]),
        guestRefundPercent: 0,
        foreignGuestTaxTenge: 0,
      };
      const promo: PromoTerms | undefined = r.oneOf([
        undefined,
        undefined,
        { promoCodeId: 1, code: 'SUMMER', percent: r.int(1, 100), amountTenge: null },
        { promoCodeId: 2, code: 'FIXED', percent: null, amountTenge: r.int(1, 500) * 1_000 },
      ]);
      const typeFee = r.oneOf([0, 0, 7_500]);
      const guests = party.map(recordOf);
      const nightPrices = staffStayNights({ checkin, checkout }, { priceTenge: base }, seasons);
      const price = priceStay({
        nightPrices,
        roomPriceTenge: base,
        discountPercent: discount,
        discountOn: true,
        roomTypeFeeTenge: typeFee,
        options,
        ...(promo ? { promo } : {}),
        party: { guests: guests.map(pricedGuestOf), rates },
      });

      const dates = nightPrices.map((night) => night.date);
      const expectedNights = referenceNights(dates, base, seasons);
      expect(nightPrices).toEqual(expectedNights);
      const expected = reference(
        expectedNights.map((night) => night.priceTenge),
        discount,
        party,
        rates,
        options,
        promo,
        typeFee,
      );
      expect([price.roomPartTenge, price.bookingFeeTenge, price.totalTenge]).toEqual([
        expected.roomPart,
        expected.fee,
        expected.total,
      ]);
      const chargesGuests =
        rates.extraAdultTenge > 0 || rates.childTenge > 0 || rates.foreignChildTenge > 0;
      expect(price.guestRates).toEqual(chargesGuests ? rates : undefined);

      // The sale's folio: the nights, the code, what the guests add and the fee, less what was paid.
      const placed: RoomEvent = {
        type: 'BookingPlaced',
        data: {
          roomId: 1,
          bookingId: 7,
          roomTypeId: 2,
          userId: 3,
          email: 'guest@example.com',
          bookNumber: 1001,
          checkin,
          checkout,
          guests,
          price,
          paymentDeadline: at(0, '10:15'),
        },
      };
      const paid: RoomEvent = {
        type: 'PaymentConfirmed',
        data: {
          roomId: 1,
          bookingId: 7,
          orderId: 'o-1',
          amountTenge: price.totalTenge,
          paidAt: at(0, '10:05'),
        },
      };
      const folio = folioOf(
        7,
        [placed, paid].map((event) => ({ event, at: at(0, '10:00'), by: 'guest@example.com' })),
      );
      const owed =
        expected.charge - expected.promoOff + (chargesGuests ? expected.extras : 0) + expected.fee;
      expect(folio.totalTenge).toBe(owed);
      expect(folio.balanceTenge).toBe(owed - expected.total);
      expect(folio.lines.find((line) => line.kind === 'extra_guests')?.amountTenge ?? 0).toBe(
        chargesGuests ? expected.extras : 0,
      );

      if (expected.extras > 0) seen.add('guests add');
      if (party.some((g) => g.age !== null && g.age < rates.freeUnderAge)) seen.add('free child');
      if (party.some((g) => g.age !== null && g.age >= rates.adultFromAge))
        seen.add('child as adult');
      if (
        party.some(
          (g) =>
            g.foreign &&
            g.age !== null &&
            g.age >= rates.freeUnderAge &&
            g.age < rates.adultFromAge &&
            rates.foreignChildTenge > 0,
        )
      )
        seen.add('foreign child');
      if (new Set(expectedNights.map((night) => night.priceTenge)).size > 1)
        seen.add('season edge');
      if (promo) seen.add('promo');
    });
  }

  it('drew paying guests, free and grown children, foreign children, season edges and codes', () => {
    expect([...seen].sort()).toEqual([
      'child as adult',
      'foreign child',
      'free child',
      'guests add',
      'promo',
      'season edge',
    ]);
  });
});
