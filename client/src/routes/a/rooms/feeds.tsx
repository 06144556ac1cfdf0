import { createFileRoute } from '@tanstack/react-router';
import { calendarFeedsQuery } from '../-staff/queries';
import { prefetchScreen } from '../-staff/prefetch-screen';
import { FeedsScreen } from './-feeds/feeds-screen';

/** The rooms' and room types' iCalendar feed addresses (/a/rooms/feeds). */
export const Route = createFileRoute('/a/rooms/feeds')({
  codeSplitGroupings: [['loader', 'component']],
  loader: prefetchScreen(calendarFeedsQuery),
  component: FeedsScreen,
});
