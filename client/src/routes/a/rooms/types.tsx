import { createFileRoute } from '@tanstack/react-router';
import { staffRoomTypesQuery } from '../-staff/queries';
import { RoomTypesScreen } from './-types/room-types-screen';

/** Room types (/a/rooms/types). */
export const Route = createFileRoute('/a/rooms/types')({
  // The screen's own query, fetched before it shows (or on hover of its link). prefetchQuery,
  // unlike ensureQueryData, never throws: a refusal still shows inside the screen, as before.
  // The loader goes in the screen's chunk, so the staff queries stay out of the guests' bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => context.queryClient.prefetchQuery(staffRoomTypesQuery(context.trpc)),
  component: RoomTypesScreen,
});
