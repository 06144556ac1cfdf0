import type { CalendarDate, Language, RoomRowView } from '@hotel/contracts';
import type { TFunction } from 'i18next';
import { memo, type CSSProperties } from 'react';
import { formatAmount } from '../../../../lib/format';
import { HousekeepingBadge } from '../../-housekeeping/housekeeping-badge';
import { movable, type Cell } from './calendar-cells';
import { barAt, isStay, type Bar } from './tape-bars';
import { resizableEdges } from './tape-resize';

/** The range being chosen as one row sees it: its check-in column and the check-out column pointed at. */
export interface RowSelection {
  start: number;
  /** The check-out column under the pointer or the focus; -1 while none lies after the start. */
  end: number;
}

/**
 * A dragged booking's nights in the row under the pointer, and how the room
 * could take it: a move, a swap, neither, or not known yet (the options are on their way).
 */
export interface RowDrop {
  from: number;
  to: number;
  kind: 'move' | 'swap' | 'none' | 'unknown';
}

interface Props {
  room: RoomRowView;
  cells: readonly Cell[];
  /** The column holding the grid's one tab stop when it is in this row, else -1. */
  focusDay: number;
  selection: RowSelection | null;
  /** In the row the dragged booking comes from: its id, whose cells fade. */
  draggedId: number | null;
  drop: RowDrop | null;
  /** While a bar's edge in this row is dragged: the columns the stay would take. */
  resize: { from: number; to: number } | null;
  /** The window's days when bars' edges can be dragged (the desk's roles); null when not. */
  days: readonly CalendarDate[] | null;
  t: TFunction<'staff'>;
  language: Language;
}

/**
 * The cell's class beyond its state (data-state): a run's ends and the range being chosen. Most
 * cells have none, and with 4,000 of them every attribute left out is work saved.
 */
function cellClass(
  cell: Cell,
  day: number,
  selection: RowSelection | null,
  draggedId: number | null,
  drop: RowDrop | null,
  barStart: boolean,
  resize: { from: number; to: number } | null,
): string | undefined {
  let name = barStart ? ' calendar__cell--bar' : '';
  if (resize && day >= resize.from && day < resize.to) name += ' calendar__cell--resize';
  if (draggedId !== null && cell.entry?.id === draggedId) name += ' calendar__cell--dragging';
  if (drop && day >= drop.from && day < drop.to) name += ' calendar__cell--drop';
  if (cell.first) name += ' calendar__cell--first';
  if (cell.last) name += ' calendar__cell--last';
  if (selection) {
    if (day === selection.start) name += ' calendar__cell--chosen';
    else if (day > selection.start && day < selection.end) name += ' calendar__cell--in-range';
    else if (day === selection.end) name += ' calendar__cell--checkout';
  }
  return name === '' ? undefined : name.slice(1);
}

function rowClass(room: RoomRowView, drop: RowDrop | null): string | undefined {
  const names = [
    room.status === 0 ? 'calendar__row--unpublished' : '',
    drop ? `calendar__row--drop-${drop.kind}` : '',
  ].filter(Boolean);
  return names.length === 0 ? undefined : names.join(' ');
}

function cellLabel(cell: Cell, t: TFunction<'staff'>, language: Language): string | undefined {
  const number = cell.entry?.book_number ?? '';
  let label: string;
  switch (cell.state) {
    case 'for_online':
      return t('calendar.cell.for_online');
    case 'free':
      return undefined;
    case 'out_of_order':
      return t('calendar.cell.out_of_order', { reason: cell.period?.reason ?? '' });
    default:
      label = t(`calendar.cell.${cell.state}`, { number });
  }
  // Every night of a stay names whose it is and what is owed, as its bar shows it once.
  const guest = cell.entry?.lead_guest;
  const balance = cell.entry?.balance ?? 0;
  if (guest) label += `, ${guest}`;
  if (balance > 0)
    label += `, ${t('calendar.bar.due', { amount: formatAmount(balance, language) })}`;
  return label;
}

/** A stay's bar: the lead guest (cut with an ellipsis when the nights are too narrow) and what is owed. */
function TapeBar({
  bar,
  number,
  t,
  language,
}: {
  bar: Bar;
  number: string;
  t: TFunction<'staff'>;
  language: Language;
}) {
  return (
    <span className="calendar__bar" style={{ '--run': bar.run } as CSSProperties}>
      <span className="calendar__guest">{bar.guest ?? t('calendar.bar.number', { number })}</span>
      {bar.due !== null && (
        <span className="calendar__due">
          {t('calendar.bar.dueShort', { amount: formatAmount(bar.due, language) })}
        </span>
      )}
    </span>
  );
}

/**
 * One room's row. Rows only re-render when their own cells, focus or selection change, so moving
 * the focus or the pointer repaints one or two rows out of hundreds. The grid listens for clicks
 * and keys once, for every cell, and finds a cell by its row's and its own index; a td of a grid
 * is a gridcell without saying so.
 */
export const CalendarRow = memo(function CalendarRow({
  room,
  cells,
  focusDay,
  selection,
  draggedId,
  drop,
  resize,
  days,
  t,
  language,
}: Props) {
  const type = room.room_type_name[language];
  // The whole name, as a narrow column cuts the type short: a tooltip, and what screen readers say.
  const unpublished = room.status === 0 ? ` · ${t('calendar.unpublished')}` : '';
  // A room not clean says so too: the desk sees it before checking guests in.
  const housekeeping =
    room.housekeeping === 'clean'
      ? ''
      : ` · ${t('housekeeping.badge', { state: t(`housekeeping.state.${room.housekeeping}`) })}`;
  const label = `${t('calendar.roomLabel', { number: room.room_number, type })}${unpublished}${housekeeping}`;
  return (
    <tr className={rowClass(room, drop)}>
      <th scope="row" className="calendar__room" title={label} aria-label={label}>
        <span className="calendar__room-number">
          {room.room_number}
          <HousekeepingBadge state={room.housekeeping} t={t} />
        </span>
        <span className="calendar__room-type">
          {type}
          {unpublished}
        </span>
      </th>
      {cells.map((cell, day) => {
        const bar = barAt(cells, day);
        const label = cellLabel(cell, t, language);
        const chosen =
          selection !== null &&
          day >= selection.start &&
          day < Math.max(selection.end, selection.start + 1);
        return (
          <td
            key={day}
            data-state={cell.state}
            className={cellClass(cell, day, selection, draggedId, drop, bar !== null, resize)}
            // A booking's cells carry it to another room's row (the menu's "Move…" does it without a mouse).
            draggable={movable(cell) || undefined}
            tabIndex={day === focusDay ? 0 : undefined}
            aria-label={label}
            // The bar's text may be cut short: its cell's tooltip has all of it.
            title={bar || cell.state === 'out_of_order' ? label : undefined}
            aria-selected={chosen || undefined}
          >
            {days &&
              resizableEdges(cells, day, days).map((edge) => (
                // The pointer's handle only: the booking dialog changes dates by keyboard.
                <span
                  key={edge}
                  className={`calendar__resize calendar__resize--${edge}`}
                  data-edge={edge}
                  aria-hidden="true"
                />
              ))}
            {bar && isStay(cell) && (
              <TapeBar
                bar={bar}
                number={String(cell.entry.book_number ?? '')}
                t={t}
                language={language}
              />
            )}
          </td>
        );
      })}
    </tr>
  );
});
