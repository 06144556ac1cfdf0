import type { MoneyMethod, RoomEvent } from '@hotel/contracts';

/** A money movement, cancellation or adjustment on the books. */
export interface LedgerMovement {
  kind: 'payment' | 'refund' | 'cancellation' | 'adjustment';
  /** Never negative but for an adjustment (negative: a credit). */
  amountTenge: number;
  orderId: string | null;
  bankReference: string | null;
  /** Outside the bank (cash, card terminal, bank transfer); null: through the bank, or no money. */
  method: MoneyMethod | null;
}

/**
 * What an event puts on the books, in line order: the one rule the projector writes and the
 * accountants' "as of" replay (services/src/staff-reports/ledger) folds in memory.
 */
export function ledgerMovements(event: RoomEvent): LedgerMovement[] {
  switch (event.type) {
    case 'PaymentConfirmed':
      return [
        {
          kind: 'payment',
          amountTenge: event.data.amountTenge,
          orderId: event.data.orderId,
          bankReference: event.data.orderId,
          method: null,
        },
      ];
    case 'BookingRefunded':
      return [
        {
          kind: 'refund',
          amountTenge: event.data.amountTenge,
          orderId: event.data.orderId,
          bankReference: event.data.bankReference,
          method: null,
        },
      ];
    case 'BookingCancelled':
      return [
        { kind: 'cancellation', amountTenge: 0, orderId: null, bankReference: null, method: null },
      ];
    case 'LatePaymentRefunded':
      // The money came in and went straight back: both movements are on the books.
      return [
        {
          kind: 'payment',
          amountTenge: event.data.amountTenge,
          orderId: event.data.orderId,
          bankReference: event.data.orderId,
          method: null,
        },
        {
          kind: 'refund',
          amountTenge: event.data.amountTenge,
          orderId: event.data.orderId,
          bankReference: event.data.orderId,
          method: null,
        },
      ];
    case 'PaymentTakenAtReception':
      return [
        {
          kind: 'payment',
          amountTenge: event.data.amountTenge,
          orderId: null,
          bankReference: null,
          method: event.data.method,
        },
      ];
    // An early departure's money back, once it went: through the bank on the order paid (the
    // reconciliation sets it beside the bank's refunded amount), or at the desk as it was taken.
    // Requested or refused by the bank, nothing moved: no line.
    case 'DepartureRefundSent':
      return [
        {
          kind: 'refund',
          amountTenge: event.data.amountTenge,
          orderId: event.data.orderId,
          bankReference: event.data.bankReference,
          method: null,
        },
      ];
    case 'DepartureRefundGivenAtReception':
      return [
        {
          kind: 'refund',
          amountTenge: event.data.amountTenge,
          orderId: null,
          bankReference: null,
          method: event.data.method,
        },
      ];
    // A staff cancel closes the booking; its money back is a line once it went: through the bank
    // on the order paid (owed or refused by the bank, nothing moved), or recorded as given back
    // in cash or by bank transfer. A no-show keeps the money: no line.
    case 'BookingCancelledByStaff':
      return [
        { kind: 'cancellation', amountTenge: 0, orderId: null, bankReference: null, method: null },
      ];
    case 'StaffRefundSent':
      return [
        {
          kind: 'refund',
          amountTenge: event.data.amountTenge,
          orderId: event.data.orderId,
          bankReference: event.data.bankReference,
          method: null,
        },
      ];
    case 'RefundRecorded':
      return [
        {
          kind: 'refund',
          amountTenge: event.data.amountTenge,
          orderId: null,
          bankReference: null,
          method: event.data.method,
        },
      ];
    case 'DeskPaymentTaken':
      return [
        {
          kind: 'payment',
          amountTenge: event.data.amountTenge,
          orderId: null,
          bankReference: null,
          method: event.data.method,
        },
      ];
    default:
      return [];
  }
}
