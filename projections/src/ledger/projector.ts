import { eventMetadata } from '@hotel/contracts';
import { eventTime, type RecordedEvent } from '../event-source';
import type { Projection, Tx } from '../projection';
import { parseRoomEvent, roomEventTypes } from '../room-events';

export const LEDGER = 'ledger';

/** Only the events that move money or close a booking (and the book number they carry). */
const READS = roomEventTypes('BookingPlaced', 'PaymentConfirmed', 'BookingRefunded', 'BookingCancelled', 'LatePaymentRefunded');

interface Line {
  kind: 'payment' | 'refund' | 'cancellation';
  amountTenge: number;
  orderId: string | null;
  bankReference: string | null;
}

/**
 * Payments, refunds and cancellations with their amounts and bank references, in event order.
 * Rebuilding it from position zero is the accountants' replay.
 */
export const ledgerProjection: Projection = {
  name: LEDGER,
  tables: [LEDGER, 'ledger_bookings'],
  async apply(recorded: RecordedEvent, tx: Tx) {
    const event = parseRoomEvent(recorded, READS);
    if (!event) return;
    if (event.type === 'BookingPlaced') {
      await tx`insert into ledger_bookings (booking_id, book_number) values (${event.data.bookingId}, ${event.data.bookNumber})
               on conflict do nothing`;
      return;
    }
    const lines = linesOf(event);
    if (lines.length === 0 || !('bookingId' in event.data)) return;
    const bookingId = event.data.bookingId;
    const metadata = eventMetadata.safeParse(recorded.metadata);
    const actor = metadata.success ? metadata.data.actor : 'system';
    for (const [index, line] of lines.entries()) {
      await tx`
        insert into ledger (global_position, line, booking_id, book_number, room_id, at, kind, amount_tenge, order_id, bank_reference, actor)
        values (${recorded.position.globalPosition.toString()}, ${index}, ${bookingId},
          (select book_number from ledger_bookings where booking_id = ${bookingId}), ${event.data.roomId}, ${eventTime(recorded)},
          ${line.kind}, ${line.amountTenge}, ${line.orderId}, ${line.bankReference}, ${tx.json(actor)})
        on conflict (global_position, line) do nothing`;
    }
  },
};

function linesOf(event: NonNullable<ReturnType<typeof parseRoomEvent>>): Line[] {
  switch (event.type) {
    case 'PaymentConfirmed':
      return [{ kind: 'payment', amountTenge: event.data.amountTenge, orderId: event.data.orderId, bankReference: event.data.orderId }];
    case 'BookingRefunded':
      return [
        { kind: 'refund', amountTenge: event.data.amountTenge, orderId: event.data.orderId, bankReference: event.data.bankReference },
      ];
    case 'BookingCancelled':
      return [{ kind: 'cancellation', amountTenge: 0, orderId: null, bankReference: null }];
    case 'LatePaymentRefunded':
      // The money came in and went straight back: both movements are on the books.
      return [
        { kind: 'payment', amountTenge: event.data.amountTenge, orderId: event.data.orderId, bankReference: event.data.orderId },
        { kind: 'refund', amountTenge: event.data.amountTenge, orderId: event.data.orderId, bankReference: event.data.orderId },
      ];
    default:
      return [];
  }
}
