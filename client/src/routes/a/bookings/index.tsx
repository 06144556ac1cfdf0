import { createFileRoute } from '@tanstack/react-router';
import { bookingsListScreen, prefetchBookingsList } from './-bookings/bookings-list-route';

/** The bookings that still hold a room (/a/bookings). */
export const Route = createFileRoute('/a/bookings/')({
  codeSplitGroupings: [['loader', 'component']],
  loader: prefetchBookingsList('active'),
  component: bookingsListScreen('active'),
});
