import type { StaffBookingView } from '@hotel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../../components/page-heading';
import { currentLanguage } from '../../../../i18n';
import { DataTable } from '../../-staff/data-table';
import { staffBookingsQuery, type StaffList } from '../../-staff/queries';
import { QueryState } from '../../-staff/query-state';
import { useStaffAccess } from '../../-staff/staff-access';
import { bookingColumns } from './booking-columns';
import { BookingDialog } from './booking-dialog';
import { isAwaitingPayment } from './booking-state';
import './bookings.css';

const highlight = (booking: StaffBookingView) =>
  isAwaitingPayment(booking) ? 'data-table__row--pending' : undefined;

/**
 * One of the four bookings lists, refreshed every 10 s, in the
 * server's order (paid first, then check-in descending) until a column is sorted.
 */
export function BookingsScreen({ list }: { list: StaffList }) {
  const { t: staff, i18n } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const bookings = useQuery(staffBookingsQuery(trpc, list));
  const [editing, setEditing] = useState<StaffBookingView | null>(null);
  const language = currentLanguage(i18n);
  const desk = useStaffAccess('desk');
  const columns = useMemo(
    () => bookingColumns({ staff, common, language, desk }, setEditing),
    [staff, common, language, desk],
  );
  // The dialog shows the booking as the latest refresh has it.
  const open = editing && (bookings.data?.find((booking) => booking.id === editing.id) ?? editing);

  return (
    <section className="staff-screen">
      <PageHeading
        title={staff(`bookings.title.${list}`)}
        intro={staff(`bookings.intro.${list}`)}
      />
      <QueryState error={bookings.error} pending={bookings.isPending} />
      {bookings.data && (
        <>
          {bookings.data.some(isAwaitingPayment) && (
            <p className="pending-note">
              <span className="pending-note__swatch" aria-hidden="true" />
              {staff('bookings.pendingNote')}
            </p>
          )}
          <DataTable
            data={bookings.data}
            columns={columns}
            caption={staff(`bookings.title.${list}`)}
            empty={staff('bookings.empty')}
            rowClassName={highlight}
          />
        </>
      )}
      {open && <BookingDialog key={open.id} booking={open} onClose={() => setEditing(null)} />}
    </section>
  );
}
