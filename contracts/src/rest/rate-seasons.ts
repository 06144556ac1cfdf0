import { z } from 'zod';
import { calendarDate } from '../dates';
import { MONTH_PATTERN } from '../rates/months';
import { MAX_SEASON_DAYS, MAX_SEASON_PRIORITY, MAX_STAY_RULE_NIGHTS } from '../events/rate-seasons';
import { booleanInput, foreignGuestsCount, tmtAmount, wholeNumber } from '../form-input';
import { entityId, MAX_ID } from '../text';
import { promoCodeText } from './promo-codes';
import { quotedChildren } from '../rates/guest-pricing';

/*
 * Rate seasons over REST (docs/rates.md). Money is TMT in JSON, integer teňňe inside; a season's
 * `to` is exclusive, like a stay's checkout: its nights are [from, to).
 */

/** GET /api/rate-seasons?room_types_id= */
export const rateSeasonsQuery = z.object({
  room_types_id: wholeNumber('number', 1, MAX_ID).describe('The room type whose seasons to list'),
});
export type RateSeasonsQuery = z.infer<typeof rateSeasonsQuery>;

const stayNights = wholeNumber('stayNights', 1, MAX_STAY_RULE_NIGHTS);

/** POST /api/rate-seasons: a new season of a room type. */
export const rateSeasonInput = z.object({
  room_types_id: entityId,
  from: calendarDate.describe('The first night of the season'),
  to: calendarDate.describe('The day after its last night (exclusive, like a checkout)'),
  price: tmtAmount.describe('The nightly price, TMT'),
  weekend_price: tmtAmount.optional().describe('The price of Friday and Saturday nights, TMT'),
  min_stay: stayNights.optional().describe('Fewest nights of a stay arriving in the season'),
  max_stay: stayNights.optional().describe('Most nights of a stay arriving in the season'),
  closed_to_arrival: booleanInput.optional().describe('No check-in on its dates'),
  closed_to_departure: booleanInput.optional().describe('No check-out on its dates'),
  priority: wholeNumber('priority', 0, MAX_SEASON_PRIORITY)
    .optional()
    .describe('Higher wins where seasons overlap (default 0; equal: the later-created wins)'),
});
export type RateSeasonInput = z.infer<typeof rateSeasonInput>;

/** A season as the staff list shows it. */
export const rateSeasonView = z.object({
  id: z.number().int(),
  room_types_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  price: z.number(),
  weekend_price: z.number().nullable(),
  min_stay: z.number().int().nullable(),
  max_stay: z.number().int().nullable(),
  closed_to_arrival: z.boolean(),
  closed_to_departure: z.boolean(),
  priority: z.number().int(),
  /** When it was set (ISO 8601 with the hotel's offset) and by whom (an e-mail; null: the system). */
  set_at: z.string(),
  set_by: z.string().nullable(),
});
export type RateSeasonView = z.infer<typeof rateSeasonView>;

/** The longest period the rate calendar asks for at once: two years of nights, like a season. */
export const MAX_RATE_CALENDAR_DAYS = MAX_SEASON_DAYS;

/** The rate calendar's period: `days` nights from `from` (default: the hotel's today, 365 nights). */
export const rateCalendarQuery = z.object({
  from: calendarDate.optional().describe("The first night shown (default: the hotel's today)"),
  days: wholeNumber('number', 1, MAX_RATE_CALENDAR_DAYS)
    .optional()
    .describe('How many nights to show (default 365)'),
});
export type RateCalendarQuery = z.infer<typeof rateCalendarQuery>;

/** The seasons of every room type touching the nights [from, to), and the hotel's today. */
export const rateCalendarView = z.object({
  today: z.string(),
  from: z.string(),
  to: z.string(),
  seasons: z.array(rateSeasonView),
});
export type RateCalendarView = z.infer<typeof rateCalendarView>;

/** POST /api/quote: a stay of a room type priced night by night under its seasons. */
export const seasonalQuoteInput = z.object({
  id: entityId,
  checkin: calendarDate,
  checkout: calendarDate,
  guests: wholeNumber('number', 1, 100),
  foreign_guests: foreignGuestsCount
    .optional()
    .describe(
      "How many of the guests are not Turkmen citizens (the foreigners' tax); absent: none",
    ),
  promo_code: promoCodeText
    .optional()
    .describe("A promotion code: its discount comes off the stay's room charge"),
  children: quotedChildren
    .optional()
    .describe(
      'The children among the guests with their ages (docs/rates.md "Prices by guest"); absent: none',
    ),
});
export type SeasonalQuoteInput = z.infer<typeof seasonalQuoteInput>;

/**
 * The seasonal quote, in TMT: each night at its price, the discount, the stay's room charge, the
 * share of it paid online (`room_part`; `due_at_arrival` is the rest and the foreigners' `tax`), the booking fee, extras, and
 * the total the bank charges (`POST /api/payment` charges exactly it).
 */
export const seasonalQuoteView = z.object({
  nights: z.array(z.object({ date: z.string(), price: z.number() })),
  discount: z.number(),
  stay: z.number(),
  online_share_percent: z.number().int(),
  room_part: z.number(),
  due_at_arrival: z.number(),
  fee: z.number(),
  /** What the guests add over the stay: adults beyond the base occupancy and paying children. */
  extras: z.number(),
  total: z.number(),
  /** The foreigners' tax: foreign guests × nights × the rate; paid at arrival, not in `total`. */
  tax: z.number(),
  /** The promotion code taken and what it took off the room charge (TMT); absent: none. */
  promo_code: z.object({ code: z.string(), discount: z.number() }).optional(),
});
export type SeasonalQuoteView = z.infer<typeof seasonalQuoteView>;

/** GET /api/room-types/{id}/prices?month=YYYY-MM */
export const monthPricesQuery = z.object({
  month: z
    .string()
    .regex(new RegExp(MONTH_PATTERN), { message: 'month.format' })
    .describe("The month, YYYY-MM: from the hotel's current month to 24 months ahead"),
});
export type MonthPricesQuery = z.infer<typeof monthPricesQuery>;

/** tRPC `catalog.monthPrices`: the same query of a room type. */
export const monthPricesInput = monthPricesQuery.extend({ id: entityId });

/**
 * A room type's nights of a month (TMT): each night's price as the room list shows prices (before
 * the discount), the same night with the room type's discount taken off (rounded half up to the
 * teňňe; a stay's total takes the discount off the nights' sum once, so it may differ by a teňňe),
 * and the rules of the season in force that night.
 */
export const monthPricesView = z.object({
  month: z.string(),
  discount_percent: z.number().int(),
  nights: z.array(
    z.object({
      date: z.string(),
      price: z.number(),
      discounted_price: z.number(),
      weekend: z.boolean(),
      closed_to_arrival: z.boolean(),
      closed_to_departure: z.boolean(),
      min_stay: z.number().int().nullable(),
      /** Open to book online: past the days online booking closes before arrival, inside the window open online. */
      bookable: z.boolean(),
    }),
  ),
});
export type MonthPricesView = z.infer<typeof monthPricesView>;
