import { createFileRoute } from '@tanstack/react-router';
import { calendarRangeQuery, calendarRoomsQuery, occupancyQuery } from '../-staff/queries';
import { calendarRange } from './-calendar/calendar-cells';
import { CalendarScreen } from './-calendar/calendar-screen';

/** The online-availability calendar and the occupancy dashboard (/a/rooms/online). */
export const Route = createFileRoute('/a/rooms/online')({
  // The screen's own queries, fetched before it shows (or on hover of its link). prefetchQuery,
  // unlike ensureQueryData, never throws: a refusal still shows inside the screen, as before.
  // The loader goes in the screen's chunk, so the staff queries stay out of the guests' bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.prefetchQuery(calendarRoomsQuery(trpc)),
      // The calendar's days count from the hotel's today, which the occupancy's answer tells.
      (async () => {
        await queryClient.prefetchQuery(occupancyQuery(trpc));
        const today = queryClient.getQueryData(occupancyQuery(trpc).queryKey)?.today;
        if (today) await queryClient.prefetchQuery(calendarRangeQuery(trpc, calendarRange(today)));
      })(),
    ]),
  component: CalendarScreen,
});
