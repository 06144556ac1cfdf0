import type { GuestBookingView } from '@hotel/contracts';
import { daysBetween } from '@hotel/contracts/plain';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/qr-code';
import { currentLanguage } from '../../../i18n';
import { formatAmount } from '../../../lib/format';
import { useHotelWallClock } from '../../../lib/use-hotel-wall-clock';
import { BookingNotes } from '../-room/booking-summary';
import { PrintedBooking } from './printed-booking';

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
    { label: t('confirmation.nights'), value: String(nights) },
    { label: t('profile.amount'), value: tmt(booking.amount) },
    { label: t('profile.paymentAt'), value: wallClock.dateTime(booking.payment_at) },
  ];
  // What the booking terms left to pay at arrival (the folio's balance).
  if (booking.balance_due > 0)
    rows.push({ label: t('booking.atArrivalLine'), value: tmt(booking.balance_due) });
  return (
    <PrintedBooking
      booking={booking}
      titleId="confirmation-title"
      title={t('confirmation.title')}
      number={t('confirmation.number', { number: bookNumber })}
      aside={
        <QrCode value={String(bookNumber)} label={t('confirmation.qr', { number: bookNumber })} />
      }
      rows={rows}
      print={t('confirmation.print')}
      back={t('confirmation.back')}
    >
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
    </PrintedBooking>
  );
}
