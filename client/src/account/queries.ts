import type { RouterContext } from '../router-context';
import type { Trpc } from '../api';

/** Who is logged in; one options object for the guards (`ensureQueryData`) and the screens. */
export const authQuery = (trpc: Trpc) => trpc.auth.me.queryOptions();

/** The logged-in user's own bookings (personal account). */
export const profileBookingsQuery = (trpc: Trpc) => trpc.profile.bookings.queryOptions();

/**
 * For route guards. A failed check counts as logged out (specification, point 8), so a server
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
 * After a login or a logout: re-ask who is logged in, and drop the previous user's bookings so
 * the next user of this tab can never see them, not even from the cache. Only these two keys are
 * touched; the public catalogue stays cached.
 */
export async function sessionChanged({ queryClient, trpc }: RouterContext): Promise<void> {
  queryClient.removeQueries({ queryKey: profileBookingsQuery(trpc).queryKey });
  await queryClient.invalidateQueries({ queryKey: authQuery(trpc).queryKey });
}
