import { eventMetadata, type MoneyMethod, type RoomEvent } from '@hotel/contracts';
import { eventTime, type RecordedEvent } from '../event-source';
import { insertRows } from '../batch-writes';
import type { Projection, Tx } from '../projection';
import { parseRoomEvent, roomEventTypes } from '../room-events';

export const LEDGER = 'ledger';
const LEDGER_BOOKINGS = 'ledger_bookings';

/**
 * Only the events that move money or close a booking (and the book number they carry); the
 * accountants' replay (services/src/staff-reports/ledger) reads the same ones.
 */
export const LEDGER_READS = roomEventTypes(
  'BookingPlaced', 'PaymentConfirmed', 'BookingRefunded', 'BookingCancelled', 'LatePaymentRefunded', 'PaymentTakenAtReception',
  'DepartureRefundSent', 'DepartureRefundGivenAtReception',
  'BookingCancelledByStaff', 'StaffRefundSent', 'RefundRecorded',
);

/** A money movement or cancellation on the books. */
export interface LedgerMovement {
  kind: 'payment' | 'refund' | 'cancellation';
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
      return [{ kind: 'payment', amountTenge: event.data.amountTenge, orderId: event.data.orderId, bankReference: event.data.orderId, method: null }];
    case 'BookingRefunded':
      return [
        { kind: 'refund', amountTenge: event.data.amountTenge, orderId: event.data.orderId, bankReference: event.data.bankReference, method: null },
      ];
    case 'BookingCancelled':
      return [{ kind: 'cancellation', amountTenge: 0, orderId: null, bankReference: null, method: null }];
    case 'LatePaymentRefunded':
      // The money came in and went straight back: both movements are on the books.
      return [
        { kind: 'payment', amountTenge: event.data.amountTenge, orderId: event.data.orderId, bankReference: event.data.orderId, method: null },
        { kind: 'refund', amountTenge: event.data.amountTenge, orderId: event.data.orderId, bankReference: event.data.orderId, method: null },
      ];
    case 'PaymentTakenAtReception':
      return [{ kind: 'payment', amountTenge: event.data.amountTenge, orderId: null, bankReference: null, method: event.data.method }];
    // An early departure's money back, once it went: through the bank on the order paid (the
    // reconciliation sets it beside the bank's refunded amount), or at the desk as it was taken.
    // Requested or refused by the bank, nothing moved: no line.
    case 'DepartureRefundSent':
      return [
        { kind: 'refund', amountTenge: event.data.amountTenge, orderId: event.data.orderId, bankReference: event.data.bankReference, method: null },
      ];
    case 'DepartureRefundGivenAtReception':
      return [{ kind: 'refund', amountTenge: event.data.amountTenge, orderId: null, bankReference: null, method: event.data.method }];
    // A staff cancel closes the booking; its money back is a line once it went: through the bank
    // on the order paid (owed or refused by the bank, nothing moved), or recorded as given back
    // in cash or by bank transfer. A no-show keeps the money: no line.
    case 'BookingCancelledByStaff':
      return [{ kind: 'cancellation', amountTenge: 0, orderId: null, bankReference: null, method: null }];
    case 'StaffRefundSent':
      return [
        { kind: 'refund', amountTenge: event.data.amountTenge, orderId: event.data.orderId, bankReference: event.data.bankReference, method: null },
      ];
    case 'RefundRecorded':
      return [{ kind: 'refund', amountTenge: event.data.amountTenge, orderId: null, bankReference: null, method: event.data.method }];
    default:
      return [];
  }
}

/**
 * Payments, refunds and cancellations with their amounts and bank references, in event order.
 * Rebuilding it from position zero is the accountants' replay.
 */
export const ledgerProjection: Projection = {
  name: LEDGER,
  tables: [LEDGER, LEDGER_BOOKINGS],
  prepare(events: readonly RecordedEvent[]) {
    const parsed = events.flatMap((recorded) => {
      const event = parseRoomEvent(recorded, LEDGER_READS);
      if (!event || !('bookingId' in event.data)) return [];
      const metadata = eventMetadata.safeParse(recorded.metadata);
      const line = {
        global_position: recorded.position.globalPosition.toString(), booking_id: event.data.bookingId, room_id: event.data.roomId,
        at: eventTime(recorded).toISOString(), actor: metadata.success ? metadata.data.actor : 'system',
      };
      return [{ event, line }];
    });
    return async (tx: Tx) => {
      if (parsed.length === 0) return;
      // A line carries the book number known when its event is applied: stored, or placed earlier in the batch.
      const lineBookings = [...new Set(parsed.flatMap(({ event, line }) => (event.type === 'BookingPlaced' ? [] : [line.booking_id])))];
      const stored = await tx<{ booking_id: string; book_number: number }[]>`
        select booking_id, book_number from ledger_bookings where booking_id = any(${lineBookings}::bigint[])`;
      const bookNumbers = new Map(stored.map((r) => [Number(r.booking_id), r.book_number]));
      const placed: { booking_id: number; book_number: number }[] = [];
      const lines: Record<string, unknown>[] = [];
      for (const { event, line } of parsed) {
        if (event.type === 'BookingPlaced') {
          placed.push({ booking_id: line.booking_id, book_number: event.data.bookNumber });
          if (!bookNumbers.has(line.booking_id)) bookNumbers.set(line.booking_id, event.data.bookNumber);
          continue;
        }
        for (const [index, money] of ledgerMovements(event).entries()) {
          lines.push({
            ...line, line: index, book_number: bookNumbers.get(line.booking_id) ?? null, kind: money.kind,
            amount_tenge: money.amountTenge, order_id: money.orderId, bank_reference: money.bankReference, method: money.method,
          });
        }
      }
      await insertRows(tx, LEDGER_BOOKINGS, placed, { skip: ['booking_id'] });
      // Rows go in in event order, so the identity column numbers them as applying one by one would.
      await insertRows(tx, LEDGER, lines, { skip: ['global_position', 'line'] });
    };
  },
};
