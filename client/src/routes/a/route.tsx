import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasStaffAccess } from '../../account/queries';
import { RouteError } from '../../components/route-error';
import { StaffShell } from './-staff/staff-shell';
import { loadStaffTexts } from './-staff/load-staff-texts';

/**
 * The staff area. Only the guard and the texts' loader stay in the main bundle; the layout and
 * every screen under /a are chunks of their own that a guest's browser never asks for, as the
 * guard redirects before any of them is loaded.
 */
export const Route = createFileRoute('/a')({
  // Staff pages are rendered in the browser, which has the person's session.
  ssr: false,
  // The server decides who is staff (auth.protected, the twin of GET /api/protected); anyone
  // else lands on the 404 screen.
  beforeLoad: async ({ context }) => {
    if (!(await hasStaffAccess(context))) throw redirect({ to: '/404', replace: true });
  },
  loader: ({ context }) => loadStaffTexts(context.i18n),
  component: StaffShell,
  errorComponent: RouteError,
});
