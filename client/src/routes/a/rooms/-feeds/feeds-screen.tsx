import type { CalendarFeedView } from '@hotel/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../api';
import { ColumnHeads } from '../../../../components/column-heads';
import { PageHeading } from '../../../../components/page-heading';
import { useDialog } from '../../../../dialog';
import { currentLanguage } from '../../../../i18n';
import { formatHotelDateTime } from '../../../../lib/format';
import { EmptyRow } from '../../-staff/empty-row';
import { OutcomeNotice, type Outcome } from '../../-staff/outcome-notice';
import {
  calendarFeedChangeFilters,
  calendarFeedsQuery,
  rotateCalendarFeedMutation,
} from '../../-staff/queries';
import { QueryState } from '../../-staff/query-state';
import { TableFrame } from '../../-staff/table-frame';
import { useMarkStale } from '../../-staff/use-mark-stale';
import './feeds.css';

/** The tables' columns in order, by their texts' keys. */
const FEED_COLUMNS = ['name', 'url', 'since', 'actions'] as const;

/**
 * The calendar feeds: each room's and room type's iCalendar address, to copy
 * into a channel manager, and its replacement when it leaked (the old address stops at once).
 */
export function FeedsScreen() {
  const { t } = useTranslation('staff');
  const { t: common, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { trpc } = useRouteContext({ from: '/a' });
  const markStale = useMarkStale();
  const dialog = useDialog();
  const feeds = useQuery(calendarFeedsQuery(trpc));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const rotate = useMutation({
    ...rotateCalendarFeedMutation(trpc),
    onMutate: () => setOutcome(null),
    onSuccess: async ({ message }) => {
      setOutcome({ ok: true, text: message });
      await markStale(calendarFeedChangeFilters(trpc));
    },
    onError: (error) => setOutcome({ ok: false, text: apiErrorMessage(error, common) }),
  });

  const nameOf = (feed: CalendarFeedView) =>
    typeof feed.name === 'string'
      ? t('feeds.roomName', { number: feed.name })
      : feed.name[language] || feed.name.ru;

  const copy = async (feed: CalendarFeedView) => {
    try {
      await navigator.clipboard.writeText(feed.url);
      setOutcome({ ok: true, text: t('feeds.copied') });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the address stays selectable.
      setOutcome({ ok: false, text: t('feeds.copyFailed') });
    }
  };

  const askRotate = async (feed: CalendarFeedView) => {
    if (await dialog.confirm(t('feeds.rotateConfirm', { name: nameOf(feed) }))) {
      rotate.mutate({ scope: feed.scope, id: feed.id });
    }
  };

  const table = (scope: CalendarFeedView['scope'], caption: string) => {
    const rows = feeds.data?.filter((feed) => feed.scope === scope) ?? [];
    return (
      <TableFrame caption={caption} className="feeds-table" captionShown>
        <ColumnHeads
          columns={FEED_COLUMNS.map((key) => ({
            label: t(`feeds.column.${key}`),
            // The row's buttons stay in sight at the right edge as the URL scrolls under them.
            className: key === 'actions' ? 'data-table__action' : undefined,
          }))}
        />
        <tbody>
          {rows.length === 0 && <EmptyRow columns={FEED_COLUMNS.length} text={t('feeds.empty')} />}
          {rows.map((feed) => {
            const name = nameOf(feed);
            return (
              <tr key={`${feed.scope}-${feed.id}`}>
                <th scope="row">{name}</th>
                <td>
                  <input
                    className="field__input feeds-table__url"
                    readOnly
                    value={feed.url}
                    aria-label={t('feeds.urlLabel', { name })}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                </td>
                <td>{formatHotelDateTime(feed.rotated_at) ?? common('dates.invalid')}</td>
                <td className="feeds-table__actions data-table__action">
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={t('feeds.copyLabel', { name })}
                    onClick={() => void copy(feed)}
                  >
                    {t('feeds.copy')}
                  </button>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={t('feeds.rotateLabel', { name })}
                    disabled={rotate.isPending}
                    onClick={() => void askRotate(feed)}
                  >
                    {t('feeds.rotate')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </TableFrame>
    );
  };

  return (
    <section className="staff-screen">
      <PageHeading title={t('feeds.title')} intro={t('feeds.intro')} />
      <OutcomeNotice outcome={outcome} />
      <QueryState error={feeds.error} pending={feeds.isPending} />
      {feeds.data && (
        <>
          {table('room_type', t('feeds.roomTypes'))}
          {table('room', t('feeds.rooms'))}
        </>
      )}
    </section>
  );
}
