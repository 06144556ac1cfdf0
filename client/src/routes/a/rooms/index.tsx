import { createFileRoute } from '@tanstack/react-router';
import { staffBlocksQuery, staffRoomTypesQuery, staffRoomsQuery } from '../-staff/queries';
import { RoomsScreen } from './-rooms/rooms-screen';

/** The rooms (/a/rooms). */
export const Route = createFileRoute('/a/rooms/')({
  // The screen's own queries, fetched before it shows (or on hover of its link). prefetchQuery,
  // unlike ensureQueryData, never throws: a refusal still shows inside the screen, as before.
  // The loader goes in the screen's chunk, so the staff queries stay out of the guests' bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.prefetchQuery(staffRoomsQuery(trpc)),
      queryClient.prefetchQuery(staffRoomTypesQuery(trpc)),
      queryClient.prefetchQuery(staffBlocksQuery(trpc)),
    ]),
  component: RoomsScreen,
});
