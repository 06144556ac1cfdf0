import { guestRefundOf, type RoomEvent } from '@hotel/contracts';
import type { CommandData } from '../room-command';
import { refuse } from '../room-errors';
import type { RoomState } from '../room-state-types';
import { bookingOf, refundable } from './guards';

/*
 * Money going back to a guest who paid online: the guest's own refund (asked for, then the bank's
 * answer), and what the bank refunded on its side (a late payment, its back office). Repeated
 * answers decide nothing.
 */

export function requestRefund(state: RoomState, data: CommandData<'RequestRefund'>): RoomEvent[] {
  const booking = bookingOf(state, data.bookingId);
  if (booking.status === 'refund_pending') refuse('booking.refundInProgress');
  if (booking.status === 'refunded') refuse('booking.alreadyRefunded');
  if (!refundable(booking, data.hotelNow) || booking.orderId === null)
    refuse('booking.notRefundable', 'invalid');
  const { roomId, bookingId } = data;
  return [
    {
      type: 'RefundRequested',
      data: {
        roomId,
        bookingId,
        orderId: booking.orderId ?? '',
        amountTenge: guestRefundOf(booking.price),
      },
    },
  ];
}

export function completeRefund(
  state: RoomState,
  command: CommandData<'CompleteRefund'>,
): RoomEvent[] {
  const booking = bookingOf(state, command.bookingId);
  if (booking.status !== 'refund_pending') return [];
  const data = {
    ...command,
    orderId: booking.orderId ?? '',
    amountTenge: guestRefundOf(booking.price),
  };
  return [{ type: 'BookingRefunded', data }];
}

export function failRefund(state: RoomState, data: CommandData<'FailRefund'>): RoomEvent[] {
  const booking = bookingOf(state, data.bookingId);
  return booking.status === 'refund_pending' ? [{ type: 'RefundFailed', data }] : [];
}

/** The bank gave back a payment that came after the booking had ended. */
export function recordLatePaymentRefund(
  state: RoomState,
  data: CommandData<'RecordLatePaymentRefund'>,
): RoomEvent[] {
  const booking = bookingOf(state, data.bookingId);
  if (booking.status === 'late_refunded') return [];
  if (!['failed', 'expired', 'cancelled', 'no_show'].includes(booking.status))
    refuse('booking.notPending');
  return [{ type: 'LatePaymentRefunded', data }];
}

/**
 * The bank's back office refunded or reversed a paid booking: the money went back, so the booking
 * is refunded here too, by the amount the bank reports.
 */
export function recordBankRefund(
  state: RoomState,
  data: CommandData<'RecordBankRefund'>,
): RoomEvent[] {
  const booking = bookingOf(state, data.bookingId);
  if (booking.status === 'refunded') return [];
  if (booking.status === 'refund_pending') refuse('booking.refundInProgress');
  if (booking.status !== 'paid') refuse('booking.notPaid');
  return [{ type: 'BookingRefunded', data: { ...data, orderId: booking.orderId ?? '' } }];
}
