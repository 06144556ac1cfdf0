import { createFileRoute } from '@tanstack/react-router';
import { BookingsScreen } from './-bookings/bookings-screen';

/** Paid bookings already handled at reception (/a/bookings/r). */
export const Route = createFileRoute('/a/bookings/r')({
  component: ReceptionBookings,
});

function ReceptionBookings() {
  return <BookingsScreen list="reception" />;
}
