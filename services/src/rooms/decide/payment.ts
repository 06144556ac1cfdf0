import { assertNever, type RoomEvent } from '@hotel/contracts';
import { roomFreeForChannel } from '../calendar-rules';
import type { CommandData } from '../room-command';
import { refuse } from '../room-errors';
import type { RoomState } from '../room-state-types';
import { bookingOf } from './guards';

/*
 * The bank's payment of an online booking. Repeated answers from the bank (a second return, the
 * poller after the return) decide nothing: idempotent.
 */

/** The booking's order at the bank, registered once while it awaits payment. */
export function registerPayment(
  state: RoomState,
  data: CommandData<'RegisterPayment'>,
): RoomEvent[] {
  const booking = bookingOf(state, data.bookingId);
  if (booking.orderId === data.orderId) return [];
  if (booking.status !== 'pending') refuse('booking.notPending');
  return [{ type: 'PaymentRegistered', data }];
}

export function confirmPayment(state: RoomState, data: CommandData<'ConfirmPayment'>): RoomEvent[] {
  const booking = bookingOf(state, data.bookingId);
  switch (booking.status) {
    case 'pending':
      return [{ type: 'PaymentConfirmed', data }];
    case 'paid':
    case 'refund_pending':
    case 'refunded':
      return []; // already confirmed: a second return or the poller changes nothing
    case 'failed':
    case 'expired':
      // Paid after we gave up on it: keep the booking if its room is still free for it.
      if (roomFreeForChannel(state, booking.channel, booking, booking.bookingId))
        return [{ type: 'PaymentConfirmed', data }];
      return refuse('booking.latePaymentNoRoom');
    case 'cancelled':
    case 'late_refunded':
    case 'no_show':
      return refuse('booking.latePaymentNoRoom');
    default:
      return assertNever(booking.status);
  }
}

export function failPayment(state: RoomState, data: CommandData<'FailPayment'>): RoomEvent[] {
  const booking = bookingOf(state, data.bookingId);
  return booking.status === 'pending' ? [{ type: 'PaymentFailed', data }] : [];
}

/** An unpaid booking past its payment deadline (`now`) lets its nights go. */
export function expirePayment(
  state: RoomState,
  command: CommandData<'ExpirePayment'>,
): RoomEvent[] {
  const { now, ...data } = command;
  const booking = bookingOf(state, data.bookingId);
  return booking.status === 'pending' && now > booking.paymentDeadline
    ? [{ type: 'PaymentExpired', data }]
    : [];
}
