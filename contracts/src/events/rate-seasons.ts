import { z } from 'zod';
import { calendarDate } from '../dates';
import { tenge } from './event-fields';

/*
 * Rate seasons (docs/rates.md): the nightly prices and stay rules of a room type over a range of
 * hotel dates. They touch no room's calendar, so they live on one stream of their own for the
 * whole hotel, `rate-seasons`: a season's id is the stream revision it was created at, plus one,
 * unique and growing, so "the later-created wins" is "the higher id wins".
 */
export const RATE_SEASONS_STREAM = 'rate-seasons';

/** The longest season: two years of nights, so a stay is priced by walking its nights only. */
export const MAX_SEASON_DAYS = 731;

/** The bounds of a season's minimum and maximum stay, in nights. */
export const MAX_STAY_RULE_NIGHTS = 365;

/** The highest priority a season may have (0 is the lowest; higher wins where seasons overlap). */
export const MAX_SEASON_PRIORITY = 1000;

const seasonId = z.number().int().positive();
const stayNights = z.number().int().min(1).max(MAX_STAY_RULE_NIGHTS);

/**
 * A manager set a room type's season: the nights [from, to) at `priceTenge`, Friday and Saturday
 * nights at `weekendPriceTenge` when not null, its stay rules and priority. Setting an id already
 * set replaces that season whole. Who set it is the metadata's actor.
 */
export const rateSeasonSet = z.object({
  type: z.literal('RateSeasonSet'),
  data: z
    .object({
      seasonId,
      roomTypeId: z.number().int().positive(),
      from: calendarDate,
      to: calendarDate,
      priceTenge: tenge,
      weekendPriceTenge: tenge.nullable(),
      minStay: stayNights.nullable(),
      maxStay: stayNights.nullable(),
      closedToArrival: z.boolean(),
      closedToDeparture: z.boolean(),
      priority: z.number().int().min(0).max(MAX_SEASON_PRIORITY),
    })
    .refine((data) => data.from < data.to, { message: 'to is not after from', path: ['to'] })
    .refine(
      (data) => data.minStay === null || data.maxStay === null || data.minStay <= data.maxStay,
      {
        message: 'maxStay is below minStay',
        path: ['maxStay'],
      },
    ),
});
export type RateSeasonSet = z.infer<typeof rateSeasonSet>;

/** A manager removed a season: its nights fall back to the seasons under it or the base price. */
export const rateSeasonRemoved = z.object({
  type: z.literal('RateSeasonRemoved'),
  data: z.object({ seasonId, roomTypeId: z.number().int().positive() }),
});
export type RateSeasonRemoved = z.infer<typeof rateSeasonRemoved>;

/** Every event of the `rate-seasons` stream; parsed whenever read back from a store. */
export const rateSeasonEvent = z.discriminatedUnion('type', [rateSeasonSet, rateSeasonRemoved]);
export type RateSeasonEvent = z.infer<typeof rateSeasonEvent>;
