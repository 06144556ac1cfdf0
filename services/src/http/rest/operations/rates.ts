import {
  addDays,
  MAX_SEASON_DAYS,
  monthPricesQuery,
  monthPricesView,
  rateSeasonInput,
  rateSeasonsQuery,
  rateSeasonView,
  seasonalQuoteInput,
  seasonalQuoteView,
} from '@hotel/contracts';
import { z } from 'zod';
import { saidWithData, withData, withId } from './answers';
import type { Operation } from './operation';

/** Rate seasons of the room types and the stay priced under them (docs/rates.md). */
export const RATE_OPERATIONS = {
  'GET /api/rate-seasons': {
    summary:
      "A room type's rate seasons, by first night (the winner first where they start together)",
    access: 'staff',
    queryParams: rateSeasonsQuery,
    answer: withData(z.array(rateSeasonView)),
  },
  'POST /api/rate-seasons': {
    summary:
      'Add a rate season to a room type: nights [from, to) at a price (Friday and Saturday nights at weekend_price), its stay rules and priority',
    access: 'manager',
    body: rateSeasonInput,
    example: (today) => ({
      room_types_id: 1,
      from: addDays(today, 180),
      to: addDays(today, 240),
      price: 1500,
      weekend_price: 1800,
      min_stay: 2,
    }),
    answer: saidWithData(withId),
    refusals: {
      404: 'No such room type',
      409: 'Other managers kept changing the seasons meanwhile',
    },
    rules: [
      'to is after from',
      `at most ${MAX_SEASON_DAYS} days`,
      'max_stay is not below min_stay',
    ],
  },
  'DELETE /api/rate-seasons/{id}': {
    summary: 'Remove a rate season: its nights fall back to the seasons under it or the base price',
    access: 'manager',
    answer: saidWithData(withId),
    refusals: {
      404: 'No such rate season',
      409: 'Other managers kept changing the seasons meanwhile',
    },
  },
  'POST /api/quote': {
    summary:
      "The site's quote on the REST edge: each night's price under the rate seasons, the discount, the room charge, the part paid online and the rest due at arrival, the booking fee, `extras` (what the guests add: adults beyond the base occupancy, `children` by age), the total the bank charges and the foreigners' tax of `foreign_guests`, paid at arrival (TMT), and what a `promo_code` took off the room charge; a season's stay rule or a refused code is a 400",
    access: 'public',
    body: seasonalQuoteInput,
    example: (today) => ({
      id: 1,
      checkin: addDays(today, 30),
      checkout: addDays(today, 33),
      guests: 1,
    }),
    answer: withData(seasonalQuoteView),
    refusals: { 404: 'No such published room type' },
    rules: [
      'check-in is not before today (hotel time) nor inside the days online booking is closed',
      'check-out is after check-in',
      'guests fit the room type',
      'foreign guests are no more than the guests',
      'the stay keeps the rules of the seasons it meets (minimum and maximum stay, closed to arrival or departure)',
      'a promo_code exists, is not disabled, takes the arrival date and has a use left',
    ],
  },
  'GET /api/room-types/{id}/prices': {
    summary:
      "A published room type's nights of a month (TMT): each night's price and with the discount, weekend, the season's closed to arrival or departure and minimum stay, and whether online booking takes it",
    access: 'public',
    queryParams: monthPricesQuery,
    answer: withData(monthPricesView),
    refusals: { 404: 'No such published room type' },
    rules: ["the month is from the hotel's current month to 24 months ahead"],
  },
} satisfies Record<string, Operation>;
