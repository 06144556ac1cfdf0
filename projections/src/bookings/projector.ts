import {
  bookingVersion,
  eventMetadata,
  type Actor,
  type BookingChannel,
  type GuestRecord,
  type PriceBreakdown,
  type ReceptionMethod,
  type RoomEvent,
} from '@hotel/contracts';
import { eventTime, type RecordedEvent } from '../event-source';
import type { Projection, Tx } from '../projection';
import { applyRowChanges, type RowChange } from '../row-changes';
import { assertNever, parseRoomEvent, roomEventTypes } from '../room-events';

export const BOOKINGS = 'bookings';

/** Every event of a booking's life; for-online blocks are not bookings. */
const READS = roomEventTypes(
  'BookingPlaced',
  'PaymentRegistered',
  'PaymentConfirmed',
  'PaymentFailed',
  'PaymentExpired',
  'ReceptionStatusToggled',
  'BookingDatesChanged',
  'BookingCancelled',
  'RefundRequested',
  'BookingRefunded',
  'RefundFailed',
  'LatePaymentRefunded',
  'GuestCheckedIn',
  'GuestCheckedOut',
  'PaymentTakenAtReception',
  'StayMovedIn',
  'StayMovedOut',
  'DepartureRefundRequested',
  'DepartureRefundSent',
  'DepartureRefundFailed',
  'DepartureRefundGivenAtReception',
  'BookingCancelledByStaff',
  'StaffRefundRequested',
  'StaffRefundSent',
  'StaffRefundFailed',
  'RefundRecorded',
  'NoShowMarked',
  'GuestsChanged',
);

type State =
  | 'pending'
  | 'online'
  | 'refund_pending'
  | 'cancelled'
  | 'refunded'
  | 'failed'
  | 'expired'
  | 'late_refunded'
  | 'no_show';

/** A row of `bookings` (migrations 003, 007) as JSON: dates and instants are strings. */
type Booking = {
  id: number;
  room_id: number;
  room_type_id: number;
  /** Null: taken by staff for a guest without an account. */
  user_id: number | null;
  email: string;
  book_number: number;
  checkin: string;
  checkout: string;
  state: State;
  amount_tenge: number;
  room_part_tenge: number;
  booking_fee_tenge: number;
  price: PriceBreakdown;
  guests: { full_name: string; passport_serial: string; passport_number: string }[];
  order_id: string | null;
  order_number: string | null;
  form_url: string | null;
  payment_deadline: string;
  payment_at: string | null;
  reception_status: number;
  canceled_at: string | null;
  refunded_tenge: number;
  created_at: string;
  updated_at: string;
  /** Migration 007: reception's check-in and check-out. */
  checked_in_at: string | null;
  checked_out_at: string | null;
  booked_checkout: string | null;
  departure_refund_tenge: number;
  channel: BookingChannel;
  /** The staff member's e-mail who took a phone or walk-in booking. */
  booked_by: string | null;
  payment_method: ReceptionMethod | null;
  /** Migration 010: how an early departure's money went back (null: none owed). */
  departure_refund_state: 'requested' | 'sent' | 'failed' | 'at_reception' | null;
  /** Migration 015: the booking's version, and the one a move in progress gives it in its new room. */
  version: string | null;
  moving_version: string | null;
  /** Migration 016: a staff cancel's reason and who gave it, and its refund through the bank. */
  cancel_reason: string | null;
  cancelled_by: Actor | null;
  staff_refund_state: 'requested' | 'sent' | 'failed' | null;
  /** Migration 017: the phone number a staff booking was taken with. */
  phone: string | null;
};

/** Online bookings with their whole lifecycle: staff lists, the guest's account, the poller. */
export const bookingsProjection: Projection = {
  name: BOOKINGS,
  tables: [BOOKINGS],
  prepare(events: readonly RecordedEvent[]) {
    const changes = events.flatMap((recorded) => {
      const event = parseRoomEvent(recorded, READS);
      if (!event) return [];
      return (
        versioned(
          changeOf(event, eventTime(recorded).toISOString(), actorOf(recorded)),
          event,
          recorded.streamRevision,
        ) ?? []
      );
    });
    return (tx: Tx) => applyRowChanges(tx, BOOKINGS, 'id', changes);
  },
};

/** An update of a booking, stamped `at`. */
const update = (
  id: number,
  at: string,
  set: Partial<Booking>,
  add?: { refunded_tenge: number },
): RowChange<Booking> => ({
  kind: 'update',
  id,
  set: { ...set, updated_at: at },
  add,
});

/**
 * The change with the booking's version the event gives it (`bookingVersion`, as the room's
 * stream tells it: room-state.ts `evolveAt`). A move's first step, in the target room, only notes
 * the version there; its last step, when the old room lets the booking go, makes it the booking's.
 * A move given up leaves the version it had.
 */
function versioned(
  change: RowChange<Booking> | null,
  event: RoomEvent,
  revision: bigint,
): RowChange<Booking> | null {
  if (event.type === 'StayMovedIn') {
    return {
      kind: 'update',
      id: event.data.bookingId,
      set: { moving_version: bookingVersion(event.data.roomId, revision) },
    };
  }
  if (change === null || change.kind === 'delete') return change;
  if (event.type === 'StayMovedOut')
    return change.kind === 'update' ? { ...change, copy: { version: 'moving_version' } } : change;
  const version = bookingVersion(event.data.roomId, revision);
  return change.kind === 'insert'
    ? { ...change, row: { ...change.row, version } }
    : { ...change, set: { ...change.set, version } };
}

/** Who caused an event, as its metadata names them ('system' when it names nobody). */
function actorOf(recorded: RecordedEvent): Actor {
  const metadata = eventMetadata.safeParse(recorded.metadata);
  return metadata.success ? metadata.data.actor : 'system';
}

/** The guests as the row keeps them (the REST field names). */
const guestRows = (guests: readonly GuestRecord[]): Booking['guests'] =>
  guests.map((g) => ({
    full_name: g.fullName,
    passport_serial: g.passportSerial,
    passport_number: g.passportNumber,
  }));

function changeOf(event: RoomEvent, at: string, by: Actor): RowChange<Booking> | null {
  // The staff member (an e-mail), or null (a guest, the system).
  const actor = typeof by === 'object' ? by.email : null;
  switch (event.type) {
    case 'BookingPlaced': {
      const d = event.data;
      return {
        kind: 'insert',
        row: {
          id: d.bookingId,
          room_id: d.roomId,
          room_type_id: d.roomTypeId,
          user_id: d.userId,
          email: d.email,
          book_number: d.bookNumber,
          checkin: d.checkin,
          checkout: d.checkout,
          state: 'pending',
          amount_tenge: d.price.totalTenge,
          room_part_tenge: d.price.roomPartTenge,
          booking_fee_tenge: d.price.bookingFeeTenge,
          price: d.price,
          guests: guestRows(d.guests),
          order_id: null,
          order_number: null,
          form_url: null,
          payment_deadline: d.paymentDeadline,
          payment_at: null,
          reception_status: 0,
          canceled_at: null,
          refunded_tenge: 0,
          created_at: at,
          updated_at: at,
          checked_in_at: null,
          checked_out_at: null,
          booked_checkout: null,
          departure_refund_tenge: 0,
          channel: d.channel ?? 'online',
          booked_by: d.channel && d.channel !== 'online' ? actor : null,
          payment_method: null,
          departure_refund_state: null,
          version: null,
          moving_version: null,
          cancel_reason: null,
          cancelled_by: null,
          staff_refund_state: null,
          phone: d.phone ?? null,
        },
      };
    }
    case 'PaymentRegistered':
      return update(event.data.bookingId, at, {
        order_id: event.data.orderId,
        order_number: event.data.orderNumber,
        form_url: event.data.formUrl,
      });
    case 'PaymentConfirmed':
      return update(event.data.bookingId, at, {
        state: 'online',
        order_id: event.data.orderId,
        payment_at: event.data.paidAt,
      });
    case 'PaymentFailed':
      return update(event.data.bookingId, at, { state: 'failed' });
    case 'PaymentExpired':
      return update(event.data.bookingId, at, { state: 'expired' });
    case 'ReceptionStatusToggled':
      // The spec's flag only: a check-in is its own event, never recorded by the toggle.
      return update(event.data.bookingId, at, { reception_status: event.data.status });
    case 'BookingDatesChanged':
      return update(event.data.bookingId, at, {
        checkin: event.data.checkin,
        checkout: event.data.checkout,
      });
    case 'BookingCancelled':
      return update(event.data.bookingId, at, {
        state: 'cancelled',
        canceled_at: event.data.cancelledAt,
      });
    case 'RefundRequested':
      return update(event.data.bookingId, at, { state: 'refund_pending' });
    case 'BookingRefunded':
      return update(
        event.data.bookingId,
        at,
        { state: 'refunded', canceled_at: event.data.cancelledAt },
        { refunded_tenge: event.data.amountTenge },
      );
    case 'RefundFailed':
      return update(event.data.bookingId, at, { state: 'online' });
    case 'LatePaymentRefunded':
      return update(
        event.data.bookingId,
        at,
        { state: 'late_refunded' },
        { refunded_tenge: event.data.amountTenge },
      );
    case 'GuestCheckedIn':
      return update(event.data.bookingId, at, {
        reception_status: 1,
        checked_in_at: event.data.at,
      });
    case 'GuestCheckedOut': {
      const d = event.data;
      if (!d.early) return update(d.bookingId, at, { checked_out_at: d.at });
      // The stay ends on the day they left; what they had booked stays readable.
      return update(d.bookingId, at, {
        checked_out_at: d.at,
        checkout: d.departedOn,
        booked_checkout: d.bookedCheckout,
        departure_refund_tenge: d.refundTenge,
      });
    }
    case 'PaymentTakenAtReception':
      return update(event.data.bookingId, at, {
        state: 'online',
        payment_at: at,
        payment_method: event.data.method,
      });
    case 'StayMovedOut':
      // The move is done when the room it left lets it go: from then on the booking is the new room's.
      return update(event.data.bookingId, at, {
        room_id: event.data.toRoomId,
        room_type_id: event.data.toRoomTypeId,
      });
    case 'DepartureRefundRequested':
      return update(event.data.bookingId, at, { departure_refund_state: 'requested' });
    case 'DepartureRefundSent':
      return update(
        event.data.bookingId,
        at,
        { departure_refund_state: 'sent' },
        { refunded_tenge: event.data.amountTenge },
      );
    case 'DepartureRefundFailed':
      return update(event.data.bookingId, at, { departure_refund_state: 'failed' });
    case 'DepartureRefundGivenAtReception':
      return update(
        event.data.bookingId,
        at,
        { departure_refund_state: 'at_reception' },
        { refunded_tenge: event.data.amountTenge },
      );
    case 'BookingCancelledByStaff':
      return update(event.data.bookingId, at, {
        state: 'cancelled',
        canceled_at: event.data.cancelledAt,
        cancel_reason: event.data.reason,
        cancelled_by: by,
      });
    case 'NoShowMarked':
      return update(event.data.bookingId, at, {
        state: 'no_show',
        canceled_at: event.data.markedAt,
        cancelled_by: by,
      });
    case 'StaffRefundRequested':
      return update(event.data.bookingId, at, { staff_refund_state: 'requested' });
    case 'StaffRefundSent':
      return update(
        event.data.bookingId,
        at,
        { state: 'refunded', staff_refund_state: 'sent' },
        { refunded_tenge: event.data.amountTenge },
      );
    case 'StaffRefundFailed':
      return update(event.data.bookingId, at, { staff_refund_state: 'failed' });
    case 'RefundRecorded':
      return update(
        event.data.bookingId,
        at,
        { state: 'refunded' },
        { refunded_tenge: event.data.amountTenge },
      );
    case 'GuestsChanged':
      // The staff lists and the guest's account show the list as it is now.
      return update(event.data.bookingId, at, { guests: guestRows(event.data.guests) });
    case 'RoomOpenedForOnline':
    case 'OnlineBlockRemoved':
    case 'StayMovedIn':
    case 'StayMoveReverted':
    case 'ChargePosted': // a folio's: its sums live beside the ledger (ledger_bookings)
    case 'DeskPaymentTaken':
      return null;
    default:
      return assertNever(event);
  }
}
