import { createFileRoute } from '@tanstack/react-router';
import { bookingsListScreen, prefetchBookingsList } from './-bookings/bookings-list-route';

/** Paid bookings whose stay is over (/a/bookings/a). */
export const Route = createFileRoute('/a/bookings/a')({
  codeSplitGroupings: [['loader', 'component']],
  loader: prefetchBookingsList('archive'),
  component: bookingsListScreen('archive'),
});
