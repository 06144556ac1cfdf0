import type { RoomEvent } from '@hotel/contracts';
import { coveredByBlocks, overlapsActiveBooking } from '../calendar-rules';
import type { CommandData } from '../room-command';
import { refuse } from '../room-errors';
import { isActive } from '../room-state';
import type { RoomState } from '../room-state-types';
import { bookingOf } from './guards';
import { refuseOutOfOrder } from './out-of-order';

/** Staff move a stay's dates: still inside for-online blocks when booked online, and free. */
export function changeDates(state: RoomState, data: CommandData<'ChangeDates'>): RoomEvent[] {
  const { checkin, checkout, bookingId } = data;
  const booking = bookingOf(state, bookingId);
  if (!isActive(booking) || booking.status === 'refund_pending' || booking.checkedOut)
    refuse('booking.notChangeable');
  if (checkout <= checkin) refuse('range.checkoutBeforeCheckin', 'invalid');
  if (booking.checkin === checkin && booking.checkout === checkout) return [];
  if (booking.channel === 'online' && !coveredByBlocks(state, { checkin, checkout }))
    refuse('booking.outsideOnline');
  if (overlapsActiveBooking(state, { checkin, checkout }, bookingId)) refuse('booking.datesTaken');
  refuseOutOfOrder(state, { checkin, checkout });
  const previous = { checkin: booking.checkin, checkout: booking.checkout };
  return [{ type: 'BookingDatesChanged', data: { ...data, previous } }];
}

/** Who stays may change until they leave (a guest joins a stay under way too). */
export function changeGuests(state: RoomState, data: CommandData<'ChangeGuests'>): RoomEvent[] {
  const booking = bookingOf(state, data.bookingId);
  if (!isActive(booking) || booking.status === 'refund_pending' || booking.checkedOut)
    refuse('booking.guestsNotChangeable');
  return [{ type: 'GuestsChanged', data }];
}
