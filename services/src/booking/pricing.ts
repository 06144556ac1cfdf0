import {
  chargesGuests,
  guestSupplementOf,
  type GuestRates,
  type PriceBreakdown,
  type PricedGuest,
  type PricedNight,
} from '@hotel/contracts';

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
  /** A promotion code the guest booked with, checked as valid for the stay; absent: none. */
  promo?: PromoTerms;
  /** Who stays, and the room type's guest prices with the hotel's age bands; absent: none set. */
  party?: Party;
}

/** The guests of a stay and the rates that price them (docs/rates.md "Prices by guest"). */
export interface Party {
  guests: readonly PricedGuest[];
  rates: GuestRates;
}

/** What a party adds to the stay: its nightly supplement times the nights (0 without rates). */
export const extraGuestsTenge = (nights: number, party: Party | undefined): number =>
  party ? nights * guestSupplementOf(party.guests, party.rates).nightlyTenge : 0;

/** What a promotion code takes off a stay's room charge: a percent of it, or a sum (one is null). */
export interface PromoTerms {
  promoCodeId: number;
  code: string;
  percent: number | null;
  amountTenge: number | null;
}

/**
 * What a code takes off a room charge of `stayTenge` teňňe: its percent of it rounded half up to
 * the teňňe, or its sum, never more than the charge (a stay is never priced below 0).
 */
export function promoDiscountTenge(stayTenge: number, promo: PromoTerms): number {
  const off =
    promo.percent !== null ? percentOf(stayTenge, promo.percent) : (promo.amountTenge ?? 0);
  return Math.min(stayTenge, off);
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
 * share of the stay's room charge less a promotion code, plus what its guests add — when `payment_room`, plus the booking fee when
 * `payment_booking`. The rest of the room charge is due at arrival (the folio's balance). A guest's
 * cancel before arrival would give back `guestRefundTenge`, the refund share of the room part,
 * fixed now: a booking keeps the terms it was sold under.
 */
export function priceStay(input: PricingInput): PriceBreakdown {
  const discountPercent = input.discountOn ? input.discountPercent : 0;
  const stayTenge = stayChargeTenge(input);
  // The code comes off the room charge before the online share: the guest pays its share less.
  const promoTenge = input.promo ? promoDiscountTenge(stayTenge, input.promo) : 0;
  // What the guests add is part of the stay's price (the terms' "pays 50% of the rate"): paid
  // online by the same share; neither discount takes anything off it.
  const extrasTenge = extraGuestsTenge(input.nightPrices.length, input.party);
  const roomPartTenge = input.options.paymentRoom
    ? percentOf(stayTenge - promoTenge + extrasTenge, input.options.onlineSharePercent)
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
    // In the schema's order (sameStay compares the JSON); only with a code, so stays without one compare as before.
    ...(input.promo
      ? {
          promoCode: {
            promoCodeId: input.promo.promoCodeId,
            code: input.promo.code,
            discountTenge: promoTenge,
          },
        }
      : {}),
    // Recorded whenever they can charge: staff may add a child to the booking later.
    ...(input.party && chargesGuests(input.party.rates) ? { guestRates: input.party.rates } : {}),
  };
}
