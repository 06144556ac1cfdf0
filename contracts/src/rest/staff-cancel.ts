import { z } from 'zod';
import { REFUND_METHODS } from './desk-methods';
import { requiredText, tmtAmount } from '../form-input';

/** The longest reason staff may give for a cancellation. */
export const MAX_CANCEL_REASON = 500;

/**
 * How much of what was paid goes back on a staff cancel: nothing, all that was paid (less what
 * went back already), or `amount` TMT of it (at most two decimals, above zero).
 */
export const staffRefundInput = z.union([
  z.literal('none'),
  z.literal('full'),
  z.object({ amount: tmtAmount.refine((amount) => amount > 0, 'positiveMoney') }),
]);
export type StaffRefundInput = z.infer<typeof staffRefundInput>;

/**
 * POST /bookings/{id}/cancel: staff cancel a booking, saying why and what goes back. What the bank
 * took goes back through the bank; the rest (taken at the desk) is recorded as given back by
 * `refund_method`, which defaults for a booking paid at reception to the way it was paid (cash as
 * cash, a card terminal's by transfer) and is needed otherwise.
 */
export const staffCancelInput = z.object({
  reason: requiredText(MAX_CANCEL_REASON),
  refund: staffRefundInput,
  refund_method: z.enum(REFUND_METHODS).optional(),
});
export type StaffCancelInput = z.infer<typeof staffCancelInput>;
