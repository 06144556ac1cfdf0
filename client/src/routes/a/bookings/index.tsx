import { createFileRoute } from '@tanstack/react-router';
import { BookingsScreen } from './-bookings/bookings-screen';

/** The bookings that still hold a room (/a/bookings). */
export const Route = createFileRoute('/a/bookings/')({
  component: ActiveBookings,
});

function ActiveBookings() {
  return <BookingsScreen list="active" />;
}
