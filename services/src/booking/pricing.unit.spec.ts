import { describe, expect, it } from 'vitest';
import { day } from '../../../test/clock';
import { priceStay, stayChargeTenge } from './pricing';
import { nightsAt, threeNights } from './pricing-fixtures';

const base = threeNights(
  { nightTenge: 840_00, discountOn: false, roomTypeFeeTenge: 80_00 },
  { bookingPriceTenge: 50_00, onlineSharePercent: 100 },
);

describe('pricing a stay', () => {
  it('charges nights × price plus the room type booking fee', () => {
    expect(priceStay(base)).toEqual({
      nights: 3,
      ...nightsAt(3, 84000),
      discountPercent: 0,
      roomPartTenge: 252000,
      bookingFeeTenge: 8000,
      totalTenge: 260000,
      guestRefundTenge: 252000,
    });
  });

  it('records the foreigners tax in force last, and never charges it online', () => {
    const price = priceStay({ ...base, options: { ...base.options, foreignGuestTaxTenge: 26_00 } });
    expect(price).toMatchObject({ foreignGuestTaxTenge: 26_00, totalTenge: 260000 });
    // Rooms compare stays by their JSON: the schema's order, the new field last.
    expect(Object.keys(price).at(-1)).toBe('foreignGuestTaxTenge');
    expect(priceStay(base)).not.toHaveProperty('foreignGuestTaxTenge');
  });

  it('sums each night at its own price, then takes the discount off once', () => {
    const nightPrices = [
      { date: day(30), priceTenge: 100_00 },
      { date: day(31), priceTenge: 250_01 },
    ];
    const price = priceStay({ ...base, nightPrices, discountPercent: 15, discountOn: true });
    // (100.00 + 250.01) × 0.85 = 297.5085 TMT: 297 50.85 teňňe, rounded half up once to 297 51.
    expect(price).toMatchObject({ nights: 2, roomPartTenge: 297_51, nightPrices });
  });

  it('takes the discount off the room part only when it is switched on', () => {
    expect(priceStay({ ...base, discountOn: true })).toMatchObject({
      discountPercent: 10,
      roomPartTenge: 226800,
      totalTenge: 234800,
    });
  });

  it('rounds a discounted room part half up to the teňňe, never through floats', () => {
    const price = priceStay({
      ...base,
      ...nightsAt(1, 333),
      discountPercent: 15,
      discountOn: true,
    });
    expect(price.roomPartTenge).toBe(283); // 333 × 0.85 = 283.05
    expect(
      priceStay({ ...base, ...nightsAt(1, 1), discountPercent: 50, discountOn: true })
        .roomPartTenge,
    ).toBe(1);
  });

  it('charges no room part when payment_room is off and no fee when payment_booking is off', () => {
    expect(priceStay({ ...base, options: { ...base.options, paymentRoom: false } })).toMatchObject({
      roomPartTenge: 0,
      totalTenge: 8000,
    });
    expect(
      priceStay({ ...base, options: { ...base.options, paymentBooking: false } }),
    ).toMatchObject({ bookingFeeTenge: 0, totalTenge: 252000 });
  });

  it('charges online the share of the room part the terms set, the fee in full, the rest being due at arrival', () => {
    const price = priceStay({ ...base, options: { ...base.options, onlineSharePercent: 50 } });
    expect(price).toMatchObject({
      roomPartTenge: 126000,
      bookingFeeTenge: 8000,
      totalTenge: 134000,
    });
    expect(stayChargeTenge(base) - price.roomPartTenge).toBe(126000);
  });

  it('rounds a share of the room part half up to the teňňe', () => {
    // 1 night of 333 teňňe at 50%: 166.5 -> 167; the rest, 166, is due at arrival.
    expect(
      priceStay({
        ...base,
        ...nightsAt(1, 333),
        options: { ...base.options, onlineSharePercent: 50 },
      }).roomPartTenge,
    ).toBe(167);
  });

  it('fixes what a guest cancel would give back: the refund share of the room part paid, never the fee', () => {
    const options = { ...base.options, onlineSharePercent: 50, guestRefundPercent: 40 };
    expect(priceStay({ ...base, options }).guestRefundTenge).toBe(50400);
    expect(
      priceStay({ ...base, options: { ...options, guestRefundPercent: 0 } }).guestRefundTenge,
    ).toBe(0);
    expect(
      priceStay({ ...base, options: { ...options, paymentRoom: false } }).guestRefundTenge,
    ).toBe(0);
  });

  it('falls back to the hotel-wide booking fee when the room type has none', () => {
    expect(priceStay({ ...base, roomTypeFeeTenge: 0 }).bookingFeeTenge).toBe(5000);
  });
});
