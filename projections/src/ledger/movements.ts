import type { MoneyMethod, RoomEvent } from '@hotel/contracts';
import { fromTable, type SomeEventsTable } from '../event-table';

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

/** Money that went through the bank, on the order paid. */
const throughBank = (
  kind: 'payment' | 'refund',
  amountTenge: number,
  orderId: string,
  bankReference: string,
): LedgerMovement => ({ kind, amountTenge, orderId, bankReference, method: null });

/** Money taken or given back outside the bank, as the desk recorded it. */
const outsideBank = (
  kind: 'payment' | 'refund',
  { amountTenge, method }: { amountTenge: number; method: MoneyMethod },
): LedgerMovement => ({ kind, amountTenge, orderId: null, bankReference: null, method });

/** A booking closed: no money moved. */
const cancellation = (): LedgerMovement => ({
  kind: 'cancellation',
  amountTenge: 0,
  orderId: null,
  bankReference: null,
  method: null,
});

/** What each event puts on the books; every other event, nothing. */
const MOVEMENTS: SomeEventsTable<LedgerMovement[]> = {
  PaymentConfirmed: (d) => [throughBank('payment', d.amountTenge, d.orderId, d.orderId)],
  BookingRefunded: (d) => [throughBank('refund', d.amountTenge, d.orderId, d.bankReference)],
  BookingCancelled: () => [cancellation()],
  // The money came in and went straight back: both movements are on the books.
  LatePaymentRefunded: (d) => [
    throughBank('payment', d.amountTenge, d.orderId, d.orderId),
    throughBank('refund', d.amountTenge, d.orderId, d.orderId),
  ],
  PaymentTakenAtReception: (d) => [outsideBank('payment', d)],
  // An early departure's money back, once it went: through the bank on the order paid (the
  // reconciliation sets it beside the bank's refunded amount), or at the desk as it was taken.
  // Requested or refused by the bank, nothing moved: no line.
  DepartureRefundSent: (d) => [throughBank('refund', d.amountTenge, d.orderId, d.bankReference)],
  DepartureRefundGivenAtReception: (d) => [outsideBank('refund', d)],
  // A staff cancel closes the booking; its money back is a line once it went: through the bank
  // on the order paid (owed or refused by the bank, nothing moved), or recorded as given back
  // in cash or by bank transfer. A no-show keeps the money: no line.
  BookingCancelledByStaff: () => [cancellation()],
  StaffRefundSent: (d) => [throughBank('refund', d.amountTenge, d.orderId, d.bankReference)],
  RefundRecorded: (d) => [outsideBank('refund', d)],
  DeskPaymentTaken: (d) => [outsideBank('payment', d)],
};

/**
 * What an event puts on the books, in line order: the one rule the projector writes and the
 * accountants' "as of" replay (services/src/staff-reports/ledger) folds in memory.
 */
export function ledgerMovements(event: RoomEvent): LedgerMovement[] {
  return fromTable(MOVEMENTS, event, undefined) ?? [];
}
