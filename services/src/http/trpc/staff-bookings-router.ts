import { z } from 'zod';
import { bookingDatesInput, checkInInput, checkOutInput, idInput, translate } from '@hotel/contracts';
import { bookingHistory } from '../../booking/booking-history';
import { checkIn, checkOut } from '../../booking/front-desk';
import { changeBookingDates, listStaffBookings, toggleReception } from '../../booking/staff-bookings';
import { router, staffProcedure } from './trpc';

export const staffBookingsRouter = router({
  /** One of the staff lists: active, reception, canceled, archive. */
  list: staffProcedure
    .input(z.object({ list: z.enum(['active', 'reception', 'canceled', 'archive']) }))
    .query(({ ctx, input }) => listStaffBookings(ctx.deps, input.list)),
  /** A booking's (or block's) audit trail, newest first: who, when, what changed from what to what. */
  history: staffProcedure.input(idInput).query(({ ctx, input }) => bookingHistory(ctx.deps, input)),
  /** Move a booking's dates (same rules as placing it). */
  changeDates: staffProcedure.input(idInput.extend(bookingDatesInput.shape)).mutation(async ({ ctx, input }) => {
    const outcome = await changeBookingDates(ctx.deps, ctx, { id: input.id }, input);
    return { message: translate(ctx.lang, outcome.message.key), data: outcome.data };
  }),
  /** Toggle the reception status of a paid booking. */
  toggleReception: staffProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    const outcome = await toggleReception(ctx.deps, ctx, input);
    return { message: translate(ctx.lang, outcome.message.key), data: outcome.data };
  }),
  /** Reception marks the guests of a paid booking as arrived (reception status 1). */
  checkIn: staffProcedure.input(checkInInput).mutation(async ({ ctx, input }) => {
    const outcome = await checkIn(ctx.deps, ctx, input);
    return { message: translate(ctx.lang, outcome.message.key), data: outcome.data };
  }),
  /** Reception marks the guests as gone; an early departure frees the remaining nights. */
  checkOut: staffProcedure.input(checkOutInput).mutation(async ({ ctx, input }) => {
    const outcome = await checkOut(ctx.deps, ctx, input);
    return { message: translate(ctx.lang, outcome.message.key, outcome.message.params), data: outcome.data };
  }),
});
