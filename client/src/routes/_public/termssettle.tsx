import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { RouteError } from '../../components/route-error';
import { bookingTermsQuery } from '../../lib/booking-terms';
import { publicPageHead } from '../../seo/route-head';
import { TermsSections } from './-terms/terms-sections';
import '../../styles/pages.css';

export const Route = createFileRoute('/_public/termssettle')({
  loader: ({ context }) => context.queryClient.ensureQueryData(bookingTermsQuery(context.trpc)),
  head: ({ match }) => publicPageHead(match.context, 'terms'),
  component: TermsPage,
  errorComponent: RouteError,
});

/** The terms of stay: five numbered sections, Russian being the original text. */
function TermsPage() {
  const { t } = useTranslation();
  const { trpc } = Route.useRouteContext();
  const { data: terms } = useSuspenseQuery(bookingTermsQuery(trpc));
  return (
    <div className="container section terms">
      <PageHeading title={t('terms.title')} />
      <TermsSections terms={terms} />
    </div>
  );
}
