import type { z } from 'zod';
import {
  addDays,
  daysBetween,
  hotelDate,
  hotelInstant,
  MAX_SEASON_DAYS,
  RATE_SEASONS_STREAM,
  rateSeasonEvent,
  tengeToTmt,
  tmtToTenge,
  type idParams,
  type RateSeasonEvent,
  type rateSeasonInput,
  type rateCalendarQuery,
  type RateCalendarView,
  type rateSeasonsQuery,
  type RateSeasonView,
} from '@hotel/contracts';
import { RATE_SEASONS } from '@hotel/projections';
import type { AppDeps, RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { appendDecided, readAt, type DecidedStream } from './append-at-read';
import { SEASON_COLUMNS, type SeasonRow } from './season-rows';

/*
 * Rate seasons (docs/rates.md): a manager's commands append to the one `rate-seasons` stream at
 * the revision they read, so two managers never make seasons with one id, and the read model
 * `rate_seasons` (projections/src/rate-seasons) answers the lists and the quotes.
 */

interface SeasonsRead extends ReturnType<typeof readAt> {
  /** The live seasons of the stream: id -> room type. */
  live: Map<number, number>;
}

/** The live seasons of the stream and the revision they were read at. */
async function readSeasons(deps: AppDeps): Promise<SeasonsRead> {
  const { revision, events } = await deps.store.readStream(RATE_SEASONS_STREAM);
  const live = new Map<number, number>();
  for (const recorded of events) {
    const event: RateSeasonEvent = rateSeasonEvent.parse({
      type: recorded.type,
      data: recorded.data,
    });
    if (event.type === 'RateSeasonSet') live.set(event.data.seasonId, event.data.roomTypeId);
    else live.delete(event.data.seasonId);
  }
  return { live, ...readAt(revision) };
}

/** The stream every command of this file decides on: read whole, appended at the revision read. */
const SEASONS: DecidedStream<SeasonsRead> = {
  stream: RATE_SEASONS_STREAM,
  read: readSeasons,
  busyKey: 'rates.busy',
};

/** TMT the schema took (two decimals at most) as teňňe. */
function tengeOf(tmt: number): number {
  const tenge = tmtToTenge(tmt);
  if (tenge === null) throw new Error(`not a sum in TMT: ${tmt}`);
  return tenge;
}

/** A manager adds a season to a room type; the answer names its id. */
export async function setRateSeason(
  deps: AppDeps,
  context: RequestContext,
  input: z.output<typeof rateSeasonInput>,
): Promise<Outcome<{ id: number }>> {
  if (input.to <= input.from) throw new AppError('validation', 'rates.toNotAfterFrom');
  if (daysBetween(input.from, input.to) > MAX_SEASON_DAYS)
    throw new AppError('validation', 'rates.tooLong', { max: MAX_SEASON_DAYS });
  const minStay = input.min_stay ?? null;
  const maxStay = input.max_stay ?? null;
  if (minStay !== null && maxStay !== null && maxStay < minStay)
    throw new AppError('validation', 'rates.maxBelowMin');
  const [type] = await deps.sql`select 1 from room_types where id = ${input.room_types_id}`;
  if (!type) throw new AppError('not_found', 'booking.roomTypeNotFound');
  const event = await appendDecided(deps, context, SEASONS, ({ next }) => ({
    type: 'RateSeasonSet',
    data: {
      seasonId: next,
      roomTypeId: input.room_types_id,
      from: input.from,
      to: input.to,
      priceTenge: tengeOf(input.price),
      weekendPriceTenge: input.weekend_price === undefined ? null : tengeOf(input.weekend_price),
      minStay,
      maxStay,
      closedToArrival: input.closed_to_arrival ?? false,
      closedToDeparture: input.closed_to_departure ?? false,
      priority: input.priority ?? 0,
    },
  }));
  return { message: { key: 'rates.seasonSaved' }, data: { id: event.data.seasonId } };
}

/** A manager removes a season: its nights fall back to the seasons under it, or the base price. */
export async function removeRateSeason(
  deps: AppDeps,
  context: RequestContext,
  { id }: z.output<typeof idParams>,
): Promise<Outcome<{ id: number }>> {
  await appendDecided(deps, context, SEASONS, ({ live }) => {
    const roomTypeId = live.get(id);
    if (roomTypeId === undefined) throw new AppError('not_found', 'rates.seasonNotFound');
    return { type: 'RateSeasonRemoved', data: { seasonId: id, roomTypeId } };
  });
  return { message: { key: 'rates.seasonRemoved' }, data: { id } };
}

/** A season's row as the staff lists show it: TMT, the hotel's offset, the manager's e-mail. */
function seasonView(row: SeasonRow, timeZone: string): RateSeasonView {
  return {
    id: Number(row.id),
    room_types_id: row.room_type_id,
    from: row.from_date,
    to: row.to_date,
    price: tengeToTmt(Number(row.price_tenge)),
    weekend_price:
      row.weekend_price_tenge === null ? null : tengeToTmt(Number(row.weekend_price_tenge)),
    min_stay: row.min_stay,
    max_stay: row.max_stay,
    closed_to_arrival: row.closed_to_arrival,
    closed_to_departure: row.closed_to_departure,
    priority: row.priority,
    set_at: hotelInstant(row.set_at, timeZone),
    set_by:
      typeof row.set_by === 'object' && row.set_by !== null && 'email' in row.set_by
        ? String(row.set_by.email)
        : null,
  };
}

/** A room type's seasons, by first night, then the winner first. */
export async function listRateSeasons(
  deps: AppDeps,
  { room_types_id: typeId }: z.output<typeof rateSeasonsQuery>,
): Promise<RateSeasonView[]> {
  const rows = await deps.sql<SeasonRow[]>`
    select ${deps.sql.unsafe(SEASON_COLUMNS)} from ${deps.sql(RATE_SEASONS)}
    where room_type_id = ${typeId} order by from_date, priority desc, id desc`;
  return rows.map((row) => seasonView(row, deps.hotelTimeZone));
}

/** Nights the rate calendar shows when the manager names no period: a year ahead. */
const CALENDAR_DAYS = 365;

/**
 * The rate calendar: the seasons of every room type holding a night of [from, from + days), or
 * its end date (a closed-to-departure rule there shows on the last column), and the hotel's today
 * the calendar starts from when no `from` is named.
 */
export async function listRateCalendar(
  deps: AppDeps,
  query: z.output<typeof rateCalendarQuery>,
): Promise<RateCalendarView> {
  const today = hotelDate(deps.now(), deps.hotelTimeZone);
  const from = query.from ?? today;
  const to = addDays(from, query.days ?? CALENDAR_DAYS);
  const rows = await deps.sql<SeasonRow[]>`
    select ${deps.sql.unsafe(SEASON_COLUMNS)} from ${deps.sql(RATE_SEASONS)}
    where from_date <= ${to} and to_date > ${from}
    order by room_type_id, from_date, priority desc, id desc`;
  return { today, from, to, seasons: rows.map((row) => seasonView(row, deps.hotelTimeZone)) };
}
