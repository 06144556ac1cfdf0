import { createFileRoute } from '@tanstack/react-router';
import { StaffAccountsScreen } from './-staff-accounts/staff-accounts-screen';

/** The manager's staff accounts: who may log in to the staff area, with which role. */
export const Route = createFileRoute('/a/staff-accounts')({
  component: StaffAccountsScreen,
});
