import type { FolioView, GuestBookingView } from '@hotel/contracts';
import { useTranslation } from 'react-i18next';
import { FolioTable } from '../../../components/folio-table';
import { PrintedBooking } from '../-confirmation/printed-booking';

/**
 * The printed invoice: the hotel and its contacts, the booking number, the room and the stay on
 * the hotel's clock, the guests, then the folio's lines and totals.
 */
export function BookingInvoice({
  booking,
  folio,
}: {
  booking: GuestBookingView;
  folio: FolioView;
}) {
  const { t } = useTranslation();
  const guests = booking.guests.map((guest) => guest.full_name).join(', ');
  return (
    <PrintedBooking
      booking={booking}
      titleId="invoice-title"
      title={t('folio.title')}
      number={
        booking.book_number === null ? null : t('folio.number', { number: booking.book_number })
      }
      rows={[{ label: t('booking.guests'), value: guests }]}
      print={t('folio.print')}
      back={t('folio.back')}
    >
      <FolioTable folio={folio} />
    </PrintedBooking>
  );
}
