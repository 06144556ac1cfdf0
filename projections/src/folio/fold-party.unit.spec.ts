import { describe, expect, it } from 'vitest';
import type { GuestRates, GuestRecord, RoomEvent } from '@hotel/contracts';
import {
  datesChanged,
  FEE,
  given,
  guestCancelled,
  guestsChanged,
  linesOf,
  NIGHT,
  paid,
  placedFor,
} from './fold-fixtures';
import { folioStep } from './fold';
import { folioSummary } from './summary';

// The charges that follow who stays: guests beyond the price's base and the foreigners' tax.

/** The terms' figures: a room for two, an extra adult 300 TMT, a child from 3 to 11 120 TMT, a foreign one 122.50. */
const RATES: GuestRates = {
  baseOccupancy: 2,
  extraAdultTenge: 30_000,
  childTenge: 12_000,
  foreignChildTenge: 12_250,
  freeUnderAge: 3,
  adultFromAge: 12,
};

const adult = (n: number): GuestRecord => ({
  fullName: `Adult ${n}`,
  passportSerial: 'AS',
  passportNumber: `10000${n}`,
});
const child = (n: number, childAge: number, citizenship?: 'RU'): GuestRecord => ({
  fullName: `Child ${n}`,
  passportSerial: citizenship ? '' : 'AS',
  passportNumber: `20000${n}`,
  ...(citizenship ? { citizenship } : {}),
  childAge,
});

/** Sold with the guest rates (absent: before them). */
const placedWith = (nights: number, guests: GuestRecord[], rates?: GuestRates): RoomEvent =>
  placedFor(nights, guests, rates ? { guestRates: rates } : {});

const extraOf = (...events: RoomEvent[]) => linesOf('extra_guests', ...events);

describe("a folio's extra guests", () => {
  it('charges the nights × (adults beyond the base + paying children), after the booking fee', () => {
    // Three adults (one beyond two), a child of 5, a foreign child of 11, a baby of 2 (free).
    const party = [adult(1), adult(2), adult(3), child(1, 5), child(2, 11, 'RU'), child(3, 2)];
    const nightly = 30_000 + 12_000 + 12_250;
    const folio = given(placedWith(3, party, RATES), paid(3 * NIGHT + FEE)).folio();
    expect(folio.lines.map((line) => line.kind)).toEqual([
      'night',
      'night',
      'night',
      'booking_fee',
      'extra_guests',
      'payment',
    ]);
    expect(folio.lines.find((line) => line.kind === 'extra_guests')?.amountTenge).toBe(3 * nightly);
    expect(folio.balanceTenge).toBe(3 * nightly);
  });

  it('counts a guest from the adult age as an adult, and a party within the base as nothing', () => {
    expect(extraOf(placedWith(2, [adult(1), child(1, 12)], RATES))).toEqual([]);
    expect(extraOf(placedWith(2, [adult(1), adult(2), child(1, 12)], RATES))).toEqual([2 * 30_000]);
    expect(extraOf(placedWith(2, [adult(1), child(1, 0), child(2, 2)], RATES))).toEqual([]);
  });

  it('charges nothing to a booking sold without guest rates, whoever stays', () => {
    const party = [adult(1), adult(2), adult(3), child(1, 5)];
    expect(extraOf(placedWith(2, party))).toEqual([]);
    expect(extraOf(placedWith(2, party), guestsChanged([...party, child(2, 7)]))).toEqual([]);
  });

  it('follows a change of dates and of guests, at the rates sold at', () => {
    const family = [adult(1), adult(2), child(1, 5)];
    expect(extraOf(placedWith(2, family, RATES), datesChanged(10, 4, 10, 2))).toEqual([4 * 12_000]);
    expect(
      extraOf(placedWith(2, family, RATES), guestsChanged([...family, child(2, 8, 'RU')])),
    ).toEqual([2 * (12_000 + 12_250)]);
    expect(extraOf(placedWith(2, family, RATES), guestsChanged([adult(1)]))).toEqual([]);
  });

  it('is taken back with a stay that will not happen, the fee paid online kept', () => {
    const folio = given(
      placedWith(2, [adult(1), child(1, 5)], RATES),
      paid(FEE),
      guestCancelled(),
      guestsChanged([adult(1), child(1, 5), child(2, 6)]),
    ).folio();
    expect(folio.lines.find((line) => line.kind === 'extra_guests')?.amountTenge).toBe(2 * 12_000);
    expect(folio.lines.find((line) => line.kind === 'cancellation')?.amountTenge).toBe(
      -(2 * NIGHT + 2 * 12_000),
    );
    expect(folio).toMatchObject({ totalTenge: FEE, balanceTenge: 0 });
  });
});

/** The foreigners' tax recorded at sale, per foreign guest per night (26 TMT). */
const TAX = 2_600;

const turkmen: GuestRecord = {
  fullName: 'Aman Amanow',
  passportSerial: 'AS',
  passportNumber: '123456',
};
const russian: GuestRecord = {
  fullName: 'Ivan Petrov',
  passportSerial: '',
  passportNumber: '4509123456',
  citizenship: 'RU',
};
const turkish: GuestRecord = {
  fullName: 'Ali Yilmaz',
  passportSerial: '',
  passportNumber: 'U12345678',
  citizenship: 'TR',
};
const namedTurkmen: GuestRecord = { ...turkmen, passportNumber: '654321', citizenship: 'TM' };

/** Sold with the tax at `taxTenge` (absent: before it). */
const placedTaxed = (nights: number, guests: GuestRecord[], taxTenge?: number): RoomEvent =>
  placedFor(nights, guests, taxTenge === undefined ? {} : { foreignGuestTaxTenge: taxTenge });

const taxOf = (...events: RoomEvent[]) => linesOf('tax', ...events);

describe("a folio's foreigners' tax", () => {
  it('charges nights × foreign guests × the rate sold at, after the booking fee, owed at arrival', () => {
    const folio = given(
      placedTaxed(3, [russian, turkmen, turkish, namedTurkmen], TAX),
      paid(3 * NIGHT + FEE),
    ).folio();
    expect(folio.lines.map((line) => line.kind)).toEqual([
      'night',
      'night',
      'night',
      'booking_fee',
      'tax',
      'payment',
    ]);
    expect(folio.lines.find((line) => line.kind === 'tax')?.amountTenge).toBe(3 * 2 * TAX);
    expect(folio.balanceTenge).toBe(3 * 2 * TAX);
  });

  it('charges no tax to Turkmen guests, named so or not', () => {
    expect(taxOf(placedTaxed(2, [turkmen, namedTurkmen], TAX))).toEqual([]);
  });

  it('charges no tax to a booking sold without it, whoever stays', () => {
    expect(taxOf(placedTaxed(2, [russian, turkish]))).toEqual([]);
    expect(taxOf(placedTaxed(2, [russian, turkish], 0))).toEqual([]);
  });

  it('follows a change of dates: the nights the stay has now', () => {
    expect(taxOf(placedTaxed(2, [russian], TAX), datesChanged(10, 4, 10, 2))).toEqual([4 * TAX]);
    expect(taxOf(placedTaxed(3, [russian], TAX), datesChanged(11, 1, 10, 3))).toEqual([TAX]);
  });

  it('follows a change of guests: the foreigners staying now, at the rate sold at', () => {
    expect(
      taxOf(placedTaxed(2, [turkmen], TAX), guestsChanged([turkmen, russian, turkish])),
    ).toEqual([2 * 2 * TAX]);
    expect(taxOf(placedTaxed(2, [russian], TAX), guestsChanged([turkmen]))).toEqual([]);
  });

  it('is taken back with a stay that will not happen, and stays so whoever is named after', () => {
    const folio = given(
      placedTaxed(2, [russian], TAX),
      paid(FEE),
      guestCancelled(),
      guestsChanged([russian, turkish]),
    ).folio();
    expect(folio.lines.find((line) => line.kind === 'tax')?.amountTenge).toBe(2 * TAX);
    // The cancellation takes back the nights and the tax; the booking fee paid online is kept.
    expect(folio.lines.find((line) => line.kind === 'cancellation')?.amountTenge).toBe(
      -(2 * NIGHT + 2 * TAX),
    );
    expect(folio).toMatchObject({ totalTenge: FEE, balanceTenge: 0 });
  });

  it('loads a folio state stored before the tax as owing none', () => {
    const stored = folioStep(null, { event: placedTaxed(2, [russian], TAX), at: '', by: 'system' });
    if (!stored) throw new Error('a placed booking has a folio');
    const { foreignGuests: _guests, foreignGuestTaxTenge: _tax, ...older } = stored;
    const summary = folioSummary(JSON.parse(JSON.stringify(older)));
    expect(summary.lines.some((line) => line.kind === 'tax')).toBe(false);
    expect(summary.totalTenge).toBe(2 * NIGHT + FEE);
  });
});
