import {
  extraGuestsOf,
  foreignGuestTaxOf,
  keptOnline,
  promoDiscountOf,
  roomChargeOf,
  sumOf,
} from './amounts';
import type { FolioLine, FolioState } from './folio-types';

/**
 * The stay will not happen: its nights, what its guests add, the booking fee and the foreigners' tax (never paid online)
 * no longer charge anything but what the
 * hotel keeps of the money paid online for them — the booking fee, and the part of the room
 * payment the booking's terms keep on a guest's cancel — so the stay settles at what was kept.
 * Nothing is kept when nothing was paid or all of it went back (an unpaid booking given up, a
 * late payment sent back). Extras staff posted stay owed, and money taken at the desk stays as
 * it was. Closes once.
 */
export function closed(state: FolioState, at: string, by: string): FolioState {
  const stay = stayOwed(state);
  return closing(state, Math.max(0, stay - Math.max(0, keptOnline(state.entries))), at, by);
}

/**
 * Staff cancelled the booking, giving back `refundTenge` of what was paid (its refund lines follow,
 * as the money goes): the nights, the booking fee and the tax are taken back but for what the hotel keeps,
 * so the folio settles at 0 once the refund went. Extras stay owed, and the money kept pays them
 * first: what the desk took for an extra is not taken for a night the hotel keeps.
 */
export function cancelledByStaff(
  state: FolioState,
  refundTenge: number,
  at: string,
  by: string,
): FolioState {
  const kept = Math.max(
    0,
    sumOf(state.entries, 'payment') - sumOf(state.entries, 'refund') - refundTenge,
  );
  const keptForStay = Math.max(0, kept - sumOf(state.entries, 'charge'));
  const stay = stayOwed(state);
  return closing(state, Math.max(0, stay - keptForStay), at, by);
}

/**
 * The guests left before the booked check-out and staff give back `refundTenge` for the nights
 * they did not stay: the stay no longer charges it, so a settled folio stays settled once the money
 * went, and owes it to the guests while it is on its way (or when the bank refused it). The nights
 * stay on the folio as sold: what the hotel keeps of them is the staff's decision, not a price.
 */
export function leftEarly(
  state: FolioState,
  refundTenge: number,
  at: string,
  by: string,
): FolioState {
  if (state.closed || refundTenge === 0) return state;
  const line: FolioLine = {
    kind: 'early_departure',
    night: null,
    at,
    description: '',
    amountTenge: -refundTenge,
    method: null,
    by,
  };
  return { ...state, entries: [...state.entries, line] };
}

/** What the stay itself charges: its nights less the promotion code, its guests, the fee and the tax. */
const stayOwed = (state: FolioState): number =>
  roomChargeOf(state.nights) -
  promoDiscountOf(state) +
  extraGuestsOf(state) +
  state.bookingFeeTenge +
  foreignGuestTaxOf(state);

/** Closes the folio once, taking `taken` off its charges with a cancellation line. */
function closing(state: FolioState, taken: number, at: string, by: string): FolioState {
  if (state.closed) return state;
  const line: FolioLine = {
    kind: 'cancellation',
    night: null,
    at,
    description: '',
    amountTenge: -taken,
    method: null,
    by,
  };
  return {
    ...state,
    closed: true,
    entries: taken === 0 ? state.entries : [...state.entries, line],
  };
}

/**
 * A payment the bank confirmed after the booking was given up, its room still free: the booking
 * stands after all, so its charges stand again (the decider only confirms a stay it keeps).
 */
export function reopened(state: FolioState): FolioState {
  return state.closed
    ? {
        ...state,
        closed: false,
        entries: state.entries.filter((line) => line.kind !== 'cancellation'),
      }
    : state;
}
