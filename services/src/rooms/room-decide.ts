import { rangesOverlap, type CalendarDate, type MessageKey, type RoomEvent } from '@hotel/contracts';
import { assertNever, type RoomState } from './room-state';

export type RoomCommand =
  | {
      type: 'OpenRoomForOnline';
      data: { roomId: number; blockId: number; checkin: CalendarDate; checkout: CalendarDate };
    }
  | { type: 'RemoveOnlineBlock'; data: { roomId: number; blockId: number } };

/** A command the room's rules refuse; `code` is the localized message to show. */
export class RoomRuleViolated extends Error {
  override name = 'RoomRuleViolated';
  readonly code: MessageKey;
  readonly kind: 'conflict' | 'not_found' | 'invalid';

  constructor(code: MessageKey, kind: RoomRuleViolated['kind']) {
    super(code);
    this.code = code;
    this.kind = kind;
  }
}

/**
 * The room's invariant: no two occupations of its calendar overlap (for-online blocks now; the
 * bookings that must lie inside a block come with the booking flow).
 */
export function decide(command: RoomCommand, state: RoomState): RoomEvent[] {
  switch (command.type) {
    case 'OpenRoomForOnline': {
      const { checkin, checkout } = command.data;
      if (checkout <= checkin) throw new RoomRuleViolated('range.checkoutBeforeCheckin', 'invalid');
      if (state.blocks.some((block) => rangesOverlap(block, { checkin, checkout }))) {
        throw new RoomRuleViolated('online.rangeAlreadySet', 'conflict');
      }
      return [{ type: 'RoomOpenedForOnline', data: command.data }];
    }
    case 'RemoveOnlineBlock': {
      if (!state.blocks.some((block) => block.blockId === command.data.blockId)) {
        throw new RoomRuleViolated('online.notFound', 'not_found');
      }
      return [{ type: 'OnlineBlockRemoved', data: command.data }];
    }
    default:
      return assertNever(command);
  }
}
