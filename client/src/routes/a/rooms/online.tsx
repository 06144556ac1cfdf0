import { CALENDAR_SEARCH, validSearch } from '@hotel/contracts/plain';
import type { CalendarWindowQuery } from '@hotel/contracts';
import { createFileRoute } from '@tanstack/react-router';
import {
  calendarRangeQuery,
  calendarRoomsQuery,
  occupancyQuery,
  outOfOrderQuery,
} from '../-staff/queries';
import { calendarRange } from './-calendar/calendar-cells';
import { CalendarScreen } from './-calendar/calendar-screen';
import { windowStart } from './-calendar/calendar-window';

/**
 * The online-availability calendar and the occupancy dashboard (/a/rooms/online, ?from= the
 * calendar's first day, so that a link keeps the week it shows).
 */
export const Route = createFileRoute('/a/rooms/online')({
  validateSearch: (search) => validSearch<CalendarWindowQuery>(CALENDAR_SEARCH, search),
  // The loader asks for the URL's window, as the calendar does.
  loaderDeps: ({ search }) => search,
  // The screen's own queries, fetched before it shows (or on hover of its link). prefetchQuery,
  // unlike ensureQueryData, never throws: a refusal still shows inside the screen, as before.
  // The loader goes in the screen's chunk, so the staff queries stay out of the guests' bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, trpc }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery(calendarRoomsQuery(trpc)),
      // Without `from`, the calendar's days count from the hotel's today, which the occupancy's answer tells.
      (async () => {
        await queryClient.prefetchQuery(occupancyQuery(trpc));
        const today = queryClient.getQueryData(occupancyQuery(trpc).queryKey)?.today;
        if (!today) return;
        // The window's stays and the rooms out of order in it: the calendar draws both at once.
        const range = calendarRange(windowStart(deps.from, today));
        await Promise.all([
          queryClient.prefetchQuery(calendarRangeQuery(trpc, range)),
          queryClient.prefetchQuery(outOfOrderQuery(trpc, range)),
        ]);
      })(),
    ]),
  component: CalendarScreen,
});
