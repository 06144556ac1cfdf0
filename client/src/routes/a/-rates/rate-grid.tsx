import type { CalendarDate } from '@hotel/contracts/plain';
import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatHotelDate } from '../../../lib/format';
import type { RateCell } from './rate-cells';
import { RateRow } from './rate-row';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/** The nights chosen in one row: a type and the first and last night's indexes, in any order. */
export interface GridSelection {
  typeId: number;
  anchor: number;
  end: number;
}

export interface GridType {
  id: number;
  name: string;
  cells: readonly RateCell[];
  /** Changes whenever the cells do: what the row's memo compares. */
  cellsKey: string;
}

interface Props {
  types: readonly GridType[];
  nights: readonly CalendarDate[];
  today: CalendarDate;
  selection: GridSelection | null;
  /** The nights chosen now (a press, each night a drag passes, the second click). */
  onSelect: (selection: GridSelection) => void;
}

/** The cell under the pointer: its row's type and its night's index. */
function cellAt(target: EventTarget): { typeId: number; night: number } | null {
  if (!(target instanceof Element)) return null;
  const cell = target.closest('td[data-night]');
  const row = cell?.parentElement;
  if (!cell || !row?.dataset.type) return null;
  return { typeId: Number(row.dataset.type), night: Number(cell.getAttribute('data-night')) };
}

/**
 * Room types by nights, each night at its price. One listener on the body chooses nights: press
 * and drag along a row, or click its first night and then its last. The sticky column and the two
 * header rows keep their place while the year scrolls by.
 */
export function RateGrid({ types, nights, today, selection, onSelect }: Props) {
  const { t } = useTranslation('staff');
  // A press starts a drag; moving over another night of the row makes it a range.
  const drag = useRef<{ typeId: number; anchor: number; moved: boolean } | null>(null);
  // After a click without a drag, the next click in the row ends the range there.
  const pending = useRef<{ typeId: number; anchor: number } | null>(null);

  useEffect(() => {
    const release = () => {
      const current = drag.current;
      drag.current = null;
      if (current?.moved) pending.current = null;
    };
    window.addEventListener('mouseup', release);
    return () => window.removeEventListener('mouseup', release);
  }, []);

  const onMouseDown = (event: MouseEvent) => {
    const at = cellAt(event.target);
    if (!at || event.button !== 0) return;
    event.preventDefault();
    const open = pending.current;
    if (open && open.typeId === at.typeId && open.anchor !== at.night) {
      pending.current = null;
      onSelect({ typeId: at.typeId, anchor: open.anchor, end: at.night });
      return;
    }
    drag.current = { typeId: at.typeId, anchor: at.night, moved: false };
    pending.current = { typeId: at.typeId, anchor: at.night };
    onSelect({ typeId: at.typeId, anchor: at.night, end: at.night });
  };

  const onMouseOver = (event: MouseEvent) => {
    const current = drag.current;
    const at = current && cellAt(event.target);
    if (!current || !at || at.typeId !== current.typeId) return;
    current.moved = current.moved || at.night !== current.anchor;
    onSelect({ typeId: at.typeId, anchor: current.anchor, end: at.night });
  };

  const header = useMemo(() => {
    const months: { key: string; month: (typeof MONTHS)[number]; span: number }[] = [];
    const days = nights.map((night) => {
      const month = MONTHS[Number(night.slice(5, 7)) - 1] ?? 'jan';
      const last = months.at(-1);
      if (last && last.key === night.slice(0, 7)) last.span++;
      else months.push({ key: night.slice(0, 7), month, span: 1 });
      const weekday = WEEKDAYS[new Date(`${night}T00:00:00Z`).getUTCDay()] ?? 'mon';
      return { night, weekday, weekend: weekday === 'fri' || weekday === 'sat' };
    });
    return { months, days, weekend: days.map((day) => day.weekend) };
  }, [nights]);

  const first = nights[0] ?? today;
  const last = nights.at(-1) ?? today;
  const caption = t('rates.grid', { from: formatHotelDate(first), to: formatHotelDate(last) });
  return (
    // Focusable, so a keyboard scrolls the year too; the season form is the keyboard's way to choose.
    <div className="date-grid-scroll rates__scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="date-grid rates__grid" onMouseDown={onMouseDown} onMouseOver={onMouseOver}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr className="rates__months">
            <th rowSpan={2} scope="col" className="rates__corner">
              {t('rates.type')}
            </th>
            {header.months.map((month) => (
              <th key={month.key} colSpan={month.span} scope="colgroup">
                <span className="rates__month">
                  {t(`rates.month.${month.month}`)} {month.key.slice(0, 4)}
                </span>
              </th>
            ))}
          </tr>
          <tr className="rates__days">
            {header.days.map((day) => (
              <th
                key={day.night}
                scope="col"
                className={
                  (day.weekend ? 'rates__day rates__day--weekend' : 'rates__day') +
                  (day.night === today ? ' rates__day--today' : '')
                }
              >
                <span className="rates__weekday">{t(`calendar.weekday.${day.weekday}`)}</span>
                {day.night.slice(8, 10)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {types.map((type) => (
            <RateRow
              key={type.id}
              typeId={type.id}
              name={type.name}
              cells={type.cells}
              cellsKey={type.cellsKey}
              weekend={header.weekend}
              selected={
                selection?.typeId === type.id
                  ? {
                      first: Math.min(selection.anchor, selection.end),
                      last: Math.max(selection.anchor, selection.end),
                    }
                  : null
              }
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
