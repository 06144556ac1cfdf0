import { z } from 'zod';
import { bookingId, roomId, tenge } from './event-fields';

/** A refund of the room part was asked of the bank; a second one is refused until it settles. */
export const refundRequested = z.object({
  type: z.literal('RefundRequested'),
  data: z.object({ roomId, bookingId, orderId: z.string(), amountTenge: tenge }),
});

/** The bank refunded: the booking is cancelled with refund; the booking fee is kept. */
export const bookingRefunded = z.object({
  type: z.literal('BookingRefunded'),
  data: z.object({
    roomId,
    bookingId,
    orderId: z.string(),
    amountTenge: tenge,
    bankReference: z.string(),
    cancelledAt: z.string(),
  }),
});

/** The bank refused the refund: the booking stays paid. */
export const refundFailed = z.object({
  type: z.literal('RefundFailed'),
  data: z.object({ roomId, bookingId, reason: z.string() }),
});

/**
 * A payment arrived after the booking had expired, failed or been cancelled, and the room was no
 * longer free for it: the whole amount went back through the bank.
 */
export const latePaymentRefunded = z.object({
  type: z.literal('LatePaymentRefunded'),
  data: z.object({
    roomId,
    bookingId,
    orderId: z.string(),
    amountTenge: tenge,
    refundedAt: z.string(),
  }),
});
