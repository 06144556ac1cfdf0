/*
 * What the guests of a stay add to its nights (docs/rates.md "Prices by guest"): pure, in integer
 * teňňe and without zod (the site's first load imports it), so the quote, the booking and the
 * folio's fold count a party the same way.
 */

/** The oldest age a guest can be given as a child (the booking form asks children's ages). */
export const MAX_CHILD_AGE = 17;

/**
 * The guest prices of a room type and the hotel's age bands, as a booking records them at sale:
 * `baseOccupancy` adults stay at the night's price, each adult beyond pays `extraAdultTenge` a
 * night; a child under `freeUnderAge` stays free, a child from it and under `adultFromAge` pays
 * `childTenge` a night (a foreign child `foreignChildTenge` when above 0: the terms' citizen /
 * foreigner rule), and from `adultFromAge` a guest counts as an adult.
 */
export interface GuestRates {
  baseOccupancy: number;
  extraAdultTenge: number;
  childTenge: number;
  foreignChildTenge: number;
  freeUnderAge: number;
  adultFromAge: number;
}

/** A guest as pricing counts them: a child's age at arrival (absent: an adult) and a foreign passport. */
export interface PricedGuest {
  childAge?: number | undefined;
  foreign: boolean;
}

/** What one guest is by the rates' age bands. */
export type GuestBand = 'adult' | 'child' | 'free_child';

export const guestBandOf = (guest: PricedGuest, rates: GuestRates): GuestBand =>
  guest.childAge === undefined || guest.childAge >= rates.adultFromAge
    ? 'adult'
    : guest.childAge < rates.freeUnderAge
      ? 'free_child'
      : 'child';

/** A paying child's nightly price: a foreign child's own when the hotel set one, else the child price. */
export const childPriceOf = (guest: PricedGuest, rates: GuestRates): number =>
  guest.foreign && rates.foreignChildTenge > 0 ? rates.foreignChildTenge : rates.childTenge;

/** How a party splits for its nightly price: the adults beyond the base and the paying children's prices. */
export interface GuestSupplement {
  extraAdults: number;
  /** Each paying child's nightly price, in the guests' order. */
  childPrices: number[];
  /** What the party adds to each night of the stay. */
  nightlyTenge: number;
}

/** What a party adds to each night: the adults beyond the base occupancy, the paying children. */
export function guestSupplementOf(
  guests: readonly PricedGuest[],
  rates: GuestRates,
): GuestSupplement {
  const adults = guests.filter((guest) => guestBandOf(guest, rates) === 'adult').length;
  const extraAdults = Math.max(0, adults - rates.baseOccupancy);
  const childPrices = guests
    .filter((guest) => guestBandOf(guest, rates) === 'child')
    .map((guest) => childPriceOf(guest, rates));
  const childrenTenge = childPrices.reduce((sum, price) => sum + price, 0);
  return {
    extraAdults,
    childPrices,
    nightlyTenge: extraAdults * rates.extraAdultTenge + childrenTenge,
  };
}

/** Whether the rates can charge a party anything: recorded with a sale only then. */
export const chargesGuests = (rates: GuestRates): boolean =>
  rates.extraAdultTenge > 0 || rates.childTenge > 0 || rates.foreignChildTenge > 0;
