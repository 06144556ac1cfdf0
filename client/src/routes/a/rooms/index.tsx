import { createFileRoute } from '@tanstack/react-router';
import { RoomsScreen } from './-rooms/rooms-screen';

/** The rooms (specification, point 2: /a/rooms). */
export const Route = createFileRoute('/a/rooms/')({
  component: RoomsScreen,
});
