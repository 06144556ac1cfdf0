import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../api';
import { PageHeading } from '../../../../components/page-heading';
import { calendarRoomsQuery, occupancyQuery } from '../../-staff/queries';
import { useStaffAccess } from '../../-staff/staff-access';
import { AvailabilityCalendar } from './availability-calendar';
import { windowSearch, windowStart } from './calendar-window';
import { OccupancyDashboard } from './occupancy-dashboard';
import './calendar.css';
import './tape-chart.css';

/**
 * /a/rooms/online: the availability calendar, then the occupancy dashboard. The dashboard's
 * answer also tells the hotel's today in its own time zone, which the calendar starts from unless
 * the URL's `from` says another day (the browser's clock and zone may differ from the hotel's).
 */
export function CalendarScreen() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const occupancy = useQuery(occupancyQuery(trpc));
  const rooms = useQuery(calendarRoomsQuery(trpc));
  const { from } = useSearch({ from: '/a/rooms/online' });
  const navigate = useNavigate({ from: '/a/rooms/online' });
  const today = occupancy.data?.today;
  const desk = useStaffAccess('desk');
  const error = occupancy.error ?? rooms.error;
  return (
    <section className="staff-screen calendar-screen">
      <PageHeading
        title={t('calendar.title')}
        // The accountant reads the calendar: only a booking's history is theirs to open.
        intro={desk ? t('calendar.intro') : t('calendar.introRead')}
      />
      {error && (
        <p className="api-error" role="alert">
          {apiErrorMessage(error, common)}
        </p>
      )}
      {occupancy.data && rooms.data ? (
        <AvailabilityCalendar
          today={occupancy.data.today}
          from={windowStart(from, occupancy.data.today)}
          onPage={(start) => {
            if (today) void navigate({ search: windowSearch(start, today) });
          }}
          rooms={rooms.data}
        />
      ) : (
        !error && <p className="muted">{t('loading')}</p>
      )}
      {occupancy.data && <OccupancyDashboard view={occupancy.data} />}
    </section>
  );
}
