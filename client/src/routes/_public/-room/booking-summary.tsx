import type { RoomTypeView } from '@hotel/contracts';
import { CHECKIN_TIME, CHECKOUT_TIME } from '@hotel/contracts/plain';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { bookingTermsQuery, termsSentences } from '../../../lib/booking-terms';
import { currentLanguage } from '../../../i18n';
import { formatAmount, hotelWallTime } from '../../../lib/format';
import { useHotelWallClock } from '../../../lib/use-hotel-wall-clock';
import type { StayDates } from '../../../lib/stay';
import { LabelRows } from '../../../components/label-rows';
import { roomPriceLabel } from './base-price-label';

/**
 * What is being booked: the room type's figures and the stay on the hotel's wall clock
 * (check-in 14:00 of the first date, check-out 12:00 of the last, terms of stay). The type's own
 * price is named the base price when a season prices a night of the stay apart.
 */
export function BookingSummary({ roomType, dates }: { roomType: RoomTypeView; dates: StayDates }) {
  const { t, i18n } = useTranslation();
  const { trpc } = useRouteContext({ from: '__root__' });
  // The room page's own quote of the stay: one request, shared through the cache.
  const { data: quote } = useQuery(trpc.booking.quote.queryOptions({ id: roomType.id, ...dates }));
  const language = currentLanguage(i18n);
  const tmt = (amount: number) => `${formatAmount(amount, language)} TMT`;
  // Check-in and check-out are the hotel's wall clock, and say so (the guest may be elsewhere).
  const clock = useHotelWallClock();
  const wallTime = (date: string, time: string) => clock.dateTime(hotelWallTime(date, time));
  const rows: { label: string; value: string }[] = [
    { label: t('booking.room'), value: roomType.name[language] },
    { label: t('booking.capacity'), value: String(roomType.capacity) },
    { label: t('booking.roomsCount'), value: String(roomType.rooms_count) },
  ];
  // Prices of 0 stay hidden, as on the cards. The booking fee and the
  // discount are the price summary's: it shows what this stay is charged, which the options decide.
  if (roomType.price > 0) {
    const nights = quote?.nightPrices?.map((night) => night.priceTenge);
    const label = quote && roomPriceLabel(quote.roomPriceTenge, nights);
    rows.push({
      label: label === 'basePerNight' ? t('booking.roomBasePrice') : t('booking.roomPrice'),
      value: tmt(roomType.price),
    });
  }
  rows.push(
    { label: t('booking.checkin'), value: wallTime(dates.checkin, CHECKIN_TIME) },
    { label: t('booking.checkout'), value: wallTime(dates.checkout, CHECKOUT_TIME) },
  );
  return <LabelRows rows={rows} className="booking-summary" />;
}

const NOTES = ['onlineOnly', 'allGuests', 'minors'] as const;

/**
 * The four red notes of the booking form. The first states what a
 * cancel gives back: before booking, the terms of stay's sentence from the same options the
 * server's refund follows (it waits for them rather than say a rule that may not hold); for a
 * booking made, `refund` — what its own terms give back, in TMT.
 */
export function BookingNotes({ refund }: { refund?: number }) {
  const { t, i18n } = useTranslation();
  const { trpc } = useRouteContext({ from: '__root__' });
  const { data: terms } = useQuery({ ...bookingTermsQuery(trpc), enabled: refund === undefined });
  const amount = refund === undefined ? null : `${formatAmount(refund, currentLanguage(i18n))} TMT`;
  const refundNote =
    amount === null
      ? terms && termsSentences(t, terms).refund
      : refund === 0
        ? t('terms.rules.noRefund')
        : t('booking.notes.refundAmount', { amount });
  return (
    <ul className="booking-notes">
      {refundNote && <li>{refundNote}</li>}
      {NOTES.map((note) => (
        <li key={note}>{t(`booking.notes.${note}`)}</li>
      ))}
    </ul>
  );
}
