import type { z } from 'zod';
import {
  addDays,
  addMonths,
  hotelDate,
  isWeekendNight,
  lessDiscount,
  monthDays,
  monthOf,
  monthsBetween,
  PRICE_MONTHS_AHEAD,
  priceOfNight,
  seasonOn,
  tengeToTmt,
  type monthPricesInput,
  type MonthPricesView,
} from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import { readStayTerms } from '../booking/quote';
import { seasonsForStay } from './stay-nights';

/**
 * A published room type's nights of a month for the site's price calendar (docs/rates.md §2):
 * each night priced as the quote prices it (the season in force, its weekend price on Friday and
 * Saturday nights, else the room type's own price), that price with the discount taken off, the
 * season's stay rules, and whether online booking takes an arrival that night — by the same
 * terms search holds a stay to: the days online booking closes before arrival and the last
 * check-out open online for the type (deps.memos.onlineWindows).
 */
export async function monthPrices(
  deps: AppDeps,
  input: z.output<typeof monthPricesInput>,
): Promise<MonthPricesView> {
  const today = hotelDate(deps.now(), deps.hotelTimeZone);
  const ahead = monthsBetween(monthOf(today), input.month);
  if (ahead < 0 || ahead > PRICE_MONTHS_AHEAD)
    throw new AppError('validation', 'rates.monthOutOfRange', {
      from: monthOf(today),
      to: addMonths(monthOf(today), PRICE_MONTHS_AHEAD),
    });
  const { options, roomType } = await readStayTerms(deps.sql, { typeId: input.id });
  if (!roomType) throw new AppError('not_found', 'booking.roomTypeNotFound');
  const days = monthDays(input.month);
  const first = days[0] ?? `${input.month}-01`;
  const next = addDays(first, days.length);
  const [seasons, windows] = await Promise.all([
    seasonsForStay(deps.sql, { checkin: first, checkout: next }, [input.id]).then(
      (byType) => byType.get(input.id) ?? [],
    ),
    deps.memos.onlineWindows(today),
  ]);
  const basePriceTenge = Number(roomType.price_tenge);
  const discountPercent = roomType.discount_status === 1 ? roomType.discount : 0;
  const opensOnline = addDays(today, options.terms.closesDaysBefore);
  // The last check-out open online: a night is bookable when a stay of it can still check out.
  const lastCheckout = windows.get(input.id);
  return {
    month: input.month,
    discount_percent: discountPercent,
    nights: days.map((date) => {
      const season = seasonOn(seasons, date);
      const { priceTenge } = priceOfNight(seasons, basePriceTenge, date);
      return {
        date,
        price: tengeToTmt(priceTenge),
        discounted_price: tengeToTmt(lessDiscount(priceTenge, discountPercent)),
        weekend: isWeekendNight(date),
        closed_to_arrival: season?.closedToArrival ?? false,
        closed_to_departure: season?.closedToDeparture ?? false,
        min_stay: season?.minStay ?? null,
        bookable: date >= opensOnline && lastCheckout !== undefined && date < lastCheckout,
      };
    }),
  };
}
