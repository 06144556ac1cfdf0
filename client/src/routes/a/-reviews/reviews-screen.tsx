import type { ReviewStatus } from '@hotel/contracts';
import { REVIEW_STATUSES } from '@hotel/contracts/plain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api';
import { PageHeading } from '../../../components/page-heading';
import { OutcomeNotice, type Outcome } from '../-staff/outcome-notice';
import { decideReviewMutation, reviewChangeFilters, staffReviewsQuery } from '../-staff/queries';
import { QueryState } from '../-staff/query-state';
import { ReviewCard } from './review-card';
import './reviews.css';
import { Field } from '../../../components/field';

const route = getRouteApi('/a/reviews');
const statusOf = (value: string): ReviewStatus | undefined =>
  REVIEW_STATUSES.find((status) => status === value);

/**
 * Moderation of guests' reviews: those waiting first; approving shows a review
 * on the home page, rejecting hides it, and either can be undone by the other decision. Reviews
 * are read as cards, not table rows: the text is what staff judge, and it must stay readable on
 * a phone. The server checks the staff role and writes each decision to the audit trail.
 */
export function ReviewsScreen() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const queryClient = useQueryClient();
  // The list the route's loader fetched: the URL's, those waiting when it names none.
  const { status } = route.useLoaderDeps();
  const navigate = route.useNavigate();
  const reviews = useQuery(staffReviewsQuery(trpc, status));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const decision = useMutation({
    ...decideReviewMutation(trpc),
    onMutate: () => setOutcome(null),
    onSuccess: async ({ message }) => {
      setOutcome({ ok: true, text: message });
      await Promise.all(
        reviewChangeFilters(trpc).map((filter) => queryClient.invalidateQueries(filter)),
      );
    },
    onError: (error) => setOutcome({ ok: false, text: apiErrorMessage(error, common) }),
  });
  return (
    <section className="staff-screen">
      <PageHeading title={t('reviews.title')} intro={t('reviews.intro')} />
      <form className="staff-toolbar" onSubmit={(event) => event.preventDefault()}>
        <Field label={t('reviews.show')}>
          {(control) => (
            <select
              {...control}
              value={status}
              onChange={(event) => {
                setOutcome(null);
                void navigate({ search: { status: statusOf(event.target.value) } });
              }}
            >
              {REVIEW_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`reviews.status.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
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
              onDecide={(verdict) => decision.mutate({ id: review.id, decision: verdict })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
