import { useTranslation } from 'react-i18next';
import { StarRating } from '../../../components/star-rating';

// Dates are shown in the Russian long format in every language (specification).
const russianLongDate = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

interface Props {
  author: string;
  /** yyyy-MM-dd */
  date: string;
  rating: number;
  text: string;
}

/**
 * One review: a sample or a guest's approved one look alike. The text is a React text node, so
 * whatever a guest typed is shown as typed, never read as HTML.
 */
export function ReviewItem({ author, date, rating, text }: Props) {
  const { t } = useTranslation();
  return (
    <li className="review">
      <p className="review__head">
        <strong>{author}</strong>
        <time dateTime={date}>{russianLongDate.format(new Date(date))}</time>
      </p>
      <StarRating value={rating} label={t('home.reviews.stars', { value: rating })} />
      <p className="review__text">{text}</p>
    </li>
  );
}
