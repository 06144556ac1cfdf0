import type { PriceBreakdown } from '@hotel/contracts';

export interface PricingInput {
  nights: number;
  roomPriceTenge: number;
  discountPercent: number;
  discountOn: boolean;
  /** The room type's own booking fee; when 0 the hotel-wide fee of the options applies. */
  roomTypeFeeTenge: number;
  options: { paymentRoom: boolean; paymentBooking: boolean; bookingPriceTenge: number };
}

/**
 * What is charged online (ARCHITECTURE §3), in integer teňňe: the room part (nights × price, less
 * the discount when it is on; rounded half up to the teňňe) when `payment_room`, plus the booking
 * fee when `payment_booking`.
 */
export function priceStay(input: PricingInput): PriceBreakdown {
  const discountPercent = input.discountOn ? input.discountPercent : 0;
  const roomPartTenge = input.options.paymentRoom
    ? Math.floor((input.nights * input.roomPriceTenge * (100 - discountPercent) + 50) / 100)
    : 0;
  const fee = input.roomTypeFeeTenge > 0 ? input.roomTypeFeeTenge : input.options.bookingPriceTenge;
  const bookingFeeTenge = input.options.paymentBooking ? fee : 0;
  return {
    nights: input.nights,
    roomPriceTenge: input.roomPriceTenge,
    discountPercent,
    roomPartTenge,
    bookingFeeTenge,
    totalTenge: roomPartTenge + bookingFeeTenge,
  };
}
