import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ownPageRoute } from '../../account/own-page-route';
import { profileFolioQuery } from '../../account/queries';
import { privatePageHead } from '../../seo/route-head';
import { BookingUnavailable } from './-confirmation/booking-unavailable';
import { loadOwnBooking, useOwnBooking } from './-confirmation/own-booking';
import { BookingInvoice } from './-invoice/booking-invoice';

/**
 * A booking's invoice, ready to print: its folio (each night, the discount, the booking fee,
 * extras, payments and refunds, and what is still due), for the guest's own bookings only, in the
 * language chosen on the site.
 */
export const Route = createFileRoute('/_public/invoice/$id')({
  ...ownPageRoute,
  loader: loadOwnBooking,
  head: ({ match }) => privatePageHead(match.context, match.context.i18n.t('folio.title')),
  component: InvoicePage,
});

function InvoicePage() {
  const { t } = useTranslation();
  const { id } = Route.useParams();
  const { trpc } = Route.useRouteContext();
  const booking = useOwnBooking(id);
  const folio = useQuery({
    ...profileFolioQuery(trpc, Number(id)),
    enabled: booking !== undefined,
  });
  if (!booking || folio.isError) {
    return (
      <BookingUnavailable
        title={t('folio.title')}
        message={t('folio.unavailable')}
        back={t('folio.back')}
      />
    );
  }
  return folio.data ? (
    <BookingInvoice booking={booking} folio={folio.data} />
  ) : (
    <p className="container section muted">…</p>
  );
}
