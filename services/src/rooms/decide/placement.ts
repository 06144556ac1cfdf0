import type { RoomEvent } from '@hotel/contracts';
import { roomFreeForChannel } from '../calendar-rules';
import type { CommandData } from '../room-command';
import { refuse } from '../room-errors';
import { findBooking } from '../room-state';
import type { RoomState } from '../room-state-types';
import { refuseOutOfOrder } from './out-of-order';

/** A guest books online: nights free of other bookings and inside the for-online blocks. */
export function placeBooking(state: RoomState, data: CommandData<'PlaceBooking'>): RoomEvent[] {
  // Placed already: a retry of the same booking attempt (after a crash) decides nothing.
  if (findBooking(state, data.bookingId)) return [];
  // As for every range here: a stay without nights is no stay (and no rule below is made for one).
  if (data.checkout <= data.checkin) refuse('range.checkoutBeforeCheckin', 'invalid');
  if (!roomFreeForChannel(state, data.channel ?? 'online', data)) refuse('booking.roomTaken');
  refuseOutOfOrder(state, data);
  return [{ type: 'BookingPlaced', data }];
}

/** Staff book for a guest, paid at the desk already or not. */
export function placeStaffBooking(
  state: RoomState,
  command: CommandData<'PlaceStaffBooking'>,
): RoomEvent[] {
  const { paidAtReception, ...data } = command;
  if (findBooking(state, data.bookingId)) return [];
  if (data.checkout <= data.checkin) refuse('range.checkoutBeforeCheckin', 'invalid');
  if (!roomFreeForChannel(state, data.channel ?? 'online', data)) refuse('booking.roomTaken');
  refuseOutOfOrder(state, data);
  const placed: RoomEvent = { type: 'BookingPlaced', data };
  if (paidAtReception === null) return [placed];
  // One append: the booking is never seen unpaid when the guest paid at the desk.
  const { roomId, bookingId } = data;
  return [
    placed,
    {
      type: 'PaymentTakenAtReception',
      data: { roomId, bookingId, amountTenge: data.price.totalTenge, method: paidAtReception },
    },
  ];
}
