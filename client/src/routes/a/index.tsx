import { createFileRoute, redirect } from '@tanstack/react-router';

/** /a itself has no screen: staff start on the bookings list, where their login lands too. */
export const Route = createFileRoute('/a/')({
  beforeLoad: () => {
    throw redirect({ to: '/a/bookings', replace: true });
  },
});
