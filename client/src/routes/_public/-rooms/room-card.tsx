import type { RoomTypeView, StayPriceView } from '@hotel/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useSiteContacts } from '../../../components/use-site-contacts';
import { currentLanguage } from '../../../i18n';
import type { StayDates } from '../../../lib/stay';
import { AmenityIcons } from './amenities';
import { RoomPrices } from './room-prices';
import { StayPrice } from './stay-price';

interface Props {
  /** A type a search found free carries the searched stay's price. */
  roomType: RoomTypeView & { stay_price?: StayPriceView };
  /** The card's place in the grid: the first one's picture loads at once. */
  position: number;
  /** The searched stay, handed on to the detail screen, whose date fields start from it. */
  dates?: StayDates;
  /** The guests counted at the search, handed on to the booking form. */
  guests?: number;
  /** Never open online: the card says to call the hotel instead of how many rooms are free. */
  onRequest?: boolean;
}

export function RoomCard({ roomType, position, dates, guests, onRequest = false }: Props) {
  const { t, i18n } = useTranslation();
  const name = roomType.name[currentLanguage(i18n)];
  const image = roomType.images[0];
  return (
    <article className="room-card">
      <div className="room-card__media">
        {image && (
          // The first card's picture is the largest thing a phone shows on /rooms (its LCP): fetched
          // at once and first; the others wait until they scroll near. 350x200 is the preview's size
          // (7:4, as .room-card__media reserves), so nothing moves when a picture arrives.
          <img
            src={image}
            alt={t('rooms.imageAlt', { name })}
            width={350}
            height={200}
            loading={position === 0 ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : 'auto'}
          />
        )}
      </div>
      <div className="room-card__body">
        <h2 className="room-card__title">{name}</h2>
        <AmenityIcons />
        <p className="room-card__capacity">
          <Icon name="users" size={18} /> {t('rooms.capacity', { count: roomType.capacity })}
        </p>
        {roomType.available_rooms !== undefined && (
          <p className="room-card__available">
            {t('rooms.available', { count: roomType.available_rooms })}
          </p>
        )}
        {onRequest && <OnRequest />}
        <RoomPrices
          roomType={roomType}
          nightPrices={roomType.stay_price?.night_prices.map((night) => night.price)}
        />
        {roomType.stay_price && <StayPrice price={roomType.stay_price} />}
        <Link
          to="/room"
          // The id, so that a copied link opens this type when navigation state is gone.
          search={{ type: roomType.id }}
          state={{ roomType, dates, guests, onRequest }}
          className="button room-card__view"
        >
          {t('rooms.view')} <Icon name="arrow" size={18} />
        </Link>
      </div>
    </article>
  );
}

/** The hotel's first phone, to book a type that is never open online. */
export function OnRequest() {
  const { t } = useTranslation();
  const contacts = useSiteContacts();
  const phone = contacts?.phones[0];
  return (
    <p className="room-card__available room-card__on-request">
      {phone ? t('rooms.onRequest', { phone }) : t('rooms.onRequestNoPhone')}
    </p>
  );
}
