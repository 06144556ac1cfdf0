import type { RoomTypeView } from '@hotel/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../../api';

/** One options object for the loaders (`ensureQueryData`) and the screens (`useSuspenseQuery`). */
export const roomTypesQuery = (trpc: Trpc) => trpc.catalog.roomTypes.queryOptions();

/** The room types for a loader: cached, or asked for (on the server's render, in-process). */
export function ensureRoomTypes(queryClient: QueryClient, trpc: Trpc): Promise<RoomTypeView[]> {
  return queryClient.ensureQueryData(roomTypesQuery(trpc));
}
