import { createFileRoute } from '@tanstack/react-router';
import { FeedsScreen } from './-feeds/feeds-screen';

/** The rooms' and room types' iCalendar feed addresses (/a/rooms/feeds). */
export const Route = createFileRoute('/a/rooms/feeds')({
  component: FeedsScreen,
});
