import { createFileRoute } from '@tanstack/react-router';
import { RoomTypesScreen } from './-types/room-types-screen';

/** Room types (specification, point 2: /a/rooms/types). */
export const Route = createFileRoute('/a/rooms/types')({
  component: RoomTypesScreen,
});
