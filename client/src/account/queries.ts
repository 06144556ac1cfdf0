import type { RouterContext } from '../router-context';
import type { Trpc } from '../api';

/** Who is logged in; one options object for the guards (`ensureQueryData`) and the screens. */
export const authQuery = (trpc: Trpc) => trpc.auth.me.queryOptions();

/** The logged-in user's own bookings (personal account). */
export const profileBookingsQuery = (trpc: Trpc) => trpc.profile.bookings.queryOptions();

/** The folio (invoice) of one of the logged-in user's own bookings. */
export const profileFolioQuery = (trpc: Trpc, id: number) =>
  trpc.profile.folio.queryOptions({ id });

/** The logged-in user's live sessions (devices), the current one marked. */
export const accountSessionsQuery = (trpc: Trpc) => trpc.auth.sessions.queryOptions();

/** The staff area's server check: the tRPC twin of GET /api/protected. */
export const staffAccessQuery = (trpc: Trpc) => trpc.auth.protected.queryOptions();

/**
 * For route guards. A failed check counts as logged out, so a server
 * hiccup sends the visitor to the login screen instead of an error page.
 */
export async function isLoggedIn({ queryClient, trpc }: RouterContext): Promise<boolean> {
  try {
    const state = await queryClient.ensureQueryData(authQuery(trpc));
    return state.authenticated;
  } catch {
    return false;
  }
}

/**
 * For the staff area's guard: the server says whether this session is staff. A refusal, or no
 * answer at all, keeps the area closed (a refused guard redirects to /404).
 * A passed check is trusted for the query client's stale time, then asked again.
 */
export async function hasStaffAccess({ queryClient, trpc }: RouterContext): Promise<boolean> {
  try {
    await queryClient.fetchQuery(staffAccessQuery(trpc));
    return true;
  } catch {
    return false;
  }
}

/**
 * After a login or a logout: re-ask who is logged in, and drop what the previous user could see
 * (their bookings, their sessions, the staff check and every staff list) so the next user of this
 * tab can never see it, not even from the cache. Only these keys are touched; the public catalogue
 * stays cached. `sameUser`: the same person got a new session cookie (a changed password, a
 * confirmed address), so nothing of theirs is dropped from the screen showing it; who is logged in
 * and the list of sessions are asked again.
 */
export async function sessionChanged(
  { queryClient, trpc }: RouterContext,
  { sameUser = false }: { sameUser?: boolean } = {},
): Promise<void> {
  const who = authQuery(trpc).queryKey;
  // A check of who is logged in still on its way was sent before the change and answers what was
  // true then; a query with no answer yet would hand that answer to the invalidation below as the
  // new one (TanStack Query joins a fetch in flight rather than start one) and keep it fresh for
  // its stale time. Dropped here, the check is sent anew after the change.
  await queryClient.cancelQueries({ queryKey: who });
  if (sameUser) {
    await Promise.all([
      // Fetched again even when no screen shows it now: the next one reads it at once (an account
      // page opened right after the address was confirmed must not ask for it again).
      queryClient.invalidateQueries({ queryKey: who, refetchType: 'all' }),
      queryClient.invalidateQueries({ queryKey: accountSessionsQuery(trpc).queryKey }),
    ]);
    return;
  }
  const personal = [
    profileBookingsQuery(trpc).queryKey,
    accountSessionsQuery(trpc).queryKey,
    staffAccessQuery(trpc).queryKey,
    trpc.staffBookings.pathKey(),
    trpc.staff.pathKey(),
    trpc.calendar.pathKey(),
    trpc.housekeeping.pathKey(),
    // Guests' reviews waiting for moderation, with their accounts' e-mails.
    trpc.staffReviews.pathKey(),
  ];
  for (const queryKey of personal) queryClient.removeQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey: who });
}
