import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasConfirmation } from '../../account/booking-state';
import { ownPageRoute } from '../../account/own-page-route';
import { privatePageHead } from '../../seo/route-head';
import { BookingConfirmation } from './-confirmation/booking-confirmation';
import { BookingUnavailable } from './-confirmation/booking-unavailable';
import { loadOwnBooking, useOwnBooking } from './-confirmation/own-booking';

/**
 * A paid booking's confirmation, ready to print: the guest's own bookings only
 * (the list is the server's answer for this session), in the language chosen on the site.
 */
export const Route = createFileRoute('/_public/confirmation/$id')({
  ...ownPageRoute,
  loader: loadOwnBooking,
  head: ({ match }) => privatePageHead(match.context, match.context.i18n.t('titles.confirmation')),
  component: ConfirmationPage,
});

function ConfirmationPage() {
  const { t } = useTranslation();
  const { id } = Route.useParams();
  const booking = useOwnBooking(id);
  // Only a booking that is paid and stands is confirmed: anything else has no confirmation to print.
  if (!booking || !hasConfirmation(booking)) {
    return (
      <BookingUnavailable
        title={t('confirmation.title')}
        message={t('confirmation.unavailable')}
        back={t('confirmation.back')}
      />
    );
  }
  return <BookingConfirmation booking={booking} bookNumber={booking.book_number} />;
}
