import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';

const TILES = [
  { to: '/rooms', label: 'home.tiles.rooms', image: '/images/tiles/rooms.svg' },
  {
    to: '/restaurantbar',
    label: 'home.tiles.restaurantbar',
    image: '/images/tiles/restaurant.svg',
  },
  { to: '/services', label: 'home.tiles.rest', image: '/images/tiles/rest.svg' },
] as const;

export function HomeTiles() {
  const { t } = useTranslation();
  return (
    <div className="tiles">
      {TILES.map((tile) => (
        <Link key={tile.to} to={tile.to} className="tile">
          <img src={tile.image} alt="" loading="lazy" />
          <span className="tile__label">
            {t(tile.label)} <Icon name="arrow" size={18} />
          </span>
        </Link>
      ))}
    </div>
  );
}
