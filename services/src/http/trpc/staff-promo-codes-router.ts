import { idInput, promoCodeInput } from '@hotel/contracts';
import {
  createPromoCode,
  disablePromoCode,
  listPromoCodes,
  promoCodeDetail,
} from '../../rates/promo-codes';
import { outcomeResolver, readResolver, router, staffProcedure } from './trpc';

/**
 * The staff screen's promotion codes (docs/rates.md): the same use-cases and the same access as
 * the REST operations `/api/promo-codes` — any staff member reads, a manager creates and disables.
 */
export const staffPromoCodesRouter = router({
  /** Every code with its live uses and the sum of their discounts. */
  list: staffProcedure('staff').query(({ ctx }) => listPromoCodes(ctx.deps)),
  /** One code and the bookings that used it. */
  detail: staffProcedure('staff').input(idInput).query(readResolver(promoCodeDetail)),
  create: staffProcedure('manager')
    .input(promoCodeInput)
    .mutation(outcomeResolver(createPromoCode)),
  /** No quote or new booking takes the code from now. */
  disable: staffProcedure('manager').input(idInput).mutation(outcomeResolver(disablePromoCode)),
});
