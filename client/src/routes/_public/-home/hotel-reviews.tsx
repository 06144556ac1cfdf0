import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { StarRating } from '../../../components/star-rating';
import { useDialog } from '../../../dialog';
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

// Dates are shown in the Russian long format in every language (specification).
const russianLongDate = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function HotelReviews() {
  const { t } = useTranslation();
  const dialog = useDialog();
  const reviews = t('home.reviews.items', { returnObjects: true });

  const writeReview = async () => {
    const text = await dialog.prompt(t('home.reviews.writePrompt'));
    if (text !== false && text.trim()) await dialog.alert(t('home.reviews.thanks'));
  };

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
              onClick={() => void dialog.alert(t('home.reviews.thanksRating'))}
            >
              <Icon name="star" size={22} />
            </button>
          ))}
        </span>
        <button type="button" className="button button--small" onClick={() => void writeReview()}>
          {t('home.reviews.write')}
        </button>
      </div>
      <ul className="reviews__list">
        {reviews.map((review, index) => {
          const meta = SAMPLE_META[index] ?? { rating: 5, date: '2025-01-01' };
          return (
            <li key={review.author} className="review">
              <p className="review__head">
                <strong>{review.author}</strong>
                <time dateTime={meta.date}>{russianLongDate.format(new Date(meta.date))}</time>
              </p>
              <StarRating
                value={meta.rating}
                label={t('home.reviews.stars', { value: meta.rating })}
              />
              <p className="review__text">{review.text}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
