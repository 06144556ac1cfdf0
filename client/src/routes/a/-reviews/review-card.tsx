import type { StaffReviewView } from '@hotel/contracts';
import { REVIEW_DECISIONS } from '@hotel/contracts/plain';
import { useTranslation } from 'react-i18next';
import { StarRating } from '../../../components/star-rating';
import { formatHotelDateTime } from '../../../lib/format';

export type Decision = (typeof REVIEW_DECISIONS)[number];

interface Props {
  review: StaffReviewView;
  /** None for a role that may read the reviews but not decide on them. */
  onDecide: ((decision: Decision) => void) | undefined;
  busy: boolean;
}

/**
 * One guest's review as staff judge it: who wrote it (name and account) and when, the rating,
 * the text as typed (never HTML), the decision so far, and the decisions still open (`onDecide`).
 */
export function ReviewCard({ review, onDecide, busy }: Props) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const dateTime = (value: string) => formatHotelDateTime(value) ?? common('dates.invalid');
  return (
    <li className="review-card">
      <div className="staff-entry-head">
        <span>
          <strong>{t('reviews.number', { id: review.id })}</strong> · {review.author}
        </span>
        <time dateTime={review.created_at}>{dateTime(review.created_at)}</time>
      </div>
      <StarRating value={review.rating} label={t('reviews.stars', { value: review.rating })} />
      <p className="review-card__text">{review.text}</p>
      <p className="review-card__meta">
        {t('reviews.account')}: {review.email}
        {review.status !== 'pending' &&
          review.decided_at !== null &&
          ` · ${t(`reviews.decided.${review.status}`, {
            at: dateTime(review.decided_at),
            who: review.decided_by ?? t('empty'),
          })}`}
      </p>
      {onDecide && (
        <div className="review-card__actions">
          {/* The decisions offered: each one the review is not in already. */}
          {REVIEW_DECISIONS.filter((decision) => decision !== review.status).map((decision) => (
            <button
              key={decision}
              type="button"
              className={
                decision === 'approved'
                  ? 'button button--small'
                  : 'button button--ghost button--small'
              }
              disabled={busy}
              aria-label={t(`reviews.decideLabel.${decision}`, { id: review.id })}
              onClick={() => onDecide(decision)}
            >
              {t(`reviews.decide.${decision}`)}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
