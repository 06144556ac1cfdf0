import { eventMetadata } from '@hotel/contracts';
import { eventTime, type RecordedEvent } from '../event-source';
import type { Projection, Tx } from '../projection';
import { assertNever, parseRoomEvent } from '../room-events';

export const BOOKING_HISTORY = 'booking_history';

type Snapshot = Record<string, string | number | null>;

/**
 * The audit trail of every booking and for-online block: one row per event with who did it, when,
 * and the booking's visible state before and after. "Before" is the previous row's "after".
 */
export const bookingHistoryProjection: Projection = {
  name: BOOKING_HISTORY,
  tables: [BOOKING_HISTORY],
  async apply(recorded: RecordedEvent, tx: Tx) {
    const event = parseRoomEvent(recorded);
    if (!event) return;
    const id = 'bookingId' in event.data ? event.data.bookingId : event.data.blockId;
    const [last] = await tx<{ after: Snapshot }[]>`
      select after from booking_history where booking_id = ${id} order by global_position desc limit 1`;
    const before = last?.after ?? null;
    const after = nextSnapshot(before ?? {}, event);
    const metadata = eventMetadata.safeParse(recorded.metadata);
    await tx`
      insert into booking_history (global_position, booking_id, room_id, at, actor, correlation_id, event_type, before, after)
      values (${recorded.position.globalPosition.toString()}, ${id}, ${event.data.roomId}, ${eventTime(recorded)},
        ${tx.json(metadata.success ? metadata.data.actor : 'system')}, ${metadata.success ? metadata.data.correlationId : null},
        ${event.type}, ${before === null ? null : tx.json(before)}, ${tx.json(after)})
      on conflict (global_position) do nothing`;
  },
};

function nextSnapshot(before: Snapshot, event: NonNullable<ReturnType<typeof parseRoomEvent>>): Snapshot {
  switch (event.type) {
    case 'RoomOpenedForOnline':
      return { payment_status: 'for_online', checkin: event.data.checkin, checkout: event.data.checkout };
    case 'OnlineBlockRemoved':
      return { ...before, payment_status: 'removed' };
    case 'BookingPlaced':
      return {
        payment_status: 'pending', checkin: event.data.checkin, checkout: event.data.checkout,
        book_number: event.data.bookNumber, amount_tenge: event.data.price.totalTenge, status: 0,
      };
    case 'PaymentRegistered':
      return { ...before, order_id: event.data.orderId };
    case 'PaymentConfirmed':
      return { ...before, payment_status: 'online', paid_tenge: event.data.amountTenge };
    case 'PaymentFailed':
      return { ...before, payment_status: 'failed', reason: event.data.reason };
    case 'PaymentExpired':
      return { ...before, payment_status: 'expired' };
    case 'ReceptionStatusToggled':
      return { ...before, status: event.data.status };
    case 'BookingDatesChanged':
      return { ...before, checkin: event.data.checkin, checkout: event.data.checkout };
    case 'BookingCancelled':
      return { ...before, payment_status: 'cancelled', booking_canceled: 1 };
    case 'RefundRequested':
      return { ...before, refund_requested_tenge: event.data.amountTenge };
    case 'BookingRefunded':
      return { ...before, payment_status: 'refunded', booking_canceled: 1, refunded_tenge: event.data.amountTenge };
    case 'RefundFailed':
      return { ...before, payment_status: 'online', refund_failed: event.data.reason };
    case 'LatePaymentRefunded':
      return { ...before, payment_status: 'late_refunded', refunded_tenge: event.data.amountTenge };
    default:
      return assertNever(event);
  }
}
