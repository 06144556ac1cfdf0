import {
  CHARGE_WORDS,
  eventMetadata,
  passportLabel,
  ROOM_EVENT_TYPES,
  type GuestRecord,
  type RoomEvent,
  type RoomEventOf,
} from '@hotel/contracts';
import { eventTime, type RecordedEvent } from '../event-source';
import { insertRows } from '../batch-writes';
import type { Projection, Tx } from '../projection';
import { fromTable, type EventTable } from '../event-table';
import { parseRoomEvent } from '../room-events';
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
 * move was undone, changed nothing the booking's staff or guest could see. Nor is a room's
 * out-of-order period a booking or a block: it has no trail here.
 */
const NOT_READ: ReadonlySet<string> = new Set([
  'StayMovedIn',
  'StayMoveReverted',
  'RoomTakenOutOfOrder',
  'RoomBackInService',
]);
const READS: ReadonlySet<string> = new Set(ROOM_EVENT_TYPES.filter((type) => !NOT_READ.has(type)));

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
          booking_id:
            'bookingId' in event.data
              ? event.data.bookingId
              : 'blockId' in event.data
                ? event.data.blockId
                : event.data.periodId,
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
  guests.map((g) => `${g.fullName} (${passportLabel(g)})`).join('; ');

/**
 * The fields of the booking's visible state each event sets (null: none). The state after it is
 * worked out on reading (`snapshots.ts`).
 */
const CHANGES: EventTable<Snapshot> = {
  RoomOpenedForOnline: (d) => ({
    payment_status: 'for_online',
    checkin: d.checkin,
    checkout: d.checkout,
  }),
  OnlineBlockRemoved: () => ({ payment_status: 'removed' }),
  BookingPlaced: (d) => ({
    payment_status: 'pending',
    checkin: d.checkin,
    checkout: d.checkout,
    book_number: d.bookNumber,
    amount_tenge: d.price.totalTenge,
    status: 0,
    room_id: d.roomId,
    // Staff bookings say how they came and whom to write to; online ones stay as they were.
    ...(d.channel && d.channel !== 'online' ? { channel: d.channel, email: d.email } : {}),
    ...(d.phone ? { phone: d.phone } : {}),
    guests: guestsText(d.guests),
  }),
  PaymentRegistered: (d) => ({ order_id: d.orderId }),
  PaymentConfirmed: (d) => ({ payment_status: 'online', paid_tenge: d.amountTenge }),
  PaymentFailed: (d) => ({ payment_status: 'failed', reason: d.reason }),
  PaymentExpired: () => ({ payment_status: 'expired' }),
  ReceptionStatusToggled: (d) => ({ status: d.status }),
  BookingDatesChanged: (d) => ({ checkin: d.checkin, checkout: d.checkout }),
  BookingCancelled: () => ({ payment_status: 'cancelled', booking_canceled: 1 }),
  RefundRequested: (d) => ({ refund_requested_tenge: d.amountTenge }),
  BookingRefunded: (d) => ({
    payment_status: 'refunded',
    booking_canceled: 1,
    refunded_tenge: d.amountTenge,
  }),
  RefundFailed: (d) => ({ payment_status: 'online', refund_failed: d.reason }),
  LatePaymentRefunded: (d) => ({ payment_status: 'late_refunded', refunded_tenge: d.amountTenge }),
  GuestCheckedIn: (d) => ({ status: 1, checked_in_at: d.at }),
  GuestCheckedOut: (d) => ({
    checked_out_at: d.at,
    checkout: d.departedOn,
    ...(d.early ? { departure_refund_tenge: d.refundTenge } : {}),
  }),
  PaymentTakenAtReception: (d) => ({
    payment_status: 'online',
    paid_tenge: d.amountTenge,
    payment_method: d.method,
  }),
  // `moved_on`: the first night in the new room (the nights before it stay the old room's);
  // `move_reason`: why staff overrode the rules of the room it went to. Null when neither.
  StayMovedOut: (d) => ({
    room_id: d.toRoomId,
    moved_on: d.splitOn ?? null,
    move_reason: d.overrideReason ?? null,
  }),
  StayMovedIn: null, // not read (READS)
  StayMoveReverted: null,
  // An early departure's money back: the booking stays paid (payment_status unchanged).
  DepartureRefundRequested: (d) => ({ refund_requested_tenge: d.amountTenge }),
  DepartureRefundSent: (d) => ({ refunded_tenge: d.amountTenge }),
  DepartureRefundFailed: (d) => ({ refund_failed: d.reason }),
  DepartureRefundGivenAtReception: (d) => ({ refunded_tenge: d.amountTenge }),
  // A staff cancel says why and what goes back; how it went follows.
  BookingCancelledByStaff: (d) => ({
    payment_status: 'cancelled',
    booking_canceled: 1,
    cancel_reason: d.reason,
    cancel_refund_tenge: d.refundTenge,
  }),
  NoShowMarked: () => ({ payment_status: 'no_show', booking_canceled: 1 }),
  StaffRefundRequested: (d) => ({ refund_requested_tenge: d.amountTenge }),
  StaffRefundSent: (d) => ({ payment_status: 'refunded', refunded_tenge: d.amountTenge }),
  StaffRefundFailed: (d) => ({ refund_failed: d.reason }),
  RefundRecorded: (d) => ({
    payment_status: 'refunded',
    refunded_tenge: d.amountTenge,
    refund_method: d.method,
  }),
  ChargePosted: (d) => ({ charge_tenge: d.amountTenge, charge: chargeName(d) }),
  // Toward the folio: the booking's own payment (and how it was paid) stays as it was.
  DeskPaymentTaken: (d) => ({ desk_payment_tenge: d.amountTenge, desk_payment_method: d.method }),
  GuestsChanged: (d) => ({ guests: guestsText(d.guests) }),
  RoomTakenOutOfOrder: null, // not read (READS)
  RoomBackInService: null,
};

/** A one-click charge by its kind (the screen names it in the reader's language); a typed one as typed. */
const chargeName = (d: RoomEventOf<'ChargePosted'>['data']): string =>
  d.kind ? CHARGE_WORDS[d.kind] : d.description;

/** What `event` set of the booking's visible state. */
const changeOf = (event: RoomEvent): Snapshot => fromTable(CHANGES, event, undefined) ?? {};
