import { createFileRoute } from '@tanstack/react-router';
import { BookingsScreen } from './-bookings/bookings-screen';

/** Cancelled and refunded bookings (/a/bookings/c). */
export const Route = createFileRoute('/a/bookings/c')({
  component: CanceledBookings,
});

function CanceledBookings() {
  return <BookingsScreen list="canceled" />;
}
