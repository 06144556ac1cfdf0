import { earliestDeparture, type RoomEvent } from '@hotel/contracts';
import { uncoveredByBlocks } from '../calendar-rules';
import type { CheckOutData, CommandData } from '../room-command';
import { refuse } from '../room-errors';
import type { RoomBooking, RoomState } from '../room-state-types';
import { bookingOf } from './guards';

/** The spec's reception flag, on a paid stay whose guests have not left. */
export function setReception(state: RoomState, data: CommandData<'SetReception'>): RoomEvent[] {
  const { roomId, bookingId, arrived } = data;
  const booking = bookingOf(state, bookingId);
  if (booking.status !== 'paid') refuse('booking.notPaid');
  if (booking.checkedOut) refuse('booking.alreadyCheckedOut');
  const next = arrived ?? !booking.arrived;
  // Set already: nothing to record (and no other's mark undone by a repeat).
  if (next === booking.arrived) return [];
  return [{ type: 'ReceptionStatusToggled', data: { roomId, bookingId, status: next ? 1 : 0 } }];
}

/** The guests of a paid stay arrive: once, from the arrival day on. */
export function checkIn(state: RoomState, command: CommandData<'CheckIn'>): RoomEvent[] {
  const { hotelToday, ...data } = command;
  const booking = bookingOf(state, data.bookingId);
  if (booking.status !== 'paid') refuse('booking.notPaid');
  if (booking.checkedOut) refuse('booking.alreadyCheckedOut');
  // The reception flag is the spec's own mark, set before arrival as often as not: no check-in.
  if (booking.checkedIn) refuse('booking.alreadyCheckedIn');
  if (hotelToday < booking.checkin) refuse('booking.checkinNotYet', 'invalid');
  return [{ type: 'GuestCheckedIn', data }];
}

/**
 * The guests leave: after check-in, once, from the day after their check-in date to the booked
 * checkout (the first night is the least a stay that began holds: a guest who arrives and leaves
 * the same day pays that night), and not after today but for that earliest day. Leaving early
 * frees the nights from `departedOn` on; those no for-online block covers are opened for online
 * sale (with the command's fresh ids), so every freed night can be booked online again. The money
 * given back is the staff's decision, at most the room part paid.
 */
export function checkOut(state: RoomState, command: CheckOutData): RoomEvent[] {
  const { roomId, bookingId, at, departedOn, refundTenge, hotelToday, blockIds } = command;
  const booking = bookingOf(state, bookingId);
  if (booking.status !== 'paid') refuse('booking.notPaid');
  if (booking.checkedOut) refuse('booking.alreadyCheckedOut');
  if (!booking.checkedIn) refuse('booking.notCheckedIn');
  const earliest = earliestDeparture(booking.checkin);
  if (departedOn < earliest)
    refuse('booking.departureBeforeFirstNight', 'invalid', { date: earliest }, 'departedOn');
  if (departedOn > booking.checkout) refuse('booking.departureOutOfStay', 'invalid');
  if (departedOn > hotelToday && departedOn > earliest)
    refuse('booking.departureInFuture', 'invalid');
  if (refundTenge > booking.price.roomPartTenge)
    refuse('booking.refundTooLarge', 'invalid', { max: booking.price.roomPartTenge });
  const early = departedOn < booking.checkout;
  // Money goes back for nights not stayed: a stay to its booked end has none.
  if (refundTenge > 0 && !early) refuse('booking.refundOnlyEarly', 'invalid');
  const checkedOut: RoomEvent = {
    type: 'GuestCheckedOut',
    data: {
      roomId,
      bookingId,
      at,
      departedOn,
      bookedCheckout: booking.checkout,
      early,
      refundTenge,
    },
  };
  if (!early) return [checkedOut];
  const refunds = departureRefund(roomId, booking, refundTenge);
  const gaps = uncoveredByBlocks(state, { checkin: departedOn, checkout: booking.checkout });
  const opened = gaps.map((gap, i): RoomEvent => {
    const blockId = blockIds[i];
    // The handler gives one id per freed night, and every gap holds at least one.
    if (blockId === undefined)
      throw new Error(
        `check-out of booking ${bookingId}: ${gaps.length} ranges to open, ${blockIds.length} ids`,
      );
    return { type: 'RoomOpenedForOnline', data: { roomId, blockId, ...gap } };
  });
  return [checkedOut, ...refunds, ...opened];
}

/**
 * How the money given back on check-out goes (in the check-out's append, so it is never recorded
 * without saying how): through the bank on the order the guest paid online (settled afterwards,
 * departure-refund.ts), or handed back at the desk the way it was taken.
 */
function departureRefund(roomId: number, booking: RoomBooking, refundTenge: number): RoomEvent[] {
  if (refundTenge === 0) return [];
  const { bookingId } = booking;
  if (booking.paidAtReception) {
    return [
      {
        type: 'DepartureRefundGivenAtReception',
        data: { roomId, bookingId, amountTenge: refundTenge, method: booking.paidAtReception },
      },
    ];
  }
  // Paid, and not at the desk: paid online, so the booking holds its order.
  if (booking.orderId === null)
    throw new Error(`booking ${bookingId} is paid, neither online nor at reception`);
  return [
    {
      type: 'DepartureRefundRequested',
      data: { roomId, bookingId, orderId: booking.orderId, amountTenge: refundTenge },
    },
  ];
}
