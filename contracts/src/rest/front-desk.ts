import { z } from 'zod';
import { calendarDate } from '../dates';
import type { LocalizedText } from '../localized';
import { entityId } from '../text';
import { idInput } from './calendar';

/** Why staff override a rule of a move: said in words, kept with the event. */
export const overrideReason = z.string().trim().min(1).max(500);

/** Reception marks the guests of booking `id` as arrived. */
export const checkInInput = idInput;

/**
 * Reception marks the guests of booking `id` as gone on `departedOn` (the hotel's date; before the
 * booked checkout: an early departure), giving back `refundTenge` (integer teňňe, 0: nothing).
 */
export const checkOutInput = idInput.extend({
  departedOn: calendarDate,
  refundTenge: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});
export type CheckOutInput = z.infer<typeof checkOutInput>;

/**
 * Staff move booking `id` to room `roomId` for the same nights (a checked-in guest: for the rest
 * of the stay). `reason`: a manager's override of a room that cannot take the stay (too few beds,
 * not published), recorded with the move.
 */
export const moveStayInput = idInput.extend({
  roomId: entityId,
  reason: overrideReason.optional(),
});
export type MoveStayInput = z.infer<typeof moveStayInput>;

/** The REST body of `POST /api/bookings/{id}/move`: the room, and a manager's override reason. */
export const moveStayBody = z.object({ room_id: entityId, reason: overrideReason.optional() });

/** Staff swap the rooms of bookings `id` and `otherId` (each takes the other's room). */
export const swapStaysInput = idInput.extend({ otherId: entityId });
export type SwapStaysInput = z.infer<typeof swapStaysInput>;

/**
 * Where booking `id` can go: rooms free for all its nights (a move), and the stays a swap could
 * trade rooms with. `priceDifferenceTenge`: what the target room's type costs for the booking's
 * nights minus what the booking's own type costs (integer teňňe, signed; 0 for the same type). It
 * is shown to staff; the booking keeps the price the guest was quoted.
 */
export interface MoveTarget {
  roomId: number;
  roomNumber: string;
  roomTypeId: number;
  roomTypeName: LocalizedText;
  priceDifferenceTenge: number;
}
export interface SwapTarget extends MoveTarget {
  bookingId: number;
  checkin: string;
  checkout: string;
  guestName: string;
}
/** A free room the desk's rules refuse (not on sale, too few beds): a manager may override, with a reason. */
export interface OverridableTarget extends MoveTarget {
  /** Why the room cannot take the stay, localized. */
  refusal: string;
}
export interface MoveOptions {
  rooms: MoveTarget[];
  swaps: SwapTarget[];
  overridable: OverridableTarget[];
}
