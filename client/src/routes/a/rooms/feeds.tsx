import { createFileRoute } from '@tanstack/react-router';
import { calendarFeedsQuery } from '../-staff/queries';
import { FeedsScreen } from './-feeds/feeds-screen';

/** The rooms' and room types' iCalendar feed addresses (/a/rooms/feeds). */
export const Route = createFileRoute('/a/rooms/feeds')({
  // The screen's own query, fetched before it shows (or on hover of its link). prefetchQuery,
  // unlike ensureQueryData, never throws: a refusal still shows inside the screen, as before.
  // The loader goes in the screen's chunk, so the staff queries stay out of the guests' bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => context.queryClient.prefetchQuery(calendarFeedsQuery(context.trpc)),
  component: FeedsScreen,
});
