import { daysBetween } from '@hotel/contracts/plain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomTypeEditView } from '@hotel/contracts';
import { apiErrorMessage } from '../../../api';
import { PageHeading } from '../../../components/page-heading';
import { currentLanguage } from '../../../i18n';
import { staffRoomTypesQuery } from '../-staff/queries';
import { QueryState } from '../-staff/query-state';
import { useStaffAccess } from '../-staff/staff-access';
import { useMarkStale } from '../-staff/use-mark-stale';
import { useOutcome } from '../-staff/use-outcome';
import { nameIn } from '../rooms/-types/room-type-name';
import {
  DEFAULT_DAYS,
  rateCalendarQuery,
  rateChangeFilters,
  removeSeasonMutation,
  setSeasonMutation,
} from './queries';
import { PromoCodes } from './promo-codes';
import { nightsOf } from './rate-cells';
import { RateGrid, type GridSelection } from './rate-grid';
import { RateLegend } from './rate-legend';
import { RatePeriod, type Period } from './rate-period';
import { EMPTY_DRAFT, seasonInput, type SeasonDraft } from './season-draft';
import { SeasonForm } from './season-form';
import { SeasonList } from './season-list';
import { useRateRows } from './use-rate-rows';
import './rates.css';

/**
 * The manager's rate calendar (/a/rates): every room type's nights at the price the quote would
 * charge, a selection along a row, the season form for the chosen types and nights, and the
 * seasons of the chosen type with their removal. The server checks the manager's role again.
 */
export function RatesScreen() {
  const { t, i18n } = useTranslation('staff');
  const { t: common } = useTranslation();
  const language = currentLanguage(i18n);
  const { trpc } = useRouteContext({ from: '/a' });
  const manager = useStaffAccess('manager');
  const markStale = useMarkStale();
  const [period, setPeriod] = useState<Period>({ from: undefined, days: DEFAULT_DAYS });
  const types = useQuery(staffRoomTypesQuery(trpc));
  const calendar = useQuery(rateCalendarQuery(trpc, period.from, period.days));
  const [selection, setSelection] = useState<GridSelection | null>(null);
  const [draft, setDraft] = useState<SeasonDraft>(EMPTY_DRAFT);
  const { outcome, clear, notice, setOutcome, reportThenRefresh } = useOutcome();
  const setSeason = useMutation(setSeasonMutation(trpc));
  const removal = useMutation({
    ...removeSeasonMutation(trpc),
    ...reportThenRefresh(() => markStale(rateChangeFilters(trpc))),
  });

  const from = calendar.data?.from;
  const to = calendar.data?.to;
  const nights = useMemo(() => (from && to ? nightsOf(from, to) : []), [from, to]);
  const nameOf = useCallback((type: RoomTypeEditView) => nameIn(type.name, language), [language]);
  const rows = useRateRows(types.data, calendar.data?.seasons, nights, nameOf);

  const select = (chosen: GridSelection) => {
    setSelection(chosen);
    const first = Math.min(chosen.anchor, chosen.end);
    const last = Math.max(chosen.anchor, chosen.end);
    setDraft((old) => ({
      ...old,
      typeIds: [chosen.typeId],
      from: nights[first] ?? old.from,
      last: nights[last] ?? old.last,
    }));
  };

  const submit = async () => {
    clear();
    if (draft.typeIds.length === 0) return setOutcome({ ok: false, text: t('rates.form.noType') });
    let saved = 0;
    for (const typeId of draft.typeIds) {
      try {
        await setSeason.mutateAsync(seasonInput(draft, typeId));
        saved++;
      } catch (error) {
        const type = rows.find((row) => row.id === typeId)?.name ?? String(typeId);
        // The type is named: with several chosen, the manager must know which ones were set.
        setOutcome({
          ok: false,
          text: t('rates.form.failedFor', { type, message: apiErrorMessage(error, common) }),
        });
        break;
      }
    }
    if (saved === draft.typeIds.length) notice(t('rates.form.saved', { count: saved }));
    if (saved > 0) await markStale(rateChangeFilters(trpc));
  };

  const listedId = selection?.typeId ?? draft.typeIds[0] ?? rows[0]?.id;
  const listed = rows.find((row) => row.id === listedId);
  const today = calendar.data?.today ?? '';
  return (
    <section className="staff-screen rates">
      <PageHeading
        title={t('rates.title')}
        // Only the manager sets seasons: the rest are not asked to choose nights for the form.
        intro={manager ? t('rates.intro') : t('rates.introRead')}
      />
      <RatePeriod
        from={from ?? today}
        days={from && to ? daysBetween(from, to) : period.days}
        onChange={(next) => {
          setSelection(null);
          setPeriod(next);
        }}
      />
      <QueryState
        error={types.error ?? calendar.error}
        pending={types.isPending || calendar.isPending}
      />
      <RateLegend />
      {rows.length > 0 && nights.length > 0 && (
        <RateGrid
          types={rows}
          nights={nights}
          today={today}
          selection={selection}
          onSelect={select}
        />
      )}
      {manager && (
        <div className="rates__edit">
          <SeasonForm
            types={rows}
            draft={draft}
            onChange={setDraft}
            onSubmit={() => void submit()}
            busy={setSeason.isPending}
            outcome={outcome}
          />
          {listed && (
            <SeasonList
              typeName={listed.name}
              seasons={(calendar.data?.seasons ?? []).filter((s) => s.room_types_id === listed.id)}
              busy={removal.isPending}
              onRemove={(id) => removal.mutate({ id })}
            />
          )}
        </div>
      )}
      <PromoCodes manager={manager} />
    </section>
  );
}
