import { DAY_SEARCH, mayAccess, validSearch } from '@hotel/contracts/plain';
import type { FrontDeskDayQuery } from '@hotel/contracts';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { authQuery } from '../../account/queries';
import { frontDeskDayQuery } from './-staff/queries';
import { TodayScreen } from './-today/today-screen';

/** The front desk's day (/a, /a?date=): who arrives, who leaves, who is in house. */
export const Route = createFileRoute('/a/')({
  validateSearch: (search) => validSearch<FrontDeskDayQuery>(DAY_SEARCH, search),
  // Housekeeping staff see no bookings: their day is their list of rooms.
  beforeLoad: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(authQuery(context.trpc)).catch(() => null);
    const roleId = me?.data?.role_id ?? 0;
    if (!mayAccess(roleId, 'staff') && mayAccess(roleId, 'housekeeping'))
      throw redirect({ to: '/a/housekeeping', replace: true });
  },
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
