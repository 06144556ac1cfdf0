import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { profileBookingsQuery } from '../../../account/queries';
import { siteContactsQuery } from '../../../components/use-site-contacts';
import type { RouterContext } from '../../../router-context';

/** A printed booking page's data: the guest's own bookings and the hotel's contacts. */
export const loadOwnBooking = ({ context }: { context: RouterContext }) =>
  Promise.all([
    context.queryClient.ensureQueryData(profileBookingsQuery(context.trpc)),
    context.queryClient.ensureQueryData(siteContactsQuery(context.trpc)),
  ]);

/**
 * The booking of the path's id among the guest's own (the list is the server's answer for this
 * session): undefined for anyone else's, or one that does not exist.
 */
export function useOwnBooking(id: string) {
  const { trpc } = useRouteContext({ from: '__root__' });
  const { data: bookings } = useSuspenseQuery(profileBookingsQuery(trpc));
  return bookings.find((item) => String(item.id) === id);
}
