import { z } from 'zod';
import { paymentInput } from './booking';

/**
 * One booking attempt's key, chosen by the client (the site sends a random one per attempt): a
 * retry with it answers the same booking and bank page instead of booking again. Visible ASCII,
 * as an HTTP header carries it.
 */
export const idempotencyKey = z
  .string({ message: 'idempotencyKey' })
  .regex(/^[\x21-\x7e]{1,255}$/, 'idempotencyKey');

/** The header that carries it on `POST /api/payment`. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The booking as tRPC takes it: the same fields, and the attempt's key beside them. */
export const bookingAttemptInput = paymentInput.extend({
  idempotencyKey: idempotencyKey.optional(),
});
export type BookingAttemptInput = z.infer<typeof bookingAttemptInput>;
