import type { RoomTypeView } from '@hotel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { bookingTermsQuery } from '../../../lib/booking-terms';
import { guestPriceParts } from './guest-prices';

/**
 * Under a room type's prices: what the price includes and what guests add, in the guest's
 * language. The age bands come with the booking terms, which the room page's loader fetches, so
 * the server's page and the hydrating browser render the same line from the same answer.
 */
export function GuestPricesNote({ roomType }: { roomType: RoomTypeView }) {
  const { t, i18n } = useTranslation();
  const { trpc } = useRouteContext({ from: '__root__' });
  const { data: terms } = useQuery(bookingTermsQuery(trpc));
  if (!terms) return null;
  const parts = guestPriceParts(roomType, terms, t, currentLanguage(i18n));
  if (parts.length === 0) return null;
  return <p className="muted room-detail__guest-prices">{parts.join(' · ')}</p>;
}
