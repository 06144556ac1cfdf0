import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';

/** Every room type offers the same amenities (specification: the room detail's grid). */
const AMENITIES = ['breakfast', 'ac', 'wifi', 'bath', 'tv', 'services'] as const;

/** Compact icon row of a room card. */
export function AmenityIcons() {
  const { t } = useTranslation();
  return (
    <ul className="amenity-icons">
      {AMENITIES.map((amenity) => (
        <li key={amenity} title={t(`amenities.${amenity}`)}>
          <Icon name={amenity} size={20} label={t(`amenities.${amenity}`)} />
        </li>
      ))}
    </ul>
  );
}

/** Labelled grid of the room detail. */
export function AmenityGrid() {
  const { t } = useTranslation();
  return (
    <section className="amenity-grid-section">
      <h2>{t('amenities.title')}</h2>
      <ul className="amenity-grid">
        {AMENITIES.map((amenity) => (
          <li key={amenity}>
            <Icon name={amenity} size={28} />
            <span>{t(`amenities.${amenity}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
