import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { currentLanguage } from '../../../i18n';
import { formatHotelDateTime } from '../../../lib/format';
import { useHotelClock } from '../../../lib/hotel-clock';
import { DownloadLink } from '../-staff/download-link';
import { ledgerReportQuery } from '../-staff/queries';
import { QueryState } from '../-staff/query-state';
import { useStaffAccess } from '../-staff/staff-access';
import { shownLedger } from './ledger-period';
import { CashDrawer } from './cash-drawer';
import { LedgerDays, LedgerTotals } from './ledger-summary';
import { LedgerLines } from './ledger-lines';
import { PeriodPicker } from './period-picker';
import { Reconciliation } from './reconciliation';
import './ledger.css';

const route = getRouteApi('/a/ledger');

/** GET /api/ledger/csv as a file: the browser downloads it with the session cookie, named by the server. */
function csvUrl(query: { from: string; to: string; as_of?: string }, language: string): string {
  const search = new URLSearchParams({
    from: query.from,
    to: query.to,
    ...(query.as_of ? { as_of: query.as_of } : {}),
    l: language,
  });
  return `/api/ledger/csv?${search.toString()}`;
}

/**
 * The accountants' ledger: a period's payments, refunds and cancellations with
 * totals per kind and per day, the cash drawer (per day, by way and by person), the same replayed
 * from the events as of a moment, the CSV file of its lines, and the reconciliation with the bank.
 * The period and the moment live in the URL.
 */
export function LedgerScreen() {
  const { t } = useTranslation('staff');
  // The default period is the hotel's month, not the browser's (the route's loader fetched the clock).
  const clock = useHotelClock();
  if (!clock) return <p className="muted">{t('loading')}</p>;
  return <Ledger today={clock.today()} />;
}

function Ledger({ today }: { today: string }) {
  const { t, i18n } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = shownLedger(search, today);
  const report = useQuery(ledgerReportQuery(trpc, query));
  // Anyone but the accounts office who opens the address reads the server's refusal of the
  // ledger, and is offered no reconciliation, which the server would refuse too.
  const accounts = useStaffAccess('accounts');
  // The data shown may be the previous period's while the next one loads.
  const shown = report.isPlaceholderData ? null : report.data;

  return (
    <section className="staff-screen">
      <PageHeading title={t('ledger.title')} intro={t('ledger.intro')} />
      <PeriodPicker
        period={query}
        asOf={query.as_of}
        today={today}
        onPeriod={(period) => void navigate({ search: (current) => ({ ...current, ...period }) })}
        onAsOf={(asOf) => void navigate({ search: (current) => ({ ...current, as_of: asOf }) })}
      />
      <QueryState error={report.error} pending={report.isPending} />
      {report.data && (
        <div
          className={shown ? 'ledger-report' : 'ledger-report ledger-report--loading'}
          aria-busy={!shown}
        >
          <div className="ledger-report__bar">
            {report.data.as_of && (
              <p className="notice ledger-report__replayed">
                {t('ledger.replayed', {
                  at: formatHotelDateTime(report.data.as_of) ?? report.data.as_of,
                })}
              </p>
            )}
            <DownloadLink
              className="button"
              href={csvUrl(query, currentLanguage(i18n))}
              ready={Boolean(shown)}
            >
              {t('ledger.download')}
            </DownloadLink>
          </div>
          <LedgerTotals totals={report.data.totals} />
          <LedgerDays days={report.data.days} />
          <CashDrawer days={report.data.days} totals={report.data.totals} />
          <LedgerLines lines={report.data.entries} />
        </div>
      )}
      {accounts && <Reconciliation period={query} />}
    </section>
  );
}
