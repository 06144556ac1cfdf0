import type { BookingHistoryEntry } from '@hotel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../api';
import { currentLanguage } from '../../../../i18n';
import { formatHotelDateTime } from '../../../../lib/format';
import { bookingHistoryQuery } from '../../-staff/queries';
import { historyActor, historyValue } from './history-values';

/**
 * The booking's history timeline from `booking_history`: newest first, each
 * entry with what happened, when, who, and every changed field before → after.
 */
export function BookingHistory({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const history = useQuery(bookingHistoryQuery(trpc, bookingId));
  const titleId = useId();
  return (
    <section className="history" aria-labelledby={titleId}>
      <h3 id={titleId} className="history__title">
        {t('history.title')}
      </h3>
      {history.isPending && <p className="muted">{t('loading')}</p>}
      {history.isError && (
        <p className="form-error" role="alert">
          {apiErrorMessage(history.error, common)}
        </p>
      )}
      {history.data?.length === 0 && <p className="muted">{t('history.empty')}</p>}
      {history.data && history.data.length > 0 && (
        <ol className="history__list">
          {history.data.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
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
