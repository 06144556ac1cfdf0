import type { MessageKey, MessageParams } from '@hotel/contracts';

/** A command the room's rules refuse; `code` is the localized message to show. */
export class RoomRuleViolated extends Error {
  override name = 'RoomRuleViolated';
  readonly code: MessageKey;
  readonly kind: 'conflict' | 'not_found' | 'invalid';
  /** What the message names (an amount, a date). */
  readonly params: MessageParams;

  constructor(code: MessageKey, kind: RoomRuleViolated['kind'], params: MessageParams = {}) {
    super(code);
    this.code = code;
    this.kind = kind;
    this.params = params;
  }
}

export const refuse = (
  code: MessageKey,
  kind: RoomRuleViolated['kind'] = 'conflict',
  params: MessageParams = {},
): never => {
  throw new RoomRuleViolated(code, kind, params);
};

/**
 * The booking was moved from this room to room `roomId`: a command that reached this room (a
 * read model not yet caught up with the move) is decided there (room-commands.ts).
 */
export class BookingMovedAway extends Error {
  override name = 'BookingMovedAway';
  readonly roomId: number;
  constructor(roomId: number) {
    super(`the booking moved to room ${roomId}`);
    this.roomId = roomId;
  }
}
