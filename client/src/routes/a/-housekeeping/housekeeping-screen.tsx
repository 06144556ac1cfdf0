import type { HousekeepingRoomView } from '@hotel/contracts';
import {
  HOUSEKEEPING_STATES,
  nextHousekeepingStates,
  type HousekeepingState,
} from '@hotel/contracts/plain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { currentLanguage } from '../../../i18n';
import { formatHotelDateTime } from '../../../lib/format';
import { OutcomeNotice } from '../-staff/outcome-notice';
import { QueryState } from '../-staff/query-state';
import { useMarkStale } from '../-staff/use-mark-stale';
import { useOutcome } from '../-staff/use-outcome';
import { housekeepingChangeFilters, housekeepingQuery, markHousekeepingMutation } from './queries';
import './housekeeping-colours.css';
import './housekeeping.css';

type Filter = HousekeepingState | 'all';

/** A button's words: a room back from out of order is "back in order" (and dirty until cleaned). */
const actionText = (from: HousekeepingState, to: HousekeepingState, t: TFunction<'staff'>) =>
  from === 'out_of_order' && to === 'dirty'
    ? t('housekeeping.action.backInOrder')
    : t(`housekeeping.action.${to}`);

/**
 * Housekeeping's list, made for a phone: every room as a large row with its state and who set it
 * when, a filter by state, and one button per state the room may go to next. Reception and the
 * manager use it too; the server checks the role on every mark.
 */
export function HousekeepingScreen() {
  const { t, i18n } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  const language = currentLanguage(i18n);
  const rooms = useQuery(housekeepingQuery(trpc));
  const [filter, setFilter] = useState<Filter>('all');
  const { outcome, fail, reportThenRefresh } = useOutcome();
  const markStale = useMarkStale();
  const mark = useMutation({
    ...markHousekeepingMutation(trpc),
    ...reportThenRefresh(() => markStale(housekeepingChangeFilters(trpc))),
    // A refused mark (412: someone changed the room since the list was read) says who did what,
    // and the list reloads so the next mark is made on the state as it is.
    onError: async (error) => {
      fail(error);
      await markStale(housekeepingChangeFilters(trpc));
    },
  });
  const all = rooms.data ?? [];
  const shown = filter === 'all' ? all : all.filter((room) => room.state === filter);
  const count = (state: HousekeepingState) => all.filter((room) => room.state === state).length;
  const changed = (room: HousekeepingRoomView) => {
    if (!room.changed_at) return t('housekeeping.never');
    const at = formatHotelDateTime(room.changed_at) ?? room.changed_at;
    return room.changed_by
      ? t('housekeeping.changed', { at, by: room.changed_by })
      : t('housekeeping.changedBySystem', { at });
  };
  return (
    <section className="staff-screen housekeeping">
      <PageHeading title={t('housekeeping.title')} intro={t('housekeeping.intro')} />
      <div
        className="housekeeping__filters"
        role="group"
        aria-label={t('housekeeping.filter.label')}
      >
        <button
          type="button"
          className="button button--ghost"
          aria-pressed={filter === 'all'}
          onClick={() => setFilter('all')}
        >
          {t('housekeeping.filter.all', { count: all.length })}
        </button>
        {HOUSEKEEPING_STATES.map((state) => (
          <button
            key={state}
            type="button"
            className={`button button--ghost housekeeping__filter--${state}`}
            aria-pressed={filter === state}
            onClick={() => setFilter(state)}
          >
            {t('housekeeping.filter.state', {
              state: t(`housekeeping.state.${state}`),
              count: count(state),
            })}
          </button>
        ))}
      </div>
      <OutcomeNotice outcome={outcome} />
      <QueryState error={rooms.error} pending={rooms.isPending} />
      {rooms.data && shown.length === 0 && <p className="muted">{t('housekeeping.empty')}</p>}
      <ul className="housekeeping__rooms">
        {shown.map((room) => (
          <li key={room.id} className={`housekeeping-room housekeeping-room--${room.state}`}>
            <div className="housekeeping-room__head">
              <strong className="housekeeping-room__number">
                {t('housekeeping.room', { number: room.room_number })}
              </strong>
              <span className="housekeeping-room__state">
                {t(`housekeeping.state.${room.state}`)}
              </span>
            </div>
            <p className="housekeeping-room__place">
              {t('housekeeping.place', {
                block: room.block_name,
                type: room.room_type_name[language],
              })}
            </p>
            <p className="housekeeping-room__changed muted">{changed(room)}</p>
            <div className="housekeeping-room__actions">
              {nextHousekeepingStates(room.state).map((next) => {
                const action = actionText(room.state, next, t);
                return (
                  <button
                    key={next}
                    type="button"
                    className={next === 'out_of_order' ? 'button button--ghost' : 'button'}
                    disabled={mark.isPending}
                    aria-label={t('housekeeping.actionLabel', { number: room.room_number, action })}
                    onClick={() => mark.mutate({ id: room.id, state: next, version: room.version })}
                  >
                    {action}
                  </button>
                );
              })}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
