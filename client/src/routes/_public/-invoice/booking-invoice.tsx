import type { FolioView, GuestBookingView } from '@hotel/contracts';
import { useTranslation } from 'react-i18next';
import { FolioTable } from '../../../components/folio-table';
import { LabelRows } from '../../../components/label-rows';
import { currentLanguage } from '../../../i18n';
import { useHotelWallClock } from '../../../lib/use-hotel-wall-clock';
import '../-confirmation/confirmation.css';
import { PrintedPageEnd } from '../-confirmation/printed-page-end';

/**
 * The printed invoice: the hotel and its contacts, the booking number, the room and the stay on
 * the hotel's clock, the guests, then the folio's lines and totals. As the confirmation, only the
 * document itself goes to paper (confirmation.css).
 */
export function BookingInvoice({
  booking,
  folio,
}: {
  booking: GuestBookingView;
  folio: FolioView;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const wallClock = useHotelWallClock();
  const rows = [
    { label: t('booking.room'), value: booking.room_name[language] },
    { label: t('profile.checkin'), value: wallClock.dateTime(booking.checkin) },
    { label: t('profile.checkout'), value: wallClock.dateTime(booking.checkout) },
    {
      label: t('booking.guests'),
      value: booking.guests.map((guest) => guest.full_name).join(', '),
    },
  ];
  return (
    <article className="container section confirmation" aria-labelledby="invoice-title">
      <header className="confirmation__head">
        <div>
          <p className="confirmation__brand">
            {t('brand.name')} · {t('brand.tagline')}
          </p>
          <h1 id="invoice-title">{t('folio.title')}</h1>
          {booking.book_number !== null && (
            <p className="confirmation__number">
              {t('folio.number', { number: booking.book_number })}
            </p>
          )}
        </div>
      </header>
      <LabelRows rows={rows} />
      <FolioTable folio={folio} />
      <PrintedPageEnd print={t('folio.print')} back={t('folio.back')} />
    </article>
  );
}
