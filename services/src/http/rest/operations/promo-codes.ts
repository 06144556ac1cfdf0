import { addDays, promoCodeDetailView, promoCodeInput, promoCodeView } from '@hotel/contracts';
import { z } from 'zod';
import { saidWithData, withData, withId } from './answers';
import type { Operation } from './operation';

/** Promotion codes: a manager creates and disables them, staff read them (docs/rates.md). */
export const PROMO_CODE_OPERATIONS = {
  'GET /api/promo-codes': {
    summary:
      'Every promotion code, the newest first, with its live uses and the sum of their discounts (TMT)',
    access: 'staff',
    answer: withData(z.array(promoCodeView)),
  },
  'POST /api/promo-codes': {
    summary:
      "Create a promotion code: `percent` or `amount` (TMT) off the stay's room charge, for stays arriving from arrival_from to arrival_to, at most max_uses bookings",
    access: 'manager',
    body: promoCodeInput,
    example: (today) => ({
      code: 'SUMMER',
      percent: 10,
      arrival_from: today,
      arrival_to: addDays(today, 90),
      max_uses: 50,
    }),
    answer: saidWithData(withId),
    refusals: {
      409: 'The code exists already (codes are never reused), or other managers kept changing the codes meanwhile',
    },
    rules: [
      'code: 3 to 20 Latin letters or digits (any case, kept upper-case)',
      'either percent (1..100) or amount (above 0), not both',
      'arrival_to is not before arrival_from',
      'max_uses is 1..100000 when given',
    ],
  },
  'GET /api/promo-codes/{id}': {
    summary:
      'A promotion code with every booking that used it: its number, state, discount and whether its use counts',
    access: 'staff',
    answer: withData(promoCodeDetailView),
    refusals: { 404: 'No such promotion code' },
  },
  'DELETE /api/promo-codes/{id}': {
    summary: 'Disable a promotion code: no quote or new booking takes it; bookings made keep it',
    access: 'manager',
    answer: saidWithData(withId),
    refusals: {
      404: 'No such promotion code',
      409: 'Other managers kept changing the codes meanwhile',
    },
  },
} satisfies Record<string, Operation>;
