import { bookingAttemptInput, idInput, quoteInput, searchRoomInput } from '@hotel/contracts';
import {
  guestFolio,
  profileBookings,
  refundBooking,
  reverseBooking,
} from '../../booking/guest-account';
import { addressKey } from '../../auth/login-throttle';
import { placeBooking } from '../../booking/place-booking';
import { quoteStay } from '../../booking/quote';
import { searchRooms } from '../../booking/search';
import { localized, publicProcedure, readResolver, router, userProcedure } from './trpc';

export const bookingRouter = router({
  /** Free room types for the dates (each with available_rooms and the stay's price), and those booked on request. */
  search: publicProcedure.input(searchRoomInput).mutation(async ({ ctx, input }) => {
    const result = await searchRooms(ctx.deps, input, ctx.lang);
    return {
      ...localized(ctx, result),
      url: result.url,
      dates: result.dates,
      onRequest: result.onRequest,
    };
  }),
  /** What booking a room type for the dates would charge now (breakdown in teňňe, payment minutes); holds nothing. */
  quote: publicProcedure.input(quoteInput).query(readResolver(quoteStay)),
  /** Book a room of a type; answers with the bank's payment page. A retry with the same `idempotencyKey` answers the same booking. */
  pay: userProcedure.input(bookingAttemptInput).mutation(async ({ ctx, input }) => {
    const { idempotencyKey, ...booking } = input;
    const outcome = await placeBooking(
      ctx.deps,
      ctx,
      { user: ctx.user, address: addressKey(ctx.req.ip) },
      booking,
      ctx.lang,
      idempotencyKey,
    );
    return { ...localized(ctx, outcome), url: outcome.url };
  }),
});

export const profileRouter = router({
  /** The guest's own bookings. */
  bookings: userProcedure.query(({ ctx }) => profileBookings(ctx.deps, ctx.user)),
  /** The folio (invoice) of one of the guest's own bookings. */
  folio: userProcedure
    .input(idInput)
    .query(({ ctx, input }) => guestFolio(ctx.deps, ctx.user, input)),
  /** Cancel before check-in without refund (own bookings only). */
  reverse: userProcedure
    .input(idInput)
    .mutation(async ({ ctx, input }) =>
      localized(ctx, await reverseBooking(ctx.deps, ctx, ctx.user, input)),
    ),
  /** Cancel and refund the room part (own bookings only). */
  refund: userProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    const outcome = await refundBooking(ctx.deps, ctx, ctx.user, input);
    return { ...localized(ctx, outcome), data: { id: input.id } };
  }),
});
