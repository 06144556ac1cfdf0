import { addDays } from '@hotel/contracts';
import { day } from '../../../test/clock';
import type { PricingInput, PricingOptions } from './pricing';

/*
 * The stays the pricing specs price: pure fixtures, no state kept here (the unit project shares
 * modules between spec files). A spec names the prices its cases are about; the rest stays fixed.
 */

const FIRST_NIGHT = day(30);

/** `count` nights from the first at one price: the room type's own, no season pricing them apart. */
export const nightsAt = (count: number, priceTenge: number) => ({
  roomPriceTenge: priceTenge,
  nightPrices: Array.from({ length: count }, (_, index) => ({
    date: addDays(FIRST_NIGHT, index),
    priceTenge,
  })),
});

/**
 * Three nights at `nightTenge` with a 10 % discount (on or off), both parts paid online, the
 * guest refunded in full on a cancel and no foreigners' tax, unless `options` says otherwise.
 */
export const threeNights = (
  stay: { nightTenge: number; discountOn: boolean; roomTypeFeeTenge: number },
  options: Pick<PricingOptions, 'bookingPriceTenge' | 'onlineSharePercent'>,
): PricingInput => ({
  ...nightsAt(3, stay.nightTenge),
  discountPercent: 10,
  discountOn: stay.discountOn,
  roomTypeFeeTenge: stay.roomTypeFeeTenge,
  options: {
    paymentRoom: true,
    paymentBooking: true,
    guestRefundPercent: 100,
    foreignGuestTaxTenge: 0,
    ...options,
  },
});
