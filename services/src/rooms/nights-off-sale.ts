import { daysBetween, hotelDate, MAX_ONLINE_RANGE_DAYS } from '@hotel/contracts';
import { findRoomLabel, type RoomLabel } from '../catalog/room-types';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';

/** Fresh ids from the sequence blocks, bookings and periods share. */
export async function freshIds(deps: AppDeps, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await deps.sql<{ id: string }[]>`
    select nextval('occupation_ids')::text as id from generate_series(1, ${count}::int)`;
  return rows.map((r) => Number(r.id));
}

/**
 * Room `roomId`, whose nights [from, to) a manager takes off sale (out of order, or off online
 * sale): from the hotel's today on, at most as long as a for-online window.
 */
export async function roomForNightsOffSale(
  deps: AppDeps,
  roomId: number,
  from: string,
  to: string,
): Promise<RoomLabel> {
  const room = await findRoomLabel(deps.sql, roomId);
  if (!room) throw new AppError('not_found', 'room.notFound');
  // Past nights are sold or lost already: only today on can be taken off sale.
  if (from < hotelDate(deps.now(), deps.hotelTimeZone))
    throw new AppError('validation', 'range.inPast');
  if (to <= from) throw new AppError('validation', 'range.checkoutBeforeCheckin');
  if (daysBetween(from, to) > MAX_ONLINE_RANGE_DAYS)
    throw new AppError('validation', 'range.tooLong', { max: MAX_ONLINE_RANGE_DAYS });
  return room;
}
