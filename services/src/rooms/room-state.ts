import type { CalendarDate, RoomEvent } from '@hotel/contracts';

export interface OnlineBlock {
  blockId: number;
  checkin: CalendarDate;
  checkout: CalendarDate;
}

/** What the room's stream knows: which ranges of its calendar are occupied and by what. */
export interface RoomState {
  roomId: number | null;
  blocks: readonly OnlineBlock[];
}

export const initialRoomState: RoomState = { roomId: null, blocks: [] };

export function evolve(state: RoomState, event: RoomEvent): RoomState {
  switch (event.type) {
    case 'RoomOpenedForOnline': {
      const { roomId, blockId, checkin, checkout } = event.data;
      return { ...state, roomId, blocks: [...state.blocks, { blockId, checkin, checkout }] };
    }
    case 'OnlineBlockRemoved':
      return { ...state, blocks: state.blocks.filter((b) => b.blockId !== event.data.blockId) };
    default:
      return assertNever(event);
  }
}

export function assertNever(value: never): never {
  throw new Error(`Unhandled case ${JSON.stringify(value)}`);
}
