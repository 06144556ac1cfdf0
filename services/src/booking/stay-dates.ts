import { daysBetween, hotelDate, hotelTime, MAX_STAY_NIGHTS, type CalendarDate } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';

/** A guest's stay: check-in not in the past at the hotel, check-out after it, at most 30 nights. */
export function checkGuestStay(deps: AppDeps, checkin: CalendarDate, checkout: CalendarDate): number {
  if (checkin < hotelDate(deps.now(), deps.hotelTimeZone)) throw new AppError('validation', 'range.inPast');
  if (checkout <= checkin) throw new AppError('validation', 'range.checkoutBeforeCheckin');
  const nights = daysBetween(checkin, checkout);
  if (nights > MAX_STAY_NIGHTS) throw new AppError('validation', 'search.tooLong', { max: MAX_STAY_NIGHTS });
  return nights;
}

/** The hotel's wall clock now, as YYYY-MM-DDTHH:mm (to compare with check-in at 14:00). */
export function hotelNow(deps: AppDeps): string {
  const now = deps.now();
  return `${hotelDate(now, deps.hotelTimeZone)}T${hotelTime(now, deps.hotelTimeZone)}`;
}
