import { extraGuestsOf, foreignGuestTaxOf, promoDiscountOf, roomChargeOf, sumOf } from './amounts';
import type { Folio, FolioLine, FolioState } from './folio-types';

/** The folio's lines and sums: the nights, the discount, the booking fee, then the rest in order. */
export function folioSummary(state: FolioState | null): Folio {
  if (!state) return { lines: [], totalTenge: 0, paidTenge: 0, refundedTenge: 0, balanceTenge: 0 };
  const at = state.placedAt;
  const by = state.placedBy;
  const nights: FolioLine[] = state.nights.map((night) => ({
    kind: 'night',
    night: night.date,
    at: night.at,
    description: '',
    amountTenge: night.roomPriceTenge,
    method: null,
    by: night.by,
  }));
  // The room type's discount and the promotion code's are one line, named by the code when one.
  const discount =
    roomChargeOf(state.nights) -
    state.nights.reduce((sum, night) => sum + night.roomPriceTenge, 0) -
    promoDiscountOf(state);
  const fixed: FolioLine[] = [
    ...(discount === 0
      ? []
      : [
          {
            kind: 'discount' as const,
            night: null,
            at,
            description: state.promoCode?.code ?? '',
            amountTenge: discount,
            method: null,
            by,
          },
        ]),
    ...(state.bookingFeeTenge === 0
      ? []
      : [
          {
            kind: 'booking_fee' as const,
            night: null,
            at,
            description: '',
            amountTenge: state.bookingFeeTenge,
            method: null,
            by,
          },
        ]),
  ];
  const stayLines = [
    lineOf(state, 'extra_guests', extraGuestsOf(state)),
    lineOf(state, 'tax', foreignGuestTaxOf(state)),
  ].filter((line) => line !== null);
  const lines = [...nights, ...fixed, ...stayLines, ...state.entries];
  const totalTenge = lines.reduce(
    (sum, line) =>
      line.kind === 'payment' || line.kind === 'refund' ? sum : sum + line.amountTenge,
    0,
  );
  const paidTenge = sumOf(lines, 'payment');
  const refundedTenge = sumOf(lines, 'refund');
  return {
    lines,
    totalTenge,
    paidTenge,
    refundedTenge,
    balanceTenge: totalTenge - paidTenge + refundedTenge,
  };
}

/** A line the stay owes as a whole, after the booking fee (what the guests add, the tax); null at 0. */
function lineOf(
  state: FolioState,
  kind: 'extra_guests' | 'tax',
  amountTenge: number,
): FolioLine | null {
  if (amountTenge === 0) return null;
  return {
    kind,
    night: null,
    at: state.placedAt,
    description: '',
    amountTenge,
    method: null,
    by: state.placedBy,
  };
}

/** What an event changed in what the booking owes (its folio's total): a ledger adjustment when not 0. */
export function chargeChange(before: FolioState | null, after: FolioState | null): number {
  return folioSummary(after).totalTenge - folioSummary(before).totalTenge;
}
