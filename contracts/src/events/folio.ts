import { z } from 'zod';
import { DESK_METHODS } from '../rest/desk-methods';
import { bookingId, roomId, tenge } from './event-fields';

/**
 * Charges the desk posts in one click, priced by the rules rather than typed: the screens name
 * them in the reader's language (the description stays as it was written, for the ledger).
 */
export const CHARGE_KINDS = ['lateCheckOut'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/**
 * Staff put an extra on the booking's folio (late check-out, restaurant, yacht services, any named
 * amount): it adds to what the guest owes. `kind`: one of the one-click charges (absent on a
 * free-form one, and on every charge posted before they existed).
 */
export const chargePosted = z.object({
  type: z.literal('ChargePosted'),
  data: z.object({
    roomId,
    bookingId,
    chargeId: z.string(),
    description: z.string().min(1),
    amountTenge: tenge.positive(),
    kind: z.enum(CHARGE_KINDS).optional(),
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
