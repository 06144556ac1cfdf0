import { createFileRoute } from '@tanstack/react-router';
import { BookingsScreen } from './-bookings/bookings-screen';

/** Paid bookings whose stay is over (/a/bookings/a). */
export const Route = createFileRoute('/a/bookings/a')({
  component: ArchivedBookings,
});

function ArchivedBookings() {
  return <BookingsScreen list="archive" />;
}
