import { eventMetadata, type Actor } from '@hotel/contracts';
import { eventTime, type RecordedEvent } from '../event-source';
import { insertRows } from '../batch-writes';
import type { Projection, Tx } from '../projection';
import { parseRoomEvent, roomEventTypes } from '../room-events';
import { booksOf, LEDGER_BOOKINGS, saveBooks } from './books';
import { ledgerEntry } from './entry';

export const LEDGER = 'ledger';

/**
 * Only the events that move money, change what a booking owes or close it (and the book number
 * they carry); the accountants' replay (services/src/staff-reports/ledger) reads the same ones.
 */
export const LEDGER_READS = roomEventTypes(
  'BookingPlaced',
  'PaymentConfirmed',
  'BookingRefunded',
  'BookingCancelled',
  'LatePaymentRefunded',
  'PaymentTakenAtReception',
  // An early departure's money back takes that much off the stay's charges.
  'GuestCheckedOut',
  'DepartureRefundSent',
  'DepartureRefundGivenAtReception',
  'BookingCancelledByStaff',
  'StaffRefundSent',
  'RefundRecorded',
  'BookingDatesChanged',
  'StayMovedOut',
  'ChargePosted',
  'DeskPaymentTaken',
  'PaymentExpired',
  'PaymentFailed',
  // Who stays decides the foreigners' tax.
  'GuestsChanged',
);

/**
 * Payments, refunds, cancellations and adjustments with their amounts and bank references, in
 * event order, and each booking's folio (`ledger_bookings`). Rebuilding it from position zero is
 * the accountants' replay.
 */
export const ledgerProjection: Projection = {
  name: LEDGER,
  tables: [LEDGER, LEDGER_BOOKINGS],
  prepare(events: readonly RecordedEvent[]) {
    const parsed = events.flatMap((recorded) => {
      const event = parseRoomEvent(recorded, LEDGER_READS);
      if (!event || !('bookingId' in event.data)) return [];
      const metadata = eventMetadata.safeParse(recorded.metadata);
      const actor: Actor = metadata.success ? metadata.data.actor : 'system';
      const at = eventTime(recorded);
      const line = {
        global_position: recorded.position.globalPosition.toString(),
        booking_id: event.data.bookingId,
        room_id: event.data.roomId,
        at: at.toISOString(),
        actor,
      };
      return [{ event, line, at, actor }];
    });
    return async (tx: Tx) => {
      if (parsed.length === 0) return;
      const books = await booksOf(tx, [...new Set(parsed.map(({ line }) => line.booking_id))]);
      const changed = new Set<number>();
      const lines: Record<string, unknown>[] = [];
      for (const { event, line, at, actor } of parsed) {
        const book = books.get(line.booking_id) ?? { bookNumber: null, folio: null };
        // The first placement names the booking (a retry's second one changes nothing).
        const bookNumber =
          book.bookNumber ?? (event.type === 'BookingPlaced' ? event.data.bookNumber : null);
        const entry = ledgerEntry(event, book.folio, at, actor);
        books.set(line.booking_id, { bookNumber, folio: entry.folio });
        changed.add(line.booking_id);
        for (const [index, money] of entry.movements.entries()) {
          lines.push({
            ...line,
            line: index,
            book_number: bookNumber,
            kind: money.kind,
            amount_tenge: money.amountTenge,
            order_id: money.orderId,
            bank_reference: money.bankReference,
            method: money.method,
          });
        }
      }
      await saveBooks(
        tx,
        [...changed].flatMap((id) => {
          const book = books.get(id);
          return book && book.bookNumber !== null
            ? [{ id, bookNumber: book.bookNumber, folio: book.folio }]
            : [];
        }),
      );
      // Rows go in in event order, so the identity column numbers them as applying one by one would.
      await insertRows(tx, LEDGER, lines, { skip: ['global_position', 'line'] });
    };
  },
};
