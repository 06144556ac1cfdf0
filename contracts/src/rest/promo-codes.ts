import { z } from 'zod';
import { calendarDate } from '../dates';
import { MAX_PROMO_CODE_USES } from '../events/promo-codes';
import { reasonOr, tmtAmount, wholeNumber } from '../form-input';

/*
 * Promotion codes over REST (docs/rates.md "Promotion codes"). Money is TMT in JSON, integer
 * teňňe inside; a code is letters and digits, taken in any case and kept upper-case.
 */

/** A code as typed: 3 to 20 Latin letters or digits, spaces around it ignored, any case. */
export const promoCodeText = z
  .string(reasonOr('promoCode'))
  .trim()
  .regex(/^[A-Za-z0-9]{3,20}$/, 'promoCode')
  .transform((code) => code.toUpperCase());

/** POST /api/promo-codes: a new code, either `percent` or `amount` off the stay's room charge. */
export const promoCodeInput = z
  .object({
    code: promoCodeText.describe('3 to 20 letters or digits; any case'),
    percent: wholeNumber('promoPercent', 1, 100)
      .optional()
      .describe("Per cent off the stay's room charge (1..100), or else `amount`"),
    amount: tmtAmount.optional().describe("TMT off the stay's room charge, or else `percent`"),
    arrival_from: calendarDate.describe('The first arrival date the code takes'),
    arrival_to: calendarDate.describe('The last arrival date the code takes (included)'),
    max_uses: wholeNumber('promoUses', 1, MAX_PROMO_CODE_USES)
      .optional()
      .describe('How many bookings may use it (absent: no limit)'),
  })
  .superRefine((input, context) => {
    if ((input.percent === undefined) === (input.amount === undefined))
      context.addIssue({ code: 'custom', path: ['percent'], message: 'promoKind' });
    else if (input.amount !== undefined && input.amount <= 0)
      context.addIssue({ code: 'custom', path: ['amount'], message: 'promoAmount' });
    if (input.arrival_to < input.arrival_from)
      context.addIssue({ code: 'custom', path: ['arrival_to'], message: 'promoArrivalTo' });
  });
export type PromoCodeInput = z.infer<typeof promoCodeInput>;

/** A code as the staff list shows it, with its live uses and what they took off. */
export const promoCodeView = z.object({
  id: z.number().int(),
  code: z.string(),
  percent: z.number().int().nullable(),
  amount: z.number().nullable(),
  arrival_from: z.string(),
  arrival_to: z.string(),
  max_uses: z.number().int().nullable(),
  disabled: z.boolean(),
  /** Bookings holding a use (placed and not given up unpaid) and their discounts' sum, TMT. */
  uses: z.number().int(),
  discounts: z.number(),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type PromoCodeView = z.infer<typeof promoCodeView>;

/** GET /api/promo-codes/{id}: the code and the bookings that used it. */
export const promoCodeDetailView = promoCodeView.extend({
  bookings: z.array(
    z.object({
      booking_id: z.number().int(),
      book_number: z.number().int().nullable(),
      state: z.string().nullable(),
      discount: z.number(),
      used_at: z.string(),
      /** False: the booking was given up unpaid (cancelled, expired, failed), its use given back. */
      counted: z.boolean(),
    }),
  ),
});
export type PromoCodeDetailView = z.infer<typeof promoCodeDetailView>;
