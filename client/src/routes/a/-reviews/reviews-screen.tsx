import { REVIEW_STATUSES } from '@hotel/contracts/plain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { OptionSelectField } from '../-staff/option-select-field';
import { OutcomeNotice } from '../-staff/outcome-notice';
import { decideReviewMutation, reviewChangeFilters, staffReviewsQuery } from '../-staff/queries';
import { QueryState } from '../-staff/query-state';
import { useStaffAccess } from '../-staff/staff-access';
import { useMarkStale } from '../-staff/use-mark-stale';
import { useOutcome } from '../-staff/use-outcome';
import { ReviewCard } from './review-card';
import './reviews.css';

const route = getRouteApi('/a/reviews');

/**
 * Moderation of guests' reviews: those waiting first; approving shows a review
 * on the home page, rejecting hides it, and either can be undone by the other decision. Reviews
 * are read as cards, not table rows: the text is what staff judge, and it must stay readable on
 * a phone. Only the manager decides; the rest of the staff read the reviews. The server checks
 * the role and writes each decision to the audit trail.
 */
export function ReviewsScreen() {
  const { t } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  const markStale = useMarkStale();
  // The list the route's loader fetched: the URL's, those waiting when it names none.
  const { status } = route.useLoaderDeps();
  const navigate = route.useNavigate();
  const reviews = useQuery(staffReviewsQuery(trpc, status));
  const manager = useStaffAccess('manager');
  const { outcome, clear, reportThenRefresh } = useOutcome();
  const decision = useMutation({
    ...decideReviewMutation(trpc),
    ...reportThenRefresh(() => markStale(reviewChangeFilters(trpc))),
  });
  return (
    <section className="staff-screen">
      <PageHeading title={t('reviews.title')} intro={t('reviews.intro')} />
      {/* noValidate: a choice of the list only; there is nothing for the browser to check. */}
      <form className="staff-toolbar" noValidate onSubmit={(event) => event.preventDefault()}>
        <OptionSelectField
          label={t('reviews.show')}
          options={REVIEW_STATUSES.map((value) => ({ value, text: t(`reviews.status.${value}`) }))}
          value={status}
          onChange={(chosen) => {
            clear();
            void navigate({ search: { status: chosen } });
          }}
        />
      </form>
      <OutcomeNotice outcome={outcome} />
      <QueryState error={reviews.error} pending={reviews.isPending} />
      {reviews.data?.length === 0 && (
        <p className="data-table data-table__empty">{t(`reviews.empty.${status}`)}</p>
      )}
      {reviews.data && reviews.data.length > 0 && (
        <ul className="review-queue" aria-label={t(`reviews.status.${status}`)}>
          {reviews.data.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              busy={decision.isPending}
              onDecide={
                manager
                  ? (verdict) => decision.mutate({ id: review.id, decision: verdict })
                  : undefined
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
