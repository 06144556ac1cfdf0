import { createFileRoute } from '@tanstack/react-router';
import { authQuery } from '../../account/queries';
import { staffAccountsQuery } from './-staff/queries';
import { StaffAccountsScreen } from './-staff-accounts/staff-accounts-screen';

/** The manager's staff accounts: who may log in to the staff area, with which role. */
export const Route = createFileRoute('/a/staff-accounts')({
  // The screen's own queries (the list, and who is logged in, whose row it marks), fetched before
  // it shows (or on hover of its link). prefetchQuery, unlike ensureQueryData, never throws: a
  // refusal still shows inside the screen, as before. The loader goes in the screen's chunk, so
  // the staff queries stay out of the guests' bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.prefetchQuery(staffAccountsQuery(trpc)),
      queryClient.prefetchQuery(authQuery(trpc)),
    ]),
  component: StaffAccountsScreen,
});
