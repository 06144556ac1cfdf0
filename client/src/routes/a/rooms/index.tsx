import { createFileRoute } from '@tanstack/react-router';
import { RoomsScreen } from './-rooms/rooms-screen';

/** The rooms (/a/rooms). */
export const Route = createFileRoute('/a/rooms/')({
  component: RoomsScreen,
});
