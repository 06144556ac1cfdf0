import type { z } from 'zod';
import type { closeOnlineNightsInput, idParams } from '@hotel/contracts';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import type { Outcome } from '../application/outcome';
import { dottedDate } from './calendar';
import { freshIds, roomForNightsOffSale } from './nights-off-sale';
import { commandSeenByReadModels } from './room-commands';

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
  const room = await roomForNightsOffSale(deps, id, from, to);
  // Windows never overlap: only the first and the last met keep nights outside the range.
  const blockIds = await freshIds(deps, 2);
  await commandSeenByReadModels(
    deps,
    { type: 'CloseOnlineNights', data: { roomId: room.roomId, from, to, blockIds } },
    eventMetadata(deps, context),
  );
  return {
    message: {
      key: 'online.nightsClosed',
      params: { room: room.roomNumber, from: dottedDate(from), to: dottedDate(to) },
    },
    data: { id: room.roomId },
  };
}
