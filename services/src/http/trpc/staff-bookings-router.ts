import { z } from 'zod';
import { bookingDatesInput, checkInInput, checkOutInput, idInput, moveStayInput, postChargeInput, staffBookingInput, swapStaysInput, takePaymentInput, translate } from '@hotel/contracts';
import { bookingHistory } from '../../booking/booking-history';
import { postCharge, staffFolio, takeDeskPayment } from '../../booking/folio';
import { checkIn, checkOut } from '../../booking/front-desk';
import { placeStaffBooking } from '../../booking/place-staff-booking';
import { changeBookingDates, listStaffBookings, toggleReception } from '../../booking/staff-bookings';
import { moveOptions, moveStay, swapStays } from '../../booking/stay-moves';
import { localized, router, staffProcedure } from './trpc';

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
  /**
   * A booking taken by staff (phone, walk-in) for a room's free nights, paid at reception or left
   * to pay online by a link e-mailed to the guest (issue 13, item 2).
   */
  create: staffProcedure
    .input(staffBookingInput)
    .mutation(async ({ ctx, input }) => localized(ctx, await placeStaffBooking(ctx.deps, ctx, input))),
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
  /** A booking's folio: charges night by night, extras, payments, refunds and the balance. */
  folio: staffProcedure.input(idInput).query(({ ctx, input }) => staffFolio(ctx.deps, input)),
  /** Post an extra on a booking's folio. */
  postCharge: staffProcedure
    .input(idInput.extend(postChargeInput.shape))
    .mutation(async ({ ctx, input }) => localized(ctx, await postCharge(ctx.deps, ctx, { id: input.id }, input))),
  /** Record money the desk took toward a paid booking's folio. */
  takePayment: staffProcedure
    .input(idInput.extend(takePaymentInput.shape))
    .mutation(async ({ ctx, input }) => localized(ctx, await takeDeskPayment(ctx.deps, ctx, { id: input.id }, input))),
  /** Rooms a booking can move to for its nights, and stays it could swap rooms with (issue 13, item 1). */
  moveOptions: staffProcedure.input(idInput).query(({ ctx, input }) => moveOptions(ctx.deps, input)),
  /** Move a booking to another room for the same nights: the target takes it first, then its room lets it go. */
  move: staffProcedure.input(moveStayInput).mutation(async ({ ctx, input }) => localized(ctx, await moveStay(ctx.deps, ctx, input))),
  /** Swap the rooms of two bookings. */
  swap: staffProcedure.input(swapStaysInput).mutation(async ({ ctx, input }) => localized(ctx, await swapStays(ctx.deps, ctx, input))),
});
