import { createFileRoute } from '@tanstack/react-router';
import { bookingsListScreen, prefetchBookingsList } from './-bookings/bookings-list-route';

/** Paid bookings already handled at reception (/a/bookings/r). */
export const Route = createFileRoute('/a/bookings/r')({
  codeSplitGroupings: [['loader', 'component']],
  loader: prefetchBookingsList('reception'),
  component: bookingsListScreen('reception'),
});
