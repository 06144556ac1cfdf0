import { createFileRoute } from '@tanstack/react-router';
import { CalendarScreen } from './-calendar/calendar-screen';

/** The online-availability calendar and the occupancy dashboard (/a/rooms/online). */
export const Route = createFileRoute('/a/rooms/online')({
  component: CalendarScreen,
});
