import type { GuestStayView, StaffBookingView } from '@hotel/contracts';
import { tengeToTmt } from '@hotel/contracts/plain';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api/errors';
import { ColumnHeads } from '../../../components/column-heads';
import { currentLanguage } from '../../../i18n';
import { formatAmount, formatHotelDate } from '../../../lib/format';
import { staffBookingQuery } from '../-staff/queries';

// The lists' own dialog, loaded when a stay is first opened.
const BookingDialog = lazy(() =>
  import('../bookings/-bookings/booking-dialog').then((module) => ({
    default: module.BookingDialog,
  })),
);

/** The table's columns in order, by their texts' keys; the money spent lines up on the right. */
const STAY_COLUMNS = ['number', 'room', 'dates', 'state', 'role', 'spent'] as const;

/** The guest's stays, the newest first; each opens the booking dialog the lists open. */
export function GuestStays({ stays }: { stays: readonly GuestStayView[] }) {
  const { t, i18n } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const queryClient = useQueryClient();
  const language = currentLanguage(i18n);
  const [opening, setOpening] = useState<{ error: string | null } | null>(null);
  const [open, setOpen] = useState<StaffBookingView | null>(null);

  const openStay = async (stay: GuestStayView) => {
    setOpening({ error: null });
    try {
      setOpen(await queryClient.fetchQuery(staffBookingQuery(trpc, stay.booking_id)));
      setOpening(null);
    } catch (error) {
      setOpening({ error: apiErrorMessage(error, common) });
    }
  };

  if (stays.length === 0) return <p className="muted">{t('guests.noStays')}</p>;
  return (
    <>
      <div className="data-table__scroll">
        <table className="data-table__table">
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
                    onClick={() => void openStay(stay)}
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
        </table>
      </div>
      {opening && (
        <p
          className={opening.error ? 'form-error' : 'muted'}
          role={opening.error ? 'alert' : 'status'}
        >
          {opening.error ?? t('guests.opening')}
        </p>
      )}
      {open && (
        <Suspense fallback={<p className="muted">{t('guests.opening')}</p>}>
          <BookingDialog key={open.id} booking={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
