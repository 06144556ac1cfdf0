import {
  CHECKIN_TIME,
  CHECKOUT_TIME,
  hotelDateTime,
  hotelInstant,
  passportLabel,
  tengeToTmt,
  type BookingView,
  type GuestBookingView,
  type StaffBookingView,
} from '@hotel/contracts';
import type { BookingRow } from '@hotel/projections';
import type { RoomLabel } from '../catalog/room-types';
import { checkinAhead } from '../rooms/calendar-rules';

/** A booking in the REST shape, times on the hotel's clock, money in TMT. */
export function toBookingView(
  row: BookingRow,
  label: RoomLabel | undefined,
  timeZone: string,
  hotelNow: string,
): BookingView {
  const canceled = row.state === 'cancelled' || row.state === 'refunded' || row.state === 'no_show';
  // As the room's rules (refundable in rooms/decide/guards.ts): not once the guests arrived, nor when the
  // booking's terms give nothing back.
  const refundable =
    row.state === 'paid' &&
    !row.arrived &&
    row.guestRefundTenge > 0 &&
    checkinAhead(row.checkin, hotelNow);
  return {
    id: row.id,
    room_id: row.roomId,
    checkin: hotelDateTime(row.checkin, CHECKIN_TIME, timeZone),
    checkout: hotelDateTime(row.checkout, CHECKOUT_TIME, timeZone),
    book_number: row.bookNumber,
    payment_status: row.paymentAt ? 'online' : 'pending',
    amount: tengeToTmt(row.amountTenge),
    payment_at: row.paymentAt ? hotelInstant(row.paymentAt, timeZone) : null,
    status: row.arrived ? 1 : 0,
    booking_canceled: canceled ? 1 : 0,
    // While active: 1 when a cancel would still refund money; once cancelled: 1 when it was.
    booking_refund_amount: (canceled ? row.state === 'refunded' : refundable) ? 1 : 0,
    booking_canceled_at: row.canceledAt ? hotelInstant(row.canceledAt, timeZone) : null,
    guests: row.guests.map((g) => ({
      full_name: g.full_name,
      passport_serial_number: passportLabel({
        citizenship: g.citizenship,
        passportSerial: g.passport_serial,
        passportNumber: g.passport_number,
      }),
    })),
    room_name: label?.roomTypeName ?? { ru: '', en: '', tm: '' },
    email: row.email,
    checked_in_at: row.checkedInAt ? hotelInstant(row.checkedInAt, timeZone) : null,
    checked_out_at: row.checkedOutAt ? hotelInstant(row.checkedOutAt, timeZone) : null,
    booked_checkout: row.bookedCheckout
      ? hotelDateTime(row.bookedCheckout, CHECKOUT_TIME, timeZone)
      : null,
    departure_refund: tengeToTmt(row.departureRefundTenge),
  };
}

/** A booking for the staff lists: who took it, through which channel, how reception was paid. */
export function toStaffBookingView(
  row: BookingRow,
  label: RoomLabel | undefined,
  timeZone: string,
  hotelNow: string,
): StaffBookingView {
  return {
    ...toBookingView(row, label, timeZone, hotelNow),
    channel: row.channel,
    booked_by: row.bookedBy,
    phone: row.phone,
    payment_method: row.paymentMethod,
    version: row.version,
    cancel_reason: row.cancelReason,
    cancelled_by: row.cancelledBy,
    no_show: row.state === 'no_show' ? 1 : 0,
    refunded: tengeToTmt(row.refundedTenge),
    staff_refund: row.staffRefundState,
    balance: tengeToTmt(row.balanceTenge),
    room_part: tengeToTmt(row.roomPartTenge),
  };
}

/**
 * A booking for its guest's account: the view above, plus the payment deadline, the bank's page
 * while the unpaid order can still be paid (never after the deadline: the poller is about to give
 * the booking up and the bank's order has expired), the refunded amount and whether a refund is
 * under way, what a refund returns, and how a booking never paid ended.
 */
export function toGuestBookingView(
  row: BookingRow,
  label: RoomLabel | undefined,
  timeZone: string,
  now: Date,
  hotelNow: string,
): GuestBookingView {
  const payable = row.state === 'pending' && row.paymentAt === null && row.paymentDeadline > now;
  return {
    ...toBookingView(row, label, timeZone, hotelNow),
    payment_deadline: hotelInstant(row.paymentDeadline, timeZone),
    payment_url: payable ? row.formUrl : null,
    paid_amount: tengeToTmt(row.paidTenge),
    refunded_amount: tengeToTmt(row.refundedTenge),
    refund_in_progress: row.state === 'refund_pending',
    balance_due: tengeToTmt(row.balanceTenge),
    room_part: tengeToTmt(row.roomPartTenge),
    refund_amount: tengeToTmt(row.guestRefundTenge),
    unpaid_end: row.state === 'failed' ? 'declined' : row.state === 'expired' ? 'expired' : null,
  };
}
