import type { RouterContext } from '../../../../router-context';
import { staffBookingsQuery, type StaffList } from '../../-staff/queries';
import { BookingsScreen } from './bookings-screen';

/**
 * The loader of the route of one bookings list: the list is fetched before the screen shows (or
 * on hover of its link). prefetchQuery, unlike ensureQueryData, never throws: a refusal still
 * shows inside the screen. Each route puts it in the screen's chunk (codeSplitGroupings), so the
 * staff queries stay out of the guests' bundle.
 */
export function prefetchBookingsList(list: StaffList) {
  return ({ context }: { context: RouterContext }) =>
    context.queryClient.prefetchQuery(staffBookingsQuery(context.trpc, list));
}

/** The component of the route of one bookings list. */
export function bookingsListScreen(list: StaffList) {
  return function BookingsListScreen() {
    return <BookingsScreen list={list} />;
  };
}
