import { createFileRoute } from '@tanstack/react-router';
import { RoomTypesScreen } from './-types/room-types-screen';

/** Room types (/a/rooms/types). */
export const Route = createFileRoute('/a/rooms/types')({
  component: RoomTypesScreen,
});
