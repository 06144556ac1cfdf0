import { describe, expect, it } from 'vitest';
import { priceStay, promoDiscountTenge, type PromoTerms } from './pricing';
import { threeNights } from './pricing-fixtures';

const base = threeNights(
  { nightTenge: 1000_00, discountOn: true, roomTypeFeeTenge: 50_00 },
  { bookingPriceTenge: 0, onlineSharePercent: 30 },
);

const percent = (value: number): PromoTerms => ({
  promoCodeId: 7,
  code: 'SUMMER',
  percent: value,
  amountTenge: null,
});
const fixed = (tenge: number): PromoTerms => ({
  promoCodeId: 8,
  code: 'MINUS',
  percent: null,
  amountTenge: tenge,
});

describe('pricing a stay with a promotion code', () => {
  it('takes a percent off the discounted room charge before the online share', () => {
    // 3 × 1000 TMT less 10 % = 2700 TMT; 15 % of it = 405 TMT; 30 % of 2295 TMT online.
    const price = priceStay({ ...base, promo: percent(15) });
    expect(price.promoCode).toEqual({ promoCodeId: 7, code: 'SUMMER', discountTenge: 405_00 });
    expect(price.roomPartTenge).toBe(688_50);
    expect(price.totalTenge).toBe(688_50 + 50_00);
  });

  it('takes a fixed sum off the room charge', () => {
    const price = priceStay({ ...base, promo: fixed(200_00) });
    expect(price.promoCode?.discountTenge).toBe(200_00);
    expect(price.roomPartTenge).toBe(750_00);
  });

  it('rounds a percent half up to the teňňe', () => {
    // 333 teňňe: 15 % is 49.95 → 50; 1 teňňe: 50 % is 0.5 → 1, 49 % is 0.49 → 0.
    expect(promoDiscountTenge(333, percent(15))).toBe(50);
    expect(promoDiscountTenge(1, percent(50))).toBe(1);
    expect(promoDiscountTenge(1, percent(49))).toBe(0);
  });

  it('never takes the stay below 0, whatever the code', () => {
    const price = priceStay({ ...base, promo: fixed(1_000_000_00) });
    expect(price.promoCode?.discountTenge).toBe(2700_00);
    expect(price.roomPartTenge).toBe(0);
    expect(price.totalTenge).toBe(50_00);
    expect(priceStay({ ...base, promo: percent(100) }).roomPartTenge).toBe(0);
  });

  it('records the code last, so a stay without one prices as before', () => {
    const withCode = priceStay({ ...base, promo: percent(10) });
    expect(Object.keys(withCode).at(-1)).toBe('promoCode');
    const without = priceStay(base);
    expect(without).not.toHaveProperty('promoCode');
    expect(without.roomPartTenge).toBe(810_00);
  });
});
