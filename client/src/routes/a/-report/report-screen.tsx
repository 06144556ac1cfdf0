import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { formatHotelDate } from '../../../lib/format';
import { useHotelClock } from '../../../lib/hotel-clock';
import { dayReportQuery } from '../-staff/queries';
import { QueryState } from '../-staff/query-state';
import { PoliceList } from './police-list';
import { ReportDayBar } from './report-day-bar';
import { ReportFigures } from './report-figures';
import './report.css';

/**
 * The manager's report screen (/a/report): the day's figures, or (`list=police`) the police
 * registration list of the foreign guests staying a night; each is printed alone, without the
 * staff area's frame (report.css), or downloaded as CSV.
 */
export function ReportScreen() {
  const { t } = useTranslation('staff');
  const { date, list } = useSearch({ from: '/a/report' });
  const navigate = useNavigate({ from: '/a/report' });
  const clock = useHotelClock();
  const police = list === 'police';
  // The police list is of a night to come as much as one gone: it opens on the hotel's today.
  const policeDate = date ?? clock?.today();
  return (
    <section className="staff-screen staff-screen--print-alone day-report">
      <PageHeading
        title={t(police ? 'report.police.title' : 'report.title')}
        intro={t(police ? 'report.police.intro' : 'report.intro')}
      />
      <nav className="staff-toolbar day-report__tabs" aria-label={t('report.lists')}>
        <Link
          to="/a/report"
          search={date === undefined ? {} : { date }}
          className="button button--ghost"
          activeOptions={{ includeSearch: false }}
          aria-current={police ? undefined : 'page'}
        >
          {t('report.title')}
        </Link>
        <Link
          to="/a/report"
          search={date === undefined ? { list: 'police' } : { date, list: 'police' }}
          className="button button--ghost"
          aria-current={police ? 'page' : undefined}
        >
          {t('report.police.title')}
        </Link>
      </nav>
      {police ? (
        policeDate !== undefined && (
          <PoliceList
            date={policeDate}
            onChange={(next) => void navigate({ search: { date: next, list: 'police' } })}
          />
        )
      ) : (
        <DayReport date={date} onChange={(next) => void navigate({ search: { date: next } })} />
      )}
    </section>
  );
}

/** The day's figures: rooms, occupancy, room revenue, ADR, RevPAR, guests coming and going, money. */
function DayReport({
  date,
  onChange: goTo,
}: {
  date: string | undefined;
  onChange: (date: string) => void;
}) {
  const { t } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  const report = useQuery(dayReportQuery(trpc, date));
  const view = report.data;
  // The figures shown may be the previous day's while the next one loads.
  const shown = report.isPlaceholderData ? null : view;

  return (
    <>
      <QueryState error={report.error} pending={report.isPending} />
      {view && (
        <>
          <ReportDayBar
            date={view.date}
            last={view.today}
            dayLabel={t('report.day')}
            csvPath="/api/reports/day/csv"
            ready={Boolean(shown)}
            onChange={goTo}
          />
          {/* Only on paper: the screen's heading says no day, the day field is not printed. */}
          <p className="staff-printed-day">
            {t('report.printedAt', { date: formatHotelDate(view.date) ?? view.date })}
          </p>
          <div aria-busy={!shown} className={shown ? undefined : 'day-report--loading'}>
            <ReportFigures view={view} />
          </div>
        </>
      )}
    </>
  );
}
