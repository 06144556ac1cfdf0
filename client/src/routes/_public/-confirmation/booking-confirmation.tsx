import type { GuestBookingView } from '@hotel/contracts';
import { daysBetween } from '@hotel/contracts/plain';
import { useTranslation } from 'react-i18next';
import { LabelRows } from '../../../components/label-rows';
import { QrCode } from '../../../components/qr-code';
import { currentLanguage } from '../../../i18n';
import { formatAmount } from '../../../lib/format';
import { useHotelWallClock } from '../../../lib/use-hotel-wall-clock';
import { BookingNotes } from '../-room/booking-summary';
import './confirmation.css';
import { PrintedPageEnd } from './printed-page-end';

/**
 * The printed confirmation: the hotel and its contacts, the booking number as text and as a QR
 * code (reception scans it), the room, the stay on the hotel's clock, the guests, what was paid
 * and what is left to pay at arrival, and the terms' key points (what a cancel gives back by the
 * booking's own terms). The site's header, footer and buttons are left out of print.
 */
export function BookingConfirmation({
  booking,
  bookNumber,
}: {
  booking: GuestBookingView;
  bookNumber: number;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const wallClock = useHotelWallClock();
  const nights = daysBetween(booking.checkin.slice(0, 10), booking.checkout.slice(0, 10));
  const tmt = (amount: number) => `${formatAmount(amount, language)} TMT`;
  const rows = [
    { label: t('booking.room'), value: booking.room_name[language] },
    { label: t('profile.checkin'), value: wallClock.dateTime(booking.checkin) },
    { label: t('profile.checkout'), value: wallClock.dateTime(booking.checkout) },
    { label: t('confirmation.nights'), value: String(nights) },
    { label: t('profile.amount'), value: tmt(booking.amount) },
    { label: t('profile.paymentAt'), value: wallClock.dateTime(booking.payment_at) },
  ];
  // What the booking terms left to pay at arrival (the folio's balance).
  if (booking.balance_due > 0)
    rows.push({ label: t('booking.atArrivalLine'), value: tmt(booking.balance_due) });
  return (
    <article className="container section confirmation" aria-labelledby="confirmation-title">
      <header className="confirmation__head">
        <div>
          <p className="confirmation__brand">
            {t('brand.name')} · {t('brand.tagline')}
          </p>
          <h1 id="confirmation-title">{t('confirmation.title')}</h1>
          <p className="confirmation__number">{t('confirmation.number', { number: bookNumber })}</p>
        </div>
        <QrCode value={String(bookNumber)} label={t('confirmation.qr', { number: bookNumber })} />
      </header>
      <LabelRows rows={rows} />
      <section aria-labelledby="confirmation-guests">
        <h2 id="confirmation-guests">{t('booking.guests')}</h2>
        <ol className="confirmation__guests">
          {booking.guests.map((guest, index) => (
            <li key={index}>
              {guest.full_name} —{' '}
              {t('confirmation.passport', { passport: guest.passport_serial_number })}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="confirmation-terms">
        <h2 id="confirmation-terms">{t('confirmation.terms')}</h2>
        <BookingNotes refund={booking.refund_amount} />
      </section>
      <PrintedPageEnd print={t('confirmation.print')} back={t('confirmation.back')} />
    </article>
  );
}
