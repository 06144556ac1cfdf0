import type { z } from 'zod';
import { tengeToTmt, type seasonalQuoteInput, type SeasonalQuoteView } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import { quoteStay } from '../booking/quote';

/**
 * `POST /api/quote`: the site's quote (the one the booking form shows and the booking charges)
 * on the REST edge: each night at its season's price, the discount, the room charge and the part
 * of it paid online, the booking fee, the total the bank charges, and the foreigners' tax paid at
 * arrival with the rest. A stay a season's rule
 * refuses is a 400 naming the rule and the season's dates.
 */
export async function quoteSeasonalStay(
  deps: AppDeps,
  input: z.output<typeof seasonalQuoteInput>,
): Promise<SeasonalQuoteView> {
  const quote = await quoteStay(deps, input);
  const nightPrices = quote.nightPrices ?? [];
  const nightsTenge = nightPrices.reduce((sum, night) => sum + night.priceTenge, 0);
  // A stay not booked yet has no extras: they are posted to a booking's folio at the desk.
  const extrasTenge = 0;
  return {
    nights: nightPrices.map((night) => ({ date: night.date, price: tengeToTmt(night.priceTenge) })),
    discount: tengeToTmt(nightsTenge - quote.stayTenge),
    stay: tengeToTmt(quote.stayTenge),
    online_share_percent: quote.onlineSharePercent,
    room_part: tengeToTmt(quote.roomPartTenge),
    due_at_arrival: tengeToTmt(quote.stayTenge - quote.roomPartTenge + quote.taxTenge),
    fee: tengeToTmt(quote.bookingFeeTenge),
    extras: tengeToTmt(extrasTenge),
    total: tengeToTmt(quote.totalTenge + extrasTenge),
    tax: tengeToTmt(quote.taxTenge),
  };
}
