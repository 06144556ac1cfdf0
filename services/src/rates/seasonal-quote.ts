import type { z } from 'zod';
import {
  priceSeasonalStay,
  stayRuleMessage,
  tengeToTmt,
  type seasonalQuoteInput,
  type SeasonalQuoteView,
} from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import { priceRoomType, readStayTerms } from '../booking/quote';
import { checkBookingOpen, checkGuestStay } from '../booking/stay-dates';
import { seasonsForStay } from './rate-seasons';

/**
 * What a stay of a room type costs under its rate seasons (docs/rates.md): each night at its
 * price, the discount, the booking fee placing a booking would charge, and the total. A stay a
 * season's rule refuses is a 400 naming the rule and the season's dates. Bookings are not priced
 * by it yet: they keep today's single price until the next slice wires seasons into booking.
 */
export async function quoteSeasonalStay(
  deps: AppDeps,
  input: z.output<typeof seasonalQuoteInput>,
): Promise<SeasonalQuoteView> {
  const nightsCount = checkGuestStay(deps, input.checkin, input.checkout);
  const { options, roomType } = await readStayTerms(deps.sql, { typeId: input.id });
  checkBookingOpen(deps, input.checkin, options.terms);
  if (!roomType) throw new AppError('not_found', 'booking.roomTypeNotFound');
  if (input.guests > roomType.capacity)
    throw new AppError('validation', 'booking.tooManyGuests', { capacity: roomType.capacity });
  const priced = priceSeasonalStay({
    checkin: input.checkin,
    checkout: input.checkout,
    basePriceTenge: Number(roomType.price_tenge),
    discountPercent: roomType.discount_status === 1 ? roomType.discount : 0,
    seasons: await seasonsForStay(deps.sql, input.id, input.checkin, input.checkout),
  });
  if (!priced.ok) {
    const { key, params } = stayRuleMessage(priced.refusal);
    throw new AppError('validation', key, params);
  }
  const { nights, discountTenge, roomChargeTenge } = priced.price;
  const feeTenge = priceRoomType(roomType, options, nightsCount, 'site').bookingFeeTenge;
  // A stay not booked yet has no extras: they are posted to a booking's folio at the desk.
  const extrasTenge = 0;
  return {
    nights: nights.map((night) => ({ date: night.date, price: tengeToTmt(night.priceTenge) })),
    discount: tengeToTmt(discountTenge),
    fee: tengeToTmt(feeTenge),
    extras: tengeToTmt(extrasTenge),
    total: tengeToTmt(roomChargeTenge + feeTenge + extrasTenge),
  };
}
