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
