import { createFileRoute } from '@tanstack/react-router';
import { authQuery } from '../../account/queries';
import { prefetchScreen } from './-staff/prefetch-screen';
import { staffAccountsQuery } from './-staff/queries';
import { StaffAccountsScreen } from './-staff-accounts/staff-accounts-screen';

/** The manager's staff accounts: who may log in to the staff area, with which role. */
export const Route = createFileRoute('/a/staff-accounts')({
  codeSplitGroupings: [['loader', 'component']],
  // The list, and who is logged in, whose row it marks.
  loader: prefetchScreen(staffAccountsQuery, authQuery),
  component: StaffAccountsScreen,
});
