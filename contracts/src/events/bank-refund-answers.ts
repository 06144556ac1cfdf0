import { z } from 'zod';
import { bookingId, roomId, tenge } from './event-fields';

/*
 * The bank's answer to a refund of part of an order that a booking's events asked of it (an early
 * departure's, a staff cancel's): each kind of refund records it under its own event types, with
 * the same data.
 */

/** The bank refunded it (or had, before a crash let us record it). */
export const bankRefundSent = z.object({
  roomId,
  bookingId,
  orderId: z.string(),
  amountTenge: tenge.positive(),
  bankReference: z.string(),
  refundedAt: z.string(),
});

/** The bank refused it: nothing went back; staff settle it another way. */
export const bankRefundFailed = z.object({
  roomId,
  bookingId,
  orderId: z.string(),
  amountTenge: tenge.positive(),
  reason: z.string(),
});

/** The event a kind of refund records the bank's refund under: its own type, the same data. */
export const bankRefundSentEvent = <T extends string>(type: T) =>
  z.object({ type: z.literal(type), data: bankRefundSent });

/** The event a kind of refund records the bank's refusal under: its own type, the same data. */
export const bankRefundFailedEvent = <T extends string>(type: T) =>
  z.object({ type: z.literal(type), data: bankRefundFailed });
