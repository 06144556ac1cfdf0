import type { RoomEvent } from '@hotel/contracts';
import { overlapsActiveBooking } from '../calendar-rules';
import type { CommandData } from '../room-command';
import { refuse } from '../room-errors';
import { refuseOutOfOrder } from './out-of-order';
import { findBooking, isActive } from '../room-state';
import type { RoomState } from '../room-state-types';
import { movable, sameStay } from './guards';

/*
 * A stay moving between rooms, in steps: accepted in the target room, then released in the source
 * room, or reverted in the target when the move is given up. A resumed move repeats its steps, and
 * a repeated step decides nothing.
 */

/**
 * The target room takes a stay moving in: for all its nights (a checked-in guest's: from
 * `splitOn`) it must be free of other stays but the one it swaps with (which waits here, frozen,
 * for its own move out). For-online blocks do not matter: staff, not the website, move stays.
 * Checked-in guests move, never swap: the other stay would have to split too.
 */
export function acceptStay(state: RoomState, command: CommandData<'AcceptStay'>): RoomEvent[] {
  const { swapExpected, ...data } = command;
  const here = findBooking(state, data.bookingId);
  // Taken already by this move: a resumed move repeats its first step.
  if (here?.arrivedBy === data.moveId) return [];
  if (here && here.movedTo === null && isActive(here)) refuse('move.sameRoom', 'invalid');
  if (data.stay.checkout <= data.stay.checkin) refuse('range.checkoutBeforeCheckin', 'invalid');
  const nights = { checkin: data.splitOn ?? data.stay.checkin, checkout: data.stay.checkout };
  if (
    data.splitOn !== undefined &&
    (!data.stay.checkedIn ||
      nights.checkin <= data.stay.checkin ||
      nights.checkin >= nights.checkout)
  ) {
    refuse('move.splitOutOfStay', 'invalid');
  }
  if (data.swapWith !== null) {
    const other = findBooking(state, data.swapWith) ?? refuse('booking.notFound', 'not_found');
    if (!movable(other)) refuse('booking.notMovable');
    if (other.checkedIn || data.stay.checkedIn) refuse('move.notSwappableCheckedIn');
    if (swapExpected && !sameStay(other, swapExpected)) refuse('move.stayChanged');
  }
  if (overlapsActiveBooking(state, nights, data.swapWith ?? undefined)) {
    refuse(data.swapWith === null ? 'booking.roomTaken' : 'move.notSwappable');
  }
  refuseOutOfOrder(state, nights);
  return [{ type: 'StayMovedIn', data }];
}

/** The source room lets the stay go, if it is still the copy the target room took. */
export function releaseStay(state: RoomState, command: CommandData<'ReleaseStay'>): RoomEvent[] {
  const { expected, ...data } = command;
  const booking = findBooking(state, data.bookingId) ?? refuse('booking.notFound', 'not_found');
  // Released already: a resumed move repeats its last step.
  if (booking.movedTo === data.toRoomId) return [];
  // Frozen by this very swap, it cannot have changed; otherwise it must still be the copy taken.
  const frozenHere = booking.leaving?.moveId === data.moveId;
  if (!frozenHere && !(movable(booking) && sameStay(booking, expected))) refuse('move.stayChanged');
  return [{ type: 'StayMovedOut', data }];
}

export function revertStayMove(state: RoomState, data: CommandData<'RevertStayMove'>): RoomEvent[] {
  const copy = findBooking(state, data.bookingId);
  // Reverted already, or never taken: nothing to let go.
  if (!copy || copy.arrivedBy !== data.moveId || copy.movedTo !== null) return [];
  return [{ type: 'StayMoveReverted', data }];
}
