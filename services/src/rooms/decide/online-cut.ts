import { rangesOverlap, type RoomEvent } from '@hotel/contracts';
import { refuse } from '../room-errors';
import type { RoomState } from '../room-state-types';

type Nights = { checkin: string; checkout: string };

/** What cutting the for-online windows over a range decides, and the nights it took off sale. */
export interface OnlineCut {
  events: RoomEvent[];
  cutNights: Nights[];
}

/**
 * Takes the nights [from, to) off online sale: each for-online block met is removed and its parts
 * outside the range opened again under the fresh ids `blockIds` (a block's id names its whole
 * range, so a block that loses nights must be replaced, not changed). Windows never overlap, so
 * only the first and the last block met keep nights outside: two ids are enough.
 */
export function cutOnlineBlocks(
  state: RoomState,
  roomId: number,
  { from, to }: { from: string; to: string },
  blockIds: readonly number[],
): OnlineCut {
  const nights = { checkin: from, checkout: to };
  const freshIds = [...blockIds];
  const events: RoomEvent[] = [];
  const cutNights: Nights[] = [];
  for (const block of state.blocks.filter((b) => rangesOverlap(b, nights))) {
    events.push({ type: 'OnlineBlockRemoved', data: { roomId, blockId: block.blockId } });
    cutNights.push({
      checkin: block.checkin > from ? block.checkin : from,
      checkout: block.checkout < to ? block.checkout : to,
    });
    const outside = [
      { checkin: block.checkin, checkout: from },
      { checkin: to, checkout: block.checkout },
    ].filter((part) => part.checkin < part.checkout);
    for (const part of outside) {
      const blockId = freshIds.shift() ?? refuse('online.concurrentChange');
      events.push({ type: 'RoomOpenedForOnline', data: { roomId, blockId, ...part } });
    }
  }
  return { events, cutNights };
}
