import type { z } from 'zod';
import {
  daysBetween,
  hotelDate,
  tengeToTmt,
  type CalendarDate,
  type DateChangeQuote,
  type dateChangeQuoteInput,
  type NightlyRate,
} from '@hotel/contracts';
import { folioStateOfBooking, folioStep, folioSummary } from '@hotel/projections';
import type { BookingRow } from '@hotel/projections';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import { nightsOfType } from '../rates/stay-nights';
import { basePriceOf } from './quote';
import { bookingOrNotFound, roomTypeOrNotFound } from './staff-booking-lookup';

/**
 * The prices a date change charges the nights it adds at: the room type's and its rate seasons'
 * in force now (staff may change dates against the seasons' stay rules). The nights it keeps stay
 * at what they were sold for.
 */
export async function nightlyRateNow(
  deps: AppDeps,
  booking: Pick<BookingRow, 'roomId' | 'checkin' | 'checkout'>,
  stay: { checkin: CalendarDate; checkout: CalendarDate },
): Promise<NightlyRate> {
  const roomType = await roomTypeOrNotFound(deps, booking.roomId);
  const nights = await nightsOfType(
    deps.sql,
    'staff',
    stay,
    roomType.room_type_id,
    basePriceOf(roomType),
  );
  const added = nights.filter(
    (night) => night.date < booking.checkin || night.date >= booking.checkout,
  );
  return {
    roomPriceTenge: Number(roomType.price_tenge),
    discountPercent: roomType.discount_status === 1 ? roomType.discount : 0,
    ...(added.length > 0 ? { nightPrices: added } : {}),
  };
}

/** A staff date change's own checks before the room decides: a new check-in not in the past, a check-out after it. */
export function checkNewDates(
  deps: AppDeps,
  booking: Pick<BookingRow, 'checkin'>,
  checkin: CalendarDate,
  checkout: CalendarDate,
): void {
  // A guest already staying keeps a past check-in; only a new one must not lie in the past.
  if (checkin !== booking.checkin && checkin < hotelDate(deps.now(), deps.hotelTimeZone))
    throw new AppError('validation', 'range.inPast');
  if (checkout <= checkin) throw new AppError('validation', 'range.checkoutBeforeCheckin');
}

/**
 * What moving booking `id` to new dates would do to its folio, before staff confirm it: the
 * change the room would record folded onto the folio as the ledger holds it now, by the same
 * fold (folioStep) and at the same rate changeBookingDates records, so the figure shown is the
 * one charged. Whether the room takes the dates is for the change itself to say.
 */
export async function quoteDateChange(
  deps: AppDeps,
  { id, checkin, checkout }: z.output<typeof dateChangeQuoteInput>,
): Promise<DateChangeQuote> {
  const booking = await bookingOrNotFound(deps, id);
  checkNewDates(deps, booking, checkin, checkout);
  const [rate, before] = await Promise.all([
    nightlyRateNow(deps, booking, { checkin, checkout }),
    folioStateOfBooking(deps.sql, id),
  ]);
  const after = folioStep(before ?? null, {
    event: {
      type: 'BookingDatesChanged',
      data: {
        roomId: booking.roomId,
        bookingId: id,
        checkin,
        checkout,
        previous: { checkin: booking.checkin, checkout: booking.checkout },
        rate,
      },
    },
    // Who and when label the nights it adds; the sums do not depend on them.
    at: deps.now().toISOString(),
    by: 'quote',
  });
  const was = folioSummary(before ?? null);
  const will = folioSummary(after);
  return {
    nights: daysBetween(checkin, checkout),
    total_before: tengeToTmt(was.totalTenge),
    total_after: tengeToTmt(will.totalTenge),
    difference: tengeToTmt(will.totalTenge - was.totalTenge),
    balance_after: tengeToTmt(will.balanceTenge),
  };
}
