import type { Trpc } from '../../../api';

/** One options object for the loaders (`ensureQueryData`) and the screens (`useSuspenseQuery`). */
export const roomTypesQuery = (trpc: Trpc) => trpc.catalog.roomTypes.queryOptions();
