import type { CalendarDate, RoomRowView } from '@hotel/contracts';
import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../i18n';
import { formatHotelDate } from '../../../../lib/format';
import type { Cell, RangeStart } from './calendar-cells';
import { moveFocus, positionOf, type GridPosition } from './calendar-navigation';
import { CalendarRow, type RowSelection } from './calendar-row';
import type { ChosenCell, MenuAnchor } from './chosen-cell';
import type { StayDates } from './tape-resize';
import { useStayDrag } from './use-stay-drag';
import { useStayResize } from './use-stay-resize';

interface Props {
  rooms: readonly RoomRowView[];
  rows: ReadonlyMap<number, Cell[]>;
  days: readonly CalendarDate[];
  /** The hotel's today, whose column (when shown) is marked. */
  today: CalendarDate;
  caption: string;
  /** The check-in cell of the range being chosen. */
  start: RangeStart | null;
  onChoose: (chosen: ChosenCell) => void;
  onMenu: (chosen: ChosenCell, anchor: MenuAnchor) => void;
  onCancel: () => void;
  /**
   * How each room can take the booking being dragged (`move` or `swap`; other rooms neither),
   * once the server said; null until then.
   */
  dropKinds: ReadonlyMap<number, 'move' | 'swap'> | null;
  /** A booking's drag started (its cell), or ended (null). */
  onDragStay: (source: ChosenCell | null) => void;
  /** A booking dropped on a cell of another room's row. */
  onDropStay: (source: ChosenCell, target: ChosenCell) => void;
  /** Whether bars' edges can be dragged (the desk's roles). */
  resizable: boolean;
  /** A bar's edge let go on new dates. */
  onResizeStay: (source: ChosenCell, dates: StayDates) => void;
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const NO_CELLS: Cell[] = [];

/**
 * The availability grid: a row per room, a column per day. It is one
 * WAI-ARIA data grid with a single tab stop: arrows, Home/End and Page Up/Down move the focus,
 * Enter or Space chooses a cell (or opens an occupied one's menu), the context-menu key or
 * Shift+F10 opens the menu, Escape drops the range being chosen. A booking's cells can be
 * dragged (HTML drag and drop) onto another room's row, which shows the booking's nights and
 * whether the room takes it by a move or a swap.
 */
export function CalendarGrid({
  rooms,
  rows,
  days,
  today,
  caption,
  start,
  onChoose,
  onMenu,
  onCancel,
  dropKinds,
  onDragStay,
  onDropStay,
  resizable,
  onResizeStay,
}: Props) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  const table = useRef<HTMLTableElement>(null);
  const [focus, setFocus] = useState<GridPosition>({ row: 0, day: 0 });
  const [pointer, setPointer] = useState<GridPosition | null>(null);
  // A refresh may bring fewer rooms: the tab stop stays on a cell that exists.
  const focused = {
    row: Math.min(focus.row, Math.max(rooms.length - 1, 0)),
    day: Math.min(focus.day, days.length - 1),
  };
  const startRow = start === null ? -1 : rooms.findIndex((room) => room.id === start.roomId);

  // A key or a click that moves the tab stop also moves the browser's focus to it, once the cell
  // is focusable (only the tab stop is: 4,000 tabindex attributes would be work for nothing).
  const focusWanted = useRef(false);
  const moveTo = (position: GridPosition) => {
    if (position.row === focused.row && position.day === focused.day) return;
    focusWanted.current = true;
    setFocus(position);
  };
  useLayoutEffect(() => {
    if (!focusWanted.current) return;
    focusWanted.current = false;
    table.current?.tBodies[0]?.rows[focused.row]?.cells[focused.day + 1]?.focus();
  }, [focused.row, focused.day]);

  const headers = useMemo(
    () =>
      days.map((date) => {
        const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 'mon';
        const day = date.slice(8, 10);
        let className = 'calendar__day';
        if (weekday === 'sat' || weekday === 'sun') className += ' calendar__day--weekend';
        if (date === today) className += ' calendar__day--today';
        else if (day === '01') className += ' calendar__day--month';
        return {
          date,
          weekday: t(`calendar.weekday.${weekday}`),
          day,
          full: formatHotelDate(date) ?? date,
          className,
        };
      }),
    [days, today, t],
  );

  const chosenAt = (target: EventTarget) => {
    const at = positionOf(target);
    const room = at && rooms[at.position.row];
    const cell = room && rows.get(room.id)?.[at.position.day];
    if (!at || !room || !cell) return null;
    const chosen: ChosenCell = { room, day: at.position.day, cell, element: at.element };
    return { position: at.position, chosen };
  };

  const onClick = (event: MouseEvent) => {
    if (resize.consumeClick()) return;
    const at = chosenAt(event.target);
    if (!at) return;
    moveTo(at.position);
    onChoose(at.chosen);
  };

  const onContextMenu = (event: MouseEvent) => {
    const at = chosenAt(event.target);
    if (!at) return;
    // A free night's menu books it; an occupied one's acts on what holds it.
    event.preventDefault();
    moveTo(at.position);
    onMenu(at.chosen, { x: event.clientX, y: event.clientY, cell: at.chosen.element });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const at = chosenAt(event.target);
    if (!at) return;
    const { chosen } = at;
    const menuUnderCell = () => {
      const box = chosen.element.getBoundingClientRect();
      onMenu(chosen, { x: box.left, y: box.bottom, cell: chosen.element });
    };
    const moved = moveFocus(at.position, event, rooms.length, days.length);
    if (moved) {
      event.preventDefault();
      moveTo(moved);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      // Choosing a check-out day may land on any cell; otherwise an occupied cell has a menu, not a range.
      if (start !== null || chosen.cell.state === 'free') onChoose(chosen);
      else menuUnderCell();
    } else if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      menuUnderCell();
    } else if (event.key === 'Escape') {
      onCancel();
    }
  };

  const drag = useStayDrag({ rooms, days, table, chosenAt, dropKinds, onDragStay, onDropStay });
  const resize = useStayResize({ days, enabled: resizable, chosenAt, onResize: onResizeStay });

  const onPointerOver = (event: MouseEvent) => {
    if (start === null) return;
    const at = positionOf(event.target);
    if (at && (pointer?.row !== at.position.row || pointer.day !== at.position.day))
      setPointer(at.position);
  };

  // The check-out day pointed at, by the pointer or else the focus, in the start's row.
  const pointed = pointer?.row === startRow ? pointer : focused.row === startRow ? focused : null;
  const selection: RowSelection | null =
    start === null
      ? null
      : { start: start.day, end: pointed && pointed.day > start.day ? pointed.day : -1 };

  return (
    <div className="date-grid-scroll">
      <table
        ref={table}
        role="grid"
        className="date-grid calendar__grid"
        onClick={onClick}
        onContextMenu={onContextMenu}
        onKeyDown={onKeyDown}
        onMouseOver={onPointerOver}
        onMouseLeave={() => setPointer(null)}
        {...drag.handlers}
        // An edge being dragged is a resize, not the cell's move to another room.
        onDragStart={(event) =>
          resize.active() ? event.preventDefault() : drag.handlers.onDragStart(event)
        }
        onPointerDown={resize.onPointerDown}
      >
        <caption className="calendar__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="calendar__corner">
              {t('calendar.room')}
            </th>
            {headers.map((header) => (
              <th
                key={header.date}
                scope="col"
                aria-label={`${header.full}, ${header.weekday}`}
                className={header.className}
              >
                <span className="calendar__weekday">{header.weekday}</span>
                <span className="calendar__date">{header.day}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rooms.map((room, index) => (
            <CalendarRow
              key={room.id}
              room={room}
              cells={rows.get(room.id) ?? NO_CELLS}
              focusDay={index === focused.row ? focused.day : -1}
              selection={index === startRow ? selection : null}
              {...drag.rowProps(index, room)}
              resize={resize.previewOf(room.id)}
              days={resizable ? days : null}
              t={t}
              language={language}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
