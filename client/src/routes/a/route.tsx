import { createFileRoute, redirect } from '@tanstack/react-router';
import { authQuery, hasStaffAccess } from '../../account/queries';
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
  // Each screen offers only what the person's role may do (useStaffAccess): the role is known
  // before any screen shows, so none first offers a manager nothing.
  loader: ({ context }) =>
    Promise.all([
      loadStaffTexts(context.i18n),
      context.queryClient.prefetchQuery(authQuery(context.trpc)),
    ]),
  component: StaffShell,
  errorComponent: RouteError,
});
