import { describe, expect, it } from 'vitest';
import { nightFigures, nightRevenue, percentOf, perUnit } from './day-figures';

const night = (roomPriceTenge: number, discountPercent = 0) => ({
  roomPriceTenge,
  discountPercent,
});

describe("the daily report's arithmetic", () => {
  it('charges a night its price less its discount, half a teňňe up', () => {
    expect(nightRevenue(night(50_000))).toBe(50_000);
    expect(nightRevenue(night(50_000, 10))).toBe(45_000);
    // 333.33 × 0.85 = 283.3305 TMT; 12 345 × 0.5 = 6 172.5 teňňe goes up.
    expect(nightRevenue(night(33_333, 15))).toBe(28_333);
    expect(nightRevenue(night(12_345, 50))).toBe(6_173);
    expect(nightRevenue(night(12_345, 100))).toBe(0);
  });

  it('divides to the teňňe, half up, and has no ratio over nothing', () => {
    expect(perUnit(100_000, 3)).toBe(33_333);
    expect(perUnit(200_000, 3)).toBe(66_667);
    expect(perUnit(5, 2)).toBe(3);
    expect(perUnit(0, 4)).toBe(0);
    expect(perUnit(100, 0)).toBeNull();
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 8)).toBe(12.5);
    expect(percentOf(0, 5)).toBe(0);
    expect(percentOf(3, 0)).toBeNull();
  });

  it('gives ADR over the rooms sold and RevPAR over the rooms available', () => {
    const figures = nightFigures(10, [night(50_000), night(40_000, 10), night(30_001)]);
    // 500.00 + 360.00 + 300.01 = 1 160.01 TMT.
    expect(figures).toEqual({
      available: 10,
      sold: 3,
      revenueTenge: 116_001,
      occupancy: 30,
      adrTenge: 38_667,
      revparTenge: 11_600,
    });
  });

  it('has no ADR on a night nothing was sold, and RevPAR 0', () => {
    expect(nightFigures(12, [])).toEqual({
      available: 12,
      sold: 0,
      revenueTenge: 0,
      occupancy: 0,
      adrTenge: null,
      revparTenge: 0,
    });
  });

  it('has no occupancy nor RevPAR when every room is out of order', () => {
    expect(nightFigures(0, [night(50_000)])).toMatchObject({
      occupancy: null,
      adrTenge: 50_000,
      revparTenge: null,
    });
  });
});
