import { addDays } from '@hotel/contracts/plain';
import type { ReactNode } from 'react';
import { DayField } from './day-field';

/**
 * A screen's hotel day: the day before, the day's field and the day after, as one labelled group
 * of the staff toolbar; `last` is the latest day it may step to; `children` follow in the bar.
 */
export function DayStepper({
  date,
  last,
  labels,
  onChange,
  className,
  children,
}: {
  date: string;
  last?: string;
  labels: { day: string; previous: string; next: string };
  onChange: (date: string) => void;
  className: string;
  children?: ReactNode;
}) {
  return (
    <div className={`staff-toolbar ${className}`} role="group" aria-label={labels.day}>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => onChange(addDays(date, -1))}
      >
        {labels.previous}
      </button>
      <DayField
        label={labels.day}
        value={date}
        required
        onChange={(next) => {
          if (next) onChange(next);
        }}
      />
      <button
        type="button"
        className="button button--ghost"
        disabled={last !== undefined && date >= last}
        onClick={() => onChange(addDays(date, 1))}
      >
        {labels.next}
      </button>
      {children}
    </div>
  );
}
