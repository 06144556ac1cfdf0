import { addDays, daysBetween, hotelDateTime, type CalendarDate } from '@hotel/contracts';
import { AppError } from '../application/errors';

/** Days of the hotel's calendar, from one to another included, and the instants that bound them. */
export interface HotelPeriod {
  from: CalendarDate;
  to: CalendarDate;
  /** The hotel's midnight starting `from`. */
  start: Date;
  /** The hotel's midnight ending `to` (excluded). */
  end: Date;
  days: CalendarDate[];
}

/** The days `from`..`to` at the hotel; refused when reversed or longer than `maxDays`. */
export function hotelPeriod(
  timeZone: string,
  from: CalendarDate,
  to: CalendarDate,
  maxDays: number,
): HotelPeriod {
  if (to < from) throw new AppError('validation', 'range.endBeforeStart');
  const count = daysBetween(from, to) + 1;
  if (count > maxDays) throw new AppError('validation', 'range.tooLong', { max: maxDays });
  return {
    from,
    to,
    start: new Date(hotelDateTime(from, '00:00', timeZone)),
    end: new Date(hotelDateTime(addDays(to, 1), '00:00', timeZone)),
    days: Array.from({ length: count }, (_, index) => addDays(from, index)),
  };
}
