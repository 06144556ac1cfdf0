import { useTranslation } from 'react-i18next';
import { StarRating } from '../../../components/star-rating';
import { formatRussianLongDate } from '../../../lib/format';

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
        {/* In the Russian long format in every language (specification). */}
        <time dateTime={date}>{formatRussianLongDate(date)}</time>
      </p>
      <StarRating value={rating} label={t('home.reviews.stars', { value: rating })} />
      <p className="review__text">{text}</p>
    </li>
  );
}
