/*
 * The room type's own price beside a stay is the price of each of its nights only when no rate
 * season prices one of them apart; else it is the base price the seasons depart from, and saying
 * "per night" of it would promise the guest a price the stay is not charged.
 */

/** Which words the room type's own price takes beside a stay. */
export type RoomPriceLabel = 'perNight' | 'basePerNight';

/**
 * `perNight` when every night of the stay is at `basePrice` (or the stay's nights are not listed,
 * as the search and the quote leave them out when no season prices one apart), else
 * `basePerNight`. Both in one unit: TMT, or teňňe.
 */
export function roomPriceLabel(
  basePrice: number,
  nightPrices: readonly number[] | undefined,
): RoomPriceLabel {
  return (nightPrices ?? []).every((price) => price === basePrice) ? 'perNight' : 'basePerNight';
}
