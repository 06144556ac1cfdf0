import type { BookingView } from '@hotel/contracts';

/**
 * What the payment status column says: a cancelled booking is cancelled (or refunded) whether or
 * not it was ever paid, so an unpaid one that was cancelled is not shown as waiting for payment.
 */
export function bookingState(booking: BookingView): BookingView['payment_status'] | 'cancelled' | 'refunded' {
  if (booking.booking_canceled === 0) return booking.payment_status;
  return booking.booking_refund_amount === 1 ? 'refunded' : 'cancelled';
}

/** Bookings still waiting for payment are highlighted (specification, point 2). */
export const isAwaitingPayment = (booking: BookingView) => bookingState(booking) === 'pending';
