import { z } from 'zod';
import { calendarDate } from '../dates';
import { BOOKING_CHANNELS, nightlyRate, priceBreakdown } from './bookings';
import { bookingId, roomId, tenge } from './event-fields';
import { RECEPTION_METHODS } from './reception';

/**
 * What a room's stream knows of a booking: the part of its state the room's rules decide on. A
 * stay moved to another room carries it there.
 */
export const roomStay = z.object({
  checkin: calendarDate,
  checkout: calendarDate,
  status: z.enum(['pending', 'online']),
  orderId: z.string().nullable(),
  formUrl: z.string().nullable(),
  price: priceBreakdown,
  paymentDeadline: z.string(),
  receptionStatus: z.union([z.literal(0), z.literal(1)]),
  channel: z.enum(BOOKING_CHANNELS),
  /** How reception took the money of a stay paid at the desk (an early departure gives it back so). */
  paidAtReception: z.enum(RECEPTION_METHODS).nullable(),
  /** The guests checked in (absent: not, as every stay moved before checked-in guests could move). */
  checkedIn: z.boolean().optional(),
  /** Money the desk took toward the folio (`DeskPaymentTaken`); absent: none. A staff cancel may give it back. */
  deskPaidTenge: tenge.optional(),
  /** Late check-out is charged on the folio (a one-click charge, once a stay); absent: not. */
  lateCheckOutCharged: z.literal(true).optional(),
});
export type RoomStay = z.infer<typeof roomStay>;

/**
 * A move's first step: this room (the target) took booking `bookingId`, moving from room
 * `fromRoomId` as `moveId`, and holds its nights from now on. The source room still holds them
 * until it releases the stay (`StayMovedOut`); were the move given up, `StayMoveReverted` takes
 * the stay out again. In a swap, `swapWith` is this room's own stay that goes the other way: it
 * stays here, frozen, until its own move out.
 */
export const stayMovedIn = z.object({
  type: z.literal('StayMovedIn'),
  data: z.object({
    roomId,
    bookingId,
    moveId: z.string(),
    fromRoomId: roomId,
    roomTypeId: z.number().int(),
    stay: roomStay,
    swapWith: bookingId.nullable(),
    /**
     * A checked-in guest moving on the rest of the stay: the first night this room holds. The
     * nights before it were slept in the room the stay left and stay there. Absent: every night.
     */
    splitOn: calendarDate.optional(),
    /** Staff moved the stay to a room its type or state would refuse (too few beds, not on sale): why. */
    overrideReason: z.string().optional(),
  }),
});

/**
 * A move's last step: this room (the source) released booking `bookingId` to room `toRoomId`.
 * `rate`: the stay went to another room type, whose nightly price in force then the folio now
 * charges its nights at (absent: the same type, or a move made before moves repriced).
 */
export const stayMovedOut = z.object({
  type: z.literal('StayMovedOut'),
  data: z.object({
    roomId,
    bookingId,
    moveId: z.string(),
    toRoomId: roomId,
    toRoomTypeId: z.number().int(),
    /** As in `StayMovedIn`: the nights before it were slept here and stay this room's. */
    splitOn: calendarDate.optional(),
    /** As in `StayMovedIn`: why staff overrode the target room's rules. */
    overrideReason: z.string().optional(),
    rate: nightlyRate.optional(),
  }),
});

/**
 * A move given up after its first step (the stay changed in its source room meanwhile): this room
 * no longer holds booking `bookingId`, and its own stay `swapWith` is no longer frozen.
 */
export const stayMoveReverted = z.object({
  type: z.literal('StayMoveReverted'),
  data: z.object({ roomId, bookingId, moveId: z.string(), swapWith: bookingId.nullable() }),
});
