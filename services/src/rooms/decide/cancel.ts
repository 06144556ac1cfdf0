import { type RefundMethod, type RoomEvent, type RoomEventOf } from '@hotel/contracts';
import { checkinAhead } from '../calendar-rules';
import type { CancelByStaffData, CommandData } from '../room-command';
import { refuse } from '../room-errors';
import type { RoomBooking, RoomState } from '../room-state-types';
import { bookingOf, refundable } from './guards';

/*
 * Ending a booking that holds its room before its guests arrive. The guest cancels only while
 * check-in is still ahead, and a paid booking whose cancel gives money back is refunded instead
 * (refund.ts).
 * Staff cancel any booking that holds its room, whoever booked it and however it was paid: no date
 * limits it, and staff choose what goes back, up to all that was paid: what the bank took goes
 * back through the bank (owed in the cancel's append, sent afterwards, staff-refund.ts), money
 * taken at the desk is recorded as given back.
 */

/** The guest's own cancel: one that keeps any payment (a refundable one is a refund). */
export function cancelBooking(
  state: RoomState,
  command: CommandData<'CancelBooking'>,
): RoomEvent[] {
  const { hotelNow, ...data } = command;
  const booking = bookingOf(state, data.bookingId);
  if (booking.status !== 'pending' && booking.status !== 'paid')
    refuse('booking.notCancellable', 'invalid');
  if (!checkinAhead(booking.checkin, hotelNow)) refuse('booking.checkinPassed', 'invalid');
  if (booking.arrived) refuse('booking.alreadyCheckedIn');
  if (refundable(booking, hotelNow)) refuse('booking.useRefund', 'invalid');
  return [{ type: 'BookingCancelled', data: { ...data, refunded: false } }];
}

/** Money taken at the desk goes back in cash when it came in cash; a card terminal's by transfer. */
const REFUND_METHOD = { cash: 'cash', card_terminal: 'bank_transfer' } as const satisfies Record<
  string,
  RefundMethod
>;

/** What the bank took for the booking (its whole price once paid online, nothing before). */
const bankPaidTenge = (booking: RoomBooking): number =>
  booking.status === 'paid' && booking.paidAtReception === null ? booking.price.totalTenge : 0;

/** What the desk took: the price of a booking paid at reception, and money toward its folio. */
const deskPaidTenge = (booking: RoomBooking): number =>
  (booking.status === 'paid' && booking.paidAtReception !== null ? booking.price.totalTenge : 0) +
  booking.deskPaidTenge;

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
  if (booking.status !== 'pending' && booking.status !== 'paid') refuse('booking.notActive');
  if (booking.arrived) refuse('booking.alreadyCheckedIn');
  return booking;
}

/**
 * Cancels the booking: its nights are free again. What goes back is at most what was paid, online
 * and at the desk, less what went back already; the same append says how it goes: through the
 * bank up to what the bank took (never more, so never twice), the rest recorded as given back in
 * cash or by bank transfer.
 */
export function cancelByStaff(state: RoomState, data: CancelByStaffData): RoomEvent[] {
  const { refund, refundMethod, ...cancel } = data;
  const booking = endable(state, data.bookingId);
  const throughBank = Math.max(0, bankPaidTenge(booking) - bankRefundedTenge(booking));
  const maxRefund = throughBank + deskPaidTenge(booking);
  const refundTenge = refund === 'none' ? 0 : refund === 'full' ? maxRefund : refund.amountTenge;
  if (refundTenge > maxRefund) refuse('booking.refundOverPaid', 'invalid', { max: maxRefund });
  const bankTenge = Math.min(refundTenge, throughBank);
  const deskTenge = refundTenge - bankTenge;
  const method =
    refundMethod ?? (booking.paidAtReception ? REFUND_METHOD[booking.paidAtReception] : null);
  if (deskTenge > 0 && method === null)
    refuse('booking.refundMethodNeeded', 'invalid', { rest: deskTenge });
  const { roomId, bookingId } = data;
  const events: RoomEvent[] = [
    { type: 'BookingCancelledByStaff', data: { ...cancel, refundTenge } },
  ];
  if (bankTenge > 0) {
    // Paid through the bank: the booking holds its order.
    if (booking.orderId === null)
      throw new Error(`booking ${bookingId} is paid, neither online nor at reception`);
    const owed: RoomEventOf<'StaffRefundRequested'>['data'] = {
      roomId,
      bookingId,
      orderId: booking.orderId,
      amountTenge: bankTenge,
      bankRefundedBeforeTenge: bankRefundedTenge(booking),
    };
    events.push({ type: 'StaffRefundRequested', data: owed });
  }
  if (deskTenge > 0 && method !== null) {
    events.push({
      type: 'RefundRecorded',
      data: { roomId, bookingId, amountTenge: deskTenge, method, refundedAt: data.cancelledAt },
    });
  }
  return events;
}

/** The guests never came: after the arrival day only, and the nights are free again; the money is kept. */
export function markNoShow(state: RoomState, command: CommandData<'MarkNoShow'>): RoomEvent[] {
  const { hotelToday, ...marked } = command;
  const booking = endable(state, command.bookingId);
  if (hotelToday <= booking.checkin) refuse('booking.noShowTooEarly', 'invalid');
  return [{ type: 'NoShowMarked', data: marked }];
}
