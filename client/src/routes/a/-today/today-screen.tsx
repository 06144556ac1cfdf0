import type { FrontDeskDayRow, FrontDeskDayView, FrontDeskList } from '@hotel/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { currentLanguage } from '../../../i18n';
import { formatHotelDate } from '../../../lib/format';
import { DayStepper } from '../-staff/day-stepper';
import { OutcomeNotice } from '../-staff/outcome-notice';
import { calendarChangeFilters, checkInMutation, frontDeskDayQuery } from '../-staff/queries';
import { QueryState } from '../-staff/query-state';
import { useStaffAccess } from '../-staff/staff-access';
import { useMarkStale } from '../-staff/use-mark-stale';
import { useOutcome } from '../-staff/use-outcome';
import { TodayCheckout } from './today-checkout';
import { arrivalAction, stayDays } from './today-rows';
import { TodaySection } from './today-section';
import './today.css';

/** GET /api/day/csv for one list of the day shown, in the staff member's language. */
function csvUrl(date: string, list: FrontDeskList, language: string): string {
  return `/api/day/csv?${new URLSearchParams({ date, list, l: language }).toString()}`;
}

/** The day's lists by their texts' keys, each with the name the API gives it. */
const LISTS = {
  arrivals: 'arrivals',
  departures: 'departures',
  inHouse: 'in_house',
} as const satisfies Record<string, FrontDeskList>;

/**
 * The front desk's day (/a): arrivals with their check-in, departures with their check-out (the
 * balance taken first), and who is in house, for today or the day in the URL. Refreshed every
 * 10 s like the lists, and at once after a check-in or check-out.
 */
export function TodayScreen() {
  const { t, i18n } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  const { date } = useSearch({ from: '/a/' });
  const navigate = useNavigate({ from: '/a/' });
  const desk = useStaffAccess('desk');
  const day = useQuery(frontDeskDayQuery(trpc, date));
  const outcome = useOutcome();
  const [leaving, setLeaving] = useState<FrontDeskDayRow | null>(null);
  const markStale = useMarkStale();
  const refresh = () => markStale(calendarChangeFilters(trpc));
  const done = async (answer: { message: string }) => {
    outcome.notice(answer.message);
    await refresh();
  };
  const checkIn = useMutation({
    ...checkInMutation(trpc),
    onSuccess: done,
    // Refused (changed since this list was read, say): show the day as it is now.
    onError: async (error) => {
      outcome.fail(error);
      await refresh();
    },
  });
  const view = day.data;
  const goTo = (next: string) =>
    void navigate({ search: next === view?.today ? {} : { date: next } });
  // A list's heading with its count, its empty text, its rows and its CSV, all named by the list.
  const section = (shown: FrontDeskDayView, key: keyof typeof LISTS) => {
    const rows = shown[LISTS[key]];
    return {
      title: t(`today.section.${key}`, { count: rows.length }),
      empty: t(`today.empty.${key}`),
      rows,
      csv: {
        href: csvUrl(shown.date, LISTS[key], currentLanguage(i18n)),
        label: t(`today.csv.${key}`),
      },
    };
  };

  return (
    <section className="staff-screen staff-screen--print-alone today-screen">
      <PageHeading title={t('today.title')} intro={t('today.intro')} />
      <QueryState error={day.error} pending={day.isPending} />
      {view && (
        <>
          <DayStepper
            className="today-day"
            date={view.date}
            labels={{
              day: t('today.day.label'),
              previous: t('today.day.previous'),
              next: t('today.day.next'),
            }}
            onChange={goTo}
          >
            {view.date !== view.today && (
              <button type="button" className="button" onClick={() => goTo(view.today)}>
                {t('today.day.today')}
              </button>
            )}
            <button type="button" className="button button--ghost" onClick={() => window.print()}>
              {t('today.print')}
            </button>
          </DayStepper>
          {/* Only on paper: the day field is not printed. */}
          <p className="staff-printed-day">
            {t('today.printedDay', { date: formatHotelDate(view.date) ?? view.date })}
          </p>
          <OutcomeNotice outcome={outcome.outcome} />
          <TodaySection
            {...section(view, 'arrivals')}
            action={(row) => {
              const action = arrivalAction(row, view.today);
              if (action === 'unpaid') return <small>{t('today.unpaid')}</small>;
              if (action === 'notYet')
                return (
                  <small>
                    {t('today.notYet', { date: formatHotelDate(stayDays(row).checkin) })}
                  </small>
                );
              return desk ? (
                <button
                  type="button"
                  className="button button--small"
                  disabled={checkIn.isPending}
                  onClick={() => {
                    outcome.clear();
                    checkIn.mutate({ id: row.id, version: row.version ?? undefined });
                  }}
                >
                  {t('today.checkIn')}
                </button>
              ) : null;
            }}
          />
          <TodaySection
            {...section(view, 'departures')}
            note={(row) => {
              const { checkout } = stayDays(row);
              return checkout < view.date
                ? t('today.overdue', { date: formatHotelDate(checkout) })
                : null;
            }}
            {...(desk && {
              action: (row: FrontDeskDayRow) => (
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => {
                    outcome.clear();
                    setLeaving(row);
                  }}
                >
                  {t('today.checkOut')}
                </button>
              ),
            })}
          />
          <TodaySection {...section(view, 'inHouse')} />
        </>
      )}
      {leaving && view && (
        <TodayCheckout
          row={leaving}
          today={view.today}
          onDone={done}
          onClose={() => setLeaving(null)}
        />
      )}
    </section>
  );
}
