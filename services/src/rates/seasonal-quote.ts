import type { z } from 'zod';
import {
  dueAtArrivalTenge,
  tengeToTmt,
  type seasonalQuoteInput,
  type SeasonalQuoteView,
} from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import { quoteStay } from '../booking/quote';

/**
 * `POST /api/quote`: the site's quote (the one the booking form shows and the booking charges)
 * on the REST edge: each night at its season's price, the discount, the room charge, what the
 * guests add (`extras`) and the part of them paid online, the booking fee, the total the bank charges, and the foreigners' tax paid at
 * arrival with the rest; with a promotion code, what it took off. A stay a season's rule
 * refuses is a 400 naming the rule and the season's dates, a code refused a 400 naming why.
 */
export async function quoteSeasonalStay(
  deps: AppDeps,
  input: z.output<typeof seasonalQuoteInput>,
): Promise<SeasonalQuoteView> {
  const quote = await quoteStay(deps, input);
  const nightPrices = quote.nightPrices ?? [];
  const nightsTenge = nightPrices.reduce((sum, night) => sum + night.priceTenge, 0);
  // What the guests add (adults beyond the base, paying children): paid by the online share too.
  const extrasTenge = quote.extraGuestsTenge;
  const promoTenge = quote.promoCode?.discountTenge ?? 0;
  return {
    nights: nightPrices.map((night) => ({ date: night.date, price: tengeToTmt(night.priceTenge) })),
    discount: tengeToTmt(nightsTenge - quote.stayTenge),
    stay: tengeToTmt(quote.stayTenge),
    online_share_percent: quote.onlineSharePercent,
    room_part: tengeToTmt(quote.roomPartTenge),
    due_at_arrival: tengeToTmt(dueAtArrivalTenge(quote)),
    fee: tengeToTmt(quote.bookingFeeTenge),
    extras: tengeToTmt(extrasTenge),
    total: tengeToTmt(quote.totalTenge),
    tax: tengeToTmt(quote.taxTenge),
    ...(quote.promoCode
      ? { promo_code: { code: quote.promoCode.code, discount: tengeToTmt(promoTenge) } }
      : {}),
  };
}
