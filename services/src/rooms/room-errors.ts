import type { MessageKey, MessageParams } from '@hotel/contracts';

/** A command the room's rules refuse; `code` is the localized message to show. */
export class RoomRuleViolated extends Error {
  override name = 'RoomRuleViolated';
  readonly code: MessageKey;
  readonly kind: 'conflict' | 'not_found' | 'invalid';
  /** What the message names (an amount, a date). */
  readonly params: MessageParams;
  /** The command's field at fault, where one is: a form shows the message by it. */
  readonly field: string | undefined;

  constructor(
    code: MessageKey,
    kind: RoomRuleViolated['kind'],
    params: MessageParams = {},
    field?: string,
  ) {
    super(code);
    this.code = code;
    this.kind = kind;
    this.params = params;
    this.field = field;
  }
}

/**
 * Refused because bookings `bookingIds` hold the nights asked for. Staff know a booking by its book
 * number, which the room's stream does not keep (a stay moved in carries none), so the application
 * names them (out-of-order.ts); `books` holds the ids only for a caller that does not.
 */
export class HeldByBookings extends RoomRuleViolated {
  override name = 'HeldByBookings';
  readonly bookingIds: readonly number[];

  constructor(code: MessageKey, bookingIds: readonly number[]) {
    super(code, 'conflict', { books: bookingIds.map((id) => `#${id}`).join(', ') });
    this.bookingIds = bookingIds;
  }
}

export const refuse = (
  code: MessageKey,
  kind: RoomRuleViolated['kind'] = 'conflict',
  params: MessageParams = {},
  field?: string,
): never => {
  throw new RoomRuleViolated(code, kind, params, field);
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
