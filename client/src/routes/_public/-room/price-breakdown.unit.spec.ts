import type { BookingQuote } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { addDays } from '@hotel/contracts/plain';
import { day } from '../../../../../test/clock';
import { breakdownLines, formatTenge } from './price-breakdown';

// 3 nights × 840.00 TMT with 10% off, plus an 80.00 TMT booking fee.
const quote: BookingQuote = {
  nights: 3,
  roomPriceTenge: 84_000,
  discountPercent: 10,
  stayTenge: 226_800,
  onlineSharePercent: 100,
  roomPartTenge: 226_800,
  bookingFeeTenge: 8_000,
  totalTenge: 234_800,
  foreignGuestNights: 0,
  taxTenge: 0,
  extraGuests: { extraAdults: 0, childPrices: [], nightlyTenge: 0 },
  extraGuestsTenge: 0,
  bookable: true,
  paymentTimeoutMinutes: 15,
};

/** What the lines before the total add up to: the stay less its discount, or the share paid now, and the fee. */
const sum = (lines: ReturnType<typeof breakdownLines>) => {
  const share = lines.find((line) => line.kind === 'share');
  return lines.reduce((total, line) => {
    if (line.kind === 'total' || line.kind === 'atArrival' || line.kind === 'tax') return total;
    if (share && (line.kind === 'stay' || line.kind === 'discount')) return total;
    return line.kind === 'discount' ? total - line.tenge : total + line.tenge;
  }, 0);
};

describe('the price shown in the booking modal', () => {
  it('shows nights × room price, the discount, the booking fee and the total, in whole teňňe', () => {
    expect(breakdownLines(quote)).toEqual([
      { kind: 'stay', nights: 3, priceTenge: 84_000, tenge: 252_000 },
      { kind: 'discount', percent: 10, tenge: 25_200 },
      { kind: 'fee', tenge: 8_000 },
      { kind: 'total', tenge: 234_800 },
    ]);
  });

  it("shows a promotion code's discount by its code, off the room charge before the total", () => {
    // 2268 TMT less 200 TMT by the code, paid in full online, plus the fee.
    const promoCode = { promoCodeId: 4, code: 'SUMMER', discountTenge: 20_000 };
    const withCode = { ...quote, promoCode, roomPartTenge: 206_800, totalTenge: 214_800 };
    expect(breakdownLines(withCode)).toEqual([
      { kind: 'stay', nights: 3, priceTenge: 84_000, tenge: 252_000 },
      { kind: 'discount', percent: 10, tenge: 25_200 },
      { kind: 'promo', code: 'SUMMER', tenge: 20_000 },
      { kind: 'fee', tenge: 8_000 },
      { kind: 'total', tenge: 214_800 },
    ]);
    // Half paid online: the share of the charge less the code, the rest at arrival.
    const half = {
      ...withCode,
      onlineSharePercent: 50,
      roomPartTenge: 103_400,
      totalTenge: 111_400,
    };
    const lines = breakdownLines(half);
    expect(lines).toContainEqual({ kind: 'share', percent: 50, tenge: 103_400 });
    expect(lines).toContainEqual({ kind: 'atArrival', tenge: 103_400 });
  });

  it('shows the nights as runs at one price when rate seasons price them apart', () => {
    const first = day(30);
    const nightPrices = [0, 1, 2].map((n) => ({
      date: addDays(first, n),
      priceTenge: n === 0 ? 84_000 : 150_000,
    }));
    // 840 + 2 × 1,500 = 3,840 TMT, less 10%: 3,456 TMT, plus the fee.
    const seasonal = { ...quote, nightPrices, stayTenge: 345_600, roomPartTenge: 345_600 };
    const lines = breakdownLines({ ...seasonal, totalTenge: 353_600 });
    expect(lines.slice(0, 3)).toEqual([
      {
        kind: 'stay',
        nights: 1,
        priceTenge: 84_000,
        tenge: 84_000,
        dates: { first, last: first },
      },
      {
        kind: 'stay',
        nights: 2,
        priceTenge: 150_000,
        tenge: 300_000,
        dates: { first: addDays(first, 1), last: addDays(first, 2) },
      },
      { kind: 'discount', percent: 10, tenge: 38_400 },
    ]);
    expect(sum(lines)).toBe(353_600);
    // One price for every night: one line, as before seasons.
    const flat = nightPrices.map((night) => ({ ...night, priceTenge: 84_000 }));
    expect(breakdownLines({ ...quote, nightPrices: flat })[0]).toEqual({
      kind: 'stay',
      nights: 3,
      priceTenge: 84_000,
      tenge: 252_000,
    });
  });

  it('adds up to the total even where a discount leaves odd teňňe', () => {
    // 1 night × 3.33 TMT at 15% off: the server rounds 2.8305 TMT to 283 teňňe.
    const odd = {
      ...quote,
      nights: 1,
      roomPriceTenge: 333,
      discountPercent: 15,
      stayTenge: 283,
      roomPartTenge: 283,
      bookingFeeTenge: 5,
      totalTenge: 288,
    };
    const lines = breakdownLines(odd);
    expect(lines.every((line) => Number.isInteger(line.tenge))).toBe(true);
    expect(sum(lines)).toBe(288);
    expect(lines.find((line) => line.kind === 'discount')?.tenge).toBe(50);
  });

  it('has no discount line when no discount applies', () => {
    const lines = breakdownLines({
      ...quote,
      discountPercent: 0,
      stayTenge: 252_000,
      roomPartTenge: 252_000,
      totalTenge: 260_000,
    });
    expect(lines.map((line) => line.kind)).toEqual(['stay', 'fee', 'total']);
  });

  it('shows the share of the stay paid online now and what is left to pay on arrival', () => {
    const half = { ...quote, onlineSharePercent: 50, roomPartTenge: 113_400, totalTenge: 121_400 };
    const lines = breakdownLines(half);
    expect(lines).toEqual([
      { kind: 'stay', nights: 3, priceTenge: 84_000, tenge: 252_000 },
      { kind: 'discount', percent: 10, tenge: 25_200 },
      { kind: 'share', percent: 50, tenge: 113_400 },
      { kind: 'fee', tenge: 8_000 },
      { kind: 'total', tenge: 121_400 },
      { kind: 'atArrival', tenge: 113_400 },
    ]);
    expect(sum(lines)).toBe(121_400);
  });

  it('leaves the whole stay to pay on arrival when the room is not paid online', () => {
    const feeOnly = { ...quote, onlineSharePercent: 0, roomPartTenge: 0, totalTenge: 8_000 };
    expect(breakdownLines(feeOnly).map((line) => [line.kind, line.tenge])).toEqual([
      ['stay', 252_000],
      ['discount', 25_200],
      ['fee', 8_000],
      ['total', 8_000],
      ['atArrival', 226_800],
    ]);
  });

  it('shows the foreigners tax after the total, due at arrival with the rest, not paid now', () => {
    // 2 foreign guests × 3 nights at 26.00 TMT, a half of the stay paid online.
    const half = { ...quote, onlineSharePercent: 50, roomPartTenge: 113_400, totalTenge: 121_400 };
    const taxed = { ...half, foreignGuestTaxTenge: 2_600, foreignGuestNights: 6, taxTenge: 15_600 };
    const lines = breakdownLines(taxed);
    expect(lines.slice(-3)).toEqual([
      { kind: 'total', tenge: 121_400 },
      { kind: 'tax', guestNights: 6, rateTenge: 2_600, tenge: 15_600 },
      { kind: 'atArrival', tenge: 113_400 + 15_600 },
    ]);
    expect(sum(lines)).toBe(121_400);
  });

  it('shows no tax line when the quote has none to pay', () => {
    const untaxed = { ...quote, foreignGuestTaxTenge: 2_600, foreignGuestNights: 0, taxTenge: 0 };
    expect(breakdownLines(untaxed).some((line) => line.kind === 'tax')).toBe(false);
  });

  it('hides the parts that cost nothing: a room price of 0, a booking fee of 0', () => {
    expect(
      breakdownLines({
        ...quote,
        roomPriceTenge: 0,
        stayTenge: 0,
        roomPartTenge: 0,
        totalTenge: 8_000,
      }).map((line) => line.kind),
    ).toEqual(['fee', 'total']);
    expect(
      breakdownLines({ ...quote, bookingFeeTenge: 0, totalTenge: 226_800 }).map(
        (line) => line.kind,
      ),
    ).toEqual(['stay', 'discount', 'total']);
  });

  it('writes teňňe as manat exactly, in the reader’s grouping and decimal sign', () => {
    expect(formatTenge(117_000, 'en')).toBe('1,170');
    expect(formatTenge(28_305, 'en')).toBe('283.05');
    expect(formatTenge(28_305, 'ru')).toBe('283,05');
    expect(formatTenge(123_456_789, 'tm')).toBe('1\u00a0234\u00a0567,89');
    expect(formatTenge(10, 'en')).toBe('0.10');
  });
});
