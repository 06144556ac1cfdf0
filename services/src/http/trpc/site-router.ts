import { tengeToTmt, type BookingTermsView } from '@hotel/contracts';
import { readSystemOptions } from '../../catalog/system-options';
import { publicProcedure, router } from './trpc';

/** What the whole site shows, from the installation's configuration and the options. */
export const siteRouter = router({
  /** The hotel's phones, fax, e-mail and address in each language (HOTEL_* variables). */
  contacts: publicProcedure.query(({ ctx }) => ctx.deps.contacts),
  /** The booking terms the terms page states and the booking rules apply (system options). */
  bookingTerms: publicProcedure.query(async ({ ctx }): Promise<BookingTermsView> => {
    const { terms, paymentRoom, guestBands } = await readSystemOptions(ctx.deps.sql);
    return {
      closesDaysBefore: terms.closesDaysBefore,
      onlineSharePercent: terms.onlineSharePercent,
      roomPaidOnline: paymentRoom,
      guestRefundPercent: terms.guestRefundPercent,
      childFreeUnderAge: guestBands.freeUnderAge,
      adultFromAge: guestBands.adultFromAge,
      foreignChildPrice: tengeToTmt(guestBands.foreignChildTenge),
    };
  }),
});
