import type { Actor, GuestRecord, RoomEvent } from '@hotel/contracts';
import type { RowChange } from '../row-changes';
import { assertNever } from '../room-events';
import type { Booking } from './booking-record';

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

/** The guests as the row keeps them (the REST field names). */
const guestRows = (guests: readonly GuestRecord[]): Booking['guests'] =>
  guests.map((g) => ({
    full_name: g.fullName,
    passport_serial: g.passportSerial,
    passport_number: g.passportNumber,
  }));

/** What `event` changes in its booking's row, stamped `at`, caused `by` (null: nothing). */
export function changeOf(event: RoomEvent, at: string, by: Actor): RowChange<Booking> | null {
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
