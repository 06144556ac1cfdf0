import { z } from 'zod';
import { calendarDate } from '../dates';
import type { LocalizedText } from '../localized';
import { entityId } from '../text';
import { idInput } from './calendar';

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

/** Staff move booking `id` to room `roomId` for the same nights (issue 13, item 1). */
export const moveStayInput = idInput.extend({ roomId: entityId });
export type MoveStayInput = z.infer<typeof moveStayInput>;

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
export interface MoveOptions {
  rooms: MoveTarget[];
  swaps: SwapTarget[];
}
