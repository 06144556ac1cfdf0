import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isPaid } from '../../account/booking-state';
import { isLoggedIn, profileBookingsQuery } from '../../account/queries';
import { RouteError } from '../../components/route-error';
import { siteContactsQuery } from '../../components/use-site-contacts';
import { privatePageHead } from '../../seo/route-head';
import { BookingConfirmation } from './-confirmation/booking-confirmation';

/**
 * A paid booking's confirmation, ready to print: the guest's own bookings only
 * (the list is the server's answer for this session), in the language chosen on the site.
 */
export const Route = createFileRoute('/_public/confirmation/$id')({
  // A person's own page: rendered in the browser, which has the person's session.
  ssr: false,
  beforeLoad: async ({ context }) => {
    if (!(await isLoggedIn(context))) throw redirect({ to: '/login' });
  },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(profileBookingsQuery(context.trpc)),
      context.queryClient.ensureQueryData(siteContactsQuery(context.trpc)),
    ]),
  head: ({ match }) => privatePageHead(match.context, match.context.i18n.t('titles.confirmation')),
  component: ConfirmationPage,
  errorComponent: RouteError,
});

function ConfirmationPage() {
  const { t } = useTranslation();
  const { id } = Route.useParams();
  const { trpc } = Route.useRouteContext();
  const { data: bookings } = useSuspenseQuery(profileBookingsQuery(trpc));
  const booking = bookings.find((item) => String(item.id) === id);
  // Only a booking that is paid and stands is confirmed: anything else has no confirmation to print.
  if (
    !booking ||
    !isPaid(booking) ||
    booking.booking_canceled === 1 ||
    booking.book_number === null
  ) {
    return (
      <div className="container section">
        <h1>{t('confirmation.title')}</h1>
        <p className="form-error" role="alert">
          {t('confirmation.unavailable')}
        </p>
        <Link to="/profile" className="button button--ghost">
          {t('confirmation.back')}
        </Link>
      </div>
    );
  }
  return <BookingConfirmation booking={booking} bookNumber={booking.book_number} />;
}
