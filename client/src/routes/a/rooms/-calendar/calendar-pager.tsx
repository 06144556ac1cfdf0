import type { CalendarDate } from '@hotel/contracts';
import { useTranslation } from 'react-i18next';
import { DayField } from '../../-staff/day-field';
import { pagedStart, typedStart } from './calendar-window';

interface Props {
  start: CalendarDate;
  today: CalendarDate;
  onStart: (start: CalendarDate) => void;
}

/** The tape chart's pager: a week back or ahead, straight to a date, or back to today. */
export function CalendarPager({ start, today, onStart }: Props) {
  const { t } = useTranslation('staff');
  return (
    <div
      className="staff-toolbar calendar__pager"
      role="group"
      aria-label={t('calendar.pager.label')}
    >
      <button
        type="button"
        className="button button--ghost"
        onClick={() => onStart(pagedStart(start, -1))}
      >
        {t('calendar.pager.previous')}
      </button>
      <DayField
        label={t('calendar.pager.jump')}
        value={start}
        required
        onChange={(value) => {
          // A half-typed date moves nothing until it is a whole one.
          const typed = typedStart(value);
          if (typed) onStart(typed);
        }}
      />
      <button
        type="button"
        className="button button--ghost"
        onClick={() => onStart(pagedStart(start, 1))}
      >
        {t('calendar.pager.next')}
      </button>
      {start !== today && (
        <button type="button" className="button" onClick={() => onStart(today)}>
          {t('calendar.pager.today')}
        </button>
      )}
    </div>
  );
}
