import { eventMetadata, ROOM_EVENT_TYPES } from '@hotel/contracts';
import { eventTime, type RecordedEvent } from '../event-source';
import { insertRows, mayClash } from '../batch-writes';
import type { Projection, Tx } from '../projection';
import { assertNever, parseRoomEvent } from '../room-events';

export const BOOKING_HISTORY = 'booking_history';

/** A row per event: an event applied again adds nothing. */
const KEY = ['global_position'];

type Snapshot = Record<string, string | number | null>;

/** A row of the trail, as the insert takes it. */
interface HistoryRow {
  [column: string]: unknown;
  global_position: string;
  booking_id: number;
  room_id: number;
  at: string;
  actor: unknown;
  correlation_id: string | null;
  event_type: string;
  before: Snapshot | null;
  after: Snapshot | null;
}

/**
 * Every room event but a move's inner steps: the trail shows a move once, when the room it left
 * let the stay go (`StayMovedOut`). A copy taken by the target room, or given back there when the
 * move was undone, changed nothing the booking's staff or guest could see.
 */
const READS: ReadonlySet<string> = new Set(ROOM_EVENT_TYPES.filter((type) => type !== 'StayMovedIn' && type !== 'StayMoveReverted'));

/**
 * The audit trail of every booking and for-online block: one row per event with who did it, when,
 * and the booking's visible state before and after. "Before" is the latest row's "after".
 */
export const bookingHistoryProjection: Projection = {
  name: BOOKING_HISTORY,
  tables: [BOOKING_HISTORY],
  prepare(events: readonly RecordedEvent[]) {
    const parsed = events.flatMap((recorded) => {
      const event = parseRoomEvent(recorded, READS);
      if (!event) return [];
      const metadata = eventMetadata.safeParse(recorded.metadata);
      const row: HistoryRow = {
        global_position: recorded.position.globalPosition.toString(),
        booking_id: 'bookingId' in event.data ? event.data.bookingId : event.data.blockId,
        room_id: event.data.roomId,
        at: eventTime(recorded).toISOString(),
        actor: metadata.success ? metadata.data.actor : 'system',
        correlation_id: metadata.success ? metadata.data.correlationId : null,
        event_type: event.type,
        // Known once the booking's stored rows are (the write).
        before: null,
        after: null,
      };
      return [{ event, position: recorded.position.globalPosition, row }];
    });
    const rows = parsed.map((p) => p.row);
    return async (tx: Tx) => {
      if (parsed.length === 0) return;
      const ids = [...new Set(rows.map((row) => row.booking_id))];
      // The insert's own question asked with this one: one round trip.
      const [stored, clash] = await Promise.all([
        tx<{ booking_id: string; global_position: string; after: Snapshot }[]>`
          select distinct on (booking_id) booking_id, global_position, after from booking_history
          where booking_id = any(${ids}::bigint[]) order by booking_id, global_position desc`,
        mayClash(tx, BOOKING_HISTORY, rows, KEY),
      ]);
      const latest = new Map(stored.map((r) => [Number(r.booking_id), { position: BigInt(r.global_position), after: r.after }]));
      for (const { event, position, row } of parsed) {
        const last = latest.get(row.booking_id);
        // A "before" that is the previous row's "after" is that same object: the insert sends it,
        // and PostgreSQL parses it, once (batch-writes.ts).
        row.before = last?.after ?? null;
        row.after = nextSnapshot(row.before ?? {}, event);
        // The latest row stays the latest when a hand replay brings back an older event.
        if (!last || position > last.position) latest.set(row.booking_id, { position, after: row.after });
      }
      await insertRows(tx, BOOKING_HISTORY, rows, { skip: KEY, clash });
    };
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
        book_number: event.data.bookNumber, amount_tenge: event.data.price.totalTenge, status: 0, room_id: event.data.roomId,
        // Staff bookings say how they came and whom to write to; online ones stay as they were.
        ...(event.data.channel && event.data.channel !== 'online' ? { channel: event.data.channel, email: event.data.email } : {}),
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
    case 'GuestCheckedIn':
      return { ...before, status: 1, checked_in_at: event.data.at };
    case 'GuestCheckedOut':
      return {
        ...before, checked_out_at: event.data.at, checkout: event.data.departedOn,
        ...(event.data.early ? { departure_refund_tenge: event.data.refundTenge } : {}),
      };
    case 'PaymentTakenAtReception':
      return { ...before, payment_status: 'online', paid_tenge: event.data.amountTenge, payment_method: event.data.method };
    case 'StayMovedOut':
      return { ...before, room_id: event.data.toRoomId };
    case 'StayMovedIn':
    case 'StayMoveReverted':
      return before; // not read (READS)
    // An early departure's money back: the booking stays paid (payment_status unchanged).
    case 'DepartureRefundRequested':
      return { ...before, refund_requested_tenge: event.data.amountTenge };
    case 'DepartureRefundSent':
      return { ...before, refunded_tenge: event.data.amountTenge };
    case 'DepartureRefundFailed':
      return { ...before, refund_failed: event.data.reason };
    case 'DepartureRefundGivenAtReception':
      return { ...before, refunded_tenge: event.data.amountTenge };
    default:
      return assertNever(event);
  }
}
