import { z } from 'zod';
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

/** POST /bookings/{id}/cancel: staff cancel a booking, saying why and what goes back. */
export const staffCancelInput = z.object({
  reason: requiredText(MAX_CANCEL_REASON),
  refund: staffRefundInput,
});
export type StaffCancelInput = z.infer<typeof staffCancelInput>;
