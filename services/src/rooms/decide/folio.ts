import type { RoomEvent } from '@hotel/contracts';
import type { CommandData } from '../room-command';
import { refuse } from '../room-errors';
import { isActive } from '../room-state';
import type { RoomState } from '../room-state-types';
import { bookingOf } from './guards';

/**
 * Extras go on a stay that holds its room (paid or awaiting payment), checked out or not. Late
 * check-out only while the guests are in the room (checked in, not yet out), once a stay: decided
 * here, on the room's revision, so two clicks at once charge it once.
 */
export function postCharge(state: RoomState, data: CommandData<'PostCharge'>): RoomEvent[] {
  const booking = bookingOf(state, data.bookingId);
  const active = isActive(booking) && booking.status !== 'refund_pending';
  if (data.kind === 'lateCheckOut') {
    if (!active || !booking.checkedIn || booking.checkedOut) refuse('folio.lateCheckOutNotInHouse');
    if (booking.lateCheckOutCharged) refuse('folio.lateCheckOutTwice');
  }
  if (!active) refuse('booking.notChangeable');
  return [{ type: 'ChargePosted', data }];
}

/**
 * Only toward a paid booking: an unpaid one may still be paid at the bank, whose payment would then
 * find it paid and not be recorded (staff settle an unpaid one when placing it).
 */
export function takeDeskPayment(
  state: RoomState,
  data: CommandData<'TakeDeskPayment'>,
): RoomEvent[] {
  const booking = bookingOf(state, data.bookingId);
  if (booking.status === 'cancelled' || booking.status === 'refund_pending')
    refuse('booking.paymentOnCancelled');
  if (booking.status !== 'paid' || booking.movedTo !== null) refuse('booking.notPaid');
  return [{ type: 'DeskPaymentTaken', data }];
}
