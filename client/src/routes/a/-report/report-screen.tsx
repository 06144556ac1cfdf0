import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { currentLanguage } from '../../../i18n';
import { formatHotelDate } from '../../../lib/format';
import { DayStepper } from '../-staff/day-stepper';
import { dayReportQuery } from '../-staff/queries';
import { QueryState } from '../-staff/query-state';
import { ReportFigures } from './report-figures';
import './report.css';

/** GET /api/reports/day/csv as a file: the browser downloads it with the session cookie, named by the server. */
function csvUrl(date: string, language: string): string {
  return `/api/reports/day/csv?${new URLSearchParams({ date, l: language }).toString()}`;
}

/**
 * The manager's daily report (/a/report): a hotel day's rooms, occupancy, room revenue, ADR,
 * RevPAR, guests coming and going and the money taken, for the server's default day (yesterday,
 * the last one over) or the one in the URL; printed without the staff area's frame (report.css),
 * or downloaded as CSV.
 */
export function ReportScreen() {
  const { t, i18n } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  const { date } = useSearch({ from: '/a/report' });
  const navigate = useNavigate({ from: '/a/report' });
  const report = useQuery(dayReportQuery(trpc, date));
  const view = report.data;
  // The figures shown may be the previous day's while the next one loads.
  const shown = report.isPlaceholderData ? null : view;
  const goTo = (next: string) => void navigate({ search: { date: next } });

  return (
    <section className="staff-screen day-report">
      <PageHeading title={t('ledger.report.title')} intro={t('ledger.report.intro')} />
      <QueryState error={report.error} pending={report.isPending} />
      {view && (
        <>
          <DayStepper
            className="day-report__bar"
            date={view.date}
            last={view.today}
            labels={{
              day: t('ledger.report.day'),
              previous: t('ledger.report.previous'),
              next: t('ledger.report.next'),
            }}
            onChange={goTo}
          >
            <span className="day-report__actions">
              <button
                type="button"
                className="button"
                disabled={!shown}
                onClick={() => window.print()}
              >
                {t('ledger.report.print')}
              </button>
              <a
                className="button button--ghost"
                href={csvUrl(view.date, currentLanguage(i18n))}
                download
                aria-disabled={!shown}
                onClick={(event) => !shown && event.preventDefault()}
              >
                {t('ledger.report.download')}
              </a>
            </span>
          </DayStepper>
          {/* Only on paper: the screen's heading says no day, the day field is not printed. */}
          <p className="day-report__printed-day">
            {t('ledger.report.printedAt', { date: formatHotelDate(view.date) ?? view.date })}
          </p>
          <div aria-busy={!shown} className={shown ? undefined : 'day-report--loading'}>
            <ReportFigures view={view} />
          </div>
        </>
      )}
    </section>
  );
}
