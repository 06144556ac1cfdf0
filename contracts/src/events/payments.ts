import { z } from 'zod';
import { bookingId, roomId, tenge } from './event-fields';

/** The bank registered the order; the guest pays on `formUrl`. */
export const paymentRegistered = z.object({
  type: z.literal('PaymentRegistered'),
  data: z.object({
    roomId,
    bookingId,
    orderId: z.string(),
    orderNumber: z.string(),
    formUrl: z.string(),
  }),
});

/** The bank says the order is deposited: the booking is paid (`online`). */
export const paymentConfirmed = z.object({
  type: z.literal('PaymentConfirmed'),
  data: z.object({
    roomId,
    bookingId,
    orderId: z.string(),
    amountTenge: tenge,
    paidAt: z.string(),
  }),
});

/**
 * The bank declined, or could not register the order, or (`no_bank_order`) the request placing
 * the booking died before the bank heard of it: the room is free again.
 */
export const paymentFailed = z.object({
  type: z.literal('PaymentFailed'),
  data: z.object({
    roomId,
    bookingId,
    reason: z.enum(['declined', 'bank_error', 'no_bank_order']),
    orderId: z.string().nullable(),
  }),
});

/** Nobody paid before the deadline: the room is free again. */
export const paymentExpired = z.object({
  type: z.literal('PaymentExpired'),
  data: z.object({ roomId, bookingId }),
});
