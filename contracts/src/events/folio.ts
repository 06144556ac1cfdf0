import { z } from 'zod';
import { DESK_METHODS } from '../rest/desk-methods';
import { bookingId, roomId, tenge } from './event-fields';

/**
 * Staff put an extra on the booking's folio (late check-out, restaurant, yacht services, any named
 * amount): it adds to what the guest owes.
 */
export const chargePosted = z.object({
  type: z.literal('ChargePosted'),
  data: z.object({
    roomId,
    bookingId,
    chargeId: z.string(),
    description: z.string().min(1),
    amountTenge: tenge.positive(),
  }),
});

/**
 * The desk took money toward a paid booking's folio (a balance due after a change, an extra): the
 * booking stays as it was. Settling an unpaid staff booking at the desk is `PaymentTakenAtReception`.
 */
export const deskPaymentTaken = z.object({
  type: z.literal('DeskPaymentTaken'),
  data: z.object({
    roomId,
    bookingId,
    paymentId: z.string(),
    amountTenge: tenge.positive(),
    method: z.enum(DESK_METHODS),
  }),
});
