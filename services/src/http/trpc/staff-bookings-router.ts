import { z } from 'zod';
import {
  bookingDatesInput,
  bookingGuestsInput,
  bookingSearchQuery,
  bookingVersionText,
  dateChangeQuoteInput,
  checkInInput,
  checkOutInput,
  frontDeskDayQuery,
  staffCancelInput,
  idInput,
  moveStayInput,
  postChargeInput,
  receptionInput,
  staffBookingInput,
  staffQuoteInput,
  swapStaysInput,
  takePaymentInput,
  tengeToTmt,
} from '@hotel/contracts';
import { bookingHistory } from '../../booking/booking-history';
import { bookingSearch } from '../../booking/booking-search';
import { quoteDateChange } from '../../booking/date-change-quote';
import { postCharge, staffFolio, takeDeskPayment } from '../../booking/folio';
import { checkIn, checkOut } from '../../booking/front-desk';
import { frontDeskDay } from '../../booking/front-desk-day';
import { lateCheckOutQuote, postLateCheckOut } from '../../booking/late-check-out';
import { placeStaffBooking, quoteStaffBooking } from '../../booking/place-staff-booking';
import {
  changeBookingDates,
  listStaffBookings,
  setReception,
  staffBookingDetail,
} from '../../booking/staff-bookings';
import { cancelByStaff, markNoShow } from '../../booking/staff-cancel';
import { changeBookingGuests } from '../../booking/staff-guests';
import { moveOptions } from '../../booking/move-options';
import { moveStay, swapStays } from '../../booking/stay-moves';
import type { AppDeps, RequestContext } from '../../application/deps';
import type { Outcome } from '../../application/outcome';
import {
  localized,
  outcomeResolver,
  readResolver,
  router,
  staffProcedure,
  type ResolverCall,
} from './trpc';

/** An input that also names the version of the booking the dialog read (`version`, optional). */
const versioned = <S extends z.ZodRawShape>(input: z.ZodObject<S>) =>
  input.extend({ version: bookingVersionText.optional() });

/**
 * The resolver of a change of one booking whose use case, shared with REST, takes the booking's
 * id apart from the rest of the input (as REST's path and body), and the version the dialog read
 * when it checks one (PRECONDITION_FAILED when stale).
 */
const bookingChangeResolver =
  <B, T>(
    change: (
      deps: AppDeps,
      context: RequestContext,
      booking: { id: number },
      input: B,
      version: string | undefined,
    ) => Promise<Outcome<T>>,
  ) =>
  async ({ ctx, input }: ResolverCall<B & { id: number; version?: string }>) =>
    localized(ctx, await change(ctx.deps, ctx, { id: input.id }, input, input.version));

export const staffBookingsRouter = router({
  /** One of the staff lists: active, reception, canceled, archive. */
  list: staffProcedure('staff')
    .input(z.object({ list: z.enum(['active', 'reception', 'canceled', 'archive']) }))
    .query(({ ctx, input }) => listStaffBookings(ctx.deps, input.list)),
  /** The front desk's day: arrivals, departures, in house (REST: GET /day). */
  day: staffProcedure('staff').input(frontDeskDayQuery).query(readResolver(frontDeskDay)),
  /** Bookings of any list and date by number, room, guest, passport, e-mail or phone (REST: GET /search). */
  search: staffProcedure('staff').input(bookingSearchQuery).query(readResolver(bookingSearch)),
  /** One booking as its dialog shows it, with the version it was read at (REST: GET /bookings/{id}). */
  get: staffProcedure('staff').input(idInput).query(readResolver(staffBookingDetail)),
  /** A booking's (or block's) audit trail, newest first: who, when, what changed from what to what. */
  history: staffProcedure('staff').input(idInput).query(readResolver(bookingHistory)),
  /** Move a booking's dates (same rules as placing it); `version`: the one the dialog read (PRECONDITION_FAILED when stale). */
  changeDates: staffProcedure('desk')
    .input(versioned(idInput.extend(bookingDatesInput.shape)))
    .mutation(bookingChangeResolver(changeBookingDates)),
  /** What changeDates to these dates would do to the folio: the tape chart shows it before confirming. */
  quoteDates: staffProcedure('desk')
    .input(dateChangeQuoteInput)
    .query(readResolver(quoteDateChange)),
  /** Change a booking's guests (the whole new list); `version` as for changeDates. */
  changeGuests: staffProcedure('desk')
    .input(versioned(idInput.extend(bookingGuestsInput.shape)))
    .mutation(bookingChangeResolver(changeBookingGuests)),
  /**
   * A booking taken by staff (phone, walk-in) for a room's free nights, paid at reception or left
   * to pay online by a link e-mailed to the guest.
   */
  create: staffProcedure('desk')
    .input(staffBookingInput)
    .mutation(outcomeResolver(placeStaffBooking)),
  /** What a staff booking of a room for these nights would charge: the dialog shows it before saving. */
  quote: staffProcedure('desk').input(staffQuoteInput).query(readResolver(quoteStaffBooking)),
  /** Set (never flip) the reception status of a paid booking; `version` as for changeDates. */
  setReception: staffProcedure('desk')
    .input(receptionInput)
    .mutation(outcomeResolver(setReception)),
  /** Reception marks the guests of a paid booking as arrived (reception status 1). */
  checkIn: staffProcedure('desk').input(checkInInput).mutation(outcomeResolver(checkIn)),
  /** Reception marks the guests as gone; an early departure frees the remaining nights. */
  checkOut: staffProcedure('desk').input(checkOutInput).mutation(outcomeResolver(checkOut)),
  /** Cancel any booking that holds its room for a reason, giving back none, all or part of what was paid. */
  cancel: staffProcedure('desk')
    .input(idInput.extend(staffCancelInput.shape))
    .mutation(bookingChangeResolver(cancelByStaff)),
  /** Mark that the guests never came (after the arrival day): the nights are free again. */
  noShow: staffProcedure('desk').input(idInput).mutation(outcomeResolver(markNoShow)),
  /** A booking's folio: charges night by night, extras, payments, refunds and the balance. */
  folio: staffProcedure('staff').input(idInput).query(readResolver(staffFolio)),
  /** Post an extra on a booking's folio (reception and the manager). */
  postCharge: staffProcedure('desk')
    .input(idInput.extend(postChargeInput.shape))
    .mutation(bookingChangeResolver(postCharge)),
  /** What late check-out would charge now (TMT; null: no nights to price): the button shows it. */
  lateCheckOutQuote: staffProcedure('desk')
    .input(idInput)
    .query(async ({ ctx, input }) => {
      const amountTenge = await lateCheckOutQuote(ctx.deps, input.id);
      return { amount: amountTenge === null ? null : tengeToTmt(amountTenge) };
    }),
  /** Charge late check-out in one click (REST: POST /bookings/{id}/late-check-out); `version` as for changeDates. */
  lateCheckOut: staffProcedure('desk')
    .input(versioned(idInput))
    .mutation(async ({ ctx, input }) =>
      localized(ctx, await postLateCheckOut(ctx.deps, ctx, { id: input.id }, input.version)),
    ),
  /** Record money the desk took toward a paid booking's folio (reception and the manager). */
  takePayment: staffProcedure('desk')
    .input(idInput.extend(takePaymentInput.shape))
    .mutation(bookingChangeResolver(takeDeskPayment)),
  /** Rooms a booking can move to for its nights, and stays it could swap rooms with. */
  moveOptions: staffProcedure('staff').input(idInput).query(readResolver(moveOptions)),
  /**
   * Move a booking to another room for the same nights (a checked-in guest: the rest of the stay):
   * the target takes it first, then its room lets it go. `reason`: a manager's override.
   */
  move: staffProcedure('desk').input(moveStayInput).mutation(outcomeResolver(moveStay)),
  /** Swap the rooms of two bookings. */
  swap: staffProcedure('desk').input(swapStaysInput).mutation(outcomeResolver(swapStays)),
});
