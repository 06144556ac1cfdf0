import { prefetchScreen } from '../../-staff/prefetch-screen';
import { staffBookingsQuery, type StaffList } from '../../-staff/queries';
import { BookingsScreen } from './bookings-screen';

/** The loader of the route of one bookings list: the list, fetched before the screen shows. */
export function prefetchBookingsList(list: StaffList) {
  return prefetchScreen((trpc) => staffBookingsQuery(trpc, list));
}

/** The component of the route of one bookings list. */
export function bookingsListScreen(list: StaffList) {
  return function BookingsListScreen() {
    return <BookingsScreen list={list} />;
  };
}
