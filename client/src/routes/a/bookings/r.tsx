import { createFileRoute } from '@tanstack/react-router';
import { staffBookingsQuery, type StaffList } from '../-staff/queries';
import { BookingsScreen } from './-bookings/bookings-screen';

const LIST: StaffList = 'reception';

/** Paid bookings already handled at reception (/a/bookings/r). */
export const Route = createFileRoute('/a/bookings/r')({
  // The screen's own list, fetched before it shows (or on hover of its link). prefetchQuery,
  // unlike ensureQueryData, never throws: a refusal still shows inside the screen, as before.
  // The loader goes in the screen's chunk, so the staff queries stay out of the guests' bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(staffBookingsQuery(context.trpc, LIST)),
  component: ReceptionBookings,
});

function ReceptionBookings() {
  return <BookingsScreen list={LIST} />;
}
