import { createFileRoute } from '@tanstack/react-router';
import { staffBlocksQuery, staffRoomTypesQuery, staffRoomsQuery } from '../-staff/queries';
import { prefetchScreen } from '../-staff/prefetch-screen';
import { RoomsScreen } from './-rooms/rooms-screen';

/** The rooms (/a/rooms). */
export const Route = createFileRoute('/a/rooms/')({
  codeSplitGroupings: [['loader', 'component']],
  loader: prefetchScreen(staffRoomsQuery, staffRoomTypesQuery, staffBlocksQuery),
  component: RoomsScreen,
});
