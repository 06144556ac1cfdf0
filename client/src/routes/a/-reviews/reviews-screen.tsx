import { REVIEW_STATUSES, type ReviewStatus, type StaffReviewView } from '@hotel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouteContext } from '@tanstack/react-router';
import { createColumnHelper, type TableOptions } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api';
import { PageHeading } from '../../../components/page-heading';
import { StarRating } from '../../../components/star-rating';
import { formatHotelDateTime } from '../../../lib/format';
import { DataTable } from '../-staff/data-table';
import { OutcomeNotice, type Outcome } from '../-staff/outcome-notice';
import { decideReviewMutation, reviewChangeFilters, staffReviewsQuery } from '../-staff/queries';
import { QueryState } from '../-staff/query-state';
import './reviews.css';

const route = getRouteApi('/a/reviews');
const column = createColumnHelper<StaffReviewView>();
const statusOf = (value: string): ReviewStatus | undefined => REVIEW_STATUSES.find((status) => status === value);

type Decide = (review: StaffReviewView, decision: 'approved' | 'rejected') => void;

/** The reviews' columns: who wrote what and when, the decision so far, and the buttons to decide. */
function reviewColumns(t: TFunction<'staff'>, common: TFunction, decide: Decide, busy: boolean): TableOptions<StaffReviewView>['columns'] {
  const dateTime = (value: string) => formatHotelDateTime(value) ?? common('dates.invalid');
  return [
    column.accessor('id', { header: t('reviews.column.id'), meta: { numeric: true } }),
    column.accessor('created_at', { header: t('reviews.column.createdAt'), cell: (cell) => dateTime(cell.getValue()) }),
    column.accessor('author', { header: t('reviews.column.author') }),
    column.accessor('rating', {
      header: t('reviews.column.rating'),
      cell: (cell) => <StarRating value={cell.getValue()} label={t('reviews.stars', { value: cell.getValue() })} />,
    }),
    column.accessor('text', {
      header: t('reviews.column.text'),
      enableSorting: false,
      cell: (cell) => <p className="review-cell">{cell.getValue()}</p>,
    }),
    column.accessor('email', { header: t('reviews.column.email') }),
    column.accessor((review) => review.decided_at ?? '', {
      id: 'decided',
      header: t('reviews.column.decided'),
      cell: (cell) => {
        const { decided_at: at, decided_by: who } = cell.row.original;
        return at === null ? t('empty') : t('reviews.decidedBy', { at: dateTime(at), who: who ?? t('empty') });
      },
    }),
    column.display({
      id: 'actions',
      header: t('reviews.column.actions'),
      meta: { action: true },
      cell: (cell) => {
        const review = cell.row.original;
        return (
          <span className="review-actions">
            {review.status !== 'approved' && (
              <button
                type="button"
                className="button button--small"
                disabled={busy}
                aria-label={t('reviews.approveLabel', { id: review.id })}
                onClick={() => decide(review, 'approved')}
              >
                {t('reviews.approve')}
              </button>
            )}
            {review.status !== 'rejected' && (
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={busy}
                aria-label={t('reviews.rejectLabel', { id: review.id })}
                onClick={() => decide(review, 'rejected')}
              >
                {t('reviews.reject')}
              </button>
            )}
          </span>
        );
      },
    }),
  ];
}

/**
 * Moderation of guests' reviews (issue 11, item 7): those waiting first; approving shows a review
 * on the home page, rejecting hides it, either can be undone by the other decision. The server
 * checks the staff role and writes each decision to the audit trail.
 */
export function ReviewsScreen() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const queryClient = useQueryClient();
  const status = route.useSearch().status ?? 'pending';
  const navigate = route.useNavigate();
  const reviews = useQuery(staffReviewsQuery(trpc, status));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const decision = useMutation({
    ...decideReviewMutation(trpc),
    onMutate: () => setOutcome(null),
    onSuccess: async ({ message }) => {
      setOutcome({ ok: true, text: message });
      await Promise.all(reviewChangeFilters(trpc).map((filter) => queryClient.invalidateQueries(filter)));
    },
    onError: (error) => setOutcome({ ok: false, text: apiErrorMessage(error, common) }),
  });
  const busy = decision.isPending;
  const columns = useMemo(
    () => reviewColumns(t, common, (review, verdict) => decision.mutate({ id: review.id, decision: verdict }), busy),
    // `decision.mutate` is stable; the buttons follow `busy`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, common, busy],
  );
  return (
    <section className="staff-screen">
      <PageHeading title={t('reviews.title')} intro={t('reviews.intro')} />
      <form className="staff-toolbar" onSubmit={(event) => event.preventDefault()}>
        <label className="field">
          <span className="field__label">{t('reviews.show')}</span>
          <select
            className="field__input"
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
        </label>
      </form>
      <OutcomeNotice outcome={outcome} />
      <QueryState error={reviews.error} pending={reviews.isPending} />
      {reviews.data && (
        <DataTable
          data={reviews.data}
          columns={columns}
          caption={t('reviews.title')}
          empty={t(`reviews.empty.${status}`)}
          getRowId={(review) => String(review.id)}
        />
      )}
    </section>
  );
}
