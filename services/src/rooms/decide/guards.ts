import { guestRefundOf, type RoomStay } from '@hotel/contracts';
import { checkinAhead } from '../calendar-rules';
import { BookingMovedAway, refuse } from '../room-errors';
import { findBooking, isActive } from '../room-state';
import type { RoomBooking, RoomState } from '../room-state-types';

/** The booking a lifecycle command acts on: here, not moved away, not leaving in a swap. */
export function bookingOf(state: RoomState, bookingId: number): RoomBooking {
  const booking = findBooking(state, bookingId) ?? refuse('booking.notFound', 'not_found');
  if (booking.movedTo !== null) throw new BookingMovedAway(booking.movedTo);
  if (booking.leaving) refuse('booking.beingMoved');
  return booking;
}

/** What this room knows of a booking, as a move carries it to another room (in the event's words). */
export const stayOf = (booking: RoomBooking): RoomStay => ({
  checkin: booking.checkin,
  checkout: booking.checkout,
  // Only a booking that holds its room moves (`movable`): pending or paid.
  status: booking.status === 'paid' ? 'online' : 'pending',
  orderId: booking.orderId,
  formUrl: booking.formUrl,
  price: booking.price,
  paymentDeadline: booking.paymentDeadline,
  receptionStatus: booking.arrived ? 1 : 0,
  channel: booking.channel,
  paidAtReception: booking.paidAtReception,
  // Only when true: a copy taken before check-in could move compares equal to the stay as it was.
  ...(booking.checkedIn ? { checkedIn: true } : {}),
  ...(booking.deskPaidTenge > 0 ? { deskPaidTenge: booking.deskPaidTenge } : {}),
  ...(booking.lateCheckOutCharged ? { lateCheckOutCharged: true as const } : {}),
});

/** True when the room's booking is still what `stay` says it was (nothing happened to it since). */
export const sameStay = (booking: RoomBooking, stay: RoomStay): boolean =>
  JSON.stringify(stayOf(booking)) === JSON.stringify(stay);

/**
 * A stay staff may move: it holds its room, awaits payment or is paid, its guests have not left
 * (checked-in guests move for the rest of their stay), and no other swap holds it (`moveId`: the
 * move asking, whose own freeze is no obstacle).
 */
export const movable = (booking: RoomBooking, moveId?: string): boolean =>
  isActive(booking) &&
  (booking.status === 'pending' || booking.status === 'paid') &&
  !booking.checkedOut &&
  (booking.leaving === null || booking.leaving.moveId === moveId);

/**
 * A paid booking whose guest's cancel still gives money back (the refund share of the room part
 * its terms set, above 0): the guest gets a refund button. Otherwise a cancel keeps the payment.
 */
export function refundable(
  booking: Pick<RoomBooking, 'status' | 'price' | 'checkin' | 'arrived'>,
  hotelNow: string,
): boolean {
  return (
    booking.status === 'paid' &&
    !booking.arrived &&
    guestRefundOf(booking.price) > 0 &&
    checkinAhead(booking.checkin, hotelNow)
  );
}
