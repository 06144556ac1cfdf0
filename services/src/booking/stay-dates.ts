import {
  addDays,
  daysBetween,
  hotelDate,
  hotelTime,
  MAX_STAY_NIGHTS,
  type CalendarDate,
} from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import type { BookingTerms } from '../catalog/system-options';
import { dottedDate } from '../rooms/calendar';

/** A guest's stay: check-in not in the past at the hotel, check-out after it, at most 30 nights. */
export function checkGuestStay(
  deps: AppDeps,
  checkin: CalendarDate,
  checkout: CalendarDate,
): number {
  if (checkin < hotelDate(deps.now(), deps.hotelTimeZone))
    throw new AppError('validation', 'range.inPast');
  if (checkout <= checkin) throw new AppError('validation', 'range.checkoutBeforeCheckin');
  const nights = daysBetween(checkin, checkout);
  if (nights > MAX_STAY_NIGHTS)
    throw new AppError('validation', 'search.tooLong', { max: MAX_STAY_NIGHTS });
  return nights;
}

/**
 * Online booking closes `closesDaysBefore` days before arrival (terms of stay, an option): a
 * check-in before the hotel's today plus that many days is refused, naming the first one open.
 * Staff bookings (phone, desk) are not held to it.
 */
export function checkBookingOpen(
  deps: AppDeps,
  checkin: CalendarDate,
  terms: Pick<BookingTerms, 'closesDaysBefore'>,
): void {
  const earliest = addDays(hotelDate(deps.now(), deps.hotelTimeZone), terms.closesDaysBefore);
  if (checkin < earliest)
    throw new AppError('validation', 'booking.closedForDates', {
      date: dottedDate(earliest),
      days: terms.closesDaysBefore,
    });
}

/** The hotel's wall clock now, as YYYY-MM-DDTHH:mm (to compare with check-in at 14:00). */
export function hotelNow(deps: AppDeps): string {
  const now = deps.now();
  return `${hotelDate(now, deps.hotelTimeZone)}T${hotelTime(now, deps.hotelTimeZone)}`;
}
