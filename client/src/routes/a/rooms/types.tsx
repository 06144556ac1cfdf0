import { createFileRoute } from '@tanstack/react-router';
import { staffRoomTypesQuery } from '../-staff/queries';
import { prefetchScreen } from '../-staff/prefetch-screen';
import { RoomTypesScreen } from './-types/room-types-screen';

/** Room types (/a/rooms/types). */
export const Route = createFileRoute('/a/rooms/types')({
  codeSplitGroupings: [['loader', 'component']],
  loader: prefetchScreen(staffRoomTypesQuery),
  component: RoomTypesScreen,
});
