import {
  tengeText,
  type CalendarDate,
  type RefundMethod,
  type RoomEvent,
  type RoomEventOf,
} from '@hotel/contracts';
import { bookingOf, refuse, type RoomCommand } from './room-decide';
import type { RoomBooking, RoomState } from './room-state';

/*
 * Staff cancel, no-show and refund: the room's rules for ending a booking that holds its room on
 * the staff's decision, whoever booked it and however it was paid. Unlike the guest's own cancel
 * and refund (room-decide.ts), no date limits a cancel, and staff choose what goes back, up to
 * all that was paid: what the bank took goes back through the bank (owed in the cancel's append,
 * sent afterwards, staff-refund.ts), money taken at the desk is recorded as given back.
 */

/** What goes back: nothing, all that was paid less what went back already, or an amount in teňňe. */
export type StaffRefundChoice = 'none' | 'full' | { amountTenge: number };

export interface CancelByStaffData {
  roomId: number;
  bookingId: number;
  reason: string;
  cancelledAt: string;
  refund: StaffRefundChoice;
}

/** Money taken at the desk goes back in cash when it came in cash; a card terminal's by transfer. */
const REFUND_METHOD = { cash: 'cash', card_terminal: 'bank_transfer' } as const satisfies Record<
  string,
  RefundMethod
>;

/** What the booking's guest paid (the whole price once paid, nothing before). */
const paidTenge = (booking: RoomBooking): number =>
  booking.status === 'online' ? booking.price.totalTenge : 0;

/**
 * What went back of the booking's money already, through the bank: an early departure's refund
 * (only a checked-in stay has one, and such a stay is not cancelled) counts once sent.
 */
const bankRefundedTenge = (booking: RoomBooking): number =>
  booking.departureRefund?.status === 'sent' ? booking.departureRefund.amountTenge : 0;

/** A booking that holds its room and whose guests have not arrived: one staff may still end. */
function endable(state: RoomState, bookingId: number): RoomBooking {
  const booking = bookingOf(state, bookingId);
  if (booking.status === 'refund_pending') refuse('booking.refundInProgress');
  if (booking.status !== 'pending' && booking.status !== 'online') refuse('booking.notActive');
  if (booking.receptionStatus === 1) refuse('booking.alreadyCheckedIn');
  return booking;
}

/**
 * Cancels the booking: its nights are free again. What goes back is at most what was paid less
 * what went back already; the same append says how it goes.
 */
export function cancelByStaff(state: RoomState, data: CancelByStaffData): RoomEvent[] {
  const { refund, ...cancel } = data;
  const booking = endable(state, data.bookingId);
  const refundable = paidTenge(booking) - bankRefundedTenge(booking);
  const refundTenge = refund === 'none' ? 0 : refund === 'full' ? refundable : refund.amountTenge;
  if (refundTenge > refundable)
    refuse('booking.refundOverPaid', 'invalid', { max: tengeText(refundable) });
  const cancelled: RoomEvent = {
    type: 'BookingCancelledByStaff',
    data: { ...cancel, refundTenge },
  };
  if (refundTenge === 0) return [cancelled];
  const { roomId, bookingId } = data;
  if (booking.paidAtReception) {
    const method = REFUND_METHOD[booking.paidAtReception];
    return [
      cancelled,
      {
        type: 'RefundRecorded',
        data: { roomId, bookingId, amountTenge: refundTenge, method, refundedAt: data.cancelledAt },
      },
    ];
  }
  // Paid, and not at the desk: paid online, so the booking holds its order.
  if (booking.orderId === null)
    throw new Error(`booking ${bookingId} is paid, neither online nor at reception`);
  const owed: RoomEventOf<'StaffRefundRequested'>['data'] = {
    roomId,
    bookingId,
    orderId: booking.orderId,
    amountTenge: refundTenge,
    bankRefundedBeforeTenge: bankRefundedTenge(booking),
  };
  return [cancelled, { type: 'StaffRefundRequested', data: owed }];
}

/** The guests never came: after the arrival day only, and the nights are free again; the money is kept. */
export function markNoShow(
  state: RoomState,
  data: RoomEventOf<'NoShowMarked'>['data'] & { hotelToday: CalendarDate },
): RoomEvent[] {
  const { hotelToday, ...marked } = data;
  const booking = endable(state, data.bookingId);
  if (hotelToday <= booking.checkin) refuse('booking.noShowTooEarly', 'invalid');
  return [{ type: 'NoShowMarked', data: marked }];
}

/** The bank's answer to an owed staff refund, recorded once: a retry after it decides nothing. */
export function staffRefundAnswer(
  state: RoomState,
  command: Extract<RoomCommand, { type: 'CompleteStaffRefund' | 'FailStaffRefund' }>,
): RoomEvent[] {
  const owed = bookingOf(state, command.data.bookingId).staffRefund;
  if (owed?.status !== 'requested') return [];
  const { orderId, amountTenge } = owed;
  return command.type === 'CompleteStaffRefund'
    ? [{ type: 'StaffRefundSent', data: { ...command.data, orderId, amountTenge } }]
    : [{ type: 'StaffRefundFailed', data: { ...command.data, orderId, amountTenge } }];
}
