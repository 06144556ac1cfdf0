import type { Language, PoliceGuestView } from '@hotel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ColumnHeads } from '../../../components/column-heads';
import { currentLanguage } from '../../../i18n';
import { countryLabel } from '../../../lib/countries';
import { formatHotelDate } from '../../../lib/format';
import { policeListQuery } from '../-staff/queries';
import { QueryState } from '../-staff/query-state';
import { ReportDayBar } from './report-day-bar';

/**
 * The police registration list of a hotel night: every foreign guest of the bookings arriving that
 * day or in house that night, by room, with a print of the list alone (report.css) and its CSV.
 */
export function PoliceList({
  date,
  onChange,
}: {
  /** The night shown: the URL's, else the hotel's today. */
  date: string;
  onChange: (date: string) => void;
}) {
  const { t, i18n } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  const list = useQuery(policeListQuery(trpc, date));
  // The rows shown may be the previous night's while the next one loads.
  const shown = list.isPlaceholderData ? undefined : list.data;
  const day = formatHotelDate(date) ?? date;
  return (
    <>
      <ReportDayBar
        date={date}
        dayLabel={t('report.police.night')}
        csvPath="/api/reports/police/csv"
        ready={Boolean(shown)}
        onChange={onChange}
      />
      <QueryState error={list.error} pending={list.isPending} />
      <section
        aria-labelledby="police-list-title"
        aria-busy={!shown}
        className={`day-report__section police-list${shown ? '' : ' day-report--loading'}`}
      >
        <h2 id="police-list-title">{t('report.police.titleOf', { date: day })}</h2>
        {list.data && <PoliceTable rows={list.data} language={currentLanguage(i18n)} />}
      </section>
    </>
  );
}

/** The list's columns in order, by their texts' keys. */
const POLICE_COLUMNS = [
  'room',
  'bookNumber',
  'fullName',
  'citizenship',
  'passport',
  'checkin',
  'checkout',
] as const;

function PoliceTable({ rows, language }: { rows: readonly PoliceGuestView[]; language: Language }) {
  const { t } = useTranslation('staff');
  if (rows.length === 0) return <p className="muted">{t('report.police.none')}</p>;
  return (
    <table className="day-report__table police-list__table">
      <ColumnHeads
        columns={POLICE_COLUMNS.map((key) => ({ label: t(`report.police.column.${key}`) }))}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.booking_id} ${row.citizenship} ${row.passport}`}>
            <td>{row.room_number}</td>
            <td>{row.book_number}</td>
            <td>{row.full_name}</td>
            <td>{countryLabel(row.citizenship, language)}</td>
            <td>{row.passport}</td>
            <td>{formatHotelDate(row.checkin) ?? row.checkin}</td>
            <td>{formatHotelDate(row.checkout) ?? row.checkout}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
