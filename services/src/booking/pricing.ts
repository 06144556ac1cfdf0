import type { PriceBreakdown, PricedNight } from '@hotel/contracts';

/** What the options decide about charging a stay (system options; the booking terms of migration 022). */
export interface PricingOptions {
  paymentRoom: boolean;
  paymentBooking: boolean;
  bookingPriceTenge: number;
  /** The share (%) of the stay's room charge paid online; the rest is due at arrival. */
  onlineSharePercent: number;
  /** The share (%) of the room part paid online that a guest's cancel before arrival gives back. */
  guestRefundPercent: number;
  /** The foreigners' tax per foreign guest per night (0: off), recorded with the sale. */
  foreignGuestTaxTenge: number;
}

export interface PricingInput {
  /** Each night of the stay at its price before the discount (rate seasons, else the room's). */
  nightPrices: readonly PricedNight[];
  /** The room type's own nightly price, the nights no season prices. */
  roomPriceTenge: number;
  discountPercent: number;
  discountOn: boolean;
  /** The room type's own booking fee; when 0 the hotel-wide fee of the options applies. */
  roomTypeFeeTenge: number;
  options: PricingOptions;
}

/** `percent` % of an amount of teňňe, rounded half up to the teňňe (integers only). */
export const percentOf = (tenge: number, percent: number): number =>
  Math.floor((tenge * percent + 50) / 100);

/**
 * What the stay's nights charge, the folio's room charge (projections' folio fold): the nights'
 * prices summed, less the discount when it is on, rounded half up to the teňňe once.
 */
export function stayChargeTenge(
  input: Pick<PricingInput, 'nightPrices' | 'discountPercent' | 'discountOn'>,
): number {
  const discountPercent = input.discountOn ? input.discountPercent : 0;
  const nightsTenge = input.nightPrices.reduce((sum, night) => sum + night.priceTenge, 0);
  return Math.floor((nightsTenge * (100 - discountPercent) + 50) / 100);
}

/**
 * What is charged online (docs/architecture.md §7), in integer teňňe: the room part — the online
 * share of the stay's room charge — when `payment_room`, plus the booking fee when
 * `payment_booking`. The rest of the room charge is due at arrival (the folio's balance). A guest's
 * cancel before arrival would give back `guestRefundTenge`, the refund share of the room part,
 * fixed now: a booking keeps the terms it was sold under.
 */
export function priceStay(input: PricingInput): PriceBreakdown {
  const discountPercent = input.discountOn ? input.discountPercent : 0;
  const roomPartTenge = input.options.paymentRoom
    ? percentOf(stayChargeTenge(input), input.options.onlineSharePercent)
    : 0;
  const fee = input.roomTypeFeeTenge > 0 ? input.roomTypeFeeTenge : input.options.bookingPriceTenge;
  const bookingFeeTenge = input.options.paymentBooking ? fee : 0;
  return {
    nights: input.nightPrices.length,
    roomPriceTenge: input.roomPriceTenge,
    discountPercent,
    roomPartTenge,
    bookingFeeTenge,
    totalTenge: roomPartTenge + bookingFeeTenge,
    guestRefundTenge: percentOf(roomPartTenge, input.options.guestRefundPercent),
    // Last, as the event's schema has it: a room compares stays by their JSON (sameStay).
    nightPrices: input.nightPrices.map(({ date, priceTenge }) => ({ date, priceTenge })),
    // Recorded only when on, so a stay sold untaxed compares as it always did; never paid online.
    ...(input.options.foreignGuestTaxTenge > 0
      ? { foreignGuestTaxTenge: input.options.foreignGuestTaxTenge }
      : {}),
  };
}
