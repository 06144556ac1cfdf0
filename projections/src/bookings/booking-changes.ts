import {
  citizenshipOf,
  HOME_CITIZENSHIP,
  type Actor,
  type GuestRecord,
  type RoomEvent,
  type RoomEventOf,
} from '@hotel/contracts';
import { fromTable, type EventTable } from '../event-table';
import type { RowChange } from '../row-changes';
import type { Booking } from './booking-record';

/** What an event does to its booking's row: the columns it sets, and the money it gave back. */
interface BookingEdit {
  set: Partial<Booking>;
  refunded?: number;
}

/** The event's time and who caused it. */
interface Cause {
  at: string;
  by: Actor;
}

/**
 * The guests as the row keeps them (the REST field names), each with a citizenship (TM for events
 * from before it was asked) and a child's age when one, and whether any is foreign (the police list's bookings).
 */
const guestColumns = (
  guests: readonly GuestRecord[],
): Pick<Booking, 'guests' | 'foreign_guests'> => ({
  guests: guests.map((g) => ({
    full_name: g.fullName,
    citizenship: citizenshipOf(g),
    passport_serial: g.passportSerial,
    passport_number: g.passportNumber,
    ...(g.childAge === undefined ? {} : { child_age: g.childAge }),
  })),
  foreign_guests: guests.some((g) => citizenshipOf(g) !== HOME_CITIZENSHIP),
});

/** What each event does to the booking's row once placed (null: nothing). */
const EDITS: EventTable<BookingEdit, Cause> = {
  BookingPlaced: null, // the row itself: `placedRow`
  PaymentRegistered: (d) => ({
    set: { order_id: d.orderId, order_number: d.orderNumber, form_url: d.formUrl },
  }),
  PaymentConfirmed: (d) => ({
    set: { state: 'online', order_id: d.orderId, payment_at: d.paidAt },
  }),
  PaymentFailed: () => ({ set: { state: 'failed' } }),
  PaymentExpired: () => ({ set: { state: 'expired' } }),
  // The spec's flag only: a check-in is its own event, never recorded by the toggle.
  ReceptionStatusToggled: (d) => ({ set: { reception_status: d.status } }),
  BookingDatesChanged: (d) => ({ set: { checkin: d.checkin, checkout: d.checkout } }),
  BookingCancelled: (d) => ({ set: { state: 'cancelled', canceled_at: d.cancelledAt } }),
  RefundRequested: () => ({ set: { state: 'refund_pending' } }),
  BookingRefunded: (d) => ({
    set: { state: 'refunded', canceled_at: d.cancelledAt },
    refunded: d.amountTenge,
  }),
  RefundFailed: () => ({ set: { state: 'online' } }),
  LatePaymentRefunded: (d) => ({ set: { state: 'late_refunded' }, refunded: d.amountTenge }),
  GuestCheckedIn: (d) => ({ set: { reception_status: 1, checked_in_at: d.at } }),
  GuestCheckedOut: (d) =>
    d.early
      ? // The stay ends on the day they left; what they had booked stays readable.
        {
          set: {
            checked_out_at: d.at,
            checkout: d.departedOn,
            booked_checkout: d.bookedCheckout,
            departure_refund_tenge: d.refundTenge,
          },
        }
      : { set: { checked_out_at: d.at } },
  PaymentTakenAtReception: (d, { at }) => ({
    set: { state: 'online', payment_at: at, payment_method: d.method },
  }),
  // The move is done when the room it left lets it go: from then on the booking is the new room's.
  StayMovedOut: (d) => ({ set: { room_id: d.toRoomId, room_type_id: d.toRoomTypeId } }),
  DepartureRefundRequested: () => ({ set: { departure_refund_state: 'requested' } }),
  DepartureRefundSent: (d) => ({
    set: { departure_refund_state: 'sent' },
    refunded: d.amountTenge,
  }),
  DepartureRefundFailed: () => ({ set: { departure_refund_state: 'failed' } }),
  DepartureRefundGivenAtReception: (d) => ({
    set: { departure_refund_state: 'at_reception' },
    refunded: d.amountTenge,
  }),
  BookingCancelledByStaff: (d, { by }) => ({
    set: {
      state: 'cancelled',
      canceled_at: d.cancelledAt,
      cancel_reason: d.reason,
      cancelled_by: by,
    },
  }),
  NoShowMarked: (d, { by }) => ({
    set: { state: 'no_show', canceled_at: d.markedAt, cancelled_by: by },
  }),
  StaffRefundRequested: () => ({ set: { staff_refund_state: 'requested' } }),
  StaffRefundSent: (d) => ({
    set: { state: 'refunded', staff_refund_state: 'sent' },
    refunded: d.amountTenge,
  }),
  StaffRefundFailed: () => ({ set: { staff_refund_state: 'failed' } }),
  RefundRecorded: (d) => ({ set: { state: 'refunded' }, refunded: d.amountTenge }),
  // The staff lists and the guest's account show the list as it is now.
  GuestsChanged: (d) => ({ set: guestColumns(d.guests) }),
  RoomOpenedForOnline: null,
  OnlineBlockRemoved: null,
  StayMovedIn: null,
  StayMoveReverted: null,
  ChargePosted: null, // a folio's: its sums live beside the ledger (ledger_bookings)
  DeskPaymentTaken: null,
  // A room's out-of-order period: no booking's.
  RoomTakenOutOfOrder: null,
  RoomBackInService: null,
};

/** The row a placed booking starts as. */
function placedRow(d: RoomEventOf<'BookingPlaced'>['data'], { at, by }: Cause): Booking {
  // The staff member (an e-mail), or null (a guest, the system).
  const actor = typeof by === 'object' ? by.email : null;
  return {
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
    ...guestColumns(d.guests),
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
    search_text: '', // derived from the whole row as it is written: `searchText`
  };
}

/** What `event` changes in its booking's row, stamped `at`, caused `by` (null: nothing). */
export function changeOf(event: RoomEvent, at: string, by: Actor): RowChange<Booking> | null {
  const cause = { at, by };
  if (event.type === 'BookingPlaced') return { kind: 'insert', row: placedRow(event.data, cause) };
  const edit = fromTable(EDITS, event, cause);
  // An online block's events name no booking.
  if (!edit || !('bookingId' in event.data)) return null;
  return {
    kind: 'update',
    id: event.data.bookingId,
    set: { ...edit.set, updated_at: at },
    add: edit.refunded === undefined ? undefined : { refunded_tenge: edit.refunded },
  };
}
