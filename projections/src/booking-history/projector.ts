import { eventMetadata, ROOM_EVENT_TYPES, type GuestRecord } from '@hotel/contracts';
import { eventTime, type RecordedEvent } from '../event-source';
import { insertRows } from '../batch-writes';
import type { Projection, Tx } from '../projection';
import { assertNever, parseRoomEvent } from '../room-events';
import { BOOKING_HISTORY, type Snapshot } from './trail';

/** A row per event: an event applied again adds nothing. */
const KEY = ['global_position'];

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
  change: Snapshot;
}

/**
 * Every room event but a move's inner steps: the trail shows a move once, when the room it left
 * let the stay go (`StayMovedOut`). A copy taken by the target room, or given back there when the
 * move was undone, changed nothing the booking's staff or guest could see.
 */
const READS: ReadonlySet<string> = new Set(
  ROOM_EVENT_TYPES.filter((type) => type !== 'StayMovedIn' && type !== 'StayMoveReverted'),
);

/**
 * The audit trail of every booking and for-online block: one row per event with who did it, when,
 * and what it changed in the booking's visible state (`change`). The state before and after an
 * event is read from the booking's rows up to it (`snapshots.ts`): a row depends on no other row,
 * so the projector reads nothing back (a rebuild's batch is one insert, its documents short and
 * mostly repeated).
 */
export const bookingHistoryProjection: Projection = {
  name: BOOKING_HISTORY,
  tables: [BOOKING_HISTORY],
  prepare(events: readonly RecordedEvent[]) {
    const rows = events.flatMap((recorded): HistoryRow[] => {
      const event = parseRoomEvent(recorded, READS);
      if (!event) return [];
      const metadata = eventMetadata.safeParse(recorded.metadata);
      return [
        {
          global_position: recorded.position.globalPosition.toString(),
          booking_id: 'bookingId' in event.data ? event.data.bookingId : event.data.blockId,
          room_id: event.data.roomId,
          at: eventTime(recorded).toISOString(),
          actor: metadata.success ? metadata.data.actor : 'system',
          correlation_id: metadata.success ? metadata.data.correlationId : null,
          event_type: event.type,
          change: changeOf(event),
        },
      ];
    });
    return (tx: Tx) => insertRows(tx, BOOKING_HISTORY, rows, { skip: KEY });
  },
};

/** Who stays, as the trail shows it: each guest's name and passport, in the booking's order. */
const guestsText = (guests: readonly GuestRecord[]): string =>
  guests.map((g) => `${g.fullName} (${g.passportSerial} ${g.passportNumber})`).join('; ');

/**
 * The fields of the booking's visible state that `event` sets. The state after it is worked
 * out on reading (`snapshots.ts`).
 */
function changeOf(event: NonNullable<ReturnType<typeof parseRoomEvent>>): Snapshot {
  switch (event.type) {
    case 'RoomOpenedForOnline':
      return {
        payment_status: 'for_online',
        checkin: event.data.checkin,
        checkout: event.data.checkout,
      };
    case 'OnlineBlockRemoved':
      return { payment_status: 'removed' };
    case 'BookingPlaced':
      return {
        payment_status: 'pending',
        checkin: event.data.checkin,
        checkout: event.data.checkout,
        book_number: event.data.bookNumber,
        amount_tenge: event.data.price.totalTenge,
        status: 0,
        room_id: event.data.roomId,
        // Staff bookings say how they came and whom to write to; online ones stay as they were.
        ...(event.data.channel && event.data.channel !== 'online'
          ? { channel: event.data.channel, email: event.data.email }
          : {}),
        ...(event.data.phone ? { phone: event.data.phone } : {}),
        guests: guestsText(event.data.guests),
      };
    case 'PaymentRegistered':
      return { order_id: event.data.orderId };
    case 'PaymentConfirmed':
      return { payment_status: 'online', paid_tenge: event.data.amountTenge };
    case 'PaymentFailed':
      return { payment_status: 'failed', reason: event.data.reason };
    case 'PaymentExpired':
      return { payment_status: 'expired' };
    case 'ReceptionStatusToggled':
      return { status: event.data.status };
    case 'BookingDatesChanged':
      return { checkin: event.data.checkin, checkout: event.data.checkout };
    case 'BookingCancelled':
      return { payment_status: 'cancelled', booking_canceled: 1 };
    case 'RefundRequested':
      return { refund_requested_tenge: event.data.amountTenge };
    case 'BookingRefunded':
      return {
        payment_status: 'refunded',
        booking_canceled: 1,
        refunded_tenge: event.data.amountTenge,
      };
    case 'RefundFailed':
      return { payment_status: 'online', refund_failed: event.data.reason };
    case 'LatePaymentRefunded':
      return { payment_status: 'late_refunded', refunded_tenge: event.data.amountTenge };
    case 'GuestCheckedIn':
      return { status: 1, checked_in_at: event.data.at };
    case 'GuestCheckedOut':
      return {
        checked_out_at: event.data.at,
        checkout: event.data.departedOn,
        ...(event.data.early ? { departure_refund_tenge: event.data.refundTenge } : {}),
      };
    case 'PaymentTakenAtReception':
      return {
        payment_status: 'online',
        paid_tenge: event.data.amountTenge,
        payment_method: event.data.method,
      };
    case 'StayMovedOut':
      // `moved_on`: the first night in the new room (the nights before it stay the old room's);
      // `move_reason`: why staff overrode the rules of the room it went to. Null when neither.
      return {
        room_id: event.data.toRoomId,
        moved_on: event.data.splitOn ?? null,
        move_reason: event.data.overrideReason ?? null,
      };
    case 'StayMovedIn':
    case 'StayMoveReverted':
      return {}; // not read (READS)
    // An early departure's money back: the booking stays paid (payment_status unchanged).
    case 'DepartureRefundRequested':
      return { refund_requested_tenge: event.data.amountTenge };
    case 'DepartureRefundSent':
      return { refunded_tenge: event.data.amountTenge };
    case 'DepartureRefundFailed':
      return { refund_failed: event.data.reason };
    case 'DepartureRefundGivenAtReception':
      return { refunded_tenge: event.data.amountTenge };
    // A staff cancel says why and what goes back; how it went follows.
    case 'BookingCancelledByStaff':
      return {
        payment_status: 'cancelled',
        booking_canceled: 1,
        cancel_reason: event.data.reason,
        cancel_refund_tenge: event.data.refundTenge,
      };
    case 'NoShowMarked':
      return { payment_status: 'no_show', booking_canceled: 1 };
    case 'StaffRefundRequested':
      return { refund_requested_tenge: event.data.amountTenge };
    case 'StaffRefundSent':
      return { payment_status: 'refunded', refunded_tenge: event.data.amountTenge };
    case 'StaffRefundFailed':
      return { refund_failed: event.data.reason };
    case 'RefundRecorded':
      return {
        payment_status: 'refunded',
        refunded_tenge: event.data.amountTenge,
        refund_method: event.data.method,
      };
    case 'ChargePosted':
      return { charge_tenge: event.data.amountTenge, charge: event.data.description };
    case 'DeskPaymentTaken':
      // Toward the folio: the booking's own payment (and how it was paid) stays as it was.
      return { desk_payment_tenge: event.data.amountTenge, desk_payment_method: event.data.method };
    case 'GuestsChanged':
      return { guests: guestsText(event.data.guests) };
    default:
      return assertNever(event);
  }
}
