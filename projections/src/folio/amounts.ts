import {
  guestSupplementOf,
  type FolioLineKind,
  type FolioMethod,
  type NightlyRate,
} from '@hotel/contracts';
import type { FolioLine, FolioState } from './folio-types';

/** The nights' charge as placing a booking prices it: each night less its discount, rounded half up once. */
export function roomChargeOf(nights: readonly NightlyRate[]): number {
  const hundredths = nights.reduce(
    (sum, night) => sum + night.roomPriceTenge * (100 - night.discountPercent),
    0,
  );
  return Math.floor((hundredths + 50) / 100);
}

/** A payment or refund line. */
export const money = (
  kind: 'payment' | 'refund',
  amountTenge: number,
  method: FolioMethod,
  at: string,
  by: string,
): FolioLine => ({
  kind,
  night: null,
  at,
  description: '',
  amountTenge,
  method,
  by,
});

/** The sum of the lines of `kind`. */
export const sumOf = (lines: readonly FolioLine[], kind: FolioLineKind): number =>
  lines.reduce((sum, line) => (line.kind === kind ? sum + line.amountTenge : sum), 0);

/** Money paid online (through the bank) for the booking, less what went back the same way. */
export const keptOnline = (entries: readonly FolioLine[]): number =>
  entries.reduce(
    (sum, line) =>
      line.method !== 'bank'
        ? sum
        : line.kind === 'payment'
          ? sum + line.amountTenge
          : line.kind === 'refund'
            ? sum - line.amountTenge
            : sum,
    0,
  );

/**
 * The foreigners' tax the stay owes: its nights × its foreign guests × the rate recorded at sale,
 * so it follows new dates and new guests by itself (0 in states stored before the tax).
 */
export const foreignGuestTaxOf = (
  state: Pick<FolioState, 'nights' | 'foreignGuests' | 'foreignGuestTaxTenge'>,
): number => state.nights.length * (state.foreignGuests ?? 0) * (state.foreignGuestTaxTenge ?? 0);

/**
 * What the promotion code takes off the stay: the sum recorded at sale, never more than the nights
 * charge now (a date change may have shortened the stay), so the stay never charges below 0.
 */
export const promoDiscountOf = (state: Pick<FolioState, 'nights' | 'promoCode'>): number =>
  Math.min(state.promoCode?.discountTenge ?? 0, roomChargeOf(state.nights));

/**
 * What the guests add to the stay: its nights × the party's nightly supplement by the rates
 * recorded at sale, so it follows new dates and new guests by itself (0 without rates).
 */
export const extraGuestsOf = (
  state: Pick<FolioState, 'nights' | 'guestRates' | 'party'>,
): number =>
  state.guestRates && state.party
    ? state.nights.length * guestSupplementOf(state.party, state.guestRates).nightlyTenge
    : 0;
