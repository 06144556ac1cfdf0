import type { BookingView } from '@hotel/contracts';

/**
 * What the payment status column says: a cancelled booking is cancelled (or refunded) whether or
 * not it was ever paid, so an unpaid one that was cancelled is not shown as waiting for payment.
 */
export function bookingState(
  booking: BookingView & { no_show?: 0 | 1 },
): BookingView['payment_status'] | 'cancelled' | 'refunded' | 'no_show' {
  if (booking.booking_canceled === 0) return booking.payment_status;
  if (booking.no_show === 1) return 'no_show';
  return booking.booking_refund_amount === 1 ? 'refunded' : 'cancelled';
}

/** Bookings still waiting for payment are highlighted. */
export const isAwaitingPayment = (booking: BookingView) => bookingState(booking) === 'pending';

/** Paid (the wire's payment status `online`) and not cancelled. */
export const isPaid = (booking: BookingView & { no_show?: 0 | 1 }) =>
  bookingState(booking) === 'online';

/** Holds its room: awaiting payment or paid, not cancelled. */
export const holdsRoom = (booking: BookingView & { no_show?: 0 | 1 }) =>
  isPaid(booking) || bookingState(booking) === 'pending';

/** Staff marked the guests as at reception (the wire's `status` 1); a check-in marks them too. */
export const guestsArrived = (booking: BookingView) => booking.status === 1;
