import { idInput, rateCalendarQuery, rateSeasonInput } from '@hotel/contracts';
import { listRateCalendar, removeRateSeason, setRateSeason } from '../../rates/rate-seasons';
import { outcomeResolver, readResolver, router, staffProcedure } from './trpc';

/**
 * The rate calendar's seasons (docs/rates.md): the same use-cases and the same access as the REST
 * operations `/api/rate-seasons` — any staff member reads, a manager sets and removes.
 */
export const staffRatesRouter = router({
  /** The seasons of all room types touching a period, and the hotel's today. */
  calendar: staffProcedure('staff').input(rateCalendarQuery).query(readResolver(listRateCalendar)),
  /** A new season of a room type; the answer names its id. */
  set: staffProcedure('manager').input(rateSeasonInput).mutation(outcomeResolver(setRateSeason)),
  /** Removes a season: its nights fall back to the seasons under it, or the base price. */
  remove: staffProcedure('manager').input(idInput).mutation(outcomeResolver(removeRateSeason)),
});
