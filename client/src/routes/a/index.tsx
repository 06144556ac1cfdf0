import { DAY_SEARCH, validSearch } from '@hotel/contracts/plain';
import type { FrontDeskDayQuery } from '@hotel/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { frontDeskDayQuery } from './-staff/queries';
import { TodayScreen } from './-today/today-screen';

/** The front desk's day (/a, /a?date=): who arrives, who leaves, who is in house. */
export const Route = createFileRoute('/a/')({
  validateSearch: (search) => validSearch<FrontDeskDayQuery>(DAY_SEARCH, search),
  // The loader asks for the URL's day, as the screen does.
  loaderDeps: ({ search }) => search,
  // prefetchQuery, unlike ensureQueryData, never throws: a refusal still shows inside the
  // screen. The loader goes in the screen's chunk, so the staff queries stay out of the guests'
  // bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) =>
    context.queryClient.prefetchQuery(frontDeskDayQuery(context.trpc, deps.date)),
  component: TodayScreen,
});
