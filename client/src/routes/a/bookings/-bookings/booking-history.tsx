import type { BookingHistoryEntry } from '@hotel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../i18n';
import { formatHotelDateTime } from '../../../../lib/format';
import { bookingHistoryQuery } from '../../-staff/queries';
import { BookingSection } from './booking-section';
import { historyActor, historyValue } from './history-values';
import { SectionQueryState } from './section-query-state';

/**
 * The booking's history timeline from `booking_history`: newest first, each
 * entry with what happened, when, who, and every changed field before → after.
 */
export function BookingHistory({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  const history = useQuery(bookingHistoryQuery(trpc, bookingId));
  return (
    <BookingSection className="history" titleClassName="history__title" title={t('history.title')}>
      <SectionQueryState query={history} />
      {history.data?.length === 0 && <p className="muted">{t('history.empty')}</p>}
      {history.data && history.data.length > 0 && (
        <ol className="history__list">
          {history.data.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </BookingSection>
  );
}

function HistoryItem({ entry }: { entry: BookingHistoryEntry }) {
  const { t, i18n } = useTranslation('staff');
  const { t: common } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <li className="history__item">
      <div className="history__head">
        <strong>{t(`history.event.${entry.event}`)}</strong>
        <time dateTime={entry.at}>{formatHotelDateTime(entry.at) ?? common('dates.invalid')}</time>
      </div>
      <p className="history__who">
        {t('history.who')}: {historyActor(entry.actor, t)}
      </p>
      {entry.changes.length > 0 && (
        <ul className="history__changes">
          {entry.changes.map((change) => (
            <li key={change.field}>
              <span className="history__field">{t(`history.field.${change.field}`)}:</span>{' '}
              {change.before !== null && (
                <>
                  <del>{historyValue(change.field, change.before, t, language)}</del>
                  {' → '}
                </>
              )}
              <ins>{historyValue(change.field, change.after, t, language)}</ins>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
