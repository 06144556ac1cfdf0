import type { GuestStayView } from '@hotel/contracts';
import { tengeToTmt } from '@hotel/contracts/plain';
import { useTranslation } from 'react-i18next';
import { ColumnHeads } from '../../../components/column-heads';
import { currentLanguage } from '../../../i18n';
import { formatAmount, formatHotelDate } from '../../../lib/format';
import { OpenedBooking, useBookingOpener } from '../-staff/booking-opener';
import { TableFrame } from '../-staff/table-frame';

/** The table's columns in order, by their texts' keys; the money spent lines up on the right. */
const STAY_COLUMNS = ['number', 'room', 'dates', 'state', 'role', 'spent'] as const;

/** The guest's stays, the newest first; each opens the booking dialog the lists open. */
export function GuestStays({ stays }: { stays: readonly GuestStayView[] }) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  const opener = useBookingOpener();

  if (stays.length === 0) return <p className="muted">{t('guests.noStays')}</p>;
  return (
    <>
      <TableFrame caption={t('guests.stays')}>
        <ColumnHeads
          columns={STAY_COLUMNS.map((key) => ({
            label: t(`guests.column.${key}`),
            className: key === 'spent' ? 'data-table__numeric' : undefined,
          }))}
        />
        <tbody>
          {stays.map((stay) => (
            <tr key={stay.booking_id}>
              <td>
                <button
                  type="button"
                  className="link-button"
                  aria-label={t('guests.open', { number: stay.book_number })}
                  onClick={() => void opener.openBooking(stay.booking_id)}
                >
                  {t('bookingSearch.hit.number', { number: stay.book_number })}
                </button>
              </td>
              <td>{stay.room_number}</td>
              <td>
                {formatHotelDate(stay.checkin)} – {formatHotelDate(stay.checkout)}
              </td>
              <td>{t(`bookingSearch.state.${stay.state}`)}</td>
              <td>{stay.lead ? t('guests.lead') : t('guests.companion')}</td>
              <td className="data-table__numeric">
                {formatAmount(tengeToTmt(stay.spent_tenge), language)}
              </td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <OpenedBooking opener={opener} waiting={t('guests.opening')} />
    </>
  );
}
