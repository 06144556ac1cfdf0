import type { FrontDeskDayRow } from '@hotel/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnHeads } from '../../../components/column-heads';
import { currentLanguage } from '../../../i18n';
import { formatAmount, formatHotelDate } from '../../../lib/format';
import { leadGuest, stayDays } from './today-rows';

interface Props {
  /** The heading, with the count in it. */
  title: string;
  empty: string;
  rows: FrontDeskDayRow[];
  /** The row's own button or why there is none; absent: a list without actions (in house). */
  action?: (row: FrontDeskDayRow) => ReactNode;
  /** A line under the stay, e.g. a departure whose day has passed. */
  note?: (row: FrontDeskDayRow) => string | null;
  /** The list as a CSV file (GET /api/day/csv): where, and the link's name for screen readers. */
  csv: { href: string; label: string };
}

/**
 * One list of the desk's day: booking number, lead guest, room, stay and the folio's balance, a
 * table on a desk's screen and one card per booking on a phone (today.css), each cell naming its
 * column there.
 */
export function TodaySection({ title, empty, rows, action, note, csv }: Props) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  const headingId = useId();
  const column = (key: 'number' | 'guest' | 'room' | 'stay' | 'balance' | 'action') =>
    t(`today.column.${key}`);
  return (
    <section className="today-section" aria-labelledby={headingId}>
      <div className="today-section__head">
        <h2 id={headingId}>{title}</h2>
        {/* The browser downloads it with the session cookie, named by the server. */}
        <a
          className="button button--ghost button--small today-section__csv"
          href={csv.href}
          download
          aria-label={csv.label}
        >
          {t('today.csv.download')}
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <div className="data-table today-table">
          <table className="data-table__table">
            <ColumnHeads
              columns={[
                { label: column('number') },
                { label: column('guest') },
                { label: column('room') },
                { label: column('stay') },
                { label: column('balance'), className: 'data-table__numeric' },
                action && { label: column('action'), className: 'today-table__action' },
              ]}
            />
            <tbody>
              {rows.map((row) => {
                const { checkin, checkout } = stayDays(row);
                const remark = note?.(row) ?? null;
                return (
                  <tr key={row.id}>
                    <td data-label={column('number')}>{row.book_number ?? '—'}</td>
                    <td data-label={column('guest')}>{leadGuest(row) ?? t('today.noGuest')}</td>
                    {/* One span per cell: a phone's card lays the label and the value apart. */}
                    <td data-label={column('room')}>
                      <span>
                        {row.room_number ?? '—'} <small>{row.room_name[language]}</small>
                      </span>
                    </td>
                    <td data-label={column('stay')}>
                      <span>
                        {t('today.stay', {
                          checkin: formatHotelDate(checkin),
                          checkout: formatHotelDate(checkout),
                        })}
                        {remark && <small className="today-table__note">{remark}</small>}
                      </span>
                    </td>
                    <td
                      data-label={column('balance')}
                      className={`data-table__numeric${row.balance > 0 ? ' today-table__due' : ''}`}
                    >
                      {formatAmount(row.balance, language)}
                    </td>
                    {action && (
                      <td data-label={column('action')} className="today-table__action">
                        {action(row)}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
