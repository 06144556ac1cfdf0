import { Icon } from './icon';

const STARS = [1, 2, 3, 4, 5] as const;

/** A 0–5 rating drawn as filled and empty stars; `label` is what screen readers hear. */
export function StarRating({ value, label }: { value: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      {STARS.map((star) => (
        <Icon
          key={star}
          name="star"
          size={18}
          filled={star <= value}
          className={star <= value ? 'stars__star stars__star--on' : 'stars__star'}
        />
      ))}
    </span>
  );
}
