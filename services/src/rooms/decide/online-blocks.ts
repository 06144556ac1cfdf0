import type { RoomEvent } from '@hotel/contracts';
import { overlapsActiveBooking, overlapsBlock } from '../calendar-rules';
import type { CommandData } from '../room-command';
import { refuse } from '../room-errors';
import { findBlock } from '../room-state';
import type { RoomState } from '../room-state-types';
import { cutOnlineBlocks } from './online-cut';
import { refuseOutOfOrder } from './out-of-order';

/** Staff open a range for online sale: one no block or active booking holds yet. */
export function openRoomForOnline(
  state: RoomState,
  range: CommandData<'OpenRoomForOnline'>,
): RoomEvent[] {
  if (range.checkout <= range.checkin) refuse('range.checkoutBeforeCheckin', 'invalid');
  if (overlapsBlock(state, range) || overlapsActiveBooking(state, range))
    refuse('online.rangeAlreadySet');
  // A window over repairs would sell nights the room cannot give.
  refuseOutOfOrder(state, range);
  return [{ type: 'RoomOpenedForOnline', data: range }];
}

/** Staff take a block off online sale, unless a booking holds its nights. */
export function removeOnlineBlock(
  state: RoomState,
  data: CommandData<'RemoveOnlineBlock'>,
): RoomEvent[] {
  const block = findBlock(state, data.blockId) ?? refuse('online.notFound', 'not_found');
  if (overlapsActiveBooking(state, block)) refuse('online.hasBooking');
  return [{ type: 'OnlineBlockRemoved', data }];
}

/**
 * Staff take the nights [from, to) off online sale, unless a booking holds one of them: cutting a
 * window's end shortens it, cutting its middle splits it in two (online-cut.ts).
 */
export function closeOnlineNights(
  state: RoomState,
  data: CommandData<'CloseOnlineNights'>,
): RoomEvent[] {
  const { roomId, from, to, blockIds } = data;
  if (to <= from) refuse('range.checkoutBeforeCheckin', 'invalid');
  const nights = { checkin: from, checkout: to };
  if (!overlapsBlock(state, nights)) refuse('online.noNightsInRange');
  if (overlapsActiveBooking(state, nights)) refuse('online.hasBooking');
  return cutOnlineBlocks(state, roomId, { from, to }, blockIds).events;
}
