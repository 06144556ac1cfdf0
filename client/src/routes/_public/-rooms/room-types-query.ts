import type { RoomTypeView } from '@hotel/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../../api';
import { takeEarly } from '../../../api/early';

/** The REST twin of `catalog.roomTypes`, which /rooms' page preloads and src/rooms-early.ts reads. */
export const ROOM_TYPES_PATH = '/api/room-types';

/** One options object for the loaders (`ensureQueryData`) and the screens (`useSuspenseQuery`). */
export const roomTypesQuery = (trpc: Trpc) => trpc.catalog.roomTypes.queryOptions();

/**
 * The room types for a loader: the answer /rooms' page asked for before the app ran, when there
 * is one and nothing newer is cached; otherwise the tRPC call (and its errors) as everywhere.
 */
export async function ensureRoomTypes(queryClient: QueryClient, trpc: Trpc): Promise<RoomTypeView[]> {
  const options = roomTypesQuery(trpc);
  const early = await takeEarly<RoomTypeView[]>(ROOM_TYPES_PATH);
  if (early && queryClient.getQueryData(options.queryKey) === undefined) queryClient.setQueryData(options.queryKey, early);
  return queryClient.ensureQueryData(options);
}
