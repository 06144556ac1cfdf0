import type { z } from 'zod';
import {
  daysBetween,
  hotelDate,
  type calendarRangeInput,
  type idParams,
  type outOfOrderInput,
  type outOfOrderPeriodParams,
} from '@hotel/contracts';
import { BOOKINGS, outOfOrderInRange } from '@hotel/projections';
import { findRoomLabel } from '../catalog/room-types';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { dottedDate, MAX_CALENDAR_WINDOW_DAYS } from './calendar';
import { freshIds, roomForNightsOffSale } from './nights-off-sale';
import { commandSeenByReadModels } from './room-commands';
import { HeldByBookings } from './room-errors';
import { loadRoom } from './room-repository';
import { findPeriod } from './room-state';

/**
 * A manager takes room `id` out of sale for the nights [from, to) (`RoomTakenOutOfOrder`): from
 * today on, at most as long as a for-online window.
 */
export async function takeRoomOutOfOrder(
  deps: AppDeps,
  context: RequestContext,
  { id }: z.output<typeof idParams>,
  { from, to, reason }: z.output<typeof outOfOrderInput>,
): Promise<Outcome> {
  const room = await roomForNightsOffSale(deps, id, from, to);
  // The period's id, then one for each end of the for-online windows it may cut: windows never
  // overlap, so only the first and the last it meets keep nights outside it.
  const [periodId = 0, ...blockIds] = await freshIds(deps, 3);
  await commandSeenByReadModels(
    deps,
    {
      type: 'TakeOutOfOrder',
      data: { roomId: room.roomId, periodId, blockIds, from, to, reason },
    },
    eventMetadata(deps, context),
  ).catch(async (error: unknown) => {
    throw error instanceof HeldByBookings ? await namedByBookNumbers(deps, error) : error;
  });
  return {
    message: {
      key: 'outOfOrder.taken',
      params: { room: room.roomNumber, from: dottedDate(from), to: dottedDate(to) },
    },
    data: { id: periodId },
  };
}

/** The refusal over bookings holding the nights, naming them as staff know them: by book number. */
async function namedByBookNumbers(deps: AppDeps, refusal: HeldByBookings): Promise<AppError> {
  // The room's stream saw them; the bookings read model may not have yet.
  await deps.waitForProjections(await deps.store.readHead());
  const rows = await deps.sql<{ id: string; book_number: number }[]>`
    select id::text, book_number from ${deps.sql(BOOKINGS)}
    where id = any(${refusal.bookingIds.map(String)}::bigint[])`;
  const numbers = new Map(rows.map((row) => [Number(row.id), String(row.book_number)]));
  // One not projected in time is named by its id, which the staff can still look up.
  const books = refusal.bookingIds.map((id) => numbers.get(id) ?? `#${id}`);
  return new AppError('conflict', refusal.code, { books: books.join(', ') });
}

/**
 * Room `id` comes back into service today (`RoomBackInService`): its period ends, and the
 * for-online nights it cut from today on are on sale again.
 */
export async function bringRoomBackInService(
  deps: AppDeps,
  context: RequestContext,
  { id, period_id: periodId }: z.output<typeof outOfOrderPeriodParams>,
): Promise<Outcome> {
  const room = await findRoomLabel(deps.sql, id);
  if (!room) throw new AppError('not_found', 'room.notFound');
  const { state } = await loadRoom(deps.store, room.roomId);
  const period = findPeriod(state, periodId);
  if (!period) throw new AppError('not_found', 'outOfOrder.notFound');
  // What the period cut is fixed when it is taken: one id for each of its ranges is enough.
  const blockIds = await freshIds(deps, period.cutFromOnline.length);
  const on = hotelDate(deps.now(), deps.hotelTimeZone);
  await commandSeenByReadModels(
    deps,
    { type: 'BringBackInService', data: { roomId: room.roomId, periodId, on, blockIds } },
    eventMetadata(deps, context),
  );
  return {
    message: { key: 'outOfOrder.backInService', params: { room: room.roomNumber } },
    data: { id: periodId },
  };
}

/** A room's out-of-order period as the tape chart draws it: the nights [from, to) and why. */
export interface OutOfOrderView {
  id: number;
  room_id: number;
  from: string;
  to: string;
  reason: string;
}

/** The out-of-order periods with a night between two dates: the tape chart's hatched bars. */
export async function outOfOrderPeriodsInRange(
  deps: AppDeps,
  input: z.output<typeof calendarRangeInput>,
): Promise<OutOfOrderView[]> {
  if (input.end_date < input.start_date) throw new AppError('validation', 'range.endBeforeStart');
  if (daysBetween(input.start_date, input.end_date) > MAX_CALENDAR_WINDOW_DAYS)
    throw new AppError('validation', 'range.tooLong', { max: MAX_CALENDAR_WINDOW_DAYS });
  const periods = await outOfOrderInRange(deps.sql, input.start_date, input.end_date);
  return periods.map((p) => ({
    id: p.periodId,
    room_id: p.roomId,
    from: p.from,
    to: p.to,
    reason: p.reason,
  }));
}
