import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStatus } from '../../../account/use-auth-status';
import { Icon } from '../../../components/icon';
import { Modal } from '../../../components/modal';
import { StarRating } from '../../../components/star-rating';
import { ReviewForm } from './review-form';
import { approvedReviewsQuery } from './reviews-query';
import { ReviewItem } from './review-item';
import '../../../styles/reviews.css';

// Static sample content (specification): the texts are translated, ratings and dates are not.
const SAMPLE_META = [
  { rating: 5, date: '2025-08-14' },
  { rating: 5, date: '2025-07-02' },
  { rating: 4, date: '2025-05-21' },
] as const;
// The specification hard-codes the summary.
const SUMMARY = { rating: '5,0', reviews: 90, ratings: 120 } as const;
const RATE_VALUES = [1, 2, 3, 4, 5] as const;

/** What is open: the review form (with the stars clicked, if any), or the note to log in first. */
type Open = { form: true; rating: number | null } | { form: false } | null;

/**
 * The reviews tab: the static summary and samples (specification), then the guests' reviews the
 * hotel approved, newest first. Rating and writing open the review form for a logged-in
 * guest, else a note that reviews are written after logging in.
 */
export function HotelReviews() {
  const { t } = useTranslation();
  const { trpc } = useRouteContext({ from: '__root__' });
  const auth = useAuthStatus();
  const guestReviews = useQuery(approvedReviewsQuery(trpc));
  const [open, setOpen] = useState<Open>(null);
  const samples = t('home.reviews.items', { returnObjects: true });
  const write = (rating: number | null) =>
    setOpen(auth === 'in' ? { form: true, rating } : { form: false });
  const close = () => setOpen(null);

  return (
    <div className="reviews">
      <div className="reviews__summary">
        <strong className="reviews__score">{SUMMARY.rating}</strong>
        <div>
          <StarRating value={5} label={t('home.reviews.stars', { value: SUMMARY.rating })} />
          <p className="muted">
            {t('home.reviews.reviewsCount', { count: SUMMARY.reviews })} ·{' '}
            {t('home.reviews.ratingsCount', { count: SUMMARY.ratings })}
          </p>
        </div>
      </div>
      <div className="reviews__rate">
        <span>{t('home.reviews.prompt')}</span>
        <span className="reviews__rate-stars">
          {RATE_VALUES.map((value) => (
            <button
              key={value}
              type="button"
              aria-label={t('home.reviews.rateAction', { value })}
              onClick={() => write(value)}
            >
              <Icon name="star" size={22} />
            </button>
          ))}
        </span>
        <button type="button" className="button button--small" onClick={() => write(null)}>
          {t('home.reviews.write')}
        </button>
      </div>
      <ul className="reviews__list">
        {samples.map((review, index) => {
          const meta = SAMPLE_META[index] ?? { rating: 5, date: '2025-01-01' };
          return <ReviewItem key={review.author} {...review} {...meta} />;
        })}
        {guestReviews.data?.map((review) => (
          <ReviewItem key={`guest-${review.id}`} {...review} />
        ))}
      </ul>
      {guestReviews.isError && (
        <p className="form-error" role="alert">
          {t('home.reviews.guestsLoadFailed')}
        </p>
      )}
      {open?.form === true && <ReviewForm initialRating={open.rating} onClose={close} />}
      {open?.form === false && (
        <Modal title={t('home.reviews.signIn.title')} onClose={close}>
          <p>{t('home.reviews.signIn.text')}</p>
          <div className="form__actions">
            <Link to="/login" className="button" onClick={close}>
              {t('home.reviews.signIn.login')}
            </Link>
          </div>
        </Modal>
      )}
    </div>
  );
}
