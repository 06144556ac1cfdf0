import type { GuestBookingView } from '@hotel/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelRows, type LabelRow } from '../../../components/label-rows';
import { currentLanguage } from '../../../i18n';
import { useHotelWallClock } from '../../../lib/use-hotel-wall-clock';
import './confirmation.css';
import { PrintedPageEnd } from './printed-page-end';

interface Props {
  booking: GuestBookingView;
  /** The title's id, which names the page. */
  titleId: string;
  title: string;
  /** The line with the booking number, where the booking has one. */
  number: string | null;
  /** What stands beside the title (the confirmation's QR code). */
  aside?: ReactNode;
  /** The rows after the room and the stay. */
  rows: readonly LabelRow[];
  /** The texts of the print and back buttons. */
  print: string;
  back: string;
  /** The document's own sections, between the rows and the hotel's contacts. */
  children: ReactNode;
}

/**
 * A printed booking page (the confirmation, the invoice): the hotel, the title and the booking
 * number, the room and the stay on the hotel's clock, the document's own part, then the hotel's
 * contacts and the buttons. Only the document itself goes to paper (confirmation.css).
 */
export function PrintedBooking({
  booking,
  titleId,
  title,
  number,
  aside,
  rows,
  print,
  back,
  children,
}: Props) {
  const { t, i18n } = useTranslation();
  const wallClock = useHotelWallClock();
  const stay = [
    { label: t('booking.room'), value: booking.room_name[currentLanguage(i18n)] },
    { label: t('profile.checkin'), value: wallClock.dateTime(booking.checkin) },
    { label: t('profile.checkout'), value: wallClock.dateTime(booking.checkout) },
  ];
  return (
    <article className="container section confirmation" aria-labelledby={titleId}>
      <header className="confirmation__head">
        <div>
          <p className="confirmation__brand">
            {t('brand.name')} · {t('brand.tagline')}
          </p>
          <h1 id={titleId}>{title}</h1>
          {number !== null && <p className="confirmation__number">{number}</p>}
        </div>
        {aside}
      </header>
      <LabelRows rows={[...stay, ...rows]} />
      {children}
      <PrintedPageEnd print={print} back={back} />
    </article>
  );
}
