/*
 * What a quoted stay leaves to pay at arrival (docs/rates.md): pure, in integer teňňe and without
 * zod (the site's first load imports it), so the REST quote's `due_at_arrival` and the site's
 * price lines say the same amount.
 */

/** The figures of a quote the amount due at arrival is made of (a search's stay price lacks some). */
export interface ArrivalFigures {
  /** The nights' charge after the room type's discount. */
  stayTenge: number;
  /** What a promotion code took off the room charge (absent: none). */
  promoCode?: { discountTenge: number } | undefined;
  /** What the guests add (adults beyond the base, paying children; absent: nothing). */
  extraGuestsTenge?: number | undefined;
  /** The share of the stay's charge paid online. */
  roomPartTenge: number;
  /** The foreigners' tax (absent: none). */
  taxTenge?: number | undefined;
}

/**
 * The stay's charge: the rooms' after a promotion code, which comes off them before the share
 * paid online is taken, and what the guests add.
 */
export const stayChargeTenge = (quote: ArrivalFigures): number =>
  quote.stayTenge - (quote.promoCode?.discountTenge ?? 0) + (quote.extraGuestsTenge ?? 0);

/** What is left to pay at arrival: the stay's charge less the part paid online, and the foreigners' tax (never paid online). */
export const dueAtArrivalTenge = (quote: ArrivalFigures): number =>
  stayChargeTenge(quote) - quote.roomPartTenge + (quote.taxTenge ?? 0);
