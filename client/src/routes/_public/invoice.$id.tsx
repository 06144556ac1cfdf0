import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isLoggedIn, profileBookingsQuery, profileFolioQuery } from '../../account/queries';
import { RouteError } from '../../components/route-error';
import { siteContactsQuery } from '../../components/use-site-contacts';
import { privatePageHead } from '../../seo/route-head';
import { BookingInvoice } from './-invoice/booking-invoice';

/**
 * A booking's invoice, ready to print: its folio (each night, the discount, the booking fee,
 * extras, payments and refunds, and what is still due), for the guest's own bookings only, in the
 * language chosen on the site.
 */
export const Route = createFileRoute('/_public/invoice/$id')({
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
  head: ({ match }) => privatePageHead(match.context, match.context.i18n.t('folio.title')),
  component: InvoicePage,
  errorComponent: RouteError,
});

function InvoicePage() {
  const { t } = useTranslation();
  const { id } = Route.useParams();
  const { trpc } = Route.useRouteContext();
  const { data: bookings } = useSuspenseQuery(profileBookingsQuery(trpc));
  const booking = bookings.find((item) => String(item.id) === id);
  const folio = useQuery({
    ...profileFolioQuery(trpc, Number(id)),
    enabled: booking !== undefined,
  });
  if (!booking || folio.isError) {
    return (
      <div className="container section">
        <h1>{t('folio.title')}</h1>
        <p className="form-error" role="alert">
          {t('folio.unavailable')}
        </p>
        <Link to="/profile" className="button button--ghost">
          {t('folio.back')}
        </Link>
      </div>
    );
  }
  return folio.data ? (
    <BookingInvoice booking={booking} folio={folio.data} />
  ) : (
    <p className="container section muted">…</p>
  );
}
