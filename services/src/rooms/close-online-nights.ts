import type { z } from 'zod';
import {
  daysBetween,
  hotelDate,
  MAX_ONLINE_RANGE_DAYS,
  type closeOnlineNightsInput,
  type idParams,
} from '@hotel/contracts';
import { findRoomLabel } from '../catalog/room-types';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { dottedDate } from './calendar';
import { freshIds } from './out-of-order';
import { handleRoomCommand } from './room-commands';

/**
 * A manager takes the nights [from, to) of room `id` off online sale: the for-online windows they
 * lie in are shortened or split, the rest of their nights stay on sale.
 */
export async function closeOnlineNights(
  deps: AppDeps,
  context: RequestContext,
  { id }: z.output<typeof idParams>,
  { from, to }: z.output<typeof closeOnlineNightsInput>,
): Promise<Outcome> {
  const room = await findRoomLabel(deps.sql, id);
  if (!room) throw new AppError('not_found', 'room.notFound');
  // Past nights are sold or lost already: only today on can be taken off sale.
  if (from < hotelDate(deps.now(), deps.hotelTimeZone))
    throw new AppError('validation', 'range.inPast');
  if (to <= from) throw new AppError('validation', 'range.checkoutBeforeCheckin');
  if (daysBetween(from, to) > MAX_ONLINE_RANGE_DAYS)
    throw new AppError('validation', 'range.tooLong', { max: MAX_ONLINE_RANGE_DAYS });
  // Windows never overlap: only the first and the last met keep nights outside the range.
  const blockIds = await freshIds(deps, 2);
  const result = await handleRoomCommand(
    deps.store,
    { type: 'CloseOnlineNights', data: { roomId: room.roomId, from, to, blockIds } },
    eventMetadata(deps, context),
  );
  await deps.waitForProjections(result.position);
  return {
    message: {
      key: 'online.nightsClosed',
      params: { room: room.roomNumber, from: dottedDate(from), to: dottedDate(to) },
    },
    data: { id: room.roomId },
  };
}
