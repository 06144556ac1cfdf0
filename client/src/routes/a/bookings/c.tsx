import { createFileRoute } from '@tanstack/react-router';
import { bookingsListScreen, prefetchBookingsList } from './-bookings/bookings-list-route';

/** Cancelled and refunded bookings (/a/bookings/c). */
export const Route = createFileRoute('/a/bookings/c')({
  codeSplitGroupings: [['loader', 'component']],
  loader: prefetchBookingsList('canceled'),
  component: bookingsListScreen('canceled'),
});
